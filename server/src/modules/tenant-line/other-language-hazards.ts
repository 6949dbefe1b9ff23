/**
 * Hazard phrases of other languages read as English before the emergency detector reads a message: many
 * tenants write in Spanish or French, or mix them with English ("huele a gas en la cocina", "agua saliendo de
 * la pared", "le détecteur de CO sonne"). Only the words of an emergency are translated; the rest of the
 * message stays as typed.
 */
const PHRASES: [RegExp, string][] = [
  [/\b(huele|hay olor|olor|apesta) (\S+ )?a gas\b/g, 'smells like gas'],
  [/\bfuga de gas\b/g, 'gas leak'],
  [/\b(se est[aá] quemando|est[aá] ardiendo|hay fuego|hay un incendio)\b/g, 'there is a fire'],
  [/\bincendio\b/g, 'fire'],
  [/\bfuego\b/g, 'fire'],
  [/\bhay (mucho )?humo\b/g, 'there is smoke'],
  [/\bhumo\b/g, 'smoke'],
  [/\bchispas\b/g, 'sparks'],
  [/\bmon[oó]xido( de carbono)?\b/g, 'carbon monoxide'],
  // Portuguese: "cheiro de gás", "a porta está arrombada", "está pegando fogo", "alagado".
  [/\bcheiro (forte )?de g[aá]s\b/g, 'smell of gas'],
  [/\b(arrombada|arrombado|arrombaram)\b/g, 'broken into'],
  [/\b(pegando fogo|incêndio)\b/gu, 'on fire'],
  [/\b(alagado|alagada|alagando)\b/g, 'flooding'],
  // French: "le détecteur de CO sonne", "ça sent le gaz", "il y a de la fumée", "au feu".
  [
    /\b(d[ée]tecteur|alarme) (de |du )?(co|monoxyde( de carbone)?) (sonne|sonnent|bipe|hurle)\b/g,
    'the co alarm is going off',
  ],
  [/\b(d[ée]tecteur|alarme) (de |du )?(co|monoxyde( de carbone)?)\b/g, 'the co alarm'],
  [/\b(detector|alarma) de (co|mon[oó]xido)\b/g, 'the co alarm'],
  [/(?<![\p{L}\d])(ça|ca) sent (le |du )?gaz\b/gu, 'it smells like gas'],
  [/\b(il y a|y a) (de la )?fum[ée]e\b/g, 'there is smoke'],
  [/\bau feu\b/g, 'fire'],
  [/\bagua (est[aá] )?(saliendo|brotando|entrando|cayendo|chorreando)\b/g, 'water is pouring'],
  [/\b(inundaci[oó]n|inundado|inundada|se est[aá] inundando)\b/g, 'flooding'],
  [
    /\b(se (rompi[oó]|revent[oó]) (la |el )?(tuber[ií]a|tubo|caño))|(tuber[ií]a|tubo|caño) (rota|roto|reventada|reventado)\b/g,
    'pipe burst',
  ],
  [/\b(no hay|sin) (calefacci[oó]n|calor)\b/g, 'no heat'],
  [/\b(alguien (entr[oó]|se meti[oó])|nos robaron|me robaron|un ladr[oó]n|ladrones)\b/g, 'break in'],
  [/\b(de|en) la pared\b/g, 'from the wall'],
  [/\ben (la|el) (cocina|ba[nñ]o|pasillo|casa|apartamento|s[oó]tano|cuarto|sala)\b/g, 'in the room'],
  [/\b(de|en|del) (el )?techo\b/g, 'from the ceiling'],
  [/\bse (cay[oó]|derrumb[oó]) (el |la )?(techo|pared|balc[oó]n)\b/g, 'the ceiling fell'],
];

/** The message with its hazard phrases of other languages in English (lower-cased input). */
export function hazardsInEnglish(lower: string): string {
  return PHRASES.reduce((text, [pattern, english]) => text.replace(pattern, english), lower);
}
