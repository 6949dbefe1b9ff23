/**
 * US postal addresses in extracted text: '123 Main Street, Apt 4B, Sacramento, CA 95814' → street (with the
 * unit), city, two-letter state, ZIP. ZIPs are checked against the `zipcodes` table when it knows them.
 */
import { lookupZip } from '../../adapters/geocoder/zip-codes.js';

export const STATE_CODES: Record<string, string> = {
  alabama: 'AL',
  alaska: 'AK',
  arizona: 'AZ',
  arkansas: 'AR',
  california: 'CA',
  colorado: 'CO',
  connecticut: 'CT',
  delaware: 'DE',
  'district of columbia': 'DC',
  florida: 'FL',
  georgia: 'GA',
  hawaii: 'HI',
  idaho: 'ID',
  illinois: 'IL',
  indiana: 'IN',
  iowa: 'IA',
  kansas: 'KS',
  kentucky: 'KY',
  louisiana: 'LA',
  maine: 'ME',
  maryland: 'MD',
  massachusetts: 'MA',
  michigan: 'MI',
  minnesota: 'MN',
  mississippi: 'MS',
  missouri: 'MO',
  montana: 'MT',
  nebraska: 'NE',
  nevada: 'NV',
  'new hampshire': 'NH',
  'new jersey': 'NJ',
  'new mexico': 'NM',
  'new york': 'NY',
  'north carolina': 'NC',
  'north dakota': 'ND',
  ohio: 'OH',
  oklahoma: 'OK',
  oregon: 'OR',
  pennsylvania: 'PA',
  'rhode island': 'RI',
  'south carolina': 'SC',
  'south dakota': 'SD',
  tennessee: 'TN',
  texas: 'TX',
  utah: 'UT',
  vermont: 'VT',
  virginia: 'VA',
  washington: 'WA',
  'west virginia': 'WV',
  wisconsin: 'WI',
  wyoming: 'WY',
  'puerto rico': 'PR',
};
const CODES = new Set(Object.values(STATE_CODES));
/** Canadian provinces, read only when written out ('Toronto, Ontario'): a bare 'ON' or 'PE' is too often a word. */
const PROVINCE_CODES: Record<string, string> = {
  alberta: 'AB',
  'british columbia': 'BC',
  manitoba: 'MB',
  'new brunswick': 'NB',
  'newfoundland and labrador': 'NL',
  'nova scotia': 'NS',
  ontario: 'ON',
  'prince edward island': 'PE',
  quebec: 'QC',
  saskatchewan: 'SK',
};

export type Address = {
  street: string;
  city: string | null;
  state: string | null;
  zip: string | null;
  start: number;
  end: number;
  /** 0..1: how well the parts agree (a known ZIP in the stated state and city scores highest). */
  confidence: number;
};

const SUFFIXES = [
  'street',
  'st',
  'avenue',
  'ave',
  'av',
  'boulevard',
  'blvd',
  'road',
  'rd',
  'drive',
  'dr',
  'lane',
  'ln',
  'way',
  'court',
  'ct',
  'place',
  'pl',
  'parkway',
  'pkwy',
  'highway',
  'hwy',
  'terrace',
  'ter',
  'circle',
  'cir',
  'loop',
  'trail',
  'trl',
  'square',
  'sq',
  'plaza',
  'plz',
  'alley',
  'row',
  'run',
  'path',
  'pike',
  'crossing',
  'xing',
  'point',
  'pt',
  'ridge',
  'commons',
  'cove',
  'cv',
  'creek',
  'glen',
  'heights',
  'hts',
  'hill',
  'landing',
  'meadow',
  'meadows',
  'park',
  'pass',
  'view',
  'walk',
  'center',
  'ctr',
  'expressway',
  'expy',
  'freeway',
  'broadway',
  'mall',
  'crescent',
  'close',
  'green',
  'grove',
  'harbor',
  'manor',
  'mews',
  'oval',
  'vista',
];
/** Case-insensitive spelling of a word without the 'i' flag (which would let 'ad' pass for a state code). */
function anyCase(word: string): string {
  return word.replace(/[a-z]/gi, (letter) => `[${letter.toLowerCase()}${letter.toUpperCase()}]`);
}
const UNIT_WORDS = [
  'apt',
  'apartment',
  'unit',
  'suite',
  'ste',
  'bldg',
  'building',
  'room',
  'rm',
  'floor',
  'fl',
  'space',
  'spc',
  'lot',
  'no',
];
const UNIT = String.raw`(?:(?:${UNIT_WORDS.map(anyCase).join('|')})\.?\s*#?\s*|#\s*)[A-Za-z0-9][A-Za-z0-9-]{0,6}|(?:${['upper', 'lower', 'rear', 'front', 'basement', 'main', 'top', 'ground', 'garden'].map(anyCase).join('|')})\s+(?:${['unit', 'floor', 'level', 'apartment', 'apt'].map(anyCase).join('|')})|\d{1,2}(?:st|nd|rd|th)\s+${anyCase('floor')}`;
const STATE_NAME = [...Object.keys(STATE_CODES), ...Object.keys(PROVINCE_CODES)]
  .sort((a, b) => b.length - a.length)
  .map((name) => anyCase(name).replace(/ /g, String.raw`\s+`))
  .join('|');
// A code in capitals; a scan's 'Wi' only when a ZIP follows. Never the end of a word ('WORKS', 'INC').
const STATE = String.raw`(?<![A-Za-z'])(${STATE_NAME}|[A-Z]{2}|[A-Z]\.[A-Z]\.|[A-Z][a-z](?=\.?\s*,?\s*\d{5}\b))`;
const DIRECTION = String.raw`(?:[NSEW]\.\s*|[NSEW]\s+|(?:${['north', 'south', 'east', 'west'].map(anyCase).join('|')})\s+)`;
const STREET_CORE = String.raw`\d{1,6}[A-Za-z]?(?:-\d{1,5})?\s+${DIRECTION}?(?:[A-Za-z0-9]*[A-Za-z][A-Za-z0-9.'-]*\s+){0,4}?(?:${SUFFIXES.map(anyCase).join('|')})\b\.?(?:\s+(?:N|S|E|W|NE|NW|SE|SW)\b\.?)?`;
const STREET_NO_SUFFIX = String.raw`\d{1,6}[A-Za-z]?\s+${DIRECTION}?[A-Za-z0-9][A-Za-z0-9.'-]*(?:\s+[A-Za-z0-9][A-Za-z0-9.'-]*){0,3}?(?=\s*,)`;
const PO_BOX = String.raw`[Pp]\.?\s?[Oo]\.?\s+${anyCase('box')}\s+\d+`;
const CITY = String.raw`([A-Z][A-Za-z.'-]*(?:\s+(?:[A-Z][A-Za-z.'-]*|de|du|del|la|d'[A-Z][a-z]+)){0,3})`;

/** Between parts: a comma, or what scans and flyers print instead (';', '•', '|', a line break). */
const SEP = String.raw`[,;\n•*|]`;

/** A named part of a property between street and city ('Boiler Room', 'Building C'): not postal, dropped. */
const PLACE_NAME = String.raw`[A-Z][A-Za-z'-]*(?:\s+[A-Z0-9][A-Za-z0-9'-]*){0,2}`;

// street [, unit] [, place] [,] city [,] state [,] zip — newlines count as commas.
const ADDRESS_PATTERN = new RegExp(
  String.raw`(?<![\w$])((?:${STREET_CORE}|${PO_BOX}|${STREET_NO_SUFFIX})(?:\s*(?:,|\s[-–])?\s*(?:${UNIT}))?)(?:\s*${SEP}\s*${PLACE_NAME}(?=\s*${SEP}))?\s*${SEP}?\s*${CITY}\s*${SEP}?\s*${STATE}\.?(?:\s*${SEP}?\s*(\d{5}(?:-\d{4})?))?(?!\w)`,
  'g',
);

export function stateCode(name: string): string | null {
  const cleaned = name.replace(/\./g, '').replace(/\s+/g, ' ').trim();
  if (cleaned.length === 2) {
    const upper = cleaned.toUpperCase();
    return CODES.has(upper) ? upper : null;
  }
  const lower = cleaned.toLowerCase();
  return STATE_CODES[lower] ?? PROVINCE_CODES[lower] ?? null;
}

function cleanStreet(street: string): string {
  return street
    .replace(/\s*\n\s*/g, ', ')
    .replace(/\s+/g, ' ')
    .replace(/\s+,/g, ',')
    .replace(/,\s*$/, '')
    .trim();
}

const CITY_NOISE =
  /^(?:and|the|of|at|in|located|premises|property|address|city|county|state|unit|apt|suite)$/i;

/** Every address with at least street, city and state, in reading order. */
export function findAddresses(text: string): Address[] {
  if (typeof text !== 'string') return [];
  const results: Address[] = [];
  ADDRESS_PATTERN.lastIndex = 0;
  for (const match of text.matchAll(ADDRESS_PATTERN)) {
    const [raw, rawStreet = '', rawCity = '', rawState = '', rawZip] = match;
    // (A two-letter code in lower case only matches when a ZIP follows: see STATE.)
    const state = stateCode(rawState);
    if (!state) continue;
    let city = rawCity.replace(/\s+/g, ' ').trim();
    let street = cleanStreet(rawStreet);
    // The lazy street may have left a unit at the front of the city ('Unit 4 Austin').
    const unitInCity = city.match(new RegExp(String.raw`^(${UNIT})\s+(.+)$`));
    if (unitInCity?.[1] && unitInCity[2]) {
      street = `${street} ${unitInCity[1]}`;
      city = unitInCity[2];
    }
    const cityWords = city.split(' ');
    while (cityWords.length > 1 && CITY_NOISE.test(cityWords[0] ?? '')) cityWords.shift();
    city = cityWords.join(' ');
    if (CITY_NOISE.test(city)) continue;
    const zip = rawZip ?? null;
    const confidence = scoreAddress(city, state, zip);
    const refined = refineCityWithZip(street, city, state, zip);
    results.push({
      street: refined.street,
      city: refined.city,
      state,
      zip,
      start: match.index,
      end: match.index + raw.length,
      confidence,
    });
  }
  return results;
}

function editDistance(a: string, b: string): number {
  const previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = previous[0] as number;
    previous[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = previous[j] as number;
      previous[j] = Math.min(
        above + 1,
        (previous[j - 1] as number) + 1,
        diagonal + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
      diagonal = above;
    }
  }
  return previous[b.length] as number;
}

function scoreAddress(city: string, state: string, zip: string | null): number {
  if (!zip) return 0.6;
  const known = lookupZip(zip.slice(0, 5));
  if (!known) return 0.75;
  if (known.state !== state) return 0.6;
  return known.city.toLowerCase() === city.toLowerCase() ? 0.97 : 0.88;
}

/**
 * Without a comma between street and city ('500 Oak Street Austin TX'), the suffix rule may split wrongly; the
 * ZIP's own city name, when it is at the end of what we read, settles it.
 */
function refineCityWithZip(
  street: string,
  city: string,
  state: string,
  zip: string | null,
): { street: string; city: string } {
  if (!zip) return { street, city };
  const known = lookupZip(zip.slice(0, 5));
  if (!known || known.state !== state) return { street, city };
  const whole = `${street} ${city}`;
  const knownCity = known.city.toLowerCase();
  if (city.toLowerCase() === knownCity) return { street, city };
  // A scan's 'Milwatkee' for the ZIP's 'Milwaukee': the table's spelling.
  if (editDistance(city.toLowerCase(), knownCity) <= Math.min(2, Math.floor(knownCity.length / 4)))
    return { street, city: known.city };
  if (whole.toLowerCase().endsWith(' ' + knownCity)) {
    const cut = whole.length - knownCity.length;
    return { street: whole.slice(0, cut).replace(/[,\s]+$/, ''), city: whole.slice(cut) };
  }
  return { street, city };
}

/** The state named in free text ('the State of Arizona', 'California law'), as a code. */
export function findStateMention(text: string): string | null {
  const match = text.match(
    new RegExp(String.raw`\b(?:state\s+of|laws\s+of(?:\s+the\s+state\s+of)?)\s+(${STATE_NAME})\b`, 'i'),
  );
  return match?.[1] ? stateCode(match[1]) : null;
}
