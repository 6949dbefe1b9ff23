/**
 * A landlord's Spanish, alone or mixed with English ("cuánto le pagué al plomero este año", "los gastos de la
 * duplex last month"): the words of questions and of the books said in English, so the rest of the reader
 * reads them. Words that are also English ("me", "total") or names ("El Paso", "La Crosse") are left alone:
 * the small words of Spanish grammar are read only in a message that has Spanish of its own, and an article
 * only before a lower-case word.
 */

/** Words only Spanish has: a message with one of them is read as (partly) Spanish. */
const SPANISH_CUES =
  /\b(cu[aá]nt[oa]s?|qu[eé]|cu[aá]l(es)?|qui[eé]n(es)?|cu[aá]ndo|d[oó]nde|pagu[eé]|pag[oó]|gast[eé]|gastado|gastos|ingresos|rentas?|inquilin[oa]s?|propiedad(es)?|a[nñ]o|mes|deben?|seguros?|reparaci[oó]n(es)?|mantenimiento|ganancias?|p[eé]rdidas?|firm[eé]|vencen?|ahorita|todav[ií]a|alg[uú]n[oa]?|todas?|todos|juntos?|juntas?|llevo|tengo|dep[oó]sitos?|impuestos?|costado|cost[oó]|empezado|abiert[oa]s?|tarde|unidad(es)?|pasame|p[aá]same|desde|aparte|otros|menos|m[aá]s)\b/i;

const MONTHS: [string, string][] = [
  ['enero', 'January'],
  ['febrero', 'February'],
  ['marzo', 'March'],
  ['abril', 'April'],
  ['mayo', 'May'],
  ['junio', 'June'],
  ['julio', 'July'],
  ['agosto', 'August'],
  ['septiembre|setiembre', 'September'],
  ['octubre', 'October'],
  ['noviembre', 'November'],
  ['diciembre', 'December'],
];

/** Phrases first, longest first: periods, the books' words, verbs of money and of leases. */
const PHRASES: [RegExp, string][] = [
  [/^\s*(hola|buenos d[ií]as|buenas tardes|buenas noches)\b[,.!]*/gi, 'hi,'],
  [/\b(muchas )?gracias\b/gi, 'thanks'],
  [/\bpor favor\b/gi, 'please'],
  // Periods.
  [/\b(en )?lo que va del a[nñ]o\b|\bhasta ahora\b/gi, 'so far this year'],
  [/\bdesde que empec[eé]( a (usar|llevar)( \w+){0,3})?/gi, 'since i started tracking'],
  [/\bantes de(l)? fin de a[nñ]o\b/gi, 'by the end of the year'],
  [/\bfin de a[nñ]o\b/gi, 'the end of the year'],
  [/\blos pr[oó]ximos (\d+) d[ií]as\b/gi, 'the next $1 days'],
  [/\b(el )?pr[oó]ximo mes\b|\bel mes que viene\b/gi, 'next month'],
  [/\b(el )?pr[oó]ximo a[nñ]o\b|\bel a[nñ]o que viene\b/gi, 'next year'],
  [/\b(en )?este a[nñ]o\b/gi, 'this year'],
  [/\b(en )?el a[nñ]o pasado\b|\ba[nñ]o pasado\b/gi, 'last year'],
  [/\b(en )?este mes\b/gi, 'this month'],
  [/\b(en )?el mes pasado\b|\bmes pasado\b/gi, 'last month'],
  [/\b(del|en el|en) (20\d\d)\b/gi, 'in $2'],
  [/\bahorita\b|\bahora mismo\b|\bahora\b/gi, 'right now'],
  // Properties and people.
  [/\b(la|una|mi) casa de ([A-Za-z]+)\b/gi, 'the $2 house'],
  [/\btodas las (casas|propiedades)( juntas)?\b/gi, 'all the properties'],
  [/\btodo el (portfolio|portafolio|negocio)\b/gi, 'the whole portfolio'],
  // Only after an article: "Casa Grande Street" is a street.
  [/\b(las|mis|the|my|our) casas\b/gi, '$1 houses'],
  [/\b(la|una|mi|the|my|our|a) casa\b/gi, '$1 house'],
  [/\bpropiedades\b/gi, 'properties'],
  [/\bpropiedad\b/gi, 'property'],
  [/\bunidades\b/gi, 'units'],
  [/\bunidad\b/gi, 'unit'],
  [/\bedificios?\b/gi, 'building'],
  [/\bpanader[ií]a\b/gi, 'bakery'],
  [/\btienda\b/gi, 'store'],
  [/\boficina\b/gi, 'office'],
  [/\brestaurante\b/gi, 'restaurant'],
  [/\binquilin[oa]s\b/gi, 'tenants'],
  [/\binquilin[oa]\b/gi, 'tenant'],
  // The books' words.
  [/\bdep[oó]sitos de seguridad\b/gi, 'security deposits'],
  [/\bdep[oó]sito de seguridad\b/gi, 'security deposit'],
  [/\bdep[oó]sitos\b/gi, 'deposits'],
  [/\bdep[oó]sito\b/gi, 'deposit'],
  [/\bimpuestos? (de (la )?propiedad|prediale?s?)\b/gi, 'property taxes'],
  [/\bimpuestos?\b/gi, 'taxes'],
  [/\b(el |los )?seguros?\b/gi, 'insurance'],
  [/\breparaciones\b/gi, 'repairs'],
  [/\breparaci[oó]n\b/gi, 'repair'],
  [/\bmantenimiento\b/gi, 'maintenance'],
  [/\baire acondicionado\b/gi, 'air conditioning'],
  [/\b(el |los )?plomeros\b/gi, 'the plumbers'],
  [/\b(el )?plomero\b/gi, 'the plumber'],
  [/\bplomer[ií]a\b/gi, 'plumbing'],
  [/\belectricista\b/gi, 'electrician'],
  [/\bcerrajero\b/gi, 'locksmith'],
  [/\bfumigaci[oó]n\b|\bfumigador\b/gi, 'pest control'],
  [/\bjardinero\b/gi, 'landscaper'],
  [/\btechos\b/gi, 'roofs'],
  [/\btecho\b/gi, 'roof'],
  [/\bgastos\b/gi, 'expenses'],
  [/\bgasto\b/gi, 'expense'],
  [/\bganancia neta\b/gi, 'net profit'],
  [/\bganancias?\b/gi, 'profit'],
  [/\botros ingresos\b/gi, 'other income'],
  [/\bingresos\b/gi, 'income'],
  [/\bfacturas\b/gi, 'invoices'],
  [/\bfactura\b/gi, 'invoice'],
  [/\brecibos?\b/gi, 'receipt'],
  [/\bcontratos?\b/gi, 'lease'],
  [/\brentas\b/gi, 'rents'],
  [/\b(renta|alquiler)\b/gi, 'rent'],
  [/\bpagos\b/gi, 'payments'],
  // Verbs of money and leases.
  [/\b(a )?(los|las|quienes?) que m[aá]s (les? )?pagu[eé]\b/gi, 'who did i pay the most'],
  [/\bme (ha|han) pagado\b|\bme pag(o|ó|aron)\b/gi, 'paid me'],
  [/\b(llevo|he) pagado\b/gi, 'have i paid'],
  [/\b(le |les )?pagu[eé]\b/gi, 'did i pay'],
  [/\bpag[oó]\b/gi, 'paid'],
  [/\bhe gastado\b|\bgast[eé]\b/gi, 'did i spend'],
  [/\bme (ha|han) costado\b|\bme cost[oó]\b/gi, 'cost me'],
  [/\bcost[oó]\b/gi, 'cost'],
  [/\bme deben\b/gi, 'owe me'],
  [/\bme debe\b/gi, 'owes me'],
  [/\bfirm[eé]\b/gi, 'signed'],
  [/\b(se )?vencen?\b|\bse terminan?\b/gi, 'ends'],
  [/\bsiguen? abiert[oa]s?\b/gi, 'still open'],
  [/\babiert[oa]s?\b/gi, 'open'],
  [/\b(ni|no) se han empezado\b|\bsin empezar\b/gi, "haven't been started"],
  [/\bcategor[ií]as\b/gi, 'categories'],
  [/\bcategor[ií]a\b/gi, 'category'],
  [/\ba tiempo\b/gi, 'on time'],
  [/\btarde\b/gi, 'late'],
  [/\b(me )?est[aá] dejando p[eé]rdidas?\b|\bperdiendo dinero\b/gi, 'losing money'],
  [/\bp[eé]rdidas?\b/gi, 'loss'],
  [/\bp[aá]same\b|\bm[aá]ndame\b|\bens[eé][nñ]ame\b/gi, 'show me'],
  // Which, how much, the most.
  [/\bcu[aá]nt[oa]s\b/gi, 'how many'],
  [/\bcu[aá]nt[oa]\b( es)?/gi, 'how much'],
  [/\bcu[aá]les\b|\bcu[aá]l\b/gi, 'which'],
  [/\bqui[eé]n(es)?\b/gi, 'who'],
  [/\bcu[aá]ndo\b/gi, 'when'],
  [/\bd[oó]nde\b/gi, 'where'],
  [/\b(la|el) que m[aá]s\b/gi, 'the most'],
  [/\b(la|el) que menos\b/gi, 'the least'],
  [/\bm[aá]s alt[oa]\b/gi, 'highest'],
  [/\bm[aá]s baj[oa]\b/gi, 'lowest'],
  [/\bm[aá]s\b/gi, 'most'],
  [/\bmenos\b/gi, 'least'],
  [/\btodo junto\b|\btodas juntas\b|\btodos juntos\b|\ben total\b/gi, 'in total'],
  [/\bpromedio\b/gi, 'average'],
  [/\baparte de\b|\badem[aá]s de\b|\bsin contar\b/gi, 'besides'],
  [/\bcon todo y\b|\bincluyendo\b/gi, 'including'],
  [/\bcada\b/gi, 'each'],
  [/\balg[uú]n[oa]?\b/gi, 'any'],
  [/\b(y )?todo\s*$/gi, 'all of it'],
];

/**
 * The small words of Spanish grammar, and months ("mayo" is also a name), read only in a message that has
 * Spanish of its own.
 */
const GRAMMAR: [RegExp, string][] = [
  ...MONTHS.map(([spanish, english]): [RegExp, string] => [new RegExp(`\\b(${spanish})\\b`, 'gi'), english]),
  [/\bqu[eé]\b/gi, 'what'],
  [/\b(de la|de los|de las|de el|del)\b/gi, 'of the'],
  [/\bal\b/gi, 'to the'],
  // An article before a lower-case word: "la duplex", never "La Crosse".
  [/\b(la|el|los|las)\b(?= [a-z])/g, 'the'],
  [/\b(La|El|Los|Las)\b(?= [a-z])/g, 'The'],
  [/\bde\b/gi, 'of'],
  [/\ben\b/gi, 'in'],
  [/\by\b/gi, 'and'],
  [/\bcon\b/gi, 'with'],
  [/\b(para|pa)\b/gi, 'for'],
  [/\bmis?\b/gi, 'my'],
  [/\btengo\b/gi, 'do i have'],
  [/\bhay\b/gi, 'is there'],
  [/\b(lo|le|les|se|ya|es|son|est[aá]|van|va|ni|un|una|unos|unas|su|sus)\b(?= )/gi, ''],
  [/[¿¡]/g, ''],
];

/**
 * The message with its Spanish said in English: the words of the books and of questions always, the small
 * words of grammar only in a message with Spanish of its own (one with none is returned as it is). `ownWords`, the
 * words of the owner's payees and descriptions without accents, stay as typed: "plomeria rios" is the
 * payee Plomería Ríos, not plumbing.
 */
export function withSpanishInEnglish(message: string, ownWords?: ReadonlySet<string>): string {
  // Without accents first: a regular expression's \b does not see "é" as a letter.
  const spanish = SPANISH_CUES.test(message);
  const plain = message.normalize('NFD').replace(/\p{Mn}/gu, '');
  const own = (said: string) =>
    ownWords !== undefined &&
    !/\s/.test(said.trim()) &&
    ownWords.has(
      said
        .trim()
        .toLowerCase()
        .normalize('NFD')
        .replace(/\p{Mn}/gu, ''),
    );
  const phrased = PHRASES.reduce(
    (text, [pattern, words]) =>
      text.replace(pattern, (said: string, ...groups: unknown[]) =>
        own(said) ? said : words.replace(/\$(\d)/g, (_, n: string) => String(groups[Number(n) - 1] ?? '')),
      ),
    plain,
  );
  if (!spanish) return phrased === plain ? message : phrased;
  return GRAMMAR.reduce((text, [pattern, words]) => text.replace(pattern, words), phrased)
    .replace(/\bthe the\b/gi, 'the')
    .replace(/\s+/g, ' ')
    .trim();
}
