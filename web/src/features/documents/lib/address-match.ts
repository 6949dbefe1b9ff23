/**
 * Whether the address a document names is the chosen property's (docs/product.md#upload-wizard). Only the
 * street and its number are compared, as people write them differently: case, punctuation, 'Street' or
 * 'St', a unit or a city after the street do not make two addresses differ.
 */

/** Street suffixes by their USPS abbreviation, with the other ways they are written. */
const SUFFIX_SPELLINGS: Readonly<Record<string, readonly string[]>> = {
  st: ['street', 'str'],
  ave: ['avenue', 'av'],
  rd: ['road'],
  dr: ['drive'],
  ln: ['lane'],
  blvd: ['boulevard'],
  ct: ['court'],
  pl: ['place'],
  ter: ['terrace'],
  hwy: ['highway'],
  pkwy: ['parkway'],
  cir: ['circle'],
  sq: ['square'],
  trl: ['trail'],
  way: [],
};

const SUFFIXES: ReadonlyMap<string, string> = new Map(
  Object.entries(SUFFIX_SPELLINGS).flatMap(([code, spellings]) =>
    [code, ...spellings].map((spelling) => [spelling, code] as const),
  ),
);

const DIRECTIONS: Readonly<Record<string, string>> = {
  north: 'n',
  south: 's',
  east: 'e',
  west: 'w',
  northeast: 'ne',
  northwest: 'nw',
  southeast: 'se',
  southwest: 'sw',
};

const DIRECTION_CODES: ReadonlySet<string> = new Set(Object.values(DIRECTIONS));

/** Where the unit part begins ('Unit 3', 'Apt. 2B', '#4', 'Suite 100'): it is not part of the street. */
const UNIT = /^(?:unit|apt|apartment|suite|ste|fl|floor|room|rm|#.*)$/;

/** A street address reduced to what identifies it: its number and its street's words. */
export type StreetKey = { number: string; street: string[]; suffix: string | null };

/** '915 Alder Street, Unit 3, Eugene' → 915 / ['alder'] / 'st'; null when it has no number to compare. */
export function toStreetKey(address: string | null | undefined): StreetKey | null {
  const street = (address ?? '').split(',')[0] ?? '';
  const words = street
    .toLowerCase()
    .replace(/#/g, ' #')
    .replace(/[.']/g, '')
    .split(/[\s-]+/)
    .filter((word) => word !== '');
  const unitAt = words.findIndex((word) => UNIT.test(word));
  const kept = unitAt >= 0 ? words.slice(0, unitAt) : words;
  const [first, ...rest] = kept;
  if (!first || !/^\d+[a-z]?$/.test(first) || rest.length === 0) return null;
  let named = rest.map((word) => DIRECTIONS[word] ?? word);
  // A direction after the street ('Main St N') stays part of the name, the suffix before it is found.
  const after = named.length > 1 && DIRECTION_CODES.has(named.at(-1) as string) ? named.slice(-1) : [];
  if (after.length) named = named.slice(0, -1);
  const suffix = named.length > 1 ? (SUFFIXES.get(named.at(-1) as string) ?? null) : null;
  return { number: first, street: [...(suffix ? named.slice(0, -1) : named), ...after], suffix };
}

/** Same number and street; a suffix written on one side only ('Alder' and 'Alder St') does not differ. */
export function isSameStreet(a: StreetKey, b: StreetKey): boolean {
  if (a.number !== b.number) return false;
  if (a.street.join(' ') !== b.street.join(' ')) return false;
  return a.suffix === null || b.suffix === null || a.suffix === b.suffix;
}

/**
 * The review's warning when the document's address is not the chosen property's, naming both; null when
 * they agree or either cannot be compared (nothing read, no number). A warning only: saving goes ahead.
 */
export function describeAddressMismatch(
  documentAddress: string | null | undefined,
  propertyAddress: string | null | undefined,
): string | null {
  const read = toStreetKey(documentAddress);
  const chosen = toStreetKey(propertyAddress);
  if (!read || !chosen || isSameStreet(read, chosen)) return null;
  const shown = (address: string) => (address.split(',')[0] ?? address).trim();
  return `The document names ${shown(documentAddress ?? '')}, but the chosen property is ${shown(propertyAddress ?? '')}. Check that this is the right property.`;
}
