/**
 * Spanish hazard phrases read as English before the emergency detector reads a message: many tenants write
 * in Spanish or mix it with English ("huele a gas en la cocina", "agua saliendo de la pared"). Only the
 * words of an emergency are translated; the rest of the message stays as typed.
 */
const PHRASES: [RegExp, string][] = [
  [/\b(huele|hay olor|olor|apesta) (mucho |fuerte )?a gas\b/g, 'smells like gas'],
  [/\bfuga de gas\b/g, 'gas leak'],
  [/\b(se est[aá] quemando|est[aá] ardiendo|hay fuego|hay un incendio)\b/g, 'there is a fire'],
  [/\bincendio\b/g, 'fire'],
  [/\bfuego\b/g, 'fire'],
  [/\bhay (mucho )?humo\b/g, 'there is smoke'],
  [/\bhumo\b/g, 'smoke'],
  [/\bchispas\b/g, 'sparks'],
  [/\bmon[oó]xido( de carbono)?\b/g, 'carbon monoxide'],
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

/** The message with its Spanish hazard phrases in English (lower-cased input). */
export function spanishHazardsInEnglish(lower: string): string {
  return PHRASES.reduce((text, [pattern, english]) => text.replace(pattern, english), lower);
}
