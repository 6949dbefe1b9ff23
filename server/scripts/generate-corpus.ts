/**
 * Writes the classifier's training corpus: server/src/documents/classify/corpus/<class>/*.txt.
 *
 * Every document is assembled from templates with varied vocabulary, section order, formatting (capitals,
 * numbered articles, label/value forms, wrapped PDF lines), states, names, amounts and dates; a share of them
 * get OCR-like noise. Seeded, so a re-run reproduces the committed files. The output is committed; rerun with
 *   npx tsx server/scripts/generate-corpus.ts
 * All names, companies and addresses are invented (ZIPs, cities and states are real so addresses look real).
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import zipcodes from 'zipcodes';

const CORPUS_DIR = join(dirname(fileURLToPath(import.meta.url)), '../src/documents/classify/corpus');
const PER_CLASS = 64;

// ---------------------------------------------------------------------------------------------------------
// Randomness and building blocks

let seed = 20240917;
function random(): number {
  seed |= 0;
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
function int(min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}
function pick<T>(items: readonly T[]): T {
  return items[Math.floor(random() * items.length)] as T;
}
function chance(probability: number): boolean {
  return random() < probability;
}
function shuffle<T>(items: T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}
function some<T>(items: readonly T[], min: number, max: number): T[] {
  return shuffle([...items]).slice(0, int(min, Math.min(max, items.length)));
}

const FIRST = [
  'James',
  'Maria',
  'Robert',
  'Linda',
  'Michael',
  'Patricia',
  'David',
  'Jennifer',
  'William',
  'Elizabeth',
  'Carlos',
  'Aisha',
  'Wei',
  'Priya',
  'Olumide',
  'Svetlana',
  'Diego',
  'Hannah',
  'Tyrone',
  'Mei',
  'Rahul',
  'Fatima',
  'Connor',
  'Keiko',
  'Andre',
  'Lucia',
  'Samuel',
  'Grace',
  'Mateo',
  'Chloe',
  'Darnell',
  'Ingrid',
  'Tomasz',
  'Nadia',
  'Ethan',
  'Rosa',
  'Kwame',
  'Yuki',
  'Brandon',
  'Leila',
  'Owen',
  'Beatriz',
  'Hassan',
  'Emily',
  'Noah',
  'Zoe',
  'Victor',
  'Alma',
  'Jorge',
  'Tessa',
  'Malik',
  'Ruth',
  'Francis',
  'Anika',
  'Paul',
];
const LAST = [
  'Smith',
  'Johnson',
  'Garcia',
  'Nguyen',
  'Okafor',
  'Kowalski',
  'Patel',
  'Hernandez',
  'Lee',
  'Brown',
  'Martinez',
  'Davis',
  'Rodriguez',
  'Wilson',
  'Anderson',
  'Thomas',
  'Moore',
  'Jackson',
  'White',
  'Harris',
  'Clark',
  'Lewis',
  'Walker',
  'Young',
  'Allen',
  'King',
  'Wright',
  'Lopez',
  'Hill',
  'Scott',
  'Green',
  'Adams',
  'Baker',
  'Nelson',
  'Carter',
  'Mitchell',
  'Perez',
  'Roberts',
  'Turner',
  'Phillips',
  'Campbell',
  'Parker',
  'Evans',
  'Edwards',
  'Collins',
  'Stewart',
  'Sanchez',
  'Morris',
  'Rogers',
  'Reed',
  'Cook',
  'Morgan',
  'Bell',
  'Murphy',
  'Bailey',
  'Rivera',
  'Cooper',
  'Richardson',
  'Cox',
  'Howard',
  'Ward',
  'Torres',
  'Peterson',
  'Gray',
  'Ramirez',
  'Watson',
  'Brooks',
  'Kelly',
  'Sanders',
  'Price',
  'Bennett',
  'Wood',
  'Barnes',
  'Ross',
  'Henderson',
  'Haddad',
  'Lindqvist',
  'Abernathy',
  'Castellanos',
  'Oyelaran',
  'Fitzgerald',
  'Yamamoto',
  'Delacroix',
];
const PLACE_WORDS = [
  'Cedar',
  'Maple',
  'Summit',
  'Harbor',
  'Pinecrest',
  'Riverbend',
  'Oakmont',
  'Lakeside',
  'Redwood',
  'Granite',
  'Bluebird',
  'Silver',
  'Prairie',
  'Canyon',
  'Meadowlark',
  'Ironwood',
  'Keystone',
  'Northgate',
  'Sunrise',
  'Willow',
  'Copper',
  'Evergreen',
  'Falcon',
  'Highland',
  'Juniper',
  'Magnolia',
  'Orchard',
  'Pioneer',
  'Stonebridge',
  'Tamarack',
  'Vantage',
  'Westfield',
  'Aspen',
  'Birchwood',
  'Crescent',
  'Driftwood',
  'Elmhurst',
];
const STREET_NAMES = [
  'Main',
  'Oak',
  'Pine',
  'Maple',
  'Cedar',
  'Elm',
  'Washington',
  'Lake',
  'Hill',
  'Walnut',
  'Spring',
  'Park',
  'Ridge',
  'Church',
  'Willow',
  'Franklin',
  'Lincoln',
  'Jefferson',
  'Madison',
  'Sunset',
  'Highland',
  'Meadow',
  'River',
  'Chestnut',
  'Dogwood',
  'Hawthorne',
  'Juniper',
  'Laurel',
  'Magnolia',
  'Poplar',
  'Sycamore',
  'Birch',
  'Aspen',
  'Cypress',
  'Vine',
  'Orchard',
  'Bayview',
  'Canyon',
  'Desert Bloom',
  'Prairie Wind',
  'Old Mill',
  'Stone Creek',
  'Fox Hollow',
  'Quail Run',
  'Harbor View',
  'Mission',
  'Grand',
  'Central',
];
const SUFFIXES = [
  'Street',
  'St.',
  'Avenue',
  'Ave',
  'Road',
  'Rd.',
  'Drive',
  'Dr',
  'Lane',
  'Ln',
  'Boulevard',
  'Blvd',
  'Way',
  'Court',
  'Ct',
  'Place',
  'Pl',
  'Parkway',
  'Terrace',
  'Circle',
  'Trail',
  'Loop',
];
const STATES: Record<string, string> = {
  AL: 'Alabama',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  FL: 'Florida',
  GA: 'Georgia',
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
};

type Person = { first: string; last: string; full: string };
function person(): Person {
  const first = pick(FIRST);
  const last = pick(LAST);
  const middle = chance(0.2) ? ` ${String.fromCharCode(65 + int(0, 25))}.` : '';
  return { first, last, full: `${first}${middle} ${last}` };
}
function company(kind: string): string {
  const base = chance(0.5) ? pick(PLACE_WORDS) : chance(0.5) ? pick(LAST) : `${pick(LAST)} & ${pick(LAST)}`;
  const form = pick(['LLC', 'Inc.', 'Co.', 'LLC', 'Corp.', 'Group', '', 'Company', 'L.L.C.']);
  return `${base} ${kind}${form ? ' ' + form : ''}`.replace(/\s+/g, ' ').trim();
}
function landlordCompany(): string {
  return company(
    pick([
      'Properties',
      'Property Management',
      'Realty',
      'Holdings',
      'Rentals',
      'Investments',
      'Apartments',
      'Residential',
      'Real Estate',
    ]),
  );
}

type Address = {
  street: string;
  unit: string | null;
  city: string;
  state: string;
  stateName: string;
  zip: string;
};
function address(withUnit = chance(0.4)): Address {
  const state = pick(Object.keys(STATES));
  const places = zipcodes.lookupByState(state);
  const place = places.length ? pick(places) : { city: 'Springfield', zip: '62701' };
  const direction = chance(0.15) ? pick(['N. ', 'S. ', 'E. ', 'W. ', 'North ', 'West ']) : '';
  const street = `${int(10, 9899)} ${direction}${pick(STREET_NAMES)} ${pick(SUFFIXES)}`;
  const unit = withUnit
    ? pick(['Apt', 'Apt.', 'Unit', '#', 'Suite', 'Apartment']) +
      ' ' +
      pick([String(int(1, 40)), `${int(1, 9)}${pick(['A', 'B', 'C', 'D'])}`, String(int(100, 460))])
    : null;
  return { street, unit, city: place.city, state, stateName: STATES[state] ?? state, zip: place.zip };
}
function oneLine(a: Address, style = int(0, 3)): string {
  const unit = a.unit ? (style === 2 ? ` ${a.unit}` : `, ${a.unit}`) : '';
  if (style === 1) return `${a.street}${unit}, ${a.city}, ${a.stateName} ${a.zip}`;
  if (style === 3) return `${a.street}${unit}, ${a.city}, ${a.state}, ${a.zip}`;
  return `${a.street}${unit}, ${a.city}, ${a.state} ${a.zip}`;
}
function twoLines(a: Address): string {
  return `${a.street}${a.unit ? ' ' + a.unit : ''}\n${a.city}, ${a.state} ${a.zip}`;
}

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
function date(fromYear = 2021, toYear = 2026): Date {
  return new Date(Date.UTC(int(fromYear, toYear), int(0, 11), int(1, 28)));
}
function firstOfMonth(fromYear = 2021, toYear = 2026): Date {
  return new Date(Date.UTC(int(fromYear, toYear), int(0, 11), 1));
}
function addMonths(d: Date, months: number, days = 0): Date {
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, d.getUTCDate() + days));
}
function ordinal(n: number): string {
  const suffix =
    n % 10 === 1 && n !== 11
      ? 'st'
      : n % 10 === 2 && n !== 12
        ? 'nd'
        : n % 10 === 3 && n !== 13
          ? 'rd'
          : 'th';
  return `${n}${suffix}`;
}
function fmtDate(d: Date, style = int(0, 6)): string {
  const y = d.getUTCFullYear();
  const m = d.getUTCMonth();
  const day = d.getUTCDate();
  const mm = String(m + 1).padStart(2, '0');
  const dd = String(day).padStart(2, '0');
  switch (style) {
    case 0:
      return `${MONTH_NAMES[m]} ${day}, ${y}`;
    case 1:
      return `${mm}/${dd}/${y}`;
    case 2:
      return `${ordinal(day)} day of ${MONTH_NAMES[m]}, ${y}`;
    case 3:
      return `${(MONTH_NAMES[m] ?? '').slice(0, 3)} ${day}, ${y}`;
    case 4:
      return `${y}-${mm}-${dd}`;
    case 5:
      return `${m + 1}/${day}/${y}`;
    default:
      return `${MONTH_NAMES[m]} ${ordinal(day)}, ${y}`;
  }
}
function roundTo(value: number, step: number): number {
  return Math.round(value / step) * step;
}
function money(value: number, style = int(0, 3)): string {
  const fixed = value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  if (style === 1 && Number.isInteger(value)) return `$${value.toLocaleString('en-US')}`;
  if (style === 2) return `$${value.toFixed(2)}`;
  return `$${fixed}`;
}
function cents(min: number, max: number): number {
  return Math.round((min + random() * (max - min)) * 100) / 100;
}
function phone(): string {
  const a = int(201, 989);
  const b = int(200, 999);
  const c = int(1000, 9999);
  return pick([`(${a}) ${b}-${c}`, `${a}-${b}-${c}`, `${a}.${b}.${c}`]);
}
function email(name: string, domain: string): string {
  return `${name.toLowerCase().replace(/[^a-z]/g, '')}@${domain
    .toLowerCase()
    .replace(/[^a-z]/g, '')
    .slice(0, 14)}.${pick(['com', 'net', 'org', 'us'])}`;
}
function heading(title: string): string {
  return pick([
    title.toUpperCase(),
    title,
    title.toUpperCase(),
    `*** ${title.toUpperCase()} ***`,
    `${title}\n${'='.repeat(Math.min(40, title.length))}`,
  ]);
}
function section(index: number, title: string, body: string, style: number): string {
  switch (style) {
    case 0:
      return `${index}. ${title.toUpperCase()}. ${body}`;
    case 1:
      return `Section ${index}. ${title}: ${body}`;
    case 2:
      return `${title.toUpperCase()}\n${body}`;
    case 3:
      return `ARTICLE ${['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII', 'XIII', 'XIV', 'XV', 'XVI', 'XVII', 'XVIII', 'XIX', 'XX', 'XXI', 'XXII'][index - 1] ?? index} - ${title.toUpperCase()}\n${body}`;
    default:
      return `${index}) ${title}. ${body}`;
  }
}
function assemble(title: string, preamble: string, sections: [string, string][], closing: string): string {
  const style = int(0, 4);
  const body = sections
    .map(([name, text], i) => section(i + 1, name, text, style))
    .join(pick(['\n\n', '\n']));
  return [heading(title), preamble, body, closing].filter(Boolean).join('\n\n');
}

/** PDF text layers break lines at the page width. */
function wrap(text: string, width = int(60, 100)): string {
  return text
    .split('\n')
    .map((line) => {
      if (line.length <= width) return line;
      const words = line.split(' ');
      const out: string[] = [];
      let current = '';
      for (const word of words) {
        if ((current + ' ' + word).trim().length > width) {
          out.push(current.trim());
          current = word;
        } else current += ' ' + word;
      }
      out.push(current.trim());
      return out.join('\n');
    })
    .join('\n');
}

/** What a scanner and OCR do to a page: confusions, split words, stray marks, lost line structure. */
function ocrNoise(text: string, rate = 0.02 + random() * 0.04): string {
  const swaps: Record<string, string[]> = {
    l: ['1', 'I', '|'],
    I: ['l', '1'],
    '1': ['l', 'I'],
    O: ['0', 'Q'],
    '0': ['O', 'o'],
    o: ['0', 'c'],
    S: ['5', '$'],
    $: ['S', '5'],
    e: ['c', 'o'],
    a: ['o', 'e'],
    rn: ['m'],
    m: ['rn'],
    i: ['l', '!'],
    ',': ['.', ''],
    '.': [',', ''],
    t: ['l', 'f'],
    h: ['b', 'n'],
    B: ['8'],
    '5': ['S'],
    g: ['q'],
    c: ['e'],
  };
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const ch = text[i] ?? '';
    const pair = text.slice(i, i + 2);
    if (pair === 'rn' && chance(rate)) {
      out += 'm';
      i++;
      continue;
    }
    if (swaps[ch] && chance(rate)) out += pick(swaps[ch] ?? [ch]);
    else if (ch === ' ' && chance(rate / 2)) out += pick(['', '  ', ' . ', '\n']);
    else if (ch === '\n' && chance(0.2)) out += pick([' ', '\n\n', '\n~ ', '\n| ']);
    else out += ch;
    if (chance(rate / 8)) out += pick(["'", '`', '~', ',', '.', '|', ':', ' ', '-', '_']);
  }
  return out;
}

function signatureBlock(roles: [string, string][]): string {
  return roles
    .map(([role, name]) =>
      pick([
        `${role}: ______________________ Date: ________\n${name}`,
        `_____________________________\n${name}, ${role}`,
        `${role.toUpperCase()}\nSignature: ____________________\nPrinted Name: ${name}\nDate: __________`,
        `By: ${name}\nIts: ${role}`,
      ]),
    )
    .join('\n\n');
}

function numberWords(n: number): string {
  const ones = [
    '',
    'One',
    'Two',
    'Three',
    'Four',
    'Five',
    'Six',
    'Seven',
    'Eight',
    'Nine',
    'Ten',
    'Eleven',
    'Twelve',
    'Thirteen',
    'Fourteen',
    'Fifteen',
    'Sixteen',
    'Seventeen',
    'Eighteen',
    'Nineteen',
  ];
  const tens = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];
  const below1000 = (x: number): string => {
    const parts: string[] = [];
    if (x >= 100) {
      parts.push(`${ones[Math.floor(x / 100)]} Hundred`);
      x %= 100;
    }
    if (x >= 20) {
      parts.push(tens[Math.floor(x / 10)] + (x % 10 ? `-${ones[x % 10]}` : ''));
    } else if (x > 0) parts.push(ones[x] ?? '');
    return parts.join(' ');
  };
  const whole = Math.floor(n);
  if (whole >= 1000)
    return `${below1000(Math.floor(whole / 1000))} Thousand ${below1000(whole % 1000)}`.trim();
  return below1000(whole) || 'Zero';
}
function moneyMaybeWords(value: number): string {
  return chance(0.3)
    ? `${numberWords(value)} Dollars (${money(value)})`
    : chance(0.3)
      ? `${money(value)} (${numberWords(value)} Dollars)`
      : money(value);
}

// ---------------------------------------------------------------------------------------------------------
// Leases

type LeaseKind =
  | 'residential'
  | 'house'
  | 'month-to-month'
  | 'commercial'
  | 'nnn'
  | 'renewal'
  | 'student'
  | 'amendment'
  | 'sublease'
  | 'short-form';

function landlordParty(): string {
  return chance(0.55) ? landlordCompany() : person().full;
}
function tenantList(count = pick([1, 1, 2, 2, 3])): string[] {
  return Array.from({ length: count }, () => person().full);
}
function joinNames(names: string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

function lateFeeClause(rentDue: number): string {
  const fee = pick([25, 35, 50, 75, 100, roundTo(rentDue * 0.05, 1)]);
  const daily = pick([5, 10, 15, 20, 25]);
  const grace = pick(['third (3rd)', 'fifth (5th)', '5th', '3rd', 'tenth (10th)', '4th']);
  return pick([
    `If rent is not received by the ${grace} day of the month, Tenant shall pay a late charge of ${money(fee)} plus ${money(daily)} per day until paid in full.`,
    `Rent paid after the ${grace} of the month is late. A late fee of ${money(fee)} will be assessed, and an additional ${money(daily)} for each day thereafter, not to exceed ${money(fee * 3)}.`,
    `Any installment of rent not paid within ${int(3, 5)} days of its due date shall incur an initial late fee of ${money(fee)}.`,
    `LATE CHARGES: Resident agrees to pay ${money(fee)} as a late charge when rent is late, and daily late charges of ${money(daily)} per day.`,
    `Tenant will be charged a late fee of ${money(fee)} if rent is not paid on time. Returned checks incur a ${money(pick([25, 30, 35, 40]))} fee.`,
  ]);
}
function depositClause(amount: number): string {
  return pick([
    `Upon execution of this Lease, Tenant shall deposit with Landlord the sum of ${moneyMaybeWords(amount)} as a security deposit, to be held as security for the performance of Tenant's obligations and returned within ${pick([14, 21, 30, 45])} days after the Tenant vacates, less lawful deductions.`,
    `Security Deposit: ${money(amount)}. The deposit is not a limit on Tenant's liability and may not be applied by Tenant to the last month's rent.`,
    `Tenant has paid a security deposit of ${money(amount)}, which Landlord will hold in accordance with ${pick(['state law', 'applicable law', 'the landlord tenant act'])}.`,
    `A refundable damage deposit in the amount of ${money(amount)} is due at signing.`,
  ]);
}
function petClause(): string {
  const first = pick([100, 150, 200, 250, 300, 500]);
  const next = pick([50, 100, 150, 200, 25]);
  return pick([
    `No animals, birds or pets of any kind shall be kept on the premises without the prior written consent of Landlord. If an unauthorized animal is found, Tenant shall be charged ${money(first)} for the first violation and ${money(next)} for each additional violation.`,
    `PETS: Tenant may keep ${pick(['one cat', 'one dog under 40 lbs', 'two cats', 'one small dog'])}. Pet rent is ${money(pick([25, 35, 40, 50]))} per month and a non-refundable pet fee of ${money(pick([200, 250, 300, 400]))} is due at move-in.`,
    `Animal Violation: Keeping an animal without approval is a material breach. Animal violation fee: ${money(first)} for the first offense; ${money(next)} for each subsequent offense.`,
    `Pets are not permitted. Service and assistance animals are not pets and are allowed as required by law.`,
  ]);
}
function utilitiesClause(): string {
  const paid = some(
    ['electricity', 'gas', 'water', 'sewer', 'trash', 'internet', 'cable', 'telephone'],
    2,
    5,
  );
  return pick([
    `Tenant shall be responsible for the payment of all utilities and services, including ${paid.join(', ')}, except ${pick(['water and trash', 'sewer', 'landscaping', 'none'])}, which shall be paid by Landlord.`,
    `Utilities: Tenant pays ${paid.join(' and ')}. Landlord pays ${pick(['water/sewer/trash', 'common area electricity', 'nothing else'])}. A flat utility fee of ${money(pick([45, 60, 75, 85]))} per month covers water, sewer and trash.`,
    `Resident will place utilities in Resident's name on or before the commencement date.`,
  ]);
}
function parkingClause(): string {
  return pick([
    `Tenant is assigned parking space No. ${int(1, 120)}. Parking fee: ${money(pick([25, 40, 50, 75, 100]))} per month.`,
    `One reserved garage space is included. A second vehicle may park in the lot for ${money(pick([30, 45, 60]))} monthly.`,
    `Parking is on the street only; no vehicles may be stored or repaired on the property.`,
    `Storage unit ${pick(['S-4', 'B12', '7'])} is rented to Tenant for ${money(pick([20, 35, 50]))} per month.`,
  ]);
}
function maintenanceClause(): string {
  return pick([
    'Tenant shall keep the Premises clean, sanitary and in good condition and shall promptly notify Landlord of any needed repairs. Tenant shall be responsible for damage caused by Tenant, occupants or guests beyond normal wear and tear.',
    'Landlord shall maintain the roof, structure, plumbing, heating and electrical systems in good working order. Tenant shall replace light bulbs, furnace filters and smoke detector batteries.',
    'Resident must submit maintenance requests in writing through the resident portal except in an emergency.',
  ]);
}
function entryClause(): string {
  return pick([
    `Landlord may enter the Premises at reasonable times upon ${pick(['24 hours', 'twenty-four (24) hours', '48 hours', 'two days'])} notice to inspect, make repairs or show the unit to prospective tenants or buyers, and at any time in an emergency.`,
    'Owner shall give reasonable notice before entering the dwelling except in case of emergency or abandonment.',
  ]);
}
function boilerplate(): [string, string][] {
  return some<[string, string]>(
    [
      [
        'Use and Occupancy',
        `The Premises shall be used solely as a private residence for Tenant and the following occupants: ${joinNames(tenantList(int(1, 2)))}. Guests may not stay longer than ${int(7, 14)} consecutive days.`,
      ],
      [
        'Assignment and Subletting',
        'Tenant shall not assign this Lease or sublet any part of the Premises without the prior written consent of Landlord.',
      ],
      [
        'Alterations',
        'Tenant shall make no alterations, painting or improvements without the written consent of Landlord.',
      ],
      [
        'Quiet Enjoyment',
        'Tenant, upon paying the rent and performing the covenants herein, shall peaceably and quietly have, hold and enjoy the Premises.',
      ],
      [
        'Default',
        'If Tenant fails to pay rent when due or breaches any other term, Landlord may terminate this Lease in accordance with applicable law after giving the notice required by statute.',
      ],
      [
        'Governing Law',
        `This Lease shall be governed by the laws of the State of ${pick(Object.values(STATES))}.`,
      ],
      [
        'Lead-Based Paint Disclosure',
        'For housing built before 1978, Tenant acknowledges receipt of the EPA pamphlet Protect Your Family From Lead in Your Home.',
      ],
      [
        'Smoke and Carbon Monoxide Detectors',
        'Landlord has installed working smoke detectors. Tenant shall test them monthly and report any malfunction.',
      ],
      [
        "Renter's Insurance",
        `Tenant shall carry renter's insurance with liability coverage of at least ${money(pick([100000, 300000]), 1)}.`,
      ],
      [
        'Holding Over',
        "If Tenant remains in possession after expiration of the term with Landlord's consent, the tenancy shall be month to month.",
      ],
      [
        'Notices',
        'All notices shall be in writing and delivered personally or by certified mail to the addresses set forth herein.',
      ],
      [
        'Entire Agreement',
        'This Lease constitutes the entire agreement between the parties; any modification must be in writing and signed by both.',
      ],
      [
        'Severability',
        'If any provision of this Agreement is held invalid, the remaining provisions shall remain in full force.',
      ],
      [
        'Keys',
        `Tenant will receive ${int(1, 3)} door keys and ${int(1, 2)} mailbox key. A lockout fee of ${money(pick([50, 75]))} applies.`,
      ],
      [
        'Smoking',
        'Smoking of any substance is prohibited inside the unit and within 25 feet of the building.',
      ],
      [
        'Move-Out',
        'Tenant shall surrender the premises in the same condition as received, ordinary wear excepted, and return all keys.',
      ],
    ],
    3,
    8,
  );
}

function lease(kind: LeaseKind): string {
  const landlord = landlordParty();
  const tenants = tenantList(kind === 'student' ? 1 : undefined);
  const premises = address(kind === 'student' ? false : undefined);
  const start = firstOfMonth();
  const months = pick([6, 12, 12, 12, 18, 24]);
  const end = addMonths(start, months, -1);
  const rent =
    kind === 'commercial' || kind === 'nnn' ? roundTo(int(1800, 14000), 25) : roundTo(int(550, 4200), 5);
  const deposit =
    kind === 'commercial' || kind === 'nnn'
      ? rent * pick([1, 2])
      : pick([rent, roundTo(rent * 1.5, 5), 500, 1000]);
  const signed = addMonths(start, 0, -int(5, 40));
  const beds = int(1, 5);
  const baths = pick([1, 1, 1.5, 2, 2, 2.5, 3]);
  const tenantWord = pick(['Tenant', 'Tenant', 'Resident', 'Lessee']);
  const landlordWord = pick(['Landlord', 'Landlord', 'Owner', 'Lessor']);

  if (kind === 'renewal' || kind === 'amendment') {
    const newRent = roundTo(rent * (1 + random() * 0.08), 5);
    const originalStart = addMonths(start, -12);
    const title =
      kind === 'renewal'
        ? pick([
            'Lease Renewal Addendum',
            'Lease Extension Agreement',
            'Renewal of Residential Lease',
            'Addendum to Lease - Renewal Term',
          ])
        : pick(['Lease Amendment', 'First Amendment to Lease Agreement', 'Addendum to Rental Agreement']);
    const lines = [
      heading(title),
      `This ${title} is made on ${fmtDate(signed)} between ${landlord} ("${landlordWord}") and ${joinNames(tenants)} ("${tenantWord}") and amends the lease dated ${fmtDate(originalStart)} for the premises at ${oneLine(premises)} (the "Original Lease").`,
      kind === 'renewal'
        ? `1. Renewal Term. The term of the Original Lease is extended for ${months} months, commencing ${fmtDate(start)} and ending ${fmtDate(end)}.`
        : `1. The parties agree to amend the Original Lease as follows, effective ${fmtDate(start)}.`,
      `2. Rent. Beginning ${fmtDate(start, 0)}, monthly rent shall be ${money(newRent)}${chance(0.6) ? ` (previously ${money(rent)})` : ''}, payable on the first day of each month.`,
      chance(0.5)
        ? `3. Security Deposit. The existing security deposit of ${money(deposit)} shall continue to be held by ${landlordWord}${chance(0.4) ? `; ${tenantWord} shall pay an additional ${money(newRent - rent)} to bring the deposit current` : ''}.`
        : '',
      chance(0.5) ? `4. ${chance(0.5) ? 'Pets. ' + petClause() : 'Parking. ' + parkingClause()}` : '',
      `5. All other terms and conditions of the Original Lease remain unchanged and in full force and effect.`,
      chance(0.5) ? `6. ${lateFeeClause(newRent)}` : '',
      signatureBlock([[landlordWord, landlord], ...tenants.map((t): [string, string] => [tenantWord, t])]),
    ];
    return lines.filter(Boolean).join('\n\n');
  }

  if (kind === 'short-form') {
    return [
      heading(
        pick([
          'Residential Rental Agreement',
          'Apartment Lease',
          'Lease Agreement',
          'Rental Lease Agreement',
        ]),
      ),
      `${landlordWord}: ${landlord}`,
      `${tenantWord}(s): ${tenants.join(', ')}`,
      `Property Address: ${oneLine(premises)}`,
      chance(0.6) ? `Bedrooms: ${beds}   Bathrooms: ${baths}` : '',
      `Lease Term: ${fmtDate(start)} to ${fmtDate(end)}`,
      `Monthly Rent: ${money(rent)}   Due Date: 1st of each month`,
      `Security Deposit: ${money(deposit)}`,
      `Late Fee: ${money(pick([25, 50, 75]))} after the ${pick(['3rd', '5th'])}, plus ${money(pick([5, 10]))}/day`,
      chance(0.5)
        ? `Pet Rent: ${money(pick([25, 35, 50]))}/month   Parking: ${money(pick([25, 50]))}/month`
        : `Utilities paid by ${tenantWord}: ${some(['electric', 'gas', 'water', 'internet'], 1, 3).join(', ')}`,
      `${tenantWord} agrees to the rules and regulations attached as Exhibit A. ${maintenanceClause()}`,
      signatureBlock([
        [landlordWord, landlord],
        [tenantWord, tenants[0] ?? ''],
      ]),
    ]
      .filter(Boolean)
      .join('\n');
  }

  const sections: [string, string][] = [];
  let title: string;
  let preamble: string;
  const premisesText = chance(0.5) ? oneLine(premises) : twoLines(premises).replace('\n', ', ');
  const description =
    chance(0.6) && kind !== 'commercial' && kind !== 'nnn'
      ? `, a ${beds}-bedroom, ${baths}-bath ${pick(['apartment', 'single-family home', 'townhouse', 'condominium', 'duplex unit'])}`
      : '';

  if (kind === 'commercial' || kind === 'nnn') {
    const use = pick([
      'retail sales of apparel',
      'a restaurant',
      'general office',
      'a dental practice',
      'a fitness studio',
      'warehouse and distribution',
      'a coffee shop',
      'a hair salon',
    ]);
    const sqft = int(900, 12000);
    title =
      kind === 'nnn'
        ? pick([
            'Commercial Lease Agreement (Triple Net)',
            'Retail Lease - NNN',
            'Net Lease Agreement',
            'Commercial Lease',
          ])
        : pick([
            'Commercial Lease Agreement',
            'Office Lease',
            'Retail Space Lease',
            'Industrial Lease Agreement',
          ]);
    const tenantCo = company(
      pick(['Ventures', 'Foods', 'Studio', 'Dental Group', 'Outfitters', 'Logistics', 'Fitness', 'Coffee']),
    );
    preamble = `THIS LEASE is entered into as of ${fmtDate(signed)} by and between ${landlord}, as Landlord, and ${tenantCo}, a ${pick(Object.values(STATES))} limited liability company, as Tenant.`;
    sections.push([
      'Premises',
      `Landlord leases to Tenant approximately ${sqft.toLocaleString('en-US')} rentable square feet known as ${premises.unit ? premises.unit + ', ' : 'Suite ' + int(100, 400) + ', '}${premises.street}, ${premises.city}, ${premises.state} ${premises.zip} (the "Premises"), located in the ${pick(PLACE_WORDS)} ${pick(['Shopping Center', 'Business Park', 'Office Plaza', 'Commons'])}.`,
    ]);
    sections.push([
      'Term',
      `The term shall be ${months >= 24 ? months / 12 : pick([3, 5, 7, 10])} years commencing on ${fmtDate(start)} (the "Commencement Date") and expiring on ${fmtDate(addMonths(start, 60, -1))}, unless sooner terminated.`,
    ]);
    const steps = Array.from({ length: 5 }, (_, i) => roundTo(rent * Math.pow(1.03, i), 1));
    sections.push([
      'Base Rent',
      `Tenant shall pay annual Base Rent in equal monthly installments as follows:\n${steps.map((value, i) => `Year ${i + 1}: ${money(value * 12)} per year / ${money(value)} per month`).join('\n')}\nBase Rent is due in advance on the first day of each calendar month.`,
    ]);
    if (kind === 'nnn') {
      sections.push([
        'Additional Rent; Net Lease',
        `This is a ${pick(['triple net (NNN)', 'NNN', 'net-net-net'])} lease. In addition to Base Rent, Tenant shall pay its pro rata share (${int(5, 40)}%) of Real Estate Taxes, Insurance and Common Area Maintenance ("CAM") charges, estimated at ${money(cents(2, 9))} per square foot per year, payable monthly.`,
      ]);
    } else {
      sections.push([
        'Operating Expenses',
        `Base Rent is a ${pick(['full service gross', 'modified gross'])} rent. Tenant shall pay its share of increases in operating expenses over the base year ${start.getUTCFullYear()}.`,
      ]);
    }
    sections.push(['Security Deposit', depositClause(deposit)]);
    sections.push([
      'Permitted Use',
      `The Premises shall be used for ${use} and for no other purpose without Landlord's consent.`,
    ]);
    sections.push([
      'Late Charges',
      `Any payment not received within ${int(5, 10)} days after due shall bear a late charge equal to ${pick(['five percent (5%)', '10%', money(pick([100, 150, 250]))])} of the overdue amount.`,
    ]);
    sections.push(
      ...some<[string, string]>(
        [
          [
            'Maintenance and Repairs',
            'Tenant shall maintain the interior of the Premises, including HVAC serving the Premises, at its sole cost. Landlord shall maintain the roof and structural elements.',
          ],
          [
            'Signage',
            "Tenant may install signage consistent with the center's sign criteria at Tenant's cost.",
          ],
          [
            'Insurance',
            `Tenant shall maintain commercial general liability insurance of not less than ${money(1000000, 1)} per occurrence naming Landlord as additional insured.`,
          ],
          [
            'Options to Renew',
            `Tenant shall have ${pick(['one', 'two'])} option(s) to extend the Term for five (5) years each at fair market rent.`,
          ],
          [
            'Estoppel Certificates',
            'Tenant shall deliver an estoppel certificate within ten days of request.',
          ],
          [
            'Subordination',
            'This Lease is subordinate to any mortgage now or hereafter placed on the Property.',
          ],
          ['Guaranty', `The obligations of Tenant are personally guaranteed by ${person().full}.`],
          [
            'Tenant Improvements',
            `Landlord shall provide a tenant improvement allowance of ${money(int(5, 40))} per rentable square foot.`,
          ],
        ],
        3,
        6,
      ),
    );
    return wrap(
      assemble(
        title,
        preamble,
        sections,
        signatureBlock([
          ['Landlord', landlord],
          ['Tenant', tenantCo],
        ]),
      ),
    );
  }

  if (kind === 'month-to-month') {
    title = pick([
      'Month-to-Month Rental Agreement',
      'Month to Month Lease',
      'Monthly Rental Agreement',
      'Periodic Tenancy Agreement',
    ]);
    preamble = `This agreement is made ${fmtDate(signed)} between ${landlord} ("${landlordWord}") and ${joinNames(tenants)} ("${tenantWord}").`;
    sections.push([
      'Property',
      `${landlordWord} rents to ${tenantWord} the dwelling located at ${premisesText}${description}.`,
    ]);
    sections.push([
      'Term',
      pick([
        `The tenancy shall begin on ${fmtDate(start)} and shall continue on a month-to-month basis until terminated by either party with ${pick(['30', 'thirty (30)', '20', '60'])} days written notice.`,
        `This is a month-to-month tenancy commencing ${fmtDate(start)}. Either party may end it by giving written notice at least one full rental period in advance.`,
      ]),
    ]);
    sections.push([
      'Rent',
      `${tenantWord} shall pay rent of ${moneyMaybeWords(rent)} per month, in advance, on the ${pick(['first', '1st'])} day of each month to ${landlordWord} at ${chance(0.5) ? oneLine(address(false)) : 'the online portal'}.`,
    ]);
  } else if (kind === 'student') {
    title = pick([
      'Student Housing Room Lease',
      'Room Rental Agreement',
      'Individual Bedroom Lease',
      'Student Lease Agreement',
    ]);
    preamble = `This Room Rental Agreement is entered into on ${fmtDate(signed)} by ${landlord} ("${landlordWord}") and ${tenants[0]}, a student at ${pick(['the University', 'State University', 'the Community College', 'the Institute of Technology'])} ("${tenantWord}").`;
    sections.push([
      'Room and Shared Areas',
      `${landlordWord} rents to ${tenantWord} Bedroom ${pick(['A', 'B', 'C', 'D', '2', '3', '4'])} in the ${int(3, 6)}-bedroom house at ${oneLine(premises)}, together with the shared use of the kitchen, living room, laundry and bathrooms with the other residents. This is an individual lease: ${tenantWord} is responsible only for the rent of the room.`,
    ]);
    sections.push([
      'Term',
      `The term is the ${pick(['academic year', 'school year', 'fall and spring semesters'])} beginning ${fmtDate(start)} and ending ${fmtDate(addMonths(start, pick([9, 10, 12]), -1))}.`,
    ]);
    sections.push([
      'Rent',
      `Room rent is ${money(roundTo(int(400, 1100), 5))} per month, ${chance(0.5) ? 'including utilities and internet' : `plus a utility share of ${money(pick([40, 50, 65]))} per month`}. ${chance(0.5) ? 'A parent or guardian guaranty is required.' : ''}`,
    ]);
  } else if (kind === 'sublease') {
    title = pick(['Sublease Agreement', 'Residential Sublease', 'Sublet Agreement']);
    preamble = `This Sublease is made on ${fmtDate(signed)} between ${person().full} ("Sublessor"), the tenant under a lease with ${landlord}, and ${joinNames(tenants)} ("Subtenant").`;
    sections.push(['Premises', `Sublessor sublets to Subtenant the premises at ${premisesText}.`]);
    sections.push(['Term', `The sublease term begins ${fmtDate(start)} and ends ${fmtDate(end)}.`]);
    sections.push([
      'Rent',
      `Subtenant shall pay ${money(rent)} per month to Sublessor on or before the first of each month.`,
    ]);
    sections.push([
      'Master Lease',
      'Subtenant agrees to comply with all terms of the master lease, a copy of which is attached. Landlord consent is indicated below.',
    ]);
  } else {
    title =
      kind === 'house'
        ? pick([
            'Single Family Residence Lease',
            'House Rental Agreement',
            'Lease Agreement for Single-Family Home',
            'Residential Lease',
          ])
        : pick([
            'Residential Lease Agreement',
            'Apartment Lease Agreement',
            'Residential Rental Agreement',
            'Lease Agreement',
            'Apartment Rental Contract',
            'Standard Residential Lease',
            'Fixed-Term Residential Lease',
          ]);
    preamble = pick([
      `This ${title} ("Lease") is made and entered into on ${fmtDate(signed)}, by and between ${landlord} ("${landlordWord}") and ${joinNames(tenants)} (collectively, "${tenantWord}").`,
      `${landlordWord}: ${landlord}\n${tenantWord}(s): ${joinNames(tenants)}\nDate of Agreement: ${fmtDate(signed)}`,
      `PARTIES. The parties to this agreement are ${landlord}, hereinafter called "${landlordWord}", and ${joinNames(tenants)}, hereinafter called "${tenantWord}".`,
    ]);
    sections.push([
      'Premises',
      pick([
        `${landlordWord} hereby leases to ${tenantWord} the premises located at ${premisesText}${description} (the "Premises"), together with the appliances listed in the inventory.`,
        `The property to be rented is ${premisesText}${description}.`,
        `Address of Premises: ${premisesText}. ${description ? `The unit has ${beds} bedrooms and ${baths} bathrooms.` : ''}`,
      ]),
    ]);
    sections.push([
      'Term',
      pick([
        `The term of this Lease shall be for ${months} months, beginning on ${fmtDate(start)} and ending on ${fmtDate(end)}.`,
        `The lease term commences ${fmtDate(start)} and terminates at 11:59 p.m. on ${fmtDate(end)}.`,
        `This is a fixed-term lease for a period of ${months === 12 ? 'one year' : months + ' months'} starting ${fmtDate(start)}.`,
      ]),
    ]);
    sections.push([
      'Rent',
      pick([
        `${tenantWord} agrees to pay ${landlordWord} monthly rent of ${moneyMaybeWords(rent)}, due in advance on the first (1st) day of each calendar month. The first month's rent shall be prorated if the term begins on a day other than the first.`,
        `Monthly rent is ${money(rent)}. Rent is payable by check, money order or electronic transfer ${pick(['through the resident portal', 'to the office', 'by ACH'])}.`,
        `The total rent for the term is ${money(rent * months)}, payable in ${months} monthly installments of ${money(rent)} each.`,
      ]),
    ]);
  }
  if (kind !== 'student' || chance(0.5)) sections.push(['Security Deposit', depositClause(deposit)]);
  if (chance(0.85)) sections.push(['Late Charges', lateFeeClause(rent)]);
  if (chance(0.7)) sections.push(['Utilities', utilitiesClause()]);
  if (chance(0.6)) sections.push(['Pets', petClause()]);
  if (chance(0.5)) sections.push(['Parking and Storage', parkingClause()]);
  if (chance(0.6)) sections.push(['Maintenance and Repairs', maintenanceClause()]);
  if (chance(0.5)) sections.push(['Access by Landlord', entryClause()]);
  sections.push(...boilerplate());
  const closing = `IN WITNESS WHEREOF, the parties have executed this ${pick(['Lease', 'Agreement'])} as of the date first written above.\n\n${signatureBlock([[landlordWord, landlord], ...tenants.map((t): [string, string] => [tenantWord, t])])}`;
  return wrap(assemble(title, preamble, sections, closing));
}

function leaseDocument(): string {
  const kind = pick<LeaseKind>([
    'residential',
    'residential',
    'residential',
    'house',
    'month-to-month',
    'month-to-month',
    'commercial',
    'nnn',
    'renewal',
    'renewal',
    'student',
    'amendment',
    'sublease',
    'short-form',
    'short-form',
  ]);
  return lease(kind);
}

// ---------------------------------------------------------------------------------------------------------
// Service and construction contracts

type Service = {
  title: string[];
  trade: string;
  company: string[];
  scope: string[];
  pricing: 'monthly' | 'per-visit' | 'lump' | 'percent' | 'annual';
};
const SERVICES: Service[] = [
  {
    title: ['Cleaning Services Agreement', 'Janitorial Service Contract', 'Common Area Cleaning Agreement'],
    trade: 'cleaning',
    company: ['Cleaning Services', 'Janitorial', 'Maid Service', 'Clean Team'],
    scope: [
      'vacuum and mop all common hallways, stairwells and lobbies',
      'empty trash receptacles and replace liners',
      'clean and sanitize laundry rooms',
      'wipe down mailboxes, elevator panels and door handles',
      'perform turnover cleaning of vacated units upon request',
      'wash interior glass at entrances',
    ],
    pricing: 'monthly',
  },
  {
    title: [
      'Landscaping Services Agreement',
      'Lawn Care and Grounds Maintenance Contract',
      'Landscape Maintenance Agreement',
    ],
    trade: 'landscaping',
    company: ['Landscaping', 'Lawn Care', 'Grounds Maintenance', 'Outdoor Services'],
    scope: [
      'mow, edge and trim all turf areas weekly during the growing season',
      'prune shrubs and hedges',
      'apply fertilizer and weed control four times per year',
      'clear leaves and debris in the fall',
      'inspect and adjust irrigation system',
      'mulch planting beds each spring',
    ],
    pricing: 'monthly',
  },
  {
    title: ['Roof Replacement Contract', 'Roofing Agreement', 'Contract for Roof Repair and Replacement'],
    trade: 'roofing',
    company: ['Roofing', 'Roofing & Exteriors', 'Roof Systems'],
    scope: [
      'remove existing shingles and underlayment down to the deck',
      'replace damaged roof decking at the unit price stated below',
      'install synthetic underlayment and ice and water shield at eaves and valleys',
      'install architectural asphalt shingles with a 30-year warranty',
      'install new drip edge, flashing and ridge vents',
      'haul away all debris and perform magnetic nail sweep',
    ],
    pricing: 'lump',
  },
  {
    title: [
      'HVAC Preventive Maintenance Agreement',
      'Heating and Air Conditioning Service Contract',
      'HVAC Service Plan',
    ],
    trade: 'HVAC',
    company: ['Heating & Cooling', 'HVAC Services', 'Mechanical', 'Air Comfort'],
    scope: [
      'inspect and clean furnace burners and heat exchangers each fall',
      'check refrigerant levels and clean condenser coils each spring',
      'replace air filters quarterly',
      'test thermostats, safety controls and carbon monoxide levels',
      'provide priority emergency service with no overtime charge',
      'discount of 15% on parts for covered units',
    ],
    pricing: 'annual',
  },
  {
    title: [
      'Property Management Agreement',
      'Exclusive Management Agreement',
      'Residential Property Management Contract',
    ],
    trade: 'management',
    company: ['Property Management', 'Realty Management', 'Management Group'],
    scope: [
      'market vacancies, screen applicants and execute leases on behalf of Owner',
      'collect rents and security deposits and deposit them into a trust account',
      'coordinate maintenance and repairs, with approval required for any expense over the threshold',
      'provide monthly owner statements and annual 1099 reporting',
      'handle tenant communications, notices and move-in and move-out inspections',
      "enforce lease terms and coordinate evictions with Owner's attorney",
    ],
    pricing: 'percent',
  },
  {
    title: [
      'Construction Contract',
      'Renovation Agreement',
      'Home Improvement Contract',
      'Kitchen Remodel Agreement',
    ],
    trade: 'construction',
    company: ['Construction', 'Builders', 'Contracting', 'Renovations', 'Remodeling'],
    scope: [
      'demolish existing kitchen cabinets and countertops',
      'install new cabinets, quartz countertops and backsplash',
      'relocate plumbing fixtures as shown on the drawings',
      'obtain all required building permits and inspections',
      'patch, prime and paint affected walls',
      'clean the work area daily and at completion',
    ],
    pricing: 'lump',
  },
  {
    title: [
      'Window and Gutter Cleaning Agreement',
      'Exterior Cleaning Service Contract',
      'Gutter Maintenance Agreement',
    ],
    trade: 'window and gutter cleaning',
    company: ['Window Washing', 'Gutter Pros', 'Exterior Cleaning', 'Squeegee Co'],
    scope: [
      'clean exterior and interior windows on all floors',
      'clear gutters and downspouts of leaves and debris',
      'flush downspouts and verify drainage',
      'inspect gutters and report loose hangers',
      'wash screens and sills',
    ],
    pricing: 'per-visit',
  },
  {
    title: ['Pest Control Service Agreement', 'Integrated Pest Management Contract'],
    trade: 'pest control',
    company: ['Pest Control', 'Exterminating', 'Pest Solutions'],
    scope: [
      'perform monthly exterior perimeter treatment',
      'treat interior units upon request for roaches, ants and bed bugs',
      'install and monitor rodent bait stations',
      'provide service reports after every visit',
    ],
    pricing: 'monthly',
  },
  {
    title: ['Snow Removal Agreement', 'Snow and Ice Management Contract'],
    trade: 'snow removal',
    company: ['Snow Removal', 'Plowing', 'Snow & Ice'],
    scope: [
      'plow parking lots and drives when accumulation exceeds two inches',
      'shovel and de-ice sidewalks and entrances',
      'apply salt or ice melt as conditions require',
      'remove snow piles when directed',
    ],
    pricing: 'per-visit',
  },
  {
    title: ['Painting Contract', 'Interior Painting Agreement', 'Exterior Painting Proposal and Contract'],
    trade: 'painting',
    company: ['Painting', 'Painters', 'Coatings'],
    scope: [
      'pressure wash and scrape all exterior siding and trim',
      'caulk gaps and prime bare wood',
      'apply two coats of premium acrylic paint',
      'protect landscaping and walkways with drop cloths',
    ],
    pricing: 'lump',
  },
  {
    title: ['Pool Maintenance Service Agreement', 'Swimming Pool Service Contract'],
    trade: 'pool service',
    company: ['Pool Service', 'Pool & Spa', 'Aquatics'],
    scope: [
      'test and balance water chemistry weekly',
      'skim, brush and vacuum the pool',
      'clean pump and skimmer baskets',
      'backwash filters as needed',
    ],
    pricing: 'monthly',
  },
  {
    title: ['Plumbing Service Agreement', 'Master Plumbing Services Contract'],
    trade: 'plumbing',
    company: ['Plumbing', 'Plumbing & Drain', 'Rooter Service'],
    scope: [
      'respond to service calls within four hours',
      'snake and hydro-jet main sewer lines annually',
      'replace water heaters at the rates in Schedule A',
      'inspect backflow preventers',
    ],
    pricing: 'annual',
  },
  {
    title: [
      'Elevator Maintenance Agreement',
      'Fire Alarm Monitoring and Inspection Contract',
      'Security Monitoring Service Agreement',
    ],
    trade: 'building systems',
    company: ['Elevator Co', 'Fire Protection', 'Security Systems', 'Alarm Monitoring'],
    scope: [
      'perform monthly preventive maintenance visits',
      'conduct annual inspection and testing as required by code',
      'provide 24-hour monitoring and dispatch',
      'maintain logs and certificates for the authority having jurisdiction',
    ],
    pricing: 'monthly',
  },
  {
    title: [
      'Independent Contractor Agreement',
      'Handyman Services Agreement',
      'Maintenance Services Agreement',
    ],
    trade: 'maintenance',
    company: ['Handyman Services', 'Maintenance Solutions', 'Property Services', 'Fix-It'],
    scope: [
      'perform general repairs, including drywall, doors, fixtures and minor plumbing',
      'prepare units for new residents',
      'replace smoke detector batteries and filters',
      'respond to work orders issued by the Owner',
    ],
    pricing: 'per-visit',
  },
];

function contractDocument(): string {
  const service = pick(SERVICES);
  const title = pick(service.title);
  const contractor = company(pick(service.company));
  const owner = chance(0.5) ? landlordCompany() : person().full;
  const ownerWord = pick(['Owner', 'Client', 'Customer', 'Property Owner', 'Association']);
  const contractorWord =
    service.trade === 'management'
      ? pick(['Manager', 'Agent', 'Management Company'])
      : pick(['Contractor', 'Contractor', 'Service Provider', 'Company', 'Vendor']);
  const property = address(chance(0.2));
  const start = date(2021, 2026);
  const end = addMonths(start, pick([6, 12, 12, 24, 36]), -1);
  const contractorAddress = address(chance(0.3));
  const sections: [string, string][] = [];
  const priceSentence = (() => {
    switch (service.pricing) {
      case 'monthly':
        return `${ownerWord} shall pay ${contractorWord} ${money(roundTo(int(150, 3500), 5))} per month, invoiced on the first of each month and payable net ${pick([10, 15, 30])}.`;
      case 'per-visit':
        return `The fee is ${money(roundTo(int(90, 1400), 5))} per ${pick(['visit', 'service', 'cleaning', 'push'])}, with ${pick(['two', 'four', 'six', 'twelve'])} scheduled services per year. Additional work will be billed at ${money(pick([55, 65, 75, 95]))} per hour plus materials.`;
      case 'annual':
        return `The annual contract price is ${money(roundTo(int(600, 9000), 10))}, payable in ${pick(['quarterly', 'monthly', 'two equal'])} installments.`;
      case 'percent':
        return `As compensation, Owner shall pay Manager a monthly management fee equal to ${pick(['eight percent (8%)', '10%', 'nine percent (9%)', '7%'])} of gross rents collected, a leasing fee of ${pick(["50% of one month's rent", money(pick([300, 500]))])} for each new lease, and a renewal fee of ${money(pick([150, 200, 250]))}.`;
      default: {
        const total = roundTo(int(4500, 65000), 50);
        return `The total Contract Price is ${moneyMaybeWords(total)}, payable as follows: ${pick(['a deposit of one-third upon signing, one-third at rough-in and the balance upon completion', `${money(roundTo(total * 0.3, 10))} down payment and the balance upon final inspection`, 'progress payments per the draw schedule in Exhibit B'])}.`;
      }
    }
  })();
  const preamble = pick([
    `This ${title} (the "Agreement") is entered into as of ${fmtDate(date(2021, 2026))} by and between ${owner} ("${ownerWord}") and ${contractor}, ${oneLine(contractorAddress)} ("${contractorWord}").`,
    `${ownerWord}: ${owner}\n${contractorWord}: ${contractor}\n${contractorWord} Address: ${oneLine(contractorAddress)}\nPhone: ${phone()}  License No.: ${pick(['ROC', 'CCB', 'LIC', 'C-'])}${int(10000, 999999)}\nProperty: ${oneLine(property)}`,
    `AGREEMENT made this ${fmtDate(date(2021, 2026), 2)} between ${contractor} (hereinafter "${contractorWord}") and ${owner} (hereinafter "${ownerWord}") for services at ${oneLine(property)}.`,
  ]);
  sections.push([
    pick(['Scope of Work', 'Services', 'Description of Services', 'Work to Be Performed']),
    `${contractorWord} shall furnish all labor, materials, equipment and supervision to ${some(service.scope, 3, 6).join('; ')}${service.trade === 'management' ? '' : ` at the property located at ${oneLine(property)}`}.`,
  ]);
  sections.push([
    pick(['Term', 'Term of Agreement', 'Schedule']),
    service.pricing === 'lump'
      ? `Work shall commence on or about ${fmtDate(start)} and shall be substantially complete within ${pick(['10 working days', 'thirty (30) days', 'six weeks', '90 days'])}, weather permitting.`
      : `This Agreement begins on ${fmtDate(start)} and continues until ${fmtDate(end)}${chance(0.5) ? ', and renews automatically for successive one-year terms unless either party gives thirty days written notice' : ''}.`,
  ]);
  sections.push([pick(['Compensation', 'Contract Price', 'Payment', 'Fees']), priceSentence]);
  sections.push(
    ...some<[string, string]>(
      [
        [
          'Insurance',
          `${contractorWord} shall maintain general liability insurance of at least ${money(pick([1000000, 2000000]), 1)} and workers' compensation insurance as required by law, and shall furnish certificates naming ${ownerWord} as additional insured.`,
        ],
        [
          'Independent Contractor',
          `${contractorWord} is an independent contractor and not an employee of ${ownerWord}. ${contractorWord} is responsible for its own taxes and employees.`,
        ],
        [
          'Warranty',
          `${contractorWord} warrants its workmanship for ${pick(['one (1) year', 'two years', '90 days', 'five years'])} from completion. Manufacturer warranties are passed through to ${ownerWord}.`,
        ],
        [
          'Change Orders',
          'Any change in the scope of work must be agreed in a written change order signed by both parties, stating the adjustment to price and schedule.',
        ],
        [
          'Termination',
          `Either party may terminate this Agreement for convenience upon ${pick(['30', 'thirty (30)', '60', '15'])} days written notice, or immediately for material breach not cured within ten days.`,
        ],
        [
          'Permits and Codes',
          `${contractorWord} shall obtain all permits and perform the work in accordance with applicable building codes.`,
        ],
        [
          'Indemnification',
          `${contractorWord} shall indemnify and hold harmless ${ownerWord} from claims arising out of ${contractorWord}'s negligence.`,
        ],
        [
          'Lien Waivers',
          `Upon each payment, ${contractorWord} shall provide conditional lien waivers from itself and its subcontractors.`,
        ],
        [
          'Access',
          `${ownerWord} shall provide reasonable access to the property and notify residents of scheduled service dates.`,
        ],
        [
          'Dispute Resolution',
          'Disputes shall be resolved by mediation, and if unsuccessful, by binding arbitration in the county where the property is located.',
        ],
        [
          'Owner Responsibilities',
          'Owner shall maintain adequate property insurance and fund the operating reserve of at least the amount stated in Schedule 1.',
        ],
        [
          'Trust Accounts',
          'Manager shall hold all funds in a federally insured trust account separate from its own funds.',
        ],
      ].filter(
        ([name]) =>
          service.trade === 'management' || !['Owner Responsibilities', 'Trust Accounts'].includes(name),
      ),
      3,
      7,
    ),
  );
  const closing = signatureBlock([
    [ownerWord, owner],
    [contractorWord, `${person().full}, for ${contractor}`],
  ]);
  const doc = assemble(pick([title, `${title}`, `${contractor}\n${title}`]), preamble, sections, closing);
  return wrap(doc);
}
