/**
 * Hazard phrases of other languages read as English before the emergency detector reads a message: many
 * tenants write in their first language, or mix it with English ("huele a gas en la cocina", "agua saliendo de
 * la pared", "le détecteur de CO sonne", "may apoy sa hallway", "net otopleniya"). Only the words of an
 * emergency are translated, each into English the detector reads as that emergency; the rest of the message
 * stays as typed.
 */
const PHRASES: [RegExp, string][] = [
  [/\b(huele|hay olor|olor|apesta) (\S+ ){0,2}a gas\b/g, 'smells like gas'],
  // Emoji for what is happening: a fire, a cry for help, a lift.
  [/🔥+/gu, ' fire '],
  [/🆘+/gu, ' help '],
  [/🛗/gu, ' elevator '],
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
  [/\b(huele|olor|apesta) a quemado\b/g, 'smells like burning'],
  [/\benchufes?\b/g, 'outlet'],
  [/\b(corto ?circuito|cortocircuito)\b/g, 'sparks'],
  ...other([
    // Tagalog ("may apoy po sa trash room", "wala pong heat", "amoy gas").
    ['walang usok', 'no smoke'],
    ['(may nasusunog|nasusunog|sunog|may apoy|apoy)', 'there is a fire'],
    ['usok', 'smoke is coming'],
    ['amoy (ng )?gas', 'it smells like gas'],
    ['(tagas|singaw) ng gas', 'gas leak'],
    ['wala (na )?(pong |po )?(heat|heater|init|heating)', 'no heat'],
    ['(baha|bumabaha|binabaha)', 'flooding'],
    ['(magnanakaw|nilooban|may pumasok)', 'break in'],
    ['(nakuryente|kinuryente)', 'electrocuted'],
    ['(hindi makahinga|di makahinga|nahimatay|walang malay)', 'not breathing'],
    // Vietnamese, with or without its marks ("cháy", "khói", "mùi ga", "bị phá").
    ['(đang cháy|bị cháy|cháy nhà|cháy rồi|có cháy|dang chay|bi chay|chay nha)', 'there is a fire'],
    ['(có khói|nhiều khói|khói đen|đầy khói|co khoi|nhieu khoi|khoi den)', 'smoke is coming'],
    ['khói', 'smoke is coming'],
    ['(mùi ga|mùi gas|mui ga|mui gas|rò rỉ ga|rò ga|xì ga|ro ri ga)', 'it smells like gas'],
    ['(không có sưởi|mất sưởi|hết sưởi|khong co suoi|mat suoi)', 'no heat'],
    ['(bị trào ngược|trào ngược|trao nguoc)', 'sewage backing up'],
    ['(ngập|ngap nuoc|bi ngap|vỡ ống|vo ong nuoc|nước tràn|tràn ra|tràn khắp)', 'flooding'],
    ['(bị phá|bi pha|đột nhập|dot nhap|có trộm|ăn trộm|co trom|an trom|kẻ trộm)', 'break in'],
    ['(chập điện|chap dien|điện giật|dien giat)', 'sparks'],
    ['(bất tỉnh|bat tinh|không thở|khong tho)', 'not breathing'],
    // Russian, as typed in Latin letters ("net otopleniya", "pakhnet gazom", "pozhar").
    ['(pozhar|gorit|gorim)', 'there is a fire'],
    ['(dym|dymit|dymom)', 'smoke is coming'],
    ['(zapakh gaza|zapah gaza|pakhnet gazom|pahnet gazom|utechka gaza)', 'it smells like gas'],
    ['(net otopleniya|net otoplenia|otoplenie ne rabotaet|batarei (holodnye|kholodnye))', 'no heat'],
    ['(potop|zatopilo|zalivaet|truba lopnula)', 'flooding'],
    ['(vzlomali|vzlom|ograbili)', 'break in'],
    ['(iskrit|iskry)', 'sparks'],
    ['(ne dyshit|bez soznaniya)', 'not breathing'],
    // Haitian Creole ("sant tankou ze pouri", "gen dife", "lafimen").
    ['ze pouri', 'rotten eggs'],
    ['(gen dife|dife|kay la ap boule)', 'there is a fire'],
    ['(lafimen|lafime)', 'smoke is coming'],
    ['(sant gaz|gaz ap koule|odè gaz)', 'it smells like gas'],
    ['(pa gen chofaj|chofaj la pa mache)', 'no heat'],
    ['(inondasyon|dlo ap antre)', 'flooding'],
    ['(vòlè|vole antre|kase pòt la)', 'break in'],
    ['(li pa respire|endispoze)', 'not breathing'],
    // Arabic, as typed in Latin letters ("hariq", "dukhan", "rihet ghaz").
    ['(hariq|hareeq|7ariq|7aree2)', 'there is a fire'],
    ['(dukhan|do5an|dokhan)', 'smoke is coming'],
    ['(rihet (ghaz|gaz)|riht (ghaz|gaz)|ri7et (ghaz|gaz)|tasarub (ghaz|gaz))', 'it smells like gas'],
    ['(ma fi tadfeya|ma fi tadfiya|mafi tadfeya)', 'no heat'],
    ['(harami|7arami|lisoos|lusus)', 'break in'],
    ['(ma byitnaffas|mish 3am yitnaffas|ghayib 3an al wa3i)', 'not breathing'],
    // Chinese, as typed in pinyin ("zhao huo le", "mao yan", "meiqi wei").
    ['(zhao huo|zhaohuo|zháohuǒ|qi huo|qihuo|qǐhuǒ|huo zai|huozai|huǒzāi)', 'there is a fire'],
    ['(mao yan|maoyan|màoyān|nong yan|hen duo yan)', 'smoke is coming'],
    ['(mei qi wei|meiqi wei|meiqiwei|lou qi|louqi|meiqi xie lou|ranqi wei)', 'it smells like gas'],
    ['(mei you nuan qi|mei you nuanqi|meiyou nuanqi|nuanqi huai|nuan qi huai)', 'no heat'],
    ['(lou shui|loushui|shui guan po|yan shui|fa da shui)', 'water is pouring'],
    ['(xiao tou|xiaotou|you ren chuang jin)', 'break in'],
    ['(chu dian|chudian|lou dian|loudian|mao huo hua)', 'sparks'],
    ['(hun mi|hunmi|bu hu xi)', 'not breathing'],
  ]),
];

/** Words of other languages: matched as whole words, whatever their letters' marks. */
function other(pairs: [string, string][]): [RegExp, string][] {
  return pairs.map(([source, english]) => [
    new RegExp(`(?<![\\p{L}\\d])${source}(?![\\p{L}\\d])`, 'gu'),
    english,
  ]);
}

/** The message with its hazard phrases of other languages in English (lower-cased input). */
export function hazardsInEnglish(lower: string): string {
  return PHRASES.reduce((text, [pattern, english]) => text.replace(pattern, english), lower);
}
