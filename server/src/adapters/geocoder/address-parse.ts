import type { AddressParts } from './geocoder.js';
/**
 * Reads the parts of a free-typed US address ('500 Congress Ave, Austin, TX 78701'). It is deliberately
 * loose: people type commas or not, full state names or codes, and stop half-way through a city name.
 */

/** USPS codes of the states, DC and the inhabited territories. Military codes (AA, AE, AP) are left out. */
export const US_STATE_NAMES: Readonly<Record<string, string>> = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'District of Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
  AS: 'American Samoa',
  GU: 'Guam',
  MP: 'Northern Mariana Islands',
  PR: 'Puerto Rico',
  VI: 'Virgin Islands',
};

const STATE_CODE_BY_NAME = new Map(
  Object.entries(US_STATE_NAMES).map(([code, name]) => [name.toUpperCase(), code]),
);
// The longest state name ('District of Columbia', 'Northern Mariana Islands') has three words.
const MAX_STATE_WORDS = 3;
const MAX_CITY_WORDS = 4;

/** 'tx', 'TX', 'Texas', 'D.C.' → the USPS code; anything else (a Canadian province too) → undefined. */
export function toStateCode(text: string | null | undefined): string | undefined {
  if (!text) return undefined;
  const key = collapseSpaces(text.replace(/\./g, '')).toUpperCase();
  if (Object.hasOwn(US_STATE_NAMES, key)) return key;
  return STATE_CODE_BY_NAME.get(key) ?? STATE_CODE_BY_NAME.get(key.replace(/^U ?S /, ''));
}

/** '78701' or ZIP+4 ('78701-1234', '787011234') → '78701'; anything else → undefined. */
export function toZip(text: string | null | undefined): string | undefined {
  return text ? /^\s*(\d{5})(?:-?\d{4})?\s*$/.exec(text)?.[1] : undefined;
}

export function collapseSpaces(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

export type ParsedAddress = {
  /** Everything before the city (house number, street, unit), as typed with spaces collapsed. */
  street: string;
  /** The city as typed; while the user is typing it may be only the start of a name. */
  city: string;
  /** USPS code. */
  state: string | undefined;
  /** Five digits. */
  zip: string | undefined;
  /**
   * Set when the state was read off the end of the city part: the whole part read as a city instead.
   * 'Des Mo' may be Des… in Missouri or the start of Des Moines; 'Port Washington' is a city, not Port… in WA.
   */
  cityIfNoState?: string;
  /** The text names a place outside the US (a Canadian postcode or province, 'Canada', 'Mexico'). */
  isForeign?: true;
};

/** Does a city of this name exist (in this state, when one is given)? Lets the parser split 'Ave Austin'. */
export type CityRecogniser = (city: string, state: string | undefined) => boolean;

// Five digits, optionally +4, not glued to other digits or hyphens (a house number like 123-45 is not a ZIP).
const ZIP_IN_TEXT = /(?<![\d-])(\d{5})(?:-\d{4})?(?![\d-])/g;
const COUNTRY = /^(?:U\.?S\.?A?\.?|UNITED STATES(?: OF AMERICA)?)$/i;
const COUNTRY_SUFFIX = /,?\s+(?:USA|U\.S\.A\.|UNITED STATES(?: OF AMERICA)?)$/i;
const STARTS_WITH_NUMBER = /^\d/;
const FOREIGN_COUNTRY = /(?:^|[\s,])(?:CANADA|MEXICO|MÉXICO)\.?$/i;
const CANADIAN_POSTCODE = /\b[A-Z]\d[A-Z] ?\d[A-Z]\d\b/i;
// Typed in capitals after a city ('Toronto, ON'); in lower case 'On' is more likely the start of 'Ontario'.
const CANADIAN_PROVINCE_CODE = /(?:,|\S\s)\s*(?:AB|BC|MB|NB|NL|NS|NT|NU|ON|PE|QC|SK|YT)$/;

export function parseAddress(text: string, isKnownCity: CityRecogniser = () => false): ParsedAddress {
  const typed = collapseSpaces(text).replace(/[\s,]+$/, '');
  if (CANADIAN_POSTCODE.test(typed) || FOREIGN_COUNTRY.test(typed) || CANADIAN_PROVINCE_CODE.test(typed)) {
    return { street: '', city: '', state: undefined, zip: undefined, isForeign: true };
  }
  const { zip, rest } = extractZip(typed);
  const segments = rest
    .replace(COUNTRY_SUFFIX, '')
    .split(',')
    .map(collapseSpaces)
    .filter((segment) => segment !== '');
  if (segments.length > 1 && COUNTRY.test(segments[segments.length - 1] ?? '')) segments.pop();

  const { state, cityIfNoState, ...found } = extractState(segments, isKnownCity);
  const last = found.segments[found.segments.length - 1];
  if (last === undefined) return { street: '', city: '', state, zip };
  const before = found.segments.slice(0, -1);

  if (!STARTS_WITH_NUMBER.test(last)) {
    return { street: before.join(', '), city: last, state, zip, ...(cityIfNoState ? { cityIfNoState } : {}) };
  }
  // '500 Congress Ave Austin, TX': with no comma before the city, only a city we know can be split off.
  const split = splitTrailingCity(last, state, isKnownCity);
  const street = [...before, split ? split.street : last].join(', ');
  return { street, city: split?.city ?? '', state, zip };
}

function extractZip(text: string): { zip: string | undefined; rest: string } {
  const matches = [...text.matchAll(ZIP_IN_TEXT)];
  for (const match of matches.reverse()) {
    const start = match.index;
    const after = text.slice(start + match[0].length);
    // Five digits that open a segment and are followed by more words are a house number ('12345 Main St').
    const opensSegment = /(?:^|,)\s*$/.test(text.slice(0, start));
    if (opensSegment && /^\s*[^\s,]/.test(after)) continue;
    return { zip: match[1], rest: `${text.slice(0, start)} ${after}` };
  }
  return { zip: undefined, rest: text };
}

type StateFound = { segments: string[]; state: string | undefined; cityIfNoState?: string };

/** Takes a state off the end of the last segment. */
function extractState(segments: string[], isKnownCity: CityRecogniser): StateFound {
  const last = segments[segments.length - 1];
  if (last === undefined) return { segments, state: undefined };
  const before = segments.slice(0, -1);
  const words = last.split(' ');

  for (let count = Math.min(MAX_STATE_WORDS, words.length); count >= 1; count -= 1) {
    const state = toStateCode(words.slice(-count).join(' '));
    if (!state) continue;
    const rest = words.slice(0, -count).join(' ');
    if (rest === '') {
      // A state needs something before it: 'Texas' alone is the start of 'Texas City'.
      return before.length > 0 ? { segments: before, state } : { segments, state: undefined };
    }
    if (STARTS_WITH_NUMBER.test(rest)) {
      // '123 Elm Ct' is a street (CT is also Connecticut): accept the state only after a city we know.
      return splitTrailingCity(rest, state, isKnownCity)
        ? { segments: [...before, rest], state }
        : { segments, state: undefined };
    }
    return { segments: [...before, rest], state, cityIfNoState: last };
  }
  return { segments, state: undefined };
}

function splitTrailingCity(
  segment: string,
  state: string | undefined,
  isKnownCity: CityRecogniser,
): { street: string; city: string } | undefined {
  if (!state) return undefined;
  const words = segment.split(' ');
  for (let count = Math.min(MAX_CITY_WORDS, words.length - 1); count >= 1; count -= 1) {
    const city = words.slice(-count).join(' ');
    if (isKnownCity(city, state)) return { street: words.slice(0, -count).join(' '), city };
  }
  return undefined;
}

/** The parts on one line, as an address service reads a typed address: '500 Congress Ave, Austin, TX'. */
export const oneLineAddress = (parts: AddressParts): string =>
  [parts.address, parts.city, parts.state, parts.zip]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ');
