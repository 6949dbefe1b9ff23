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
import { MONTH_NAMES } from '@astor/contract/calendar-date';
import zipcodes from 'zipcodes';
import { US_STATE_NAMES } from '../src/adapters/geocoder/address-parse.js';
import { wrapLines } from '../src/documents/classify/wide-corpus.js';

const CORPUS_DIR = join(dirname(fileURLToPath(import.meta.url)), '../src/documents/classify/corpus');
const PER_CLASS = 90;

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
// The contiguous states: no Alaska, Hawaii, DC or territories (the committed corpus was drawn from these).
const LEFT_OUT_STATES = new Set(['AK', 'HI', 'DC', 'AS', 'GU', 'MP', 'PR', 'VI']);
const STATES: Record<string, string> = Object.fromEntries(
  Object.entries(US_STATE_NAMES).filter(([code]) => !LEFT_OUT_STATES.has(code)),
);

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
  return wrapLines(text, width);
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
          service.trade === 'management' ||
          !['Owner Responsibilities', 'Trust Accounts'].includes(name ?? ''),
      ) as [string, string][],
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

// ---------------------------------------------------------------------------------------------------------
// Invoices, bills, statements and receipts

function lineItems(items: [string, number][], style = int(0, 2)): { text: string; subtotal: number } {
  let subtotal = 0;
  const rows = items.map(([label, price]) => {
    const qty = chance(0.6) ? 1 : int(1, 6);
    const amount = Math.round(price * qty * 100) / 100;
    subtotal += amount;
    if (style === 0) return `${label}\t${qty}\t${money(price, 0)}\t${money(amount, 0)}`;
    if (style === 1) return `${qty} x ${label} @ ${price.toFixed(2)} ${amount.toFixed(2)}`;
    return `${label} ${money(amount, 0)}`;
  });
  const header =
    style === 0
      ? pick([
          'Description\tQty\tRate\tAmount',
          'ITEM\tQTY\tUNIT PRICE\tTOTAL',
          'Service\tHours\tRate\tLine Total',
        ])
      : pick(['DESCRIPTION AMOUNT', 'Items', 'Services Rendered', '']);
  return { text: [header, ...rows].filter(Boolean).join('\n'), subtotal: Math.round(subtotal * 100) / 100 };
}

const TRADE_ITEMS: Record<string, [string, number][]> = {
  Plumbing: [
    ['Service call / trip charge', 89],
    ['Replace wax ring and reset toilet', 145],
    ['Clear kitchen drain line', 175],
    ['Install 50 gal water heater', 1450],
    ['Replace shutoff valve', 95],
    ['Labor (hours)', 110],
    ['PEX fittings and materials', 38.5],
  ],
  Electrical: [
    ['Diagnostic fee', 95],
    ['Replace GFCI receptacle', 85],
    ['Install ceiling fan', 160],
    ['Upgrade panel breaker 20A', 65],
    ['Labor - licensed electrician (per hr)', 120],
    ['Smoke detector hardwired', 75],
    ['Wire and materials', 42.75],
  ],
  HVAC: [
    ['Seasonal tune-up', 129],
    ['Capacitor replacement', 210],
    ['Refrigerant R-410A (lb)', 85],
    ['Blower motor', 640],
    ['Air filter 16x25x1', 18],
    ['After-hours emergency fee', 150],
  ],
  Handyman: [
    ['Patch and paint drywall', 180],
    ['Rehang closet door', 75],
    ['Replace blinds', 45],
    ['Caulk tub and shower', 90],
    ['Hourly labor', 65],
    ['Hardware and supplies', 27.4],
  ],
  Landscaping: [
    ['Weekly mowing (4 visits)', 240],
    ['Hedge trimming', 120],
    ['Mulch - 5 yards installed', 375],
    ['Spring cleanup', 280],
    ['Irrigation repair', 95],
  ],
  Cleaning: [
    ['Move-out deep clean (3BR)', 385],
    ['Carpet shampoo per room', 55],
    ['Window cleaning', 140],
    ['Common area cleaning - monthly', 460],
    ['Trash haul-away', 120],
  ],
  'Pest Control': [
    ['Quarterly exterior treatment', 95],
    ['Interior treatment - unit', 75],
    ['Bed bug heat treatment', 1100],
    ['Rodent bait station service', 60],
  ],
  Roofing: [
    ['Repair leak at chimney flashing', 450],
    ['Replace missing shingles', 225],
    ['Gutter guard installation (ft)', 8.5],
    ['Roof inspection', 150],
  ],
  Legal: [
    ['Preparation of residential lease', 350],
    ['Eviction filing and court appearance', 750],
    ['Court filing fee (pass-through)', 240],
    ['Consultation (hours)', 275],
  ],
  Advertising: [
    ['Featured listing - 30 days', 99],
    ['Photography package', 225],
    ['Yard sign and installation', 65],
  ],
  Painting: [
    ['Paint 2BR unit - walls and ceilings', 1450],
    ['Trim and doors', 380],
    ['Paint and materials', 210],
  ],
  Appliance: [
    ['Dishwasher replacement', 649],
    ['Refrigerator 18 cu ft', 899],
    ['Haul away old appliance', 35],
    ['Installation', 129],
  ],
};

function serviceInvoice(): string {
  const trade = pick(Object.keys(TRADE_ITEMS));
  const vendor = company(
    pick([
      trade === 'Legal' ? 'Law Group' : trade === 'Advertising' ? 'Media' : trade,
      trade === 'Legal' ? 'Attorneys at Law' : 'Services',
      'Pros',
      'Solutions',
      'Experts',
    ]),
  );
  const vendorAddress = address(chance(0.3));
  const customer = chance(0.5) ? landlordCompany() : person().full;
  const property = address(chance(0.4));
  const issued = date();
  const due = addMonths(issued, 0, pick([10, 15, 30]));
  const { text: items, subtotal } = lineItems(some(TRADE_ITEMS[trade] ?? [], 1, 5), int(0, 2));
  const taxRate = pick([0, 0, 0.06, 0.0725, 0.085]);
  const tax = Math.round(subtotal * taxRate * 100) / 100;
  const total = Math.round((subtotal + tax) * 100) / 100;
  const paid = chance(0.2) ? roundTo(total / 2, 1) : 0;
  const number = pick(['INV-', '#', '', 'A', 'WO-']) + int(1000, 99999);
  const header = pick([
    `${vendor}\n${twoLines(vendorAddress)}\nPhone: ${phone()}\n${email('billing', vendor)}`,
    `${vendor} | ${oneLine(vendorAddress)} | ${phone()}`,
    `FROM: ${vendor}\n${oneLine(vendorAddress)}`,
  ]);
  const meta = shuffle([
    `${pick(['Invoice #', 'Invoice No.', 'Invoice Number:', 'INVOICE #'])} ${number}`,
    `${pick(['Invoice Date:', 'Date:', 'Date of Invoice:', 'Issued:'])} ${fmtDate(issued)}`,
    `${pick(['Due Date:', 'Payment Due:', 'Due:'])} ${fmtDate(due)}${chance(0.3) ? ' (Net 30)' : ''}`,
  ]).join(pick(['\n', '   ']));
  const billTo = `${pick(['Bill To:', 'BILL TO', 'Customer:', 'Sold To:'])}\n${customer}\n${twoLines(address(false))}`;
  const job = chance(0.7)
    ? `${pick(['Service Address:', 'Job Site:', 'Property:', 'Work Location:'])} ${oneLine(property)}`
    : '';
  const totals = [
    `${pick(['Subtotal', 'SUBTOTAL', 'Sub-total'])} ${money(subtotal, 0)}`,
    tax
      ? `${pick(['Sales Tax', 'Tax', 'TAX'])} (${(taxRate * 100).toFixed(2).replace(/0+$/, '').replace(/\.$/, '')}%) ${money(tax, 0)}`
      : '',
    `${pick(['Total', 'TOTAL', 'Invoice Total'])} ${money(total, 0)}`,
    paid ? `Payments/Credits -${money(paid, 0)}` : '',
    `${pick(['Balance Due', 'Amount Due', 'TOTAL DUE', 'Please Pay'])} ${money(total - paid, 0)}`,
  ]
    .filter(Boolean)
    .join('\n');
  const footer = pick([
    `Please make checks payable to ${vendor}. Thank you for your business!`,
    `Payment terms: Net ${pick([15, 30])}. A finance charge of 1.5% per month applies to past due balances.`,
    `Pay online at ${vendor
      .toLowerCase()
      .replace(/[^a-z]/g, '')
      .slice(0, 16)}.com/pay`,
    'Work performed by licensed and insured technicians. Warranty: 90 days parts and labor.',
  ]);
  const notes = chance(0.5)
    ? `Notes: ${pick(['Tenant reported no hot water. Replaced thermocouple and relit pilot.', 'Unit 3 turnover per work order.', 'Found root intrusion in main line; recommend camera inspection.', 'Completed per estimate approved by owner.'])}`
    : '';
  return wrap(
    [
      header,
      heading(pick(['Invoice', 'INVOICE', 'Service Invoice', 'Tax Invoice', 'Statement of Services'])),
      meta,
      billTo,
      job,
      items,
      totals,
      notes,
      footer,
    ]
      .filter(Boolean)
      .join('\n\n'),
    120,
  );
}

function utilityBill(): string {
  const kind = pick(['electric', 'gas', 'water', 'trash', 'internet', 'combined']);
  const names: Record<string, string[]> = {
    electric: [
      'Power & Light',
      'Electric Cooperative',
      'Energy',
      'Public Power District',
      'Electric Company',
    ],
    gas: ['Natural Gas', 'Gas Company', 'Gas Service', 'Energy Gas Utility'],
    water: ['Water Utility', 'Water & Sewer Department', 'Municipal Utilities', 'Water District'],
    trash: ['Waste Services', 'Disposal', 'Sanitation', 'Recycling & Refuse'],
    internet: ['Broadband', 'Fiber', 'Communications', 'Cable'],
    combined: ['City Utilities', 'Public Utilities Board', 'Utility Services'],
  };
  const vendor = chance(0.5)
    ? `${pick(PLACE_WORDS)} ${pick(names[kind] ?? [])}`
    : `City of ${address().city} ${pick(names[kind] ?? [])}`;
  const customer = person().full;
  const service = address(chance(0.3));
  const statementDate = date();
  const periodStart = addMonths(statementDate, -1, -int(5, 12));
  const periodEnd = addMonths(periodStart, 1, -1);
  const due = addMonths(statementDate, 0, pick([14, 18, 21, 25]));
  const previous = cents(30, 260);
  const payment = chance(0.8) ? previous : 0;
  const charges: [string, number][] = [];
  if (kind === 'electric' || kind === 'combined') {
    const kwh = int(180, 1600);
    charges.push(
      [`Energy charge ${kwh} kWh @ $0.${int(9, 19)}`, cents(20, 220)],
      ['Basic service charge', cents(8, 20)],
      ['Fuel cost adjustment', cents(2, 25)],
    );
  }
  if (kind === 'gas' || kind === 'combined') {
    const therms = int(12, 160);
    charges.push(
      [`Gas usage ${therms} therms (${int(10, 150)} CCF)`, cents(15, 180)],
      ['Customer charge', cents(9, 18)],
      ['Delivery charge', cents(5, 40)],
      ['Gas supply charge', cents(10, 90)],
    );
  }
  if (kind === 'water' || kind === 'combined') {
    charges.push(
      [`Water usage ${int(2, 18)},000 gallons`, cents(18, 95)],
      ['Sewer service', cents(20, 80)],
      ['Stormwater fee', cents(4, 12)],
    );
  }
  if (kind === 'trash')
    charges.push(
      ['Residential refuse - 96 gal cart', cents(18, 45)],
      ['Recycling service', cents(5, 12)],
      ['Yard waste', cents(3, 10)],
    );
  if (kind === 'internet')
    charges.push(
      ['Internet 500 Mbps', cents(45, 90)],
      ['Equipment rental', cents(10, 15)],
      ['Promotional discount', -cents(5, 20)],
    );
  const taxes = cents(1, 18);
  const current = Math.round((charges.reduce((sum, [, value]) => sum + value, 0) + taxes) * 100) / 100;
  const totalDue = Math.round((previous - payment + current) * 100) / 100;
  const meter =
    kind === 'electric' || kind === 'gas' || kind === 'water' || kind === 'combined'
      ? `Meter Number: ${int(10000000, 99999999)}  Previous Reading: ${int(1000, 9000)}  Current Reading: ${int(9001, 19000)}  Read Date: ${fmtDate(periodEnd, 1)}`
      : '';
  return wrap(
    [
      vendor.toUpperCase(),
      `${oneLine(address(false))} · Customer Service ${phone()}`,
      heading(
        pick([
          'Your Monthly Statement',
          'Utility Bill',
          'Statement',
          'Account Statement',
          'Billing Statement',
        ]),
      ),
      `${pick(['Account Number:', 'Account #', 'Acct No.'])} ${int(100000, 999999)}-${int(1000, 9999)}`,
      `${pick(['Statement Date:', 'Bill Date:', 'Billing Date:'])} ${fmtDate(statementDate, pick([0, 1, 3]))}`,
      `${pick(['Service Period:', 'Billing Period:', 'Service From:'])} ${fmtDate(periodStart, 1)} - ${fmtDate(periodEnd, 1)}`,
      `${pick(['Service Address:', 'Premise Address:', 'Service Location:'])} ${oneLine(service)}`,
      `${customer}\n${twoLines(service)}`,
      meter,
      'ACCOUNT SUMMARY',
      `Previous Balance ${money(previous, 0)}`,
      payment ? `Payment Received ${fmtDate(periodStart, 1)} - Thank You -${money(payment, 0)}` : '',
      `Balance Forward ${money(previous - payment, 0)}`,
      ...charges.map(([label, value]) => `${label} ${value < 0 ? '-' + money(-value, 0) : money(value, 0)}`),
      `Taxes and Fees ${money(taxes, 0)}`,
      `${pick(['Total Current Charges', 'Current Charges', 'New Charges'])} ${money(current, 0)}`,
      `${pick(['Total Amount Due', 'Amount Due', 'TOTAL DUE', 'Please Pay This Amount'])} ${money(totalDue, 0)}`,
      `${pick(['Due Date', 'Pay By', 'Payment Due Date'])}: ${fmtDate(due, pick([0, 1, 3]))}`,
      pick([
        'A late payment charge of 1.5% will be applied to balances not paid by the due date.',
        'Enroll in AutoPay and paperless billing to save time.',
        'Your average daily usage was higher than last year.',
        'To report an outage or gas leak call 24 hours a day.',
      ]),
      '- - - - - - - - Please detach and return with your payment - - - - - - - -',
      `Amount Enclosed: $________   Account: ${int(100000, 999999)}`,
    ]
      .filter(Boolean)
      .join('\n'),
  );
}

function insuranceInvoice(): string {
  const insurer = `${pick(PLACE_WORDS)} ${pick(['Mutual Insurance Company', 'Insurance Group', 'Casualty Company', 'Property & Casualty', 'Indemnity Insurance'])}`;
  const insured = chance(0.5) ? landlordCompany() : person().full;
  const property = address(false);
  const effective = date();
  const premium = cents(600, 4800);
  const fees = cents(0, 45);
  const installments = pick([1, 1, 2, 4, 12]);
  const due = Math.round(((premium + fees) / installments) * 100) / 100;
  return wrap(
    [
      insurer,
      heading(
        pick([
          'Premium Invoice',
          'Renewal Premium Notice',
          'Insurance Billing Statement',
          'Invoice - Premium Due',
        ]),
      ),
      `${pick(['Invoice Date:', 'Statement Date:', 'Date:'])} ${fmtDate(addMonths(effective, 0, -int(15, 40)))}`,
      `Named Insured: ${insured}`,
      `Policy Number: ${pick(['DP', 'LP', 'HO', 'CPP'])}-${int(1000000, 9999999)}`,
      `Policy Type: ${pick(['Landlord Dwelling Fire (DP-3)', 'Rental Dwelling Policy', 'Commercial Package Policy', 'Landlord Protection Policy'])}`,
      `Policy Period: ${fmtDate(effective, 1)} to ${fmtDate(addMonths(effective, 12), 1)}`,
      `${pick(['Insured Location:', 'Property Address:', 'Location of Risk:'])} ${oneLine(property)}`,
      `Coverage A - Dwelling ${money(roundTo(int(150000, 700000), 1000), 1)}`,
      `Coverage E - Personal Liability ${money(pick([300000, 500000, 1000000]), 1)}`,
      `Loss of Rents ${money(roundTo(int(12000, 40000), 1000), 1)}`,
      `Annual Premium ${money(premium, 0)}`,
      fees ? `Policy Fee ${money(fees, 0)}` : '',
      installments > 1 ? `Installment ${int(1, installments)} of ${installments}` : 'Paid in full option',
      `${pick(['Amount Due', 'Minimum Amount Due', 'Total Due', 'Premium Due'])}: ${money(due, 0)}`,
      `${pick(['Due Date', 'Please pay by'])}: ${fmtDate(addMonths(effective, 0, -int(1, 10)))}`,
      `Agent: ${person().full}, ${company('Insurance Agency')} ${phone()}`,
      'To avoid cancellation for non-payment, your payment must be received by the due date.',
    ]
      .filter(Boolean)
      .join('\n'),
  );
}

function receipt(): string {
  const store = pick([
    `${pick(PLACE_WORDS)} Hardware`,
    `${pick(LAST)}'s Ace Hardware`,
    `${pick(PLACE_WORDS)} Home Center`,
    `${pick(LAST)} Lumber Co`,
    `${pick(PLACE_WORDS)} Paint & Supply`,
    `${pick(PLACE_WORDS)} Building Supply`,
    `${pick(PLACE_WORDS)} Appliance Outlet`,
    `${pick(PLACE_WORDS)} Plumbing Supply`,
    `${pick(PLACE_WORDS)} Office Supply`,
    `${pick(PLACE_WORDS)} Lock & Key`,
  ]);
  const storeAddress = address(false);
  const items = some<[string, number]>(
    [
      ['2X4X8 STUD', 4.28],
      ['DRYWALL SCREWS 1LB', 8.97],
      ['INTERIOR PAINT GAL', 34.98],
      ['ROLLER COVER 3PK', 9.47],
      ['PAINTERS TAPE', 6.49],
      ['GFCI OUTLET 20A', 22.97],
      ['LED BULB 4PK', 11.98],
      ['FURNACE FILTER 20X25', 14.97],
      ['TOILET FLAPPER', 7.48],
      ['WAX RING', 4.97],
      ['PVC ELBOW 2IN', 2.18],
      ['CAULK WHITE', 5.98],
      ['DEADBOLT KWIKSET', 39.97],
      ['SMOKE ALARM', 19.97],
      ['PLUNGER', 12.98],
      ['DUCT TAPE', 7.97],
      ['HOSE BIB', 15.48],
      ['SHOP TOWELS', 8.99],
      ['KEY DUPLICATE', 2.99],
      ['TRASH BAGS 40CT', 13.49],
      ['MOUSE TRAPS 4PK', 6.97],
      ['WD-40 12OZ', 8.48],
      ['EXTENSION CORD 25FT', 18.97],
      ['SANDPAPER ASST', 6.27],
      ['SPACKLE 8OZ', 5.47],
      ['WIRE NUTS', 4.38],
    ],
    1,
    7,
  );
  const lines = items.map(([label, price]) => {
    const qty = chance(0.75) ? 1 : int(2, 6);
    return { label, qty, price, amount: Math.round(price * qty * 100) / 100 };
  });
  const subtotal = Math.round(lines.reduce((sum, line) => sum + line.amount, 0) * 100) / 100;
  const rate = pick([0.0625, 0.07, 0.0725, 0.08, 0.0825, 0.06, 0.05, 0.09]);
  const tax = Math.round(subtotal * rate * 100) / 100;
  const total = Math.round((subtotal + tax) * 100) / 100;
  const tender = pick(['CASH', 'VISA', 'MASTERCARD', 'DEBIT', 'AMEX']);
  const cash = tender === 'CASH' ? Math.ceil(total / 20) * 20 : total;
  const when = date(2022, 2026);
  const time = `${int(7, 20)}:${String(int(0, 59)).padStart(2, '0')}${chance(0.5) ? pick([' AM', ' PM', '']) : ''}`;
  const receiptText = [
    store.toUpperCase(),
    `${storeAddress.street}`,
    `${storeAddress.city}, ${storeAddress.state} ${storeAddress.zip}`,
    phone(),
    chance(0.5) ? `STORE ${int(100, 9999)}  REG ${int(1, 12)}  TRANS ${int(1000, 99999)}` : '',
    `${fmtDate(when, pick([1, 5, 1]))} ${time}`,
    chance(0.4) ? `CASHIER: ${pick(FIRST).toUpperCase()}` : '',
    ...lines.map((line) =>
      line.qty > 1
        ? `${line.label}\n  ${line.qty} @ ${line.price.toFixed(2)}   ${line.amount.toFixed(2)}`
        : `${line.label}   ${line.amount.toFixed(2)}`,
    ),
    `SUBTOTAL   ${subtotal.toFixed(2)}`,
    `${pick(['TAX', 'SALES TAX', 'TAX ' + (rate * 100).toFixed(2) + '%'])}   ${tax.toFixed(2)}`,
    `${pick(['TOTAL', 'TOTAL', 'BALANCE DUE', 'TOTAL SALE'])}   ${chance(0.5) ? '$' : ''}${total.toFixed(2)}`,
    tender === 'CASH'
      ? `CASH   ${cash.toFixed(2)}\nCHANGE   ${(cash - total).toFixed(2)}`
      : `${tender}   ${total.toFixed(2)}\n${tender} ************${int(1000, 9999)}\nAUTH CODE ${int(100000, 999999)}`,
    `ITEMS SOLD ${lines.reduce((sum, line) => sum + line.qty, 0)}`,
    pick([
      'THANK YOU FOR SHOPPING WITH US',
      'RETURNS WITHIN 30 DAYS WITH RECEIPT',
      'SAVE THIS RECEIPT',
      'HAVE A NICE DAY!',
      'HOW DID WE DO? TAKE OUR SURVEY',
    ]),
  ]
    .filter(Boolean)
    .join('\n');
  return chance(0.7) ? ocrNoise(receiptText) : receiptText;
}

function propertyTaxBill(): string {
  const county = `${pick(LAST)} County`;
  const owner = chance(0.5) ? landlordCompany() : person().full;
  const property = address(false);
  const year = int(2021, 2026);
  const assessed = roundTo(int(90000, 900000), 100);
  const rate = cents(0.8, 2.6);
  const tax = Math.round(((assessed * rate) / 100) * 100) / 100;
  const half = Math.round((tax / 2) * 100) / 100;
  return wrap(
    [
      `${county.toUpperCase()} ${pick(['TREASURER', 'TAX COLLECTOR', 'TAX ASSESSOR-COLLECTOR'])}`,
      heading(
        `${year} ${pick(['Real Property Tax Statement', 'Property Tax Bill', 'Secured Property Tax Bill', 'Annual Tax Notice'])}`,
      ),
      `${pick(['Parcel Number:', 'APN:', 'Parcel ID:', 'Account No.'])} ${int(100, 999)}-${int(10, 99)}-${int(100, 999)}`,
      `Owner: ${owner}`,
      `${pick(['Situs Address:', 'Property Location:', 'Property Address:'])} ${oneLine(property)}`,
      `Bill Date: ${fmtDate(new Date(Date.UTC(year, int(8, 10), int(1, 28))))}`,
      `Assessed Value: ${money(assessed, 1)}   Exemptions: ${money(pick([0, 0, 25000, 50000]), 1)}`,
      `Levy: County General ${money(tax * 0.3, 0)} | School District ${money(tax * 0.45, 0)} | City ${money(tax * 0.15, 0)} | Special Assessments ${money(tax * 0.1, 0)}`,
      `Total Tax ${money(tax, 0)}`,
      `First Half Due ${fmtDate(new Date(Date.UTC(year, 10, 1)))} ${money(half, 0)}`,
      `Second Half Due ${fmtDate(new Date(Date.UTC(year + 1, 1, 1)))} ${money(tax - half, 0)}`,
      `${pick(['Total Amount Due', 'Amount Due', 'Total Due'])} ${money(tax, 0)}`,
      'Penalties and interest accrue on delinquent taxes as provided by law. Make checks payable to the County Treasurer.',
    ].join('\n'),
  );
}

function hoaStatement(): string {
  const association = `${pick(PLACE_WORDS)} ${pick(['Homeowners Association', 'Condominium Association', 'Owners Association', 'Community Association', 'HOA'])}`;
  const owner = person().full;
  const unit = address(chance(0.6));
  const statementDate = date();
  const dues = cents(85, 650);
  const special = chance(0.3) ? cents(50, 400) : 0;
  const late = chance(0.2) ? pick([25, 35, 50]) : 0;
  const total = Math.round((dues + special + late) * 100) / 100;
  return wrap(
    [
      association,
      `c/o ${company('Community Management')}`,
      heading(
        pick([
          'Assessment Statement',
          'HOA Dues Statement',
          'Monthly Statement',
          'Invoice for Association Dues',
        ]),
      ),
      `Statement Date: ${fmtDate(statementDate)}`,
      `Owner: ${owner}`,
      `Property: ${oneLine(unit)}`,
      `Account: ${pick(LAST).slice(0, 3).toUpperCase()}${int(1000, 9999)}`,
      `${pick(['Monthly Assessment', 'Regular Dues', 'Quarterly Assessment'])} ${money(dues, 0)}`,
      special
        ? `Special Assessment - ${pick(['Roof Reserve', 'Pool Resurfacing', 'Paving'])} ${money(special, 0)}`
        : '',
      late ? `Late Fee ${money(late, 0)}` : '',
      `${pick(['Total Due', 'Amount Due', 'Balance Due'])} ${money(total, 0)}`,
      `Due by ${fmtDate(addMonths(statementDate, 0, 20))}`,
      'Please include your account number on your check. Assessments not received by the 15th are subject to a late fee.',
    ]
      .filter(Boolean)
      .join('\n'),
  );
}

function managementStatement(): string {
  const manager = company(pick(['Property Management', 'Realty', 'Management Group']));
  const owner = person().full;
  const property = address(chance(0.4));
  const month = firstOfMonth();
  const rent = roundTo(int(900, 4200), 5);
  const feeRate = pick([0.08, 0.1, 0.07, 0.09]);
  const fee = Math.round(rent * feeRate * 100) / 100;
  const repairs = chance(0.5) ? cents(60, 600) : 0;
  return wrap(
    [
      manager,
      heading(pick(['Management Fee Invoice', 'Owner Invoice', 'Invoice - Management Services'])),
      `Invoice #: ${int(10000, 99999)}   Date: ${fmtDate(addMonths(month, 1, 2))}`,
      `Owner: ${owner}`,
      `Property: ${oneLine(property)}`,
      `Period: ${fmtDate(month, 1)} - ${fmtDate(addMonths(month, 1, -1), 1)}`,
      `Rent collected ${money(rent, 0)}`,
      `Management fee (${feeRate * 100}% of collected rent) ${money(fee, 0)}`,
      repairs ? `Maintenance coordination - work order ${int(100, 999)} ${money(repairs, 0)}` : '',
      `${pick(['Total Due', 'Amount Due', 'Invoice Total'])} ${money(fee + repairs, 0)}`,
      'Amount will be deducted from owner distribution unless otherwise noted.',
    ]
      .filter(Boolean)
      .join('\n'),
  );
}

function invoiceDocument(): string {
  return pick([
    serviceInvoice,
    serviceInvoice,
    serviceInvoice,
    utilityBill,
    utilityBill,
    insuranceInvoice,
    receipt,
    receipt,
    receipt,
    propertyTaxBill,
    hoaStatement,
    managementStatement,
  ])();
}

// ---------------------------------------------------------------------------------------------------------
// Legal notices and court papers (they quote rent, fees and lease clauses: still Legal)

function legalDocument(): string {
  const landlord = chance(0.5) ? landlordCompany() : person().full;
  const tenants = tenantList(pick([1, 1, 2]));
  const premises = address();
  const state = STATES[premises.state] ?? premises.stateName;
  const served = date();
  const rent = roundTo(int(650, 3800), 5);
  const monthsOwed = pick([1, 1, 2]);
  const lateFee = pick([0, 50, 75, 100]);
  const owed = rent * monthsOwed + lateFee;
  const days = pick([3, 5, 7, 10, 14]);
  const kind = pick([
    'pay-or-quit',
    'pay-or-quit',
    'cure-or-quit',
    'violation',
    'vacate',
    'termination',
    'summons',
    'complaint',
    'entry',
    'rent-increase',
    'nonrenewal',
    'abandoned',
    'deposit-demand',
    'writ',
    'unconditional-quit',
  ]);
  const to = `TO: ${joinNames(tenants)}${chance(0.5) ? ' and all other occupants' : ''}\n${oneLine(premises)}`;
  const proof = pick([
    `PROOF OF SERVICE\nI, ${person().full}, served this notice on ${fmtDate(served)} by ${pick(['personal delivery to the tenant', 'posting on the front door and mailing a copy', 'certified mail, return receipt requested', 'leaving a copy with a person of suitable age'])}.\nSignature: ______________`,
    `Served on: ${fmtDate(served)}   Method of service: ${pick(['Personal', 'Posted and mailed', 'Certified mail'])}`,
    '',
  ]);
  const sign = `${pick(['Landlord/Agent:', 'Owner:', 'Dated and signed:', 'By:'])} ${landlord}\n${phone()}`;
  switch (kind) {
    case 'pay-or-quit':
      return wrap(
        [
          heading(
            pick([
              `${days}-Day Notice to Pay Rent or Quit`,
              `Notice to Pay Rent or Quit`,
              `${['Three', 'Five', 'Seven', 'Ten', 'Fourteen'][[3, 5, 7, 10, 14].indexOf(days)]} Day Notice to Pay or Vacate`,
              'Demand for Payment of Rent or Possession',
              'Notice of Nonpayment of Rent',
            ]),
          ),
          to,
          `PLEASE TAKE NOTICE that the rent on the premises you occupy is past due. Under the terms of your lease dated ${fmtDate(addMonths(served, -int(4, 20)))}, rent of ${money(rent)} per month is due on the first day of each month, and a late fee of ${money(lateFee || 50)} applies after the ${pick(['3rd', '5th'])}.`,
          `The amount now due and owing is ${money(owed)}, itemized as follows:\nRent for ${MONTH_NAMES[served.getUTCMonth()]} ${served.getUTCFullYear()}: ${money(rent)}${monthsOwed > 1 ? `\nRent for the prior month: ${money(rent)}` : ''}${lateFee ? `\nLate fees: ${money(lateFee)}` : ''}\nTOTAL DUE: ${money(owed)}`,
          `You are hereby required to pay the said rent in full within ${days} days after service of this notice or to quit and deliver up possession of the premises. If you fail to do so, legal proceedings will be instituted against you to recover possession, declare the forfeiture of the lease, and recover rent and damages, together with court costs and attorney fees as allowed by ${state} law.`,
          `Payment may be made to ${landlord} at ${oneLine(address(false))}, between 9:00 a.m. and 5:00 p.m. Monday through Friday.`,
          `This notice is given pursuant to ${pick(['the Residential Landlord and Tenant Act', `${state} Revised Statutes`, 'applicable state law', 'the Code of Civil Procedure'])}.`,
          sign,
          proof,
        ]
          .filter(Boolean)
          .join('\n\n'),
      );
    case 'cure-or-quit':
    case 'violation': {
      const violation = pick([
        [
          'keeping an unauthorized dog on the premises',
          `Section ${int(8, 20)} (Pets) of your lease prohibits animals without written consent. An animal violation fee of ${money(pick([150, 250, 300]))} applies for the first violation and ${money(pick([50, 100]))} for each additional violation.`,
        ],
        [
          'excessive noise and disturbance of neighbors after 10:00 p.m.',
          'Your lease requires you to refrain from conduct that disturbs the quiet enjoyment of other residents.',
        ],
        [
          'unauthorized occupants residing in the unit',
          'Your lease limits occupancy to the persons named in the lease.',
        ],
        ['smoking inside the unit', 'Your lease and the community rules prohibit smoking inside any unit.'],
        [
          'parking an inoperable vehicle in the lot',
          `Vehicles must be operable and registered; a towing fee of ${money(pick([150, 225]))} may be charged.`,
        ],
        [
          'failure to maintain the yard and remove trash',
          'Your lease requires you to keep the premises clean and sanitary.',
        ],
      ]);
      return wrap(
        [
          heading(
            pick([
              `${days}-Day Notice to Perform Covenant or Quit`,
              'Notice to Cure or Quit',
              'Lease Violation Notice',
              'Notice of Lease Violation',
              'Notice of Noncompliance',
              `${days} Day Cure Notice`,
            ]),
          ),
          `Date: ${fmtDate(served)}`,
          to,
          `You are in violation of your rental agreement for ${violation[0]}. ${violation[1]}`,
          `Your monthly rent remains ${money(rent)}. ${chance(0.5) ? 'This notice does not waive any rent or charges due.' : ''}`,
          `You are required to ${pick(['cure the violation', 'correct this breach', 'remedy the noncompliance'])} within ${days} days of service of this notice. If you fail to do so, your tenancy will be terminated and you must vacate the premises, and the landlord may file an action for possession.`,
          pick([
            'A second violation of the same nature within six months may result in termination without an opportunity to cure.',
            'If you believe this notice is in error, contact the management office in writing.',
            '',
          ]),
          sign,
          proof,
        ]
          .filter(Boolean)
          .join('\n\n'),
      );
    }
    case 'vacate':
    case 'termination':
    case 'nonrenewal':
    case 'unconditional-quit': {
      const noticeDays = pick([30, 60, 90, 20]);
      const moveOut = addMonths(served, 0, noticeDays);
      return wrap(
        [
          heading(
            kind === 'nonrenewal'
              ? pick(['Notice of Non-Renewal of Lease', 'Notice of Intent Not to Renew'])
              : kind === 'unconditional-quit'
                ? 'Unconditional Notice to Quit'
                : pick([
                    `${noticeDays}-Day Notice to Vacate`,
                    'Notice of Termination of Tenancy',
                    'Notice to Terminate Month-to-Month Tenancy',
                    `${noticeDays} Day Notice to Quit`,
                  ]),
          ),
          to,
          `Date of Notice: ${fmtDate(served)}`,
          kind === 'unconditional-quit'
            ? `You are hereby notified that your tenancy is terminated because of ${pick(['repeated nonpayment of rent', 'serious damage to the premises', 'illegal activity on the premises'])}. You must vacate and surrender possession within ${days} days. You have no right to cure.`
            : `NOTICE IS HEREBY GIVEN that your tenancy of the premises, held under ${pick(['a month-to-month rental agreement', `a lease expiring ${fmtDate(moveOut)}`, 'your rental agreement'])} at a rent of ${money(rent)} per month, will terminate on ${fmtDate(moveOut)}. You are required to vacate and deliver possession of the premises on or before that date.`,
          `Rent is due through the termination date. Your security deposit of ${money(pick([rent, 500, 1000]))} will be accounted for within ${pick([14, 21, 30])} days after you vacate, as required by ${state} law.`,
          'If you fail to vacate, the owner will commence legal proceedings to recover possession, and you may be liable for holdover damages.',
          sign,
          proof,
        ]
          .filter(Boolean)
          .join('\n\n'),
      );
    }
    case 'summons':
    case 'complaint':
    case 'writ': {
      const court = `${pick(['SUPERIOR COURT OF', 'DISTRICT COURT OF', 'JUSTICE COURT,', 'MAGISTRATE COURT OF', 'COUNTY COURT IN AND FOR'])} ${pick(LAST).toUpperCase()} COUNTY, STATE OF ${state.toUpperCase()}`;
      const caseNo = `${pick(['CV', 'LT', 'UD', 'EV'])}-${served.getUTCFullYear()}-${int(10000, 99999)}`;
      const caption = `${court}\n${landlord},\n   Plaintiff,\nv.\n${joinNames(tenants).toUpperCase()}, and DOES 1-10,\n   Defendants.\nCase No. ${caseNo}`;
      if (kind === 'summons') {
        return wrap(
          [
            caption,
            heading(
              pick([
                'Summons - Eviction',
                'Summons (Unlawful Detainer - Eviction)',
                'Eviction Summons',
                'Summons for Forcible Entry and Detainer',
              ]),
            ),
            `NOTICE TO DEFENDANT: YOU ARE BEING SUED BY PLAINTIFF ${landlord.toUpperCase()}.`,
            `You have ${pick(['5', 'five (5)', '10', '7'])} court days after this summons is served on you to file a written response at this court and have a copy served on the plaintiff. If you do not file your response on time, you may lose the case and be evicted, and the court may order you to pay the rent claimed of ${money(owed)} plus costs.`,
            `A hearing is set for ${fmtDate(addMonths(served, 0, int(7, 21)))} at ${pick(['9:00', '10:30', '1:30'])} ${pick(['a.m.', 'p.m.'])} in Courtroom ${int(1, 12)}${pick(['A', 'B', ''])}.`,
            `The premises at issue are located at ${oneLine(premises)}.`,
            'You may seek the advice of an attorney. Free legal services may be available if you qualify. If you need an interpreter or accommodation, contact the clerk.',
            `Clerk of the Court, by ${person().full}, Deputy\nDate: ${fmtDate(served)}`,
          ].join('\n\n'),
        );
      }
      if (kind === 'writ') {
        return wrap(
          [
            caption,
            heading(pick(['Writ of Possession', 'Writ of Restitution', 'Judgment for Possession'])),
            `TO THE SHERIFF OR ANY CONSTABLE OF ${pick(LAST).toUpperCase()} COUNTY: Judgment having been entered on ${fmtDate(served)} in favor of Plaintiff for possession of the premises at ${oneLine(premises)}, you are commanded to remove the Defendants and restore possession to Plaintiff.`,
            `Judgment amount: ${money(owed)} (past due rent), costs ${money(pick([185, 240, 320]))}.`,
            'Defendants have five days from posting of this writ to vacate voluntarily.',
            `Issued by the Clerk on ${fmtDate(addMonths(served, 0, 6))}.`,
          ].join('\n\n'),
        );
      }
      return wrap(
        [
          caption,
          heading(
            pick([
              'Complaint for Unlawful Detainer',
              'Complaint for Eviction',
              'Verified Complaint for Possession',
            ]),
          ),
          `Plaintiff alleges: 1. Plaintiff is the owner of the residential premises located at ${oneLine(premises)}. 2. On or about ${fmtDate(addMonths(served, -int(6, 20)))}, Defendants agreed to rent the premises for a term of one year at a monthly rent of ${money(rent)} payable in advance on the first of each month. 3. The lease provides for a late charge of ${money(lateFee || 75)} and a security deposit of ${money(rent)} was paid.`,
          `4. Defendants failed to pay rent due on ${fmtDate(addMonths(served, -1))}. 5. On ${fmtDate(addMonths(served, 0, -10))} Plaintiff served a ${days}-day notice to pay rent or quit; the notice period expired and Defendants remain in possession. 6. Rent due at the time of the notice was ${money(owed)}. Damages accrue at ${money(Math.round((rent / 30) * 100) / 100)} per day.`,
          'WHEREFORE, Plaintiff requests possession of the premises, past due rent, holdover damages, forfeiture of the rental agreement, attorney fees and costs of suit.',
          `Dated: ${fmtDate(served)}\n${person().full}, Attorney for Plaintiff, State Bar No. ${int(100000, 399999)}`,
        ].join('\n\n'),
      );
    }
    case 'entry':
      return wrap(
        [
          heading(
            pick([
              'Notice of Intent to Enter Dwelling Unit',
              '24-Hour Notice of Entry',
              'Notice of Entry',
              '48 Hour Notice to Enter',
            ]),
          ),
          to,
          `Pursuant to ${pick(['your lease', `${state} law`, 'Civil Code section 1954', 'the landlord-tenant statute'])}, the landlord or agent will enter the premises on ${fmtDate(addMonths(served, 0, pick([1, 2, 3])))} between ${pick(['9:00 a.m. and 12:00 p.m.', '1:00 p.m. and 5:00 p.m.', '10 AM and 2 PM'])} for the following purpose: ${pick(['to make necessary repairs to the kitchen sink', 'annual smoke detector inspection', 'to show the unit to prospective purchasers', 'pest control treatment', 'to replace the HVAC filter and inspect the furnace'])}.`,
          'You are not required to be present. If you have a pet, please secure it.',
          sign,
          `Date of notice: ${fmtDate(served)}`,
        ].join('\n\n'),
      );
    case 'rent-increase': {
      const newRent = roundTo(rent * 1.06, 5);
      return wrap(
        [
          heading(
            pick([
              'Notice of Change in Terms of Tenancy',
              'Notice of Rent Increase',
              '60-Day Notice of Rent Increase',
            ]),
          ),
          to,
          `You are hereby notified that, effective ${fmtDate(addMonths(served, 2))}, the terms of your month-to-month tenancy will change as follows: monthly rent will increase from ${money(rent)} to ${money(newRent)}.`,
          `This notice is served at least ${pick(['30', '60', '90'])} days before the effective date as required by ${state} law. All other terms remain the same.`,
          sign,
          proof,
        ].join('\n\n'),
      );
    }
    case 'abandoned':
      return wrap(
        [
          heading(
            pick([
              'Notice of Belief of Abandonment',
              'Notice of Right to Reclaim Abandoned Property',
              'Notice of Abandoned Personal Property',
            ]),
          ),
          to,
          `The rent for the premises has been due and unpaid for ${pick(['14', '15', 'fourteen'])} consecutive days and the landlord believes that you have abandoned the property. The real property will be deemed abandoned and your lease will terminate on ${fmtDate(addMonths(served, 0, 18))} unless before that date the landlord receives a written notice from you stating that you do not intend to abandon the property.`,
          `Personal property remaining at the premises (${pick(['furniture, boxes and a television', 'a sofa, mattress and clothing', 'kitchen items and a bicycle'])}) will be stored and may be disposed of if not claimed within ${pick([15, 18, 30])} days. Storage costs may be charged.`,
          sign,
        ].join('\n\n'),
      );
    default:
      return wrap(
        [
          heading(
            pick(['Demand Letter', 'Final Demand for Payment', 'Notice of Claim Against Security Deposit']),
          ),
          `${fmtDate(served)}\n\nVIA CERTIFIED MAIL\n${joinNames(tenants)}\n${oneLine(address(false))}`,
          `Re: Former tenancy at ${oneLine(premises)}`,
          `This firm represents ${landlord}. Following your move-out, the inspection revealed damage beyond normal wear and tear. After applying your security deposit of ${money(rent)}, a balance of ${money(cents(300, 3000))} remains owing for repairs, cleaning and unpaid rent, as itemized in the enclosed statement.`,
          `Demand is hereby made for payment within ${pick(['ten (10)', '14', 'thirty (30)'])} days. If payment is not received, our client intends to file suit in small claims court and report the debt to credit agencies.`,
          `Sincerely,\n${person().full}, Esq.\n${company('Law Offices')}`,
        ].join('\n\n'),
      );
  }
}

// ---------------------------------------------------------------------------------------------------------
// Everything else: flyers, inspections, checklists, applications, letters, minutes, tax forms...

const ROOMS = [
  'Living Room',
  'Kitchen',
  'Dining Area',
  'Bedroom 1',
  'Bedroom 2',
  'Bathroom',
  'Hallway',
  'Laundry',
  'Garage',
  'Exterior',
  'Master Bedroom',
  'Half Bath',
  'Patio',
];
const ITEMS = [
  'Walls',
  'Ceiling',
  'Floors/Carpet',
  'Windows',
  'Blinds',
  'Doors',
  'Light fixtures',
  'Outlets',
  'Smoke detector',
  'Cabinets',
  'Countertops',
  'Sink',
  'Faucet',
  'Toilet',
  'Tub/Shower',
  'Refrigerator',
  'Stove/Oven',
  'Dishwasher',
  'Closet',
];
const CONDITIONS = [
  'Good',
  'Clean',
  'Fair',
  'Poor',
  'Damaged',
  'Missing',
  'OK',
  'New',
  'Stained',
  'Scuffed',
  'Needs cleaning',
  'Working',
];

function inspectionReport(): string {
  const kind = pick([
    'Move-Out Inspection Report',
    'Move-In Condition Checklist',
    'Annual Property Inspection',
    'Unit Inspection Report',
    'Move-In/Move-Out Checklist',
    'Pre-Purchase Home Inspection Summary',
  ]);
  const premises = address(chance(0.6));
  const tenant = person().full;
  const when = date();
  const rooms = some(ROOMS, 3, 7).map(
    (room) =>
      `${room.toUpperCase()}\n${some(ITEMS, 3, 6)
        .map(
          (item) =>
            `${item}: ${pick(CONDITIONS)}${chance(0.3) ? ' - ' + pick(['nail holes', 'wall scuffs near door', 'carpet stain 6 in', 'cracked cover plate', 'drip from faucet', 'missing bulb', 'grease on hood', 'pet hair']) : ''}`,
        )
        .join('\n')}`,
  );
  const deposit = roundTo(int(500, 3000), 50);
  return wrap(
    [
      heading(kind),
      `Property: ${oneLine(premises)}`,
      `${pick(['Resident', 'Tenant', 'Occupant'])}: ${tenant}`,
      `Inspection Date: ${fmtDate(when)}   Inspector: ${person().full}`,
      chance(0.5)
        ? `Move-out date: ${fmtDate(when, 1)}   Forwarding address: ${oneLine(address(false))}`
        : '',
      'Condition codes: G = Good, F = Fair, P = Poor, D = Damaged',
      ...rooms,
      kind.includes('Move-Out')
        ? `Estimated charges: cleaning ${money(pick([150, 225, 300]))}, carpet ${money(pick([0, 120, 250]))}, paint touch-up ${money(pick([0, 90, 180]))}. Deposit held: ${money(deposit)}. Itemized statement to follow within ${pick([14, 21, 30])} days.`
        : 'Tenant should note any defects within 7 days of move-in.',
      `Keys returned: ${int(0, 3)}   Garage remotes: ${int(0, 2)}   Meter readings recorded: Yes`,
      `Tenant signature: ____________   Landlord/Agent signature: ____________`,
    ]
      .filter(Boolean)
      .join('\n'),
  );
}

function flyer(): string {
  const premises = address(chance(0.4));
  const beds = int(1, 5);
  const baths = pick([1, 1.5, 2, 2.5, 3]);
  const rent = roundTo(int(700, 4500), 5);
  return [
    pick([
      'FOR RENT',
      'NOW LEASING!',
      'AVAILABLE NOW',
      'Apartment for Rent',
      'HOME FOR LEASE',
      'Open House This Saturday',
    ]),
    `${beds} BR / ${baths} BA ${pick(['Townhome', 'Apartment', 'Bungalow', 'Single-Family Home', 'Loft', 'Condo'])} ${pick(['in the heart of downtown', 'near parks and schools', 'with mountain views', 'steps from the light rail', 'on a quiet tree-lined street'])}`,
    `${oneLine(premises)}`,
    `${money(rent, 1)}/month${chance(0.5) ? ` | Deposit ${money(rent, 1)}` : ''}${chance(0.4) ? ' | Pets welcome' : ''}`,
    some(
      [
        'Updated kitchen with granite counters',
        'In-unit washer and dryer',
        'Central air conditioning',
        'Hardwood floors throughout',
        'Fenced backyard',
        'Off-street parking',
        'Walk-in closets',
        'Fitness center and pool',
        'Stainless steel appliances',
        'Private balcony',
        'EV charging',
        'Dog park on site',
        'Water, sewer and trash included',
      ],
      3,
      7,
    )
      .map((line) => `* ${line}`)
      .join('\n'),
    pick([
      'Schedule a showing today!',
      'Call or text to tour:',
      'Apply online:',
      'Move-in special: first month 50% off!',
      "Don't miss out - this one won't last!",
    ]),
    `${person().full} | ${phone()} | ${email('leasing', pick(PLACE_WORDS) + 'rentals')}`,
    pick([
      'Equal Housing Opportunity',
      'Professionally managed by ' + landlordCompany(),
      'Minimum credit score 620. Income 3x rent.',
      '',
    ]),
  ]
    .filter(Boolean)
    .join('\n');
}

function rentalApplication(): string {
  const applicant = person();
  return wrap(
    [
      heading(
        pick([
          'Rental Application',
          'Application to Rent',
          'Residential Lease Application',
          'Tenant Application Form',
        ]),
      ),
      `Property applied for: ${oneLine(address(chance(0.5)))}   Desired move-in date: ${fmtDate(date())}`,
      'APPLICANT INFORMATION',
      `Full name: ${applicant.full}   Date of birth: ${fmtDate(date(1960, 2003), 1)}   SSN: XXX-XX-${int(1000, 9999)}`,
      `Phone: ${phone()}   Email: ${email(applicant.first + applicant.last, 'mail')}`,
      'RESIDENCE HISTORY',
      `Current address: ${oneLine(address())}   How long: ${int(1, 8)} years   Current rent: ${money(roundTo(int(600, 2500), 5))}`,
      `Current landlord: ${person().full}   Landlord phone: ${phone()}   Reason for leaving: ${pick(['relocating for work', 'need more space', 'buying a home', 'closer to school'])}`,
      'EMPLOYMENT AND INCOME',
      `Employer: ${company(pick(['Health', 'Logistics', 'Software', 'Manufacturing', 'Foods']))}   Position: ${pick(['Nurse', 'Analyst', 'Technician', 'Teacher', 'Driver', 'Engineer'])}   Monthly income: ${money(roundTo(int(2800, 12000), 100))}`,
      `Other occupants: ${chance(0.5) ? person().full : 'None'}   Pets: ${pick(['None', '1 cat', '1 dog (25 lb)'])}   Vehicles: ${int(0, 2)}`,
      'Have you ever been evicted? [ ] Yes [X] No   Ever filed bankruptcy? [ ] Yes [X] No',
      `References: ${person().full} ${phone()}; ${person().full} ${phone()}`,
      `Application fee: ${money(pick([25, 35, 40, 50, 55]))} (non-refundable). I authorize verification of the information above, including credit and background checks.`,
      `Applicant signature: ______________   Date: ${fmtDate(date())}`,
    ].join('\n'),
  );
}

function letter(): string {
  const sender = chance(0.5) ? landlordCompany() : person().full;
  const recipient = person().full;
  const premises = address(chance(0.5));
  const topic = pick([
    `We are pleased to welcome you to your new home at ${oneLine(premises)}. Enclosed you will find your move-in packet, parking permit and the community rules. Trash is collected on ${pick(['Mondays', 'Tuesdays', 'Thursdays'])}. Please register for the resident portal to submit maintenance requests.`,
    `This is a friendly reminder that the water will be shut off on ${fmtDate(date())} from 9 a.m. to 1 p.m. while the city replaces the main valve. We apologize for any inconvenience.`,
    `Thank you for your years of residency at ${oneLine(premises)}. As requested, this letter confirms that you rented from us from ${fmtDate(date(2018, 2021))} to ${fmtDate(date(2022, 2024))}, always paid on time and left the unit in good condition. We would rent to you again.`,
    `Please be advised that the community pool will open for the season on ${fmtDate(date())}. Pool hours are 10 a.m. to 9 p.m. Guests must be accompanied by a resident.`,
    `Our office will be closed for the holidays. For emergencies call ${phone()}. We wish you and your family a happy new year.`,
    `This letter confirms receipt of your maintenance request regarding the ${pick(['dishwasher', 'bathroom fan', 'garage door', 'front door lock'])}. A technician will contact you within two business days to schedule the repair.`,
    `As part of our annual fire safety program, contractors will test the smoke alarms in every unit during the week of ${fmtDate(date())}. No action is needed on your part.`,
    `I am writing to introduce ${company('Property Management')} as the new managing agent for your building effective ${fmtDate(date())}. Your lease terms are unchanged. Please direct future payments through our online portal.`,
  ]);
  return wrap(
    [
      sender,
      oneLine(address(false)),
      fmtDate(date()),
      `${recipient}\n${oneLine(premises)}`,
      `Dear ${recipient.split(' ')[0]},`,
      topic,
      pick([
        'If you have any questions, please do not hesitate to contact us.',
        'Thank you for your cooperation.',
        'We appreciate you.',
      ]),
      `Sincerely,\n${person().full}\n${pick(['Community Manager', 'Owner', 'Leasing Office', 'Property Manager'])}`,
    ].join('\n\n'),
  );
}

function minutes(): string {
  const association = `${pick(PLACE_WORDS)} ${pick(['Homeowners Association', 'Condominium Association', 'Tenants Association', 'Owners Association'])}`;
  const when = date();
  const members = Array.from({ length: int(3, 6) }, () => person().full);
  return wrap(
    [
      heading(
        `${association} - ${pick(['Board Meeting Minutes', 'Minutes of the Annual Meeting', 'Minutes of Regular Meeting'])}`,
      ),
      `Date: ${fmtDate(when)}   Location: ${pick(['Clubhouse', 'Community Room', 'Via video conference', 'Library meeting room'])}`,
      `Present: ${members.join(', ')}. Quorum established.`,
      `1. Call to order at ${int(6, 7)}:${pick(['00', '05', '30'])} p.m. by President ${members[0]}.`,
      `2. Approval of minutes: The minutes of the ${fmtDate(addMonths(when, -1))} meeting were approved as read.`,
      `3. Treasurer's report: Operating account balance ${money(cents(10000, 90000))}; reserve fund ${money(cents(50000, 400000))}. ${int(1, 6)} owners are delinquent.`,
      `4. Old business: ${pick(['Parking lot resurfacing bids reviewed', 'Pool fence repair completed', 'Landscaping contract renewal discussed', 'Roof reserve study received'])}.`,
      `5. New business: ${pick(['Motion to adopt the 2025 budget passed 4-1', 'Architectural request for solar panels approved', 'Pet waste station to be installed near building C', 'Reminder about quiet hours to be sent'])}.`,
      `6. Owner forum: ${pick(['Residents raised concerns about speeding', 'Request for additional guest parking', 'Questions about the special assessment'])}.`,
      `7. Adjournment at ${int(7, 9)}:${pick(['15', '40', '55'])} p.m. Next meeting ${fmtDate(addMonths(when, 1))}.`,
      `Respectfully submitted, ${members[members.length - 1]}, Secretary`,
    ].join('\n'),
  );
}

function w9(): string {
  const vendor = company(pick(['Plumbing', 'Roofing', 'Cleaning Services', 'Landscaping', 'Electric']));
  return wrap(
    [
      'Form W-9 (Rev. March 2024) Department of the Treasury Internal Revenue Service',
      'Request for Taxpayer Identification Number and Certification',
      'Go to www.irs.gov/FormW9 for instructions and the latest information. Give form to the requester. Do not send to the IRS.',
      `1 Name of entity/individual: ${vendor}`,
      `2 Business name/disregarded entity name, if different from above: ${chance(0.5) ? person().full : ''}`,
      `3a Check the appropriate box for federal tax classification: [ ] Individual/sole proprietor [X] Limited liability company. Enter the tax classification (C = C corporation, S = S corporation, P = Partnership): ${pick(['S', 'P', 'C'])}`,
      '4 Exemptions (codes apply only to certain entities): Exempt payee code (if any) ____ Exemption from FATCA reporting code (if any) ____',
      `5 Address (number, street, and apt. or suite no.): ${address(chance(0.3)).street}`,
      `6 City, state, and ZIP code: ${(() => {
        const a = address(false);
        return `${a.city}, ${a.state} ${a.zip}`;
      })()}`,
      'Part I Taxpayer Identification Number (TIN)',
      `Employer identification number: ${int(10, 99)}-${int(1000000, 9999999)}`,
      'Part II Certification. Under penalties of perjury, I certify that: 1. The number shown on this form is my correct taxpayer identification number; 2. I am not subject to backup withholding; 3. I am a U.S. citizen or other U.S. person; 4. The FATCA code(s) entered on this form indicating that I am exempt from FATCA reporting is correct.',
      `Sign Here: Signature of U.S. person ____________ Date ${fmtDate(date(), 1)}`,
    ].join('\n'),
  );
}

function maintenanceRequest(): string {
  return wrap(
    [
      heading(pick(['Maintenance Request Form', 'Work Order', 'Service Request', 'Repair Request'])),
      `Request #: ${int(1000, 9999)}   Submitted: ${fmtDate(date())}`,
      `Resident: ${person().full}   Unit: ${oneLine(address(true))}`,
      `Phone: ${phone()}   Permission to enter: ${pick(['Yes', 'No - call first'])}   Pets in unit: ${pick(['Yes', 'No'])}`,
      `Description of problem: ${pick(['Kitchen faucet leaking under the sink', 'Heat not working in the back bedroom', 'Garbage disposal jammed', 'Ceiling stain in bathroom after rain', 'Front door lock sticks', 'Dryer not heating'])}.`,
      `Priority: ${pick(['Emergency', 'Urgent', 'Routine'])}`,
      `Assigned to: ${person().full}   Status: ${pick(['Open', 'Scheduled', 'Completed', 'Parts on order'])}`,
      `Technician notes: ${pick(['Replaced cartridge, tested OK.', 'Reset breaker; recommend electrician check the circuit.', 'Will return with part.', ''])}`,
    ].join('\n'),
  );
}

function houseRules(): string {
  return wrap(
    [
      heading(
        pick([
          'Community Rules and Regulations',
          'House Rules',
          'Pool Rules',
          'Parking Policy',
          'Resident Handbook',
        ]),
      ),
      ...some(
        [
          'Quiet hours are from 10:00 p.m. to 8:00 a.m. daily.',
          'Trash must be bagged and placed inside the dumpster enclosure. Bulk items require a scheduled pickup.',
          'Grills may not be used on balconies or within 10 feet of the building.',
          'Guests must park in visitor spaces only. Unauthorized vehicles will be towed at owner expense.',
          'No glass containers in the pool area. Children under 14 must be accompanied by an adult.',
          'Pets must be leashed in common areas and owners must pick up after them.',
          'Laundry room hours are 7 a.m. to 10 p.m.',
          'Hallways and stairwells must be kept clear at all times per the fire code.',
          'Report maintenance issues through the resident portal.',
          'Bicycles must be stored in the bike room, not in hallways.',
          'Smoking is prohibited in all indoor common areas.',
        ],
        4,
        9,
      ).map((rule, i) => `${i + 1}. ${rule}`),
      `Questions? Contact the management office at ${phone()}.`,
    ].join('\n'),
  );
}

function newsletter(): string {
  const community = `${pick(PLACE_WORDS)} ${pick(['Apartments', 'Village', 'Commons', 'Towers', 'Park'])}`;
  return wrap(
    [
      `${community} ${pick(['Resident Newsletter', 'Community News', 'Monthly Update'])} - ${MONTH_NAMES[int(0, 11)]} ${int(2022, 2026)}`,
      `Resident Spotlight: Congratulations to ${person().full} for the best balcony garden!`,
      `Upcoming Events: ${pick(['Ice cream social on the lawn', 'Movie night by the pool', 'Coffee and donuts in the clubhouse', 'Fall festival with a pumpkin patch'])} on ${fmtDate(date())}.`,
      `Maintenance Corner: ${pick(['Replace your HVAC filter every three months.', 'Keep the thermostat above 55 degrees to prevent frozen pipes.', 'Run water in the garbage disposal while it operates.'])}`,
      `Refer a friend and receive a ${money(pick([200, 250, 500]), 1)} credit when they sign a lease.`,
      `Office hours: Monday-Friday 9-6, Saturday 10-4. ${phone()}`,
    ].join('\n\n'),
  );
}

function certificateOrDeclarations(): string {
  return wrap(
    [
      heading(
        pick([
          'Certificate of Liability Insurance',
          'Evidence of Property Insurance',
          'Renters Insurance Declarations Page',
        ]),
      ),
      `Date issued: ${fmtDate(date(), 1)}`,
      'THIS CERTIFICATE IS ISSUED AS A MATTER OF INFORMATION ONLY AND CONFERS NO RIGHTS UPON THE CERTIFICATE HOLDER. THIS CERTIFICATE DOES NOT AFFIRMATIVELY OR NEGATIVELY AMEND, EXTEND OR ALTER THE COVERAGE AFFORDED BY THE POLICIES BELOW.',
      `Producer: ${company('Insurance Agency')}   Insured: ${company(pick(['Roofing', 'Plumbing', 'Cleaning Services', 'Landscaping']))}`,
      `Insurer A: ${pick(PLACE_WORDS)} Casualty Company   Policy No. GL-${int(100000, 999999)}   Effective ${fmtDate(date(), 1)}`,
      `General aggregate ${money(2000000, 1)}   Each occurrence ${money(1000000, 1)}   Workers compensation: statutory limits`,
      `Certificate holder: ${landlordCompany()}, ${oneLine(address(false))}`,
      'Should any of the above described policies be cancelled before the expiration date thereof, notice will be delivered in accordance with the policy provisions.',
    ].join('\n'),
  );
}

function rentLedger(): string {
  const tenant = person().full;
  const rent = roundTo(int(800, 2600), 5);
  const start = firstOfMonth(2022, 2025);
  let balance = 0;
  const rows = Array.from({ length: int(4, 9) }, (_, i) => {
    const month = addMonths(start, i);
    const paid = chance(0.85) ? rent : roundTo(rent * 0.5, 5);
    balance += rent - paid;
    return `${fmtDate(month, 1)}   Rent charge ${money(rent, 0)}   Payment ${money(paid, 0)}   Balance ${money(balance, 0)}`;
  });
  return wrap(
    [
      heading(pick(['Tenant Ledger', 'Resident Account History', 'Rent Payment History'])),
      `Tenant: ${tenant}   Unit: ${oneLine(address(true))}`,
      ...rows,
      `Report generated ${fmtDate(date())}`,
    ].join('\n'),
  );
}

function keyOrPetForm(): string {
  return wrap(
    [
      heading(
        pick([
          'Key Receipt Acknowledgment',
          'Emergency Contact Form',
          'Vehicle Registration Form',
          'Pet Registration Form',
          'Move-Out Instructions',
          'Utility Transfer Checklist',
        ]),
      ),
      `Resident: ${person().full}   Address: ${oneLine(address(true))}`,
      ...some(
        [
          `Keys issued: ${int(1, 3)} unit, ${int(1, 2)} mailbox, ${int(0, 1)} fob`,
          `Emergency contact: ${person().full}, ${pick(['mother', 'brother', 'friend', 'spouse'])}, ${phone()}`,
          `Vehicle: ${pick(['Toyota Camry', 'Honda CR-V', 'Ford F-150', 'Subaru Outback'])}, ${pick(['silver', 'blue', 'black', 'white'])}, plate ${String.fromCharCode(65 + int(0, 25))}${String.fromCharCode(65 + int(0, 25))}${int(1000, 9999)}`,
          `Pet: ${pick(['Dog', 'Cat'])}, ${pick(['Labrador mix', 'Tabby', 'Beagle', 'Siamese'])}, ${int(5, 70)} lbs, vaccinations current: Yes`,
          'Schedule a final walkthrough at least 7 days before move-out.',
          'Transfer electricity and gas service into your name effective on your move-in date.',
          'Return all keys to the office; unreturned keys will be charged per the lease.',
          'Leave the unit broom clean and remove all personal belongings.',
        ],
        3,
        6,
      ),
      `Signature: ____________   Date: ${fmtDate(date(), 1)}`,
    ].join('\n'),
  );
}

function photoCaption(): string {
  return pick([
    'IMG_4471.JPG',
    `kitchen ${pick(['before', 'after'])} photo ${fmtDate(date(), 1)}`,
    `Exit\n${int(100, 999)}`,
    'STOP',
    `Unit ${int(1, 40)}${pick(['A', 'B', ''])}`,
    `water damage ceiling bedroom 2`,
    `${pick(['NO PARKING', 'FIRE LANE', 'MAIL ROOM', 'LAUNDRY'])}`,
    `Smoke detector tested ${fmtDate(date(), 1)} OK`,
  ]);
}

function otherDocument(): string {
  return pick([
    inspectionReport,
    inspectionReport,
    flyer,
    flyer,
    rentalApplication,
    rentalApplication,
    letter,
    letter,
    minutes,
    w9,
    maintenanceRequest,
    houseRules,
    newsletter,
    certificateOrDeclarations,
    rentLedger,
    keyOrPetForm,
    photoCaption,
  ])();
}

// ---------------------------------------------------------------------------------------------------------
// Plainer wording and other layouts: real documents are often not written in legal boilerplate.

/** Per document, some words are swapped for plain synonyms (one choice per document, so it stays coherent). */
const SYNONYMS: [RegExp, string[]][] = [
  [/\bshall\b/g, ['will', 'must', 'shall']],
  [/\bcommenc(e|es|ing)\b/g, ['start', 'begin', 'commence']],
  [/\bterminat(e|es)\b/g, ['end', 'terminate']],
  [/\bpremises\b/g, ['property', 'home', 'unit', 'premises', 'dwelling']],
  [/\bTenant\b/g, ['Tenant', 'Renter', 'Resident', 'Occupant']],
  [/\bLandlord\b/g, ['Landlord', 'Owner', 'Property Manager', 'Lessor']],
  [/\bvacate\b/g, ['move out of', 'vacate', 'leave']],
  [/\bhereby\s/g, ['', 'hereby ']],
  [/\bpursuant to\b/g, ['under', 'according to', 'pursuant to']],
  [/\bin accordance with\b/g, ['under', 'as required by', 'in accordance with']],
  [/\bContractor\b/g, ['Contractor', 'Company', 'Provider', 'Vendor']],
  [/\bAgreement\b/g, ['Agreement', 'Contract', 'agreement']],
  [/\bper month\b/g, ['a month', 'each month', 'monthly', 'per month']],
  [/\bAmount Due\b/g, ['Amount Due', 'Pay This Amount', 'Total Due', 'Balance']],
];
function paraphrase(text: string): string {
  let out = text;
  for (const [pattern, options] of SYNONYMS) if (chance(0.5)) out = out.replace(pattern, pick(options));
  return out;
}

/** 'Label: value' lines as dotted leaders, the way many invoices and forms print them. */
function leaders(text: string): string {
  return text.replace(
    /^([A-Z][A-Za-z' /()-]{2,40}?):? (\$?-?[\d,]+\.\d\d)$/gm,
    (_m, label: string, value: string) => `${label} ${'.'.repeat(Math.max(3, 44 - label.length))} ${value}`,
  );
}

function proposalContract(): string {
  const service = pick(SERVICES);
  const contractor = company(pick(service.company));
  const owner = person().full;
  const job = address(chance(0.3));
  const price = roundTo(int(900, 48000), 10);
  return wrap(
    [
      `${pick(['Proposal', 'Estimate', 'Proposal / Agreement', 'Quote and Work Authorization', 'Bid'])} #${int(1000, 9999)}`,
      `${contractor}\n${pick([twoLines(address(false)), `PO Box ${int(10, 999)}, ${address(false).city}`])} · ${pick(['Lic.', 'Reg. #', 'License'])} ${int(100000, 999999)}`,
      `${pick(['Prepared for', 'Customer', 'Submitted to'])}: ${owner}${chance(0.5) ? ` (${pick(['owner', 'landlord', 'homeowner / landlord'])})` : ''}`,
      `${pick(['Job address', 'Project location', 'Site'])}: ${oneLine(job)}`,
      pick([
        'We propose to furnish labor and materials for:',
        'Description of work',
        'Work included:',
        'Specifications:',
      ]),
      some(service.scope, 3, 6)
        .map((line) => `- ${line.charAt(0).toUpperCase()}${line.slice(1)}`)
        .join('\n'),
      `${pick(['Price', 'Total', 'Investment', 'Contract amount'])}: ${money(price)}${chance(0.5) ? ' all-inclusive' : ''}. ${pick(['50% deposit, balance on completion.', 'Payment due upon completion.', '10% at acceptance, progress payments, final 20% after inspection.', 'Net 15 after completion.'])}`,
      `${pick(['Anticipated start', 'Start date', 'Work to begin'])}: ${fmtDate(date())}. ${pick(['Duration about three weeks depending on weather.', 'Estimated two days on site.', 'Completion within 30 working days.'])}`,
      pick([
        'Workmanship guaranteed for 1 year.',
        'All work warranted for two years.',
        'Any alteration from the above specifications will be executed only upon written orders and will become an extra charge.',
        'This proposal may be withdrawn if not accepted within 30 days.',
      ]),
      `${pick(['Accepted by', 'Acceptance of proposal', 'Authorized signature'])} ______________________ Date ________`,
    ].join('\n'),
  );
}

function plainLease(): string {
  const owners = chance(0.5) ? `${pick(FIRST)} and ${person().full}` : landlordParty();
  const renters = tenantList();
  const home = address();
  const start = firstOfMonth();
  const rent = roundTo(int(600, 3200), 5);
  const ownerWord = pick(['the Owners', 'the Landlord', 'the Owner', 'we']);
  const renterWord = pick(['the Renters', 'the Tenants', 'you', 'the Residents']);
  return wrap(
    shuffle([
      `Made on ${fmtDate(addMonths(start, 0, -int(5, 30)))} between ${owners} (${ownerWord}) and ${joinNames(renters)} (${renterWord}).`,
      `${pick(['What is being rented', 'The place', 'Property', 'Home'])}: ${oneLine(home)}${chance(0.5) ? `. ${int(1, 4)} bedrooms, ${pick([1, 1.5, 2])} baths.` : ''}`,
      `${pick(['How long', 'Length of the rental', 'Dates'])}: ${pick(['one year', 'twelve months', 'six months'])}, ${pick(['starting', 'from'])} ${fmtDate(start)}${chance(0.7) ? ` ${pick(['and finishing', 'to', 'until'])} ${fmtDate(addMonths(start, 12, -1))}` : ''}.`,
      `${pick(['Money', 'Rent and deposit', 'Payments'])}: ${renterWord} will pay ${money(rent)} ${pick(['every month', 'a month', 'monthly'])}, on or before the ${pick(['1st', 'first'])}. A deposit of ${money(pick([rent, 500, 800]))} is paid ${pick(['at signing', 'before move-in'])} and ${pick(['comes back', 'is returned'])} after move-out, less any damage. ${chance(0.7) ? `Rent more than ${int(3, 5)} days late costs ${money(pick([25, 40, 50, 75]))} extra.` : ''}`,
      `${pick(['Utilities', 'Bills'])}: ${renterWord} ${pick(['arrange and pay for', 'pay'])} ${some(['electricity', 'gas', 'internet', 'propane', 'water'], 1, 3).join(', ')}; ${ownerWord} ${pick(['pay', 'cover'])} ${some(['trash pickup', 'water', 'lawn care', 'snow plowing'], 1, 2).join(' and ')}.`,
      `Pets: ${pick(['one cat is approved', 'no pets without asking first', 'small dogs considered with a pet deposit', 'none'])}.`,
    ])
      .join('\n\n')
      .replace(
        /^/,
        `${heading(pick(['Agreement to Lease', 'Lease', 'Rental Agreement', 'House Rental', 'Renting Agreement', 'Tenancy Agreement', 'Room Agreement']))}\n\n`,
      )
      .concat(`\n\nSigned: ${owners} (${ownerWord}); ${joinNames(renters)} (${renterWord})`),
  );
}

function warningNotice(): string {
  const tenant = person().full;
  const home = address(chance(0.5));
  const rent = roundTo(int(700, 2600), 5);
  const days = pick([3, 5, 7, 10, 14, 30]);
  return wrap(
    [
      `${pick(['FINAL WARNING', 'WARNING', 'NOTICE', 'IMPORTANT NOTICE', 'SECOND NOTICE', 'Courtesy Notice'])}: ${pick(['Breach of Rental Agreement', 'Lease Violation', 'Unpaid Rent', 'Default Under Lease', 'Notice of Default', 'Noncompliance With Lease'])}${chance(0.5) ? ` (${days} days to correct)` : ''}`,
      `Date: ${fmtDate(date(), pick([1, 5, 0]))}`,
      `To: ${tenant}, ${oneLine(home)}`,
      pick([
        `Our inspection found ${pick(['an unapproved animal', 'unauthorized occupants', 'trash piled on the patio', 'a grill in use on the balcony', 'damage to the front door'])} at your home. Your lease does not allow this.`,
        `Our records show that rent of ${money(rent)} for ${MONTH_NAMES[int(0, 11)]} has not been paid, together with a late fee of ${money(pick([35, 50, 75]))}.`,
        `This letter is to inform you that you have breached paragraph ${int(5, 25)} of your lease.`,
      ]),
      `${pick(['You must', 'You are required to', 'Please'])} ${pick(['correct the problem', 'pay the full balance', 'remove the animal', 'cure the breach'])} within ${days} days ${pick(['after this notice is delivered', 'of the date of this notice', 'of service'])}. ${pick(['If the breach is not corrected, the lease will be terminated and we will begin proceedings to recover possession of the property.', 'Failure to comply may result in eviction proceedings and court costs.', 'Otherwise your tenancy will end and you must move out.', 'We will file an eviction action if the matter is not resolved.'])}`,
      `${pick(['Property Manager', 'Management', 'Owner', 'Leasing Office'])}: ${landlordCompany()}`,
    ].join('\n\n'),
  );
}

function billingNotice(): string {
  const issuer = pick([
    `${pick(PLACE_WORDS)} ${pick(['Mutual', 'Insurance', 'Assurance', 'Casualty'])}`,
    `${pick(PLACE_WORDS)} ${pick(['Water Authority', 'Gas & Electric', 'Waste', 'Fiber'])}`,
    company(pick(['Services', 'Supply', 'Security'])),
  ]);
  const amount = cents(40, 2400);
  return leaders(
    [
      issuer,
      pick([
        'Renewal billing notice',
        'Billing notice',
        'Payment reminder',
        'Your bill',
        'Premium due',
        'Statement',
        'Bill summary',
        'Past due reminder',
      ]),
      `${pick(['Customer', 'Named insured', 'Account holder', 'Bill to'])}: ${chance(0.5) ? landlordCompany() : person().full}`,
      `${pick(['Policy', 'Account', 'Customer no.', 'Reference'])} ${pick(['', 'DP3-', 'ACCT-'])}${int(1000000, 9999999)}`,
      `${pick(['Location', 'Service at', 'Property'])}: ${oneLine(address(chance(0.3)))}`,
      `${pick(['Annual premium for the new term', 'Charges this period', 'Monthly service', 'Current charges'])}: ${money(amount)}`,
      `${pick(['Pay in full by', 'Please pay by', 'Due by', 'Pay this amount by'])} ${fmtDate(date(), pick([1, 0, 3]))}: ${money(amount)}`,
      `${pick(['Notice date', 'Bill date', 'Issued'])}: ${fmtDate(date())}`,
      pick([
        `Questions? Call ${phone()}.`,
        'Pay online, by phone or by mail.',
        'Thank you for being a customer.',
      ]),
    ].join('\n'),
  );
}

function walkThrough(): string {
  const home = address(true);
  return wrap(
    [
      `${pick(['Move-out walk-through', 'Walk-through notes', 'Unit condition report', 'Turnover inspection', 'Property condition notes', 'Move-in walkthrough'])} — ${oneLine(home)}`,
      `${pick(['Resident leaving', 'Resident', 'Tenant'])}: ${person().full}        ${pick(['Walk-through done', 'Date', 'Inspected'])}: ${fmtDate(date(), 5)}`,
      chance(0.6)
        ? `${pick(['Lease deposit on file', 'Deposit held', 'Security deposit'])}: ${money(roundTo(int(500, 2500), 50))}`
        : '',
      ...some(ROOMS, 3, 6).map(
        (room) =>
          `${room}: ${some(['walls have nail holes', 'carpet OK after vacuum', 'oven dirty', 'blinds bent', 'toilet seat cracked', 'grout mildew', 'closet door off track', 'clean', 'no damage', 'paint scuffed', 'screen torn', 'light fixture missing cover'], 1, 3).join('; ')}`,
      ),
      `${pick(['Estimated deductions', 'Charges', 'Possible charges'])}: ${pick(['cleaning', 'paint'])} ${money(pick([90, 140, 200]))}, ${pick(['blinds', 'carpet', 'repairs'])} ${money(pick([35, 60, 120]))}.`,
      pick([
        'Final itemization will be mailed to the forwarding address.',
        'Photos attached.',
        'Keys returned.',
      ]),
    ]
      .filter(Boolean)
      .join('\n'),
  );
}

// ---------------------------------------------------------------------------------------------------------

const GENERATORS: Record<string, () => string> = {
  lease: () => (chance(0.2) ? plainLease() : leaseDocument()),
  contract: () => (chance(0.3) ? proposalContract() : contractDocument()),
  invoice: () =>
    chance(0.15) ? billingNotice() : chance(0.4) ? leaders(invoiceDocument()) : invoiceDocument(),
  legal: () => (chance(0.2) ? warningNotice() : legalDocument()),
  other: () => (chance(0.12) ? walkThrough() : otherDocument()),
};

rmSync(CORPUS_DIR, { recursive: true, force: true });
for (const [label, generate] of Object.entries(GENERATORS)) {
  const dir = join(CORPUS_DIR, label);
  mkdirSync(dir, { recursive: true });
  for (let i = 1; i <= PER_CLASS; i++) {
    let text = chance(0.5) ? paraphrase(generate()) : generate();
    // Scanned pages: about one document in six arrives through OCR (receipts already are, mostly).
    if (chance(1 / 6)) text = ocrNoise(text);
    writeFileSync(join(dir, `${label}-${String(i).padStart(3, '0')}.txt`), text.trim() + '\n');
  }
}
console.log(
  `Wrote ${PER_CLASS} documents for each of ${Object.keys(GENERATORS).join(', ')} to ${CORPUS_DIR}`,
);
