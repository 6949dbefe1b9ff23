/**
 * The wider training mix: documents of kinds the first corpus (server/scripts/generate-corpus.ts) did not
 * write, so the classifier learns what a document is from its structure, party roles and vocabulary rather
 * than from the few kinds it was shown. Leases of several styles (commercial, housing contracts, blank forms
 * and merge templates, lot leases, leases in German, French and Spanish); contracts (licence, distribution,
 * purchase and order terms, non-disclosure, corporate services, consulting); legal papers (court orders and
 * opinions, notices of petition, judgments, penalty charge notices and citations, attorney demand letters,
 * code violation notices); invoices (subscriptions, progress billing, tax invoices, till receipts, resident
 * charge statements); other (pay stubs, bank and card statements, insurance certificates, condition
 * checklists, rental applications, community rules, utility and service notices, tax forms, letters).
 *
 * Pure and seeded: `wideCorpus(seed)` returns the same documents every time. `write-wide-corpus.ts` writes
 * them into corpus/<type>/wide-*.txt, beside the first corpus, for server/scripts/train-classifier.ts.
 * All names, companies and addresses are invented.
 */
import { MONTH_NAMES } from '@astor/contract/calendar-date';
import type { DocumentType } from '../types.js';

export type WideDocument = { type: DocumentType; kind: string; text: string };

type Rng = {
  next(): number;
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
  shuffle<T>(items: readonly T[]): T[];
  some<T>(items: readonly T[], min: number, max: number): T[];
};

function makeRng(seed: number): Rng {
  let state = seed | 0;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  const shuffle = <T>(items: readonly T[]): T[] => {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy;
  };
  return {
    next,
    int,
    pick,
    chance: (probability) => next() < probability,
    shuffle,
    some: (items, min, max) => shuffle(items).slice(0, int(min, Math.min(max, items.length))),
  };
}

const FIRST = [
  'Amara',
  'Bertrand',
  'Celeste',
  'Dmitri',
  'Esther',
  'Fernando',
  'Gwen',
  'Hiroshi',
  'Ifeoma',
  'Jasper',
  'Kalinda',
  'Lorenzo',
  'Marisol',
  'Nikolai',
  'Odette',
  'Pranav',
  'Quinn',
  'Rosalind',
  'Soren',
  'Talia',
  'Ulrich',
  'Valentina',
  'Wendell',
  'Ximena',
  'Yusuf',
  'Zelda',
  'Arjun',
  'Bronwyn',
  'Cyrus',
  'Delphine',
];
const LAST = [
  'Abernathy',
  'Bellweather',
  'Castellanos',
  'Drummond',
  'Eckhart',
  'Fairbanks',
  'Goldstein',
  'Haverford',
  'Iwu',
  'Jablonski',
  'Kettering',
  'Lindqvist',
  'Moreau',
  'Nakashima',
  'Oduya',
  'Pemberton',
  'Quintero',
  'Rasmussen',
  'Salazar',
  'Thornbury',
  'Underwood',
  'Villanueva',
  'Whitaker',
  'Yamada',
  'Zielinski',
];
const WORDS = [
  'Alder',
  'Beacon',
  'Cedar',
  'Delta',
  'Ember',
  'Falcon',
  'Granite',
  'Harbor',
  'Iris',
  'Juniper',
  'Keystone',
  'Lantern',
  'Meadow',
  'Northgate',
  'Orchard',
  'Pioneer',
  'Quarry',
  'Ridgeline',
  'Summit',
  'Tidewater',
  'Union',
  'Vista',
  'Willow',
  'Yellowstone',
  'Zephyr',
  'Copper',
  'Silverline',
  'Bluewater',
  'Evergreen',
];
const STREETS = [
  'Main St',
  'Oak Ave',
  'Elm Street',
  'Lakeview Dr',
  'Commerce Blvd',
  'Mill Road',
  'Park Lane',
];
const PLACES: [string, string, string][] = [
  ['Portland', 'OR', '97205'],
  ['Austin', 'TX', '78701'],
  ['Columbus', 'OH', '43215'],
  ['Raleigh', 'NC', '27601'],
  ['Denver', 'CO', '80202'],
  ['Tampa', 'FL', '33602'],
  ['Madison', 'WI', '53703'],
  ['Albany', 'NY', '12207'],
  ['Tucson', 'AZ', '85701'],
  ['Richmond', 'VA', '23219'],
  ['Boise', 'ID', '83702'],
  ['Omaha', 'NE', '68102'],
  ['Toronto', 'ON', 'M5V 2T6'],
  ['Leeds', 'West Yorkshire', 'LS1 4AP'],
  ['Perth', 'WA', '6000'],
];

type Kit = Rng & {
  name(): string;
  company(suffixes?: readonly string[]): string;
  address(): string;
  city(): string;
  date(): string;
  money(min: number, max: number): string;
  amount(min: number, max: number): number;
  fmt(value: number): string;
  heading(title: string): string;
  sections(items: [string, string][]): string;
  blank(): string;
  phone(): string;
};

function makeKit(rng: Rng): Kit {
  const fmt = (value: number) =>
    value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const kit: Kit = {
    ...rng,
    name: () => `${rng.pick(FIRST)} ${rng.chance(0.3) ? `${rng.pick(FIRST)[0]}. ` : ''}${rng.pick(LAST)}`,
    company: (suffixes = ['LLC', 'Inc.', 'Corp.', 'Ltd', 'Group', 'Partners LP', 'Co.', 'Holdings LLC']) =>
      `${rng.pick(WORDS)} ${rng.pick(['Systems', 'Industries', 'Services', 'Capital', 'Logistics', 'Software', 'Foods', 'Supply', 'Properties', 'Labs', 'Realty', 'Health'])} ${rng.pick(suffixes)}`,
    address: () => {
      const [city, state, zip] = rng.pick(PLACES);
      return `${rng.int(10, 9899)} ${rng.pick(WORDS)} ${rng.pick(STREETS)}${rng.chance(0.3) ? `, Suite ${rng.int(100, 990)}` : ''}, ${city}, ${state} ${zip}`;
    },
    city: () => rng.pick(PLACES)[0],
    date: () => {
      const day = rng.int(1, 28);
      const month = rng.int(0, 11);
      const year = rng.int(2018, 2026);
      return rng.pick([
        `${MONTH_NAMES[month]} ${day}, ${year}`,
        `${String(month + 1).padStart(2, '0')}/${String(day).padStart(2, '0')}/${year}`,
        `${day} ${MONTH_NAMES[month]} ${year}`,
        `${year}-${String(month + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
      ]);
    },
    amount: (min, max) => Math.round((min + rng.next() * (max - min)) * 100) / 100,
    money: (min, max) =>
      `${rng.pick(['$', '$', '$', 'US$', '£', '€'])}${fmt(min + rng.next() * (max - min))}`,
    fmt,
    heading: (title) =>
      rng.pick([
        title.toUpperCase(),
        title,
        `${title.toUpperCase()}\n${'-'.repeat(Math.min(48, title.length))}`,
      ]),
    sections: (items) => {
      const style = rng.int(0, 4);
      const roman = [
        'I',
        'II',
        'III',
        'IV',
        'V',
        'VI',
        'VII',
        'VIII',
        'IX',
        'X',
        'XI',
        'XII',
        'XIII',
        'XIV',
        'XV',
      ];
      return items
        .map(([title, body], i) => {
          const n = i + 1;
          if (style === 0) return `${n}. ${title.toUpperCase()}. ${body}`;
          if (style === 1) return `Section ${n}. ${title}. ${body}`;
          if (style === 2) return `${title.toUpperCase()}\n${body}`;
          if (style === 3) return `ARTICLE ${roman[i] ?? n}\n${title.toUpperCase()}\n${n}.1 ${body}`;
          return `${n}.\t${title}: ${body}`;
        })
        .join(rng.pick(['\n\n', '\n']));
    },
    blank: () => rng.pick(['________________', '__________', '[__________]', '........................']),
    phone: () => `(${rng.int(200, 989)}) ${rng.int(200, 989)}-${String(rng.int(0, 9999)).padStart(4, '0')}`,
  };
  return kit;
}

/** PDF text layers break lines at the page width. */
function wrap(k: Kit, text: string): string {
  if (k.chance(0.5)) return text;
  return wrapLines(text, k.int(60, 110));
}

/** Lines longer than `width` broken between words, as a PDF's text layer breaks them at the page width. */
export function wrapLines(text: string, width: number): string {
  return text
    .split('\n')
    .map((line) => {
      if (line.length <= width) return line;
      const out: string[] = [];
      let current = '';
      for (const word of line.split(' ')) {
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

/** Letters OCR misreads on a phone scan, and what it reads instead (server/scripts/train-classifier.ts adds its own). */
export const OCR_SWAPS: Readonly<Record<string, string>> = {
  l: '1',
  I: 'l',
  O: '0',
  o: '0',
  S: '5',
  e: 'c',
  a: 'o',
};

/** What a phone scan read by OCR does to a page. */
function ocr(k: Kit, text: string): string {
  const swaps: Record<string, string> = { ...OCR_SWAPS, i: '!', t: 'f' };
  const rate = 0.02 + k.next() * 0.04;
  let out = '';
  for (const ch of text) {
    const r = k.next();
    if (swaps[ch] && r < rate) out += swaps[ch];
    else if (ch === ' ' && r < rate / 2) out += k.pick(['', '  ', ' . ']);
    else if (ch === '\n' && r < 0.25) out += ' ';
    else out += ch;
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------
// Leases

function commercialLease(k: Kit): string {
  const landlord = k.company(['LLC', 'LP', 'Realty Trust', 'Properties LLC']);
  const tenant = k.company();
  const sf = k.int(900, 48000);
  const title = k.pick([
    'Office Lease',
    'Lease Agreement',
    'Commercial Lease',
    'Retail Lease',
    'Industrial Lease',
    'Office Lease Agreement',
    'Net Lease',
    'Shopping Center Lease',
  ]);
  const sections: [string, string][] = k
    .shuffle([
      [
        'Premises',
        `Landlord hereby leases to Tenant, and Tenant leases from Landlord, the premises known as Suite ${k.int(100, 1900)} containing approximately ${sf.toLocaleString('en-US')} rentable square feet (the "Premises") in the building located at ${k.address()} (the "Building"), as shown on Exhibit A.`,
      ],
      [
        'Term',
        `The Term of this Lease shall be ${k.pick(['sixty (60)', 'one hundred twenty (120)', 'thirty-six (36)', 'eighty-four (84)', 'sixty-three (63)'])} months, commencing on the Commencement Date of ${k.date()} and expiring on the last day of the final Lease Month, unless sooner terminated.`,
      ],
      [
        'Base Rent',
        `Tenant shall pay annual Base Rent of $${k.fmt(sf * k.amount(14, 55))}, payable in equal monthly installments of $${k.fmt(sf * k.amount(1.2, 4.5))} in advance on the first day of each calendar month, without demand, set-off or deduction. Base Rent shall increase by ${k.int(2, 4)}% on each anniversary of the Commencement Date.`,
      ],
      [
        'Additional Rent; Operating Expenses',
        `Tenant shall pay, as Additional Rent, Tenant's Proportionate Share (${k.int(1, 40)}.${k.int(10, 99)}%) of Operating Expenses and Real Estate Taxes in excess of the Base Year amounts. Landlord shall deliver an annual reconciliation statement.`,
      ],
      [
        'Use',
        `Tenant shall use the Premises solely for ${k.pick(['general office purposes', 'retail sale of apparel', 'light manufacturing and warehousing', 'a medical office', 'a restaurant'])} and for no other purpose without Landlord's prior written consent.`,
      ],
      [
        'Security Deposit',
        `Upon execution of this Lease Tenant shall deposit with Landlord $${k.fmt(k.amount(5000, 90000))} as security for the performance of Tenant's obligations, or deliver an irrevocable letter of credit in that amount.`,
      ],
      [
        'Tenant Improvements',
        `Landlord shall provide an improvement allowance of $${k.int(10, 80)}.00 per rentable square foot for Tenant's initial alterations in accordance with the Work Letter attached as Exhibit B.`,
      ],
      [
        'Assignment and Subletting',
        `Tenant shall not assign this Lease or sublet the Premises, in whole or in part, without the prior written consent of Landlord, which consent shall not be unreasonably withheld, conditioned or delayed.`,
      ],
      [
        'Maintenance and Repairs',
        `Landlord shall maintain the roof, structure and Building systems. Tenant shall keep the interior of the Premises in good order and repair, reasonable wear and tear excepted.`,
      ],
      [
        'Insurance and Indemnity',
        `Tenant shall carry commercial general liability insurance of not less than $${k.pick(['1,000,000', '2,000,000', '3,000,000'])} per occurrence naming Landlord and its managing agent as additional insureds.`,
      ],
      [
        'Holding Over',
        `If Tenant holds over after the expiration of the Term, Tenant shall be a tenant at sufferance and shall pay ${k.pick(['150%', '125%', '200%'])} of the Base Rent in effect at expiration.`,
      ],
      [
        'Estoppel and Subordination',
        `This Lease is subordinate to any mortgage now or later encumbering the Building. Tenant shall deliver an estoppel certificate within ten days of Landlord's request.`,
      ],
      [
        'Default by Tenant',
        `If Tenant fails to pay Rent within five days after written notice, or fails to cure any other default within thirty days, Landlord may terminate this Lease and recover possession of the Premises.`,
      ],
      [
        'Surrender',
        `At the end of the Term Tenant shall surrender the Premises broom clean and remove its trade fixtures, repairing any damage caused by removal.`,
      ],
    ] as [string, string][])
    .slice(0, k.int(7, 14));
  const summary = k.chance(0.6)
    ? `BASIC LEASE PROVISIONS\nLandlord: ${landlord}\nTenant: ${tenant}\nRentable Area: ${sf.toLocaleString('en-US')} RSF\nLease Term: ${k.int(3, 10)} years\nMonthly Base Rent: $${k.fmt(sf * k.amount(1.2, 4.5))}\nSecurity Deposit: $${k.fmt(k.amount(5000, 60000))}\nBroker: ${k.company(['Realty', 'Commercial Real Estate'])}\n`
    : '';
  return [
    k.heading(title),
    `THIS ${title.toUpperCase()} (this "Lease") is made as of ${k.date()} by and between ${landlord} ("Landlord") and ${tenant} ("Tenant").`,
    summary,
    k.sections(sections),
    `IN WITNESS WHEREOF, Landlord and Tenant have executed this Lease as of the date first written above.\nLANDLORD: ${landlord}\nBy: ____________________\nTENANT: ${tenant}\nBy: ____________________`,
    k.chance(0.5)
      ? `EXHIBIT A - FLOOR PLAN OF THE PREMISES\nEXHIBIT B - WORK LETTER\nEXHIBIT C - RULES AND REGULATIONS`
      : '',
  ]
    .filter(Boolean)
    .join('\n\n');
}

function housingContract(k: Kit): string {
  const title = k.pick([
    'Apartment Lease Contract',
    'Housing Contract',
    'Student Housing Lease Contract',
    'Residence Hall Contract',
    'Lease Contract',
    'Resident Lease Agreement',
    'Individual Liability Lease',
    'Bed Space Lease',
  ]);
  const resident = k.name();
  const installment = k.amount(550, 1900);
  const clauses: [string, string][] = k
    .shuffle([
      [
        'Parties',
        `This ${title} is between you, the resident ${resident}, and us, the owner ${k.company(['Student Living LLC', 'Residential LP', 'Apartments LLC'])}. You are renting Apartment No. ${k.int(100, 4999)}, bedroom ${k.pick(['A', 'B', 'C', 'D'])}, at ${k.address()}.`,
      ],
      [
        'Term',
        `The initial term begins on ${k.date()} and ends at noon on ${k.date()}. You must give written notice of move-out at least ${k.pick(['30', '60'])} days before the end of the term.`,
      ],
      [
        'Rent and installments',
        `You will pay $${k.fmt(installment * 12)} for the lease term, payable in ${k.pick(['twelve', 'eleven', 'ten'])} monthly installments of $${k.fmt(installment)} due on or before the 1st day of each month. Rent is late after the ${k.pick(['3rd', '4th', '5th'])} and a late charge of $${k.int(25, 100)} will be owed.`,
      ],
      [
        'Security deposit',
        `The total security deposit is $${k.fmt(k.amount(100, 1500))}, due on or before the date you sign. It will be refunded, less lawful deductions, after you surrender the apartment.`,
      ],
      [
        'Occupants',
        `The apartment will be occupied only by you and roommates assigned under this contract. No one else may occupy the apartment without our written consent.`,
      ],
      [
        'Utilities',
        `We will pay for ${k.pick(['water and trash', 'water, sewer and internet', 'cable and internet'])}. You will pay your share of electricity ${k.pick(['above the monthly cap', 'as billed by the provider'])}.`,
      ],
      [
        'Move-in and move-out condition',
        `You will complete an inventory and condition form within 48 hours after move-in. We will inspect the apartment after move-out and deduct damages from the deposit.`,
      ],
      [
        'Community policies',
        `You must follow the community policies, including quiet hours, parking rules and the no-smoking policy, which are part of this lease contract.`,
      ],
      ['Guaranty', `A parent or guarantor must sign the lease guaranty before you may move in.`],
      [
        'Default',
        `If you fail to pay rent or violate this contract we may end your right of occupancy by giving you written notice to vacate, and you will owe accelerated rent.`,
      ],
      [
        'Animals',
        `No animals are allowed unless we have authorized them in writing by an animal addendum and you pay an animal deposit.`,
      ],
      [
        'Repairs',
        `Requests for repairs must be made in writing through the resident portal, except in an emergency.`,
      ],
    ] as [string, string][])
    .slice(0, k.int(6, 12));
  return [
    k.heading(title),
    k.chance(0.5) ? `Date of Lease Contract: ${k.date()} (when this contract is filled out)` : '',
    k.sections(clauses),
    `Resident: ____________________ Date: ________\nOwner or Owner's Representative: ____________________\nGuarantor: ____________________`,
  ]
    .filter(Boolean)
    .join('\n\n');
}

function blankLease(k: Kit): string {
  const b = () => k.blank();
  const merge = k.chance(0.4);
  const field = (name: string) =>
    merge ? k.pick([`{{${name}}}`, `«${name}»`, `[${name.toUpperCase()}]`, `<<${name}>>`]) : b();
  const title = k.pick([
    'Residential Lease Agreement',
    'Rental Agreement',
    'Month-to-Month Rental Agreement',
    'Lease Agreement',
    'Lot Rental Agreement',
    'Room Rental Agreement',
    'Residential Tenancy Agreement',
  ]);
  const clauses: [string, string][] = k
    .shuffle([
      [
        'Parties',
        `This agreement is made on ${field('lease_date')} between ${field('landlord_name')} ("Landlord") and ${field('tenant_names')} ("Tenant").`,
      ],
      [
        'Premises',
        `Landlord rents to Tenant the ${k.pick(['dwelling', 'apartment', 'home', 'lot', 'room'])} located at ${field('property_address')}, ${field('city')}, ${field('state')} ${field('zip')}.`,
      ],
      [
        'Term',
        `The tenancy begins on ${field('start_date')} and ${k.pick([`ends on ${field('end_date')}`, 'continues from month to month'])}.`,
      ],
      [
        'Rent',
        `Tenant shall pay rent of $${field('monthly_rent')} per month, due on the ${field('due_day')} day of each month.`,
      ],
      [
        'Late fee',
        `Rent paid after the ${field('grace_day')} day of the month incurs a late fee of $${field('late_fee')}.`,
      ],
      [
        'Deposit',
        `Tenant has paid a security deposit of $${field('deposit')} which Landlord will return within ${field('days')} days after the tenancy ends, less lawful deductions.`,
      ],
      [
        'Utilities',
        `Tenant is responsible for: [ ] electricity [ ] gas [ ] water/sewer [ ] trash [ ] cable/internet. Landlord provides: ${field('landlord_utilities')}.`,
      ],
      ['Occupancy', `The premises shall be occupied only by the Tenant and: ${field('occupants')}.`],
      [
        'Pets',
        `[ ] No pets. [ ] Pets permitted: ${field('pets')} with a pet deposit of $${field('pet_deposit')}.`,
      ],
      [
        'Entry',
        `Landlord may enter the premises on ${field('notice_hours')} hours notice for inspection and repairs.`,
      ],
      [
        'Park rules',
        `Tenant shall abide by the community rules and regulations attached, including lot maintenance and home set-up standards.`,
      ],
      [
        'Termination',
        `Either party may terminate a month-to-month tenancy by giving ${field('notice_days')} days written notice.`,
      ],
    ] as [string, string][])
    .slice(0, k.int(6, 12));
  return [
    k.heading(title),
    k.chance(0.5)
      ? k.pick([
          '(Blank form - complete all spaces before signing)',
          'THIS IS A LEGALLY BINDING DOCUMENT. READ IT CAREFULLY.',
          'Form approved for use by members of the Association of Landlords',
        ])
      : '',
    k.sections(clauses),
    `Landlord: ${field('landlord_signature')}  Date: ${b()}\nTenant: ${field('tenant_signature')}  Date: ${b()}`,
  ]
    .filter(Boolean)
    .join('\n\n');
}

function foreignLease(k: Kit): string {
  const b = () => k.blank();
  const lang = k.int(0, 2);
  if (lang === 0) {
    const paras = k
      .shuffle([
        `§ Mietsache\nVermietet wird die Wohnung im ${k.pick(['Erdgeschoss', '1. Obergeschoss', '2. Obergeschoss', 'Dachgeschoss'])} des Hauses ${b()}, bestehend aus ${k.int(1, 5)} Zimmern, Küche, Bad und Keller. Die Wohnfläche beträgt ca. ${k.int(35, 140)} m².`,
        `§ Mietzeit\nDas Mietverhältnis beginnt am ${b()} und wird auf unbestimmte Zeit geschlossen. Die Kündigungsfrist richtet sich nach den gesetzlichen Vorschriften.`,
        `§ Miete\nDie Grundmiete beträgt monatlich ${k.int(400, 1800)},00 EUR. Hinzu kommt eine Vorauszahlung auf die Betriebskosten von ${k.int(80, 300)},00 EUR. Die Miete ist monatlich im Voraus bis zum dritten Werktag zu zahlen.`,
        `§ Kaution\nDer Mieter leistet eine Mietsicherheit in Höhe von drei Monatsmieten (Kaution). Der Vermieter legt sie getrennt von seinem Vermögen an.`,
        `§ Betriebskosten\nDer Mieter trägt die Betriebskosten für Heizung, Warmwasser, Wasser, Abwasser, Müllabfuhr, Hausreinigung und Gartenpflege. Über die Vorauszahlungen wird jährlich abgerechnet.`,
        `§ Schönheitsreparaturen\nDer Mieter hat die Mieträume pfleglich zu behandeln und Schäden dem Vermieter unverzüglich anzuzeigen.`,
        `§ Untervermietung\nDer Mieter darf die Mietsache nur mit Erlaubnis des Vermieters untervermieten.`,
        `§ Tierhaltung\nDie Haltung von Hunden und Katzen bedarf der Zustimmung des Vermieters.`,
        `§ Hausordnung\nDie Hausordnung ist Bestandteil dieses Mietvertrages.`,
        `§ Rückgabe der Mietsache\nBei Beendigung des Mietverhältnisses hat der Mieter die Wohnung mit allen Schlüsseln zurückzugeben.`,
      ])
      .slice(0, k.int(5, 10));
    return [
      k.pick(['Mietvertrag', 'Wohnungsmietvertrag', 'Mietvertrag für Wohnräume', 'MIETVERTRAG']),
      `Zwischen ${k.chance(0.5) ? b() : k.name()} (Vermieter) und ${k.chance(0.5) ? b() : k.name()} (Mieter) wird folgender Mietvertrag geschlossen:`,
      ...paras,
      `${b()}, den ${b()}\nVermieter ${b()}     Mieter ${b()}`,
    ].join('\n\n');
  }
  if (lang === 1) {
    const paras = k
      .shuffle([
        `Article - Objet du contrat\nLe bailleur donne en location au locataire le logement situé ${b()}, d'une surface habitable de ${k.int(20, 120)} m², comprenant ${k.int(1, 5)} pièces principales.`,
        `Article - Durée du bail\nLe présent bail est consenti pour une durée de ${k.pick(['trois ans', 'un an', 'six ans'])} à compter du ${b()}. Il se renouvelle par tacite reconduction.`,
        `Article - Loyer\nLe loyer mensuel est fixé à ${k.int(450, 1600)} euros, payable d'avance le ${k.int(1, 5)} de chaque mois. Les charges locatives sont payées par provisions de ${k.int(30, 150)} euros.`,
        `Article - Dépôt de garantie\nLe locataire verse un dépôt de garantie de ${k.int(450, 1600)} euros, restitué dans un délai de deux mois après la remise des clés.`,
        `Article - Obligations du locataire\nLe locataire doit user paisiblement des locaux loués, payer le loyer aux termes convenus et s'assurer contre les risques locatifs.`,
        `Article - État des lieux\nUn état des lieux est établi lors de la remise et de la restitution des clés.`,
        `Article - Clause résolutoire\nÀ défaut de paiement du loyer, le bail sera résilié de plein droit deux mois après un commandement de payer demeuré infructueux.`,
      ])
      .slice(0, k.int(4, 7));
    return [
      k.pick([
        'Contrat de location',
        "Bail d'habitation",
        'CONTRAT DE LOCATION - LOGEMENT NU',
        'Contrat de bail',
      ]),
      `Entre les soussignés : ${k.chance(0.5) ? b() : k.name()}, ci-après dénommé « le bailleur », et ${k.chance(0.5) ? b() : k.name()}, ci-après dénommé « le locataire », il a été convenu ce qui suit :`,
      ...paras,
      `Fait à ${b()}, le ${b()}\nLe bailleur                Le locataire`,
    ].join('\n\n');
  }
  const paras = k
    .shuffle([
      `PRIMERA. OBJETO. El arrendador da en arrendamiento al arrendatario el inmueble ubicado en ${b()}, destinado exclusivamente a casa habitación.`,
      `SEGUNDA. VIGENCIA. El plazo del arrendamiento será de ${k.pick(['un año', 'doce meses', 'dos años'])} contado a partir del ${b()}.`,
      `TERCERA. RENTA. El arrendatario pagará una renta mensual de $${k.int(4000, 25000)}.00 pesos, por adelantado, dentro de los primeros ${k.int(3, 5)} días de cada mes.`,
      `CUARTA. DEPÓSITO. El arrendatario entrega la cantidad de un mes de renta como depósito en garantía, que será devuelto al término del contrato.`,
      `QUINTA. SERVICIOS. Los pagos de luz, agua, gas e internet correrán por cuenta del arrendatario.`,
      `SEXTA. SUBARRENDAMIENTO. El arrendatario no podrá subarrendar el inmueble sin consentimiento por escrito del arrendador.`,
      `SÉPTIMA. MANTENIMIENTO. El arrendatario conservará el inmueble en buen estado y lo devolverá en las mismas condiciones en que lo recibió.`,
    ])
    .slice(0, k.int(4, 7));
  return [
    k.pick(['CONTRATO DE ARRENDAMIENTO', 'Contrato de Arrendamiento de Vivienda', 'Contrato de Alquiler']),
    `Contrato que celebran por una parte ${k.chance(0.5) ? b() : k.name()}, en lo sucesivo "EL ARRENDADOR", y por la otra ${k.chance(0.5) ? b() : k.name()}, en lo sucesivo "EL ARRENDATARIO", al tenor de las siguientes cláusulas:`,
    ...paras,
    `EL ARRENDADOR ${b()}     EL ARRENDATARIO ${b()}`,
  ].join('\n\n');
}

function leasePackage(k: Kit): string {
  // A solicitor's or agent's cover letter followed by the lease it encloses.
  const letter = `${k.company(['Solicitors', 'LLP', 'Law Office', 'Realty'])}\n${k.address()}\n${k.date()}\n\nDear ${k.name()},\n\nRe: Lease of ${k.address()}\n\nWe enclose ${k.pick(['two copies of the lease for signature', 'the executed lease for your records', 'the counterpart lease'])}. Please sign where indicated and return one copy to us together with the first month's rent and the security deposit.\n\nYours sincerely,\n${k.name()}`;
  return `${letter}\n\n${k.chance(0.5) ? commercialLease(k) : housingContract(k)}`;
}

function leaseAmendment(k: Kit): string {
  const owner = k.chance(0.5) ? k.company(['Residential Trust', 'Properties LLC', 'Realty LP']) : k.name();
  const resident = k.name();
  const rent = k.amount(700, 4200);
  const commercial = k.chance(0.3);
  const [ownerRole, tenantRole] = commercial
    ? ['Landlord', 'Tenant']
    : k.pick([
        ['Owner', 'Resident'],
        ['Landlord', 'Tenant'],
        ['Lessor', 'Lessee'],
      ] as const);
  const title = k.pick([
    'Lease Renewal Agreement',
    'Addendum to Lease - Extension of Term',
    'First Amendment to Lease',
    'Lease Extension Agreement',
    'Renewal Addendum',
    'Second Amendment to Lease Agreement',
    'Lease Modification Agreement',
  ]);
  const items = k
    .shuffle([
      `The term of the lease is extended for ${k.pick(['twelve (12) months', 'one year', 'six months', 'an additional sixty (60) months'])}, from ${k.date()} through ${k.date()}.`,
      `Beginning with the first installment of the extended term, the monthly rent will be $${k.fmt(rent)}${k.chance(0.5) ? `; the rent during the prior term was $${k.fmt(rent * 0.96)}` : ''}.`,
      `The security deposit of $${k.fmt(k.amount(500, 4000))} held under the lease remains on deposit and carries over to the renewal term.`,
      `All other terms and conditions of the original lease remain unchanged and in full force and effect.`,
      `${tenantRole} accepts the premises in their present condition.`,
      `${tenantRole} shall have ${k.pick(['one', 'two'])} option(s) to renew for an additional term at fair market rent by giving written notice ${k.pick(['nine', 'six'])} months before expiration.`,
    ])
    .slice(0, k.int(3, 6));
  return [
    k.heading(title),
    `Re: ${k.address()}`,
    `${ownerRole}, ${owner}, and ${tenantRole}, ${resident}, are parties to a ${k.pick(['lease', 'residential lease', 'rental agreement', 'lease agreement'])} dated ${k.date()} for the premises above, and agree to ${k.pick(['renew', 'extend', 'amend'])} it as follows:`,
    items
      .map((item, i) => (k.chance(0.5) ? `(${String.fromCharCode(97 + i)}) ${item}` : `${i + 1}. ${item}`))
      .join('\n'),
    `${ownerRole}: ____________________ date: ________\n${tenantRole}: ${resident} ____________________ date: ________`,
  ].join('\n\n');
}

// ---------------------------------------------------------------------------------------------------------
// Contracts

function corporateContract(k: Kit, kind: string): string {
  const a = k.company();
  const b = k.company();
  const roles: Record<string, [string, string, string[], [string, string][]]> = {
    licence: [
      'Licensor',
      'Licensee',
      [
        'Software License Agreement',
        'Licence Agreement',
        'Software License and Maintenance Agreement',
        'Trademark License Agreement',
        'End User License Agreement',
        'Content License Agreement',
      ],
      [
        [
          'Grant of License',
          "Subject to the terms of this Agreement, Licensor grants to Licensee a non-exclusive, non-transferable, limited license to use the Licensed Software in object code form solely for Licensee's internal business operations.",
        ],
        [
          'Restrictions',
          'Licensee shall not copy, modify, sublicense, distribute, reverse engineer, decompile or disassemble the Licensed Software, except as expressly permitted.',
        ],
        [
          'License Fees',
          `Licensee shall pay a license fee of $${k.fmt(k.amount(5000, 400000))} and annual maintenance fees of ${k.int(15, 22)}% of the license fee, payable within thirty (30) days of invoice.`,
        ],
        [
          'Maintenance and Support',
          'Licensor shall provide error corrections, updates and enhancements and telephone support during normal business hours in accordance with the Support Terms.',
        ],
        [
          'Ownership',
          'Licensor retains all right, title and interest, including all intellectual property rights, in and to the Licensed Software and Documentation.',
        ],
        [
          'Source Code Escrow',
          "Licensor shall deposit the source code with an escrow agent, to be released to Licensee upon Licensor's insolvency or cessation of support.",
        ],
        [
          'Royalties',
          `Licensee shall pay royalties of ${k.int(2, 12)}% of Net Sales of Licensed Products, with quarterly royalty reports.`,
        ],
      ],
    ],
    distribution: [
      'Supplier',
      'Distributor',
      [
        'Distribution Agreement',
        'Exclusive Distribution Agreement',
        'Distributor Agreement',
        'Reseller Agreement',
        'Supply Agreement',
        'Sales Agency Agreement',
      ],
      [
        [
          'Appointment',
          'Supplier appoints Distributor as its exclusive distributor of the Products in the Territory, and Distributor accepts the appointment.',
        ],
        [
          'Purchase Orders',
          'Distributor shall submit purchase orders for Products. Each purchase order is subject to acceptance by Supplier.',
        ],
        [
          'Pricing and Payment',
          `Products shall be sold at Supplier's then-current distributor prices less a discount of ${k.int(10, 45)}%. Payment terms are net ${k.pick(['30', '45', '60'])} days.`,
        ],
        [
          'Minimum Purchase Requirements',
          `Distributor shall purchase Products of not less than $${k.fmt(k.amount(50000, 2000000))} in each contract year.`,
        ],
        [
          'Marketing Obligations',
          'Distributor shall use commercially reasonable efforts to market and promote the Products throughout the Territory and maintain adequate inventory.',
        ],
        [
          'Trademarks',
          "Distributor may use Supplier's trademarks solely in connection with the marketing of the Products.",
        ],
        [
          'Non-Competition',
          'During the Term Distributor shall not distribute products that compete with the Products in the Territory.',
        ],
        [
          'Product Warranty',
          'Supplier warrants that the Products shall conform to the specifications and be free from defects in materials and workmanship.',
        ],
      ],
    ],
    purchase: [
      'Seller',
      'Buyer',
      [
        'Purchase Agreement',
        'Asset Purchase Agreement',
        'Purchase and Sale Agreement',
        'Equipment Purchase Agreement',
        'Sales Contract',
        'Vehicle Purchase Agreement',
        'Stock Purchase Agreement',
        'Terms and Conditions of Sale',
      ],
      [
        [
          'Sale and Purchase',
          'Seller agrees to sell and Buyer agrees to purchase the Assets described in Schedule A, free and clear of all liens and encumbrances.',
        ],
        [
          'Purchase Price',
          `The purchase price is $${k.fmt(k.amount(8000, 9000000))}, payable as follows: a deposit of ${k.int(5, 20)}% on signing and the balance at Closing by wire transfer.`,
        ],
        [
          'Closing',
          `The Closing shall take place on ${k.date()} or such other date as the parties agree in writing.`,
        ],
        [
          'Delivery; Title and Risk of Loss',
          "Title and risk of loss pass to Buyer upon delivery. Seller shall deliver the goods FOB Seller's facility.",
        ],
        [
          'Inspection and Acceptance',
          'Buyer may inspect the goods within ten days after delivery and reject nonconforming goods by written notice.',
        ],
        [
          'Representations and Warranties',
          'Each party represents that it has full power and authority to enter into this Agreement and that this Agreement is binding on it.',
        ],
        [
          'Conditions Precedent',
          "The obligations of Buyer are subject to the satisfaction of due diligence, financing and the accuracy of Seller's representations at Closing.",
        ],
        [
          'Cancellation of Order',
          'Buyer may cancel the order before delivery; the order deposit shall be retained by Seller as liquidated damages.',
        ],
      ],
    ],
    nda: [
      'Disclosing Party',
      'Receiving Party',
      [
        'Non-Disclosure Agreement',
        'Mutual Non-Disclosure Agreement',
        'Confidentiality Agreement',
        'Mutual Confidentiality Agreement',
        'NDA',
      ],
      [
        [
          'Confidential Information',
          '"Confidential Information" means all non-public information disclosed by the Disclosing Party, whether orally, visually or in writing, that is designated as confidential or that reasonably should be understood to be confidential.',
        ],
        [
          'Obligations of Receiving Party',
          'The Receiving Party shall hold the Confidential Information in strict confidence, use it only for the Purpose and not disclose it to any third party without prior written consent.',
        ],
        [
          'Exclusions',
          'This Agreement does not apply to information that is or becomes publicly known, was known to the Receiving Party before disclosure, or is independently developed.',
        ],
        [
          'Return of Information',
          'Upon request the Receiving Party shall promptly return or destroy all documents containing Confidential Information.',
        ],
        [
          'No License',
          'No license under any patent, copyright or other intellectual property right is granted by this Agreement.',
        ],
        [
          'Term',
          `This Agreement shall remain in effect for ${k.pick(['two', 'three', 'five'])} years from the Effective Date.`,
        ],
        [
          'Equitable Relief',
          'The parties agree that a breach may cause irreparable harm for which injunctive relief may be sought.',
        ],
      ],
    ],
    services: [
      'Service Provider',
      'Company',
      [
        'Services Agreement',
        'Master Services Agreement',
        'Consulting Agreement',
        'Professional Services Agreement',
        'Independent Contractor Agreement',
        'Management Services Agreement',
        'Operating and Management Agreement',
        'Outsourcing Agreement',
        'Employment Agreement',
      ],
      [
        [
          'Services',
          'Provider shall perform the services described in each Statement of Work (the "Services") in a professional and workmanlike manner.',
        ],
        [
          'Statements of Work',
          'Each Statement of Work shall describe the deliverables, milestones, fees and acceptance criteria and is incorporated into this Agreement.',
        ],
        [
          'Compensation',
          `Company shall pay Provider fees of $${k.fmt(k.amount(90, 350))} per hour, or as stated in the applicable Statement of Work, plus pre-approved expenses, within thirty days of receipt of an invoice.`,
        ],
        [
          'Independent Contractor',
          'Provider is an independent contractor, and nothing in this Agreement creates an employment, partnership or agency relationship.',
        ],
        [
          'Work Product',
          'All deliverables and work product created under this Agreement shall be the exclusive property of Company as works made for hire.',
        ],
        [
          'Non-Solicitation',
          'During the term and for twelve months thereafter neither party shall solicit the employees of the other.',
        ],
        [
          'Allocation of Costs',
          'The Company shall reimburse Provider for the allocated costs of personnel and overhead attributable to the Services, determined annually.',
        ],
      ],
    ],
  };
  const [roleA, roleB, titles, specific] = roles[kind] ?? roles.services!;
  const common: [string, string][] = [
    [
      'Term and Termination',
      `This Agreement commences on the Effective Date and continues for ${k.pick(['one (1) year', 'three (3) years', 'five (5) years', 'an initial term of two years'])}, renewing automatically unless either party gives ${k.pick(['thirty (30)', 'sixty (60)', 'ninety (90)'])} days' written notice. Either party may terminate for material breach not cured within thirty days.`,
    ],
    [
      'Confidentiality',
      "Each party shall protect the other party's confidential information with the same degree of care it uses for its own.",
    ],
    [
      'Limitation of Liability',
      "IN NO EVENT SHALL EITHER PARTY BE LIABLE FOR ANY INDIRECT, INCIDENTAL, CONSEQUENTIAL OR PUNITIVE DAMAGES, AND EACH PARTY'S AGGREGATE LIABILITY SHALL NOT EXCEED THE FEES PAID UNDER THIS AGREEMENT.",
    ],
    [
      'Indemnification',
      'Each party shall indemnify, defend and hold harmless the other from third-party claims arising from its gross negligence or willful misconduct.',
    ],
    [
      'Governing Law',
      `This Agreement shall be governed by the laws of the State of ${k.pick(['Delaware', 'New York', 'California', 'Texas', 'Illinois'])}, without regard to conflicts of law principles.`,
    ],
    [
      'Dispute Resolution',
      k.pick([
        'Any dispute arising out of this Agreement shall be finally settled by binding arbitration administered by the American Arbitration Association.',
        'The parties submit to the exclusive jurisdiction of the state and federal courts located in the county of the principal office of the Company.',
        'The parties shall first attempt to resolve any dispute through good-faith negotiation and mediation before commencing arbitration.',
      ]),
    ],
    [
      'Force Majeure',
      'Neither party shall be liable for delay caused by events beyond its reasonable control.',
    ],
    [
      'Assignment',
      'Neither party may assign this Agreement without the prior written consent of the other, except to a successor of its business.',
    ],
    [
      'Notices',
      'All notices under this Agreement shall be in writing and delivered by hand, courier or certified mail to the addresses set forth above.',
    ],
    [
      'Entire Agreement',
      'This Agreement, including its schedules and exhibits, constitutes the entire agreement between the parties and supersedes all prior understandings.',
    ],
    [
      'Severability',
      'If any provision is held invalid, the remaining provisions shall remain in full force and effect.',
    ],
    [
      'Counterparts',
      'This Agreement may be executed in counterparts, including by electronic signature, each of which shall be deemed an original.',
    ],
  ];
  const title = k.pick(titles);
  const parts = [...k.some(specific, 3, specific.length), ...k.some(common, 3, 9)];
  const body = k.sections(k.chance(0.7) ? parts : k.shuffle(parts));
  const recitals = k.chance(0.6)
    ? `RECITALS\nWHEREAS, ${a} ${k.pick(['is engaged in the business of', 'develops and markets', 'owns and operates'])} ${k.pick(['software products', 'industrial equipment', 'pipeline terminals', 'consumer products', 'translation services', 'beverage delivery routes'])};\nWHEREAS, ${b} desires to enter into the arrangement set out below;\nNOW, THEREFORE, in consideration of the mutual covenants contained herein, the parties agree as follows:`
    : '';
  const exhibit = k.chance(0.3)
    ? `\n\n[***] Certain confidential information has been omitted and filed separately with the Securities and Exchange Commission.\nExhibit ${k.int(10, 10)}.${k.int(1, 40)}`
    : '';
  return (
    [
      k.heading(title),
      `This ${title} (the "Agreement") is entered into as of ${k.date()} (the "Effective Date") by and between ${a}, a ${k.pick(['Delaware corporation', 'Texas limited liability company', 'company organized under the laws of England and Wales', 'Nevada corporation'])} ("${roleA}"), and ${b} ("${roleB}").`,
      recitals,
      body,
      `IN WITNESS WHEREOF, the parties have caused this Agreement to be executed by their duly authorized representatives.\n${roleA.toUpperCase()}: ${a}\nBy: ____________________\nName: ${k.name()}\nTitle: ${k.pick(['President', 'CEO', 'Director', 'General Counsel', 'Vice President'])}\n${roleB.toUpperCase()}: ${b}\nBy: ____________________\nName: ${k.name()}`,
    ]
      .filter(Boolean)
      .join('\n\n') + exhibit
  );
}

function consumerTerms(k: Kit): string {
  const seller = k.company(['Inc.', 'LLC', 'Motors USA, Inc.', 'Home Solar LLC']);
  const item = k.pick([
    'vehicle',
    'solar energy system',
    'membership',
    'home warranty plan',
    'furniture order',
    'subscription',
  ]);
  const title = k.pick([
    `${item[0]!.toUpperCase()}${item.slice(1)} Order Agreement`,
    'Terms and Conditions of Purchase',
    'Customer Agreement',
    'Order Terms and Conditions',
    'Retail Installment Sales Contract',
    'Terms of Sale',
  ]);
  const paras = k
    .shuffle([
      `Your order. By placing an order and paying the order fee of $${k.int(100, 2500)} you agree to purchase the ${item} from ${seller} on these terms.`,
      `Price. The price of your ${item} is the price shown in your final purchase agreement, including options, delivery fees, taxes and government fees.`,
      `Delivery. Estimated delivery dates are estimates only. We will notify you when your ${item} is ready and you must take delivery within ${k.pick(['7', '14', '30'])} days.`,
      `Cancellation. You may cancel your order before delivery. The order fee is non-refundable except as required by law.`,
      `Financing. If you finance your purchase, the financing terms are between you and your lender and are not part of this agreement.`,
      `Warranty. The ${item} is covered by our limited warranty, a copy of which is provided with your order. All other warranties are disclaimed to the extent permitted by law.`,
      `Arbitration. Any dispute between you and ${seller} will be resolved by binding individual arbitration rather than in court, except for small claims. You may opt out within 30 days.`,
      `Privacy. We collect and use your personal information as described in our privacy notice.`,
      `Entire agreement. This agreement and your order confirmation are the entire agreement between you and us regarding your purchase.`,
      `Trade-in. Any trade-in value is an estimate until inspection, and you must deliver clear title at delivery.`,
    ])
    .slice(0, k.int(6, 10));
  return [k.heading(title), ...paras].join(k.pick(['\n\n', '\n']));
}

// ---------------------------------------------------------------------------------------------------------
// Legal

function courtOrder(k: Kit): string {
  const court = k.pick([
    'IN THE COURT OF APPEALS OF THE STATE OF ' + k.pick(['TEXAS', 'OHIO', 'GEORGIA', 'MICHIGAN']),
    'IN THE SUPERIOR COURT OF ' + k.pick(['CALIFORNIA', 'NEW JERSEY', 'ARIZONA']),
    'IN THE DISTRICT COURT OF ' + k.pick(['HARRIS COUNTY', 'TULSA COUNTY', 'CLARK COUNTY']),
    'IN THE CIRCUIT COURT OF ' + k.pick(['COOK COUNTY, ILLINOIS', 'JACKSON COUNTY, MISSOURI']),
    'UNITED STATES DISTRICT COURT',
    'MUNICIPAL COURT',
    'IN THE COUNTY COURT AT LAW',
  ]);
  const [p, d] = [k.chance(0.5) ? k.company(['LLC', 'Properties LP', 'Apartments LLC']) : k.name(), k.name()];
  const appeal = k.chance(0.5);
  const roles = appeal
    ? [k.pick(['Appellant', 'Plaintiff-Appellant']), k.pick(['Appellee', 'Defendant-Appellee', 'Respondent'])]
    : ['Plaintiff', 'Defendant'];
  const title = k.pick(
    appeal
      ? ['OPINION', 'MEMORANDUM OPINION', 'ORDER', 'DECISION AND JOURNAL ENTRY', 'JUDGMENT']
      : [
          'ORDER',
          'FINAL JUDGMENT',
          'JUDGMENT FOR POSSESSION',
          'ORDER GRANTING MOTION FOR SUMMARY JUDGMENT',
          'DEFAULT JUDGMENT',
          'ORDER OF DISMISSAL',
          'AGREED JUDGMENT',
        ],
  );
  const body = k
    .shuffle([
      appeal
        ? `${roles[0]} appeals from the judgment of the trial court entered on ${k.date()}. We ${k.pick(['reverse and remand', 'affirm', 'affirm in part and reverse in part'])}.`
        : `This matter came before the Court on ${k.date()} on ${roles[0]}'s motion. The Court, having reviewed the pleadings and heard argument of counsel, finds as follows.`,
      `The trial court ${k.pick(['abused its discretion', 'erred', 'properly exercised its discretion'])} in ${k.pick(['granting possession without a hearing', 'denying the motion to set aside the default', 'awarding attorney fees', 'striking the answer'])}. See ${k.pick(LAST)} v. ${k.pick(LAST)}, ${k.int(100, 999)} S.W.3d ${k.int(1, 999)} (${k.int(1995, 2021)}).`,
      `IT IS THEREFORE ORDERED, ADJUDGED AND DECREED that ${k.pick([`judgment is entered for ${roles[0]} in the amount of $${k.fmt(k.amount(500, 40000))}, plus court costs and post-judgment interest`, `the cause is remanded for further proceedings consistent with this opinion`, `${roles[1]} shall vacate the premises within ${k.int(5, 30)} days`, 'the complaint is dismissed without prejudice'])}.`,
      `Costs are taxed to ${roles[1]}. A writ of ${k.pick(['possession', 'execution', 'restitution'])} may issue upon application.`,
      `The issue was preserved for review. Standard of review: de novo. The record on appeal does not support the findings below.`,
      `SO ORDERED.`,
      `Filed ${k.date()}. Clerk of the Court: ${k.name()}. Deputy: ${k.name()}.`,
    ])
    .slice(0, k.int(4, 7));
  return [
    court,
    `${p},\n        ${roles[0]},\nv.                                 ${k.pick(['Case No.', 'No.', 'Cause No.', 'C.A. No.', 'Docket No.'])} ${k.int(10, 24)}-${k.pick(['CV', 'LT', 'CA', 'CVG'])}-${k.int(1000, 99999)}\n${d},\n        ${roles[1]}.`,
    title,
    ...body,
    k.pick([
      '____________________\nJUDGE',
      'Justice ' +
        k.pick(LAST) +
        ', writing for the Court. Justices ' +
        k.pick(LAST) +
        ' and ' +
        k.pick(LAST) +
        ' concur.',
      'ENTERED: ____________  ________________________ Judge Presiding',
      'PER CURIAM.',
    ]),
  ].join('\n\n');
}

function petitionOrSummons(k: Kit): string {
  const b = () => k.blank();
  const blank = k.chance(0.5);
  const who = (role: string) => (blank ? b() : role === 'p' ? k.company(['LLC', 'Realty LLC']) : k.name());
  const title = k.pick([
    'NOTICE OF PETITION',
    'NOTICE OF PETITION - HOLDOVER',
    'SUMMONS',
    'SUMMONS - EVICTION',
    'COMPLAINT FOR EVICTION',
    'PETITION FOR POSSESSION',
    'SMALL CLAIMS SUMMONS',
    'FORCIBLE ENTRY AND DETAINER COMPLAINT',
    'SUBPOENA',
  ]);
  return [
    k.pick([
      'CIVIL COURT OF THE CITY OF ' + k.pick(['NEW YORK', 'YONKERS']),
      'JUSTICE COURT, PRECINCT ' + k.int(1, 8),
      'MAGISTRATE COURT OF ' + k.pick(['FULTON', 'DEKALB']) + ' COUNTY',
      'DISTRICT COURT, ' + k.pick(['DENVER', 'ADAMS']) + ' COUNTY, COLORADO',
      'SMALL CLAIMS COURT',
    ]),
    `Index No. ${blank ? b() : k.int(10000, 99999)}`,
    `${who('p')}, Petitioner/Plaintiff\n-against-\n${who('d')}, Respondent/Defendant`,
    title,
    k.pick([
      `TO THE RESPONDENT: PLEASE TAKE NOTICE that a hearing will be held at the courthouse, Part ${blank ? b() : k.int(1, 30)}, Room ${blank ? b() : k.int(100, 900)}, on ${blank ? b() : k.date()}, upon the annexed petition which requests a final judgment of eviction awarding possession of the premises to the petitioner.`,
      `YOU ARE HEREBY SUMMONED and required to appear and answer the complaint of the plaintiff within ${k.pick(['five', 'seven', 'twenty'])} days after service of this summons, exclusive of the day of service.`,
      `You are commanded to appear before this court to answer the plaintiff's claim for possession of the premises and unpaid rent of $${blank ? b() : k.fmt(k.amount(300, 9000))}.`,
    ]),
    `If you fail to appear and answer, judgment may be entered against you by default for the relief demanded in the ${k.pick(['petition', 'complaint'])}, and you may be evicted.`,
    k.chance(0.6)
      ? `Your answer may be made in writing or orally at the hearing. If you have a defense or counterclaim you must raise it in your answer. You may contact the court's help center or legal aid for assistance.`
      : '',
    `Dated: ${blank ? b() : k.date()}\n${k.pick(['Clerk of the Court', 'Attorney for Petitioner', 'Judge/Clerk', 'Attorney for Plaintiff'])}: ____________________`,
    k.chance(0.4)
      ? `AFFIDAVIT OF SERVICE\nI, ${blank ? b() : k.name()}, being sworn, say that I served the within notice of petition and petition on the respondent by ${k.pick(['personal delivery', 'substituted service', 'conspicuous place service'])}.`
      : '',
  ]
    .filter(Boolean)
    .join('\n\n');
}

function penaltyNotice(k: Kit): string {
  const uk = k.chance(0.5);
  const money = (v: number) => `${uk ? '£' : '$'}${k.fmt(v)}`;
  const fine = k.pick([35, 50, 65, 70, 110, 130, 160]);
  const title = uk
    ? k.pick([
        'PENALTY CHARGE NOTICE',
        'Penalty Charge Notice (Parking)',
        'Notice to Owner',
        'Fixed Penalty Notice',
        'Bus Lane Penalty Charge Notice',
      ])
    : k.pick([
        'PARKING CITATION',
        'NOTICE OF PARKING VIOLATION',
        'UNIFORM TRAFFIC CITATION',
        'NOTICE OF INFRACTION',
        'Automated Speed Enforcement Citation',
        'CODE ENFORCEMENT CITATION',
      ]);
  return wrap(
    k,
    [
      title,
      `${uk ? 'PCN' : 'Citation'} number: ${k.pick(['AB', 'KX', 'WT', 'LM'])}${k.int(10000000, 99999999)}`,
      `Date of ${uk ? 'contravention' : 'violation'}: ${k.date()}   Time: ${k.int(0, 23)}:${String(k.int(0, 59)).padStart(2, '0')}`,
      `Vehicle registration: ${k.pick(['AB12 CDE', 'LR19 XWT', '7KPL219', 'HXT 4471'])}   Make: ${k.pick(['Ford', 'Toyota', 'Vauxhall', 'Honda', 'Nissan'])}`,
      `Location: ${k.pick(WORDS)} ${k.pick(STREETS)}`,
      `${uk ? 'Contravention code' : 'Violation code'} ${k.int(1, 99)}: ${k.pick(['Parked in a restricted street during prescribed hours', 'Parked without clearly displaying a valid pay and display ticket', 'Stopped in a bus lane', 'Parked at an expired meter', 'Exceeding posted speed limit', 'Vehicle parked on sidewalk'])}`,
      `A penalty charge of ${money(fine)} is now payable. If paid within ${uk ? '14' : '21'} days of the date of this notice the charge will be reduced to ${money(fine / 2)}.`,
      uk
        ? 'If you believe this notice should not have been issued you may make representations to the council within 28 days. If the charge is not paid a Notice to Owner may be served on the registered keeper, who may appeal to an independent adjudicator. Unpaid charges may increase by 50% and be registered at the Traffic Enforcement Centre.'
        : 'You may contest this citation by requesting an administrative review or a hearing within 21 days. Failure to pay or contest will result in late penalties, a hold on your vehicle registration and referral to collections.',
      `${uk ? 'Civil Enforcement Officer' : 'Issuing officer'} no. ${k.int(100, 9999)}`,
    ].join('\n'),
  );
}

function demandLetter(k: Kit): string {
  const firm = `${k.pick(LAST)} & ${k.pick(LAST)} ${k.pick(['LLP', 'P.C.', 'Attorneys at Law', 'Law Group'])}`;
  const client = k.chance(0.5) ? k.company() : k.name();
  return [
    firm,
    k.address(),
    k.date(),
    k.pick([
      'VIA CERTIFIED MAIL, RETURN RECEIPT REQUESTED',
      'SENT BY EMAIL AND FIRST-CLASS MAIL',
      'WITHOUT PREJUDICE',
    ]),
    `${k.name()}\n${k.address()}`,
    `Re: ${k.pick(['Demand for Payment', 'Final Demand', 'Notice of Breach and Demand to Cure', 'Cease and Desist', 'Demand for Return of Security Deposit', 'Letter Before Action'])} - ${client}`,
    `Dear ${k.pick(['Sir or Madam', k.name()])}:`,
    `This firm represents ${client} in connection with ${k.pick(['amounts you owe under the agreement dated ' + k.date(), 'your unauthorized use of its trademarks', 'your failure to return the security deposit', 'damage to the premises'])}. Despite prior requests, the sum of $${k.fmt(k.amount(400, 90000))} remains outstanding.`,
    `DEMAND IS HEREBY MADE that you ${k.pick(['pay the full amount', 'cease all infringing activity', 'cure the breach'])} within ${k.pick(['ten (10)', 'fourteen (14)', 'thirty (30)'])} days of the date of this letter. If you fail to do so, our client has authorized us to commence legal proceedings against you without further notice, seeking damages, interest, court costs and attorneys' fees.`,
    `Nothing in this letter waives any of our client's rights or remedies, all of which are expressly reserved.`,
    `Very truly yours,\n${k.name()}\nAttorney at Law`,
  ].join('\n\n');
}

function codeViolation(k: Kit): string {
  return [
    `${k.pick(['CITY', 'TOWN', 'COUNTY'])} OF ${k.pick(WORDS).toUpperCase()} - ${k.pick(['CODE ENFORCEMENT DIVISION', 'DEPARTMENT OF BUILDINGS', 'HOUSING INSPECTION SERVICES'])}`,
    k.pick([
      'NOTICE OF VIOLATION AND ORDER TO CORRECT',
      'NOTICE OF VIOLATION',
      'ORDER TO REMEDY',
      'NOTICE AND ORDER',
      'FINAL NOTICE OF VIOLATION',
    ]),
    `Case number: CE-${k.int(20, 26)}-${k.int(1000, 9999)}   Date: ${k.date()}`,
    `Owner of record: ${k.chance(0.5) ? k.company(['LLC', 'Trust']) : k.name()}\nProperty: ${k.address()}`,
    `An inspection of the above property found the following violations of the ${k.pick(['Property Maintenance Code', 'Municipal Code', 'Housing Code'])}:\n${k
      .some(
        [
          'Sec. 304.7 Roof leaking',
          'Sec. 305.3 Interior surfaces in disrepair',
          'Sec. 308.1 Accumulation of rubbish',
          'Sec. 704.2 Smoke alarms missing',
          'Sec. 302.4 Weeds exceeding 10 inches',
          'Sec. 504.1 Plumbing fixtures not maintained',
          'Sec. 603.1 Heating system inoperable',
        ],
        2,
        5,
      )
      .map((line) => `- ${line}`)
      .join('\n')}`,
    `You are hereby ordered to correct these violations within ${k.pick(['10', '14', '30'])} days of this notice. A reinspection will be conducted on or after ${k.date()}. Failure to comply may result in civil penalties of up to $${k.int(100, 1000)} per day, a lien on the property, and prosecution in ${k.pick(['municipal court', 'the administrative hearing court'])}.`,
    `You have the right to appeal this notice to the ${k.pick(['Board of Appeals', 'Hearing Examiner'])} within ${k.pick(['10', '15', '20'])} days.`,
    `Inspector: ${k.name()}  ${k.phone()}`,
  ].join('\n\n');
}

// ---------------------------------------------------------------------------------------------------------
// Invoices

function subscriptionInvoice(k: Kit): string {
  const vendor = k.company(['Inc.', 'Ltd', 'GmbH', 'LLC']);
  const seats = k.int(1, 40);
  const price = k.pick([8, 12, 15, 20, 25, 30, 49]);
  const sym = k.pick(['$', 'US$', '€', '£']);
  const subtotal = seats * price;
  return [
    k.pick(['Invoice', 'INVOICE', 'Tax Invoice', 'Receipt', 'VAT Invoice']),
    `Invoice number ${k.pick(['INV', 'A', ''])}${k.int(100000, 999999)}-${String(k.int(1, 99)).padStart(4, '0')}\nDate of issue ${k.date()}\nDate due ${k.date()}`,
    `${vendor}\n${k.address()}\nbilling@${vendor.split(' ')[0]!.toLowerCase()}.example`,
    `Bill to\n${k.company()}\n${k.address()}${k.chance(0.4) ? `\nVAT ID: ${k.pick(['IE', 'GB', 'DE'])}${k.int(1000000, 9999999)}` : ''}`,
    `${sym}${k.fmt(subtotal)} due ${k.date()}`,
    `Description  Qty  Unit price  Amount\n${k.pick(['Team plan seats', 'Pro subscription', 'Cloud hosting', 'Business plan - annual', 'API usage'])}  ${seats}  ${sym}${k.fmt(price)}  ${sym}${k.fmt(subtotal)}\n${k.date()} - ${k.date()}`,
    `Subtotal ${sym}${k.fmt(subtotal)}\nTax ${k.pick(['(0% reverse charge)', '8.875%', '20%', '0%'])} ${sym}0.00\nTotal ${sym}${k.fmt(subtotal)}\nAmount due ${sym}${k.fmt(subtotal)}`,
    k.pick([
      'Pay online at the link in your email.',
      'Payment will be charged to the card on file.',
      'Thank you for your business.',
      'Tax to be paid on reverse charge basis.',
    ]),
  ].join('\n\n');
}

function progressBilling(k: Kit): string {
  const contractSum = k.amount(20000, 900000);
  const done = k.amount(0.2, 0.9);
  const retainage = contractSum * done * 0.1;
  return [
    k.pick([
      'APPLICATION AND CERTIFICATE FOR PAYMENT',
      'PROGRESS BILLING INVOICE',
      'PAY APPLICATION',
      'Progress Invoice',
    ]),
    `To owner: ${k.company(['Properties LLC', 'Development LP'])}   Project: ${k.pick(WORDS)} ${k.pick(['Apartments', 'Plaza', 'Medical Office', 'Townhomes'])}\nFrom contractor: ${k.company(['Construction Inc.', 'Builders LLC', 'Contracting Co.'])}\nApplication no.: ${k.int(1, 14)}   Period to: ${k.date()}   Invoice #${k.int(1000, 99999)}`,
    `1. Original contract sum $${k.fmt(contractSum)}\n2. Net change by change orders $${k.fmt(k.amount(0, 20000))}\n3. Contract sum to date $${k.fmt(contractSum)}\n4. Total completed and stored to date $${k.fmt(contractSum * done)}\n5. Retainage 10% $${k.fmt(retainage)}\n6. Total earned less retainage $${k.fmt(contractSum * done - retainage)}\n7. Less previous certificates for payment $${k.fmt(contractSum * done * 0.5)}\n8. CURRENT PAYMENT DUE $${k.fmt(contractSum * done * 0.4)}\n9. Balance to finish, including retainage $${k.fmt(contractSum * (1 - done) + retainage)}`,
    `SCHEDULE OF VALUES\nItem  Description  Scheduled value  Previous  This period  % complete\n${k
      .some(
        [
          'Site work',
          'Concrete',
          'Framing',
          'Roofing',
          'Plumbing',
          'Electrical',
          'Drywall',
          'Painting',
          'Flooring',
        ],
        3,
        7,
      )
      .map(
        (item, i) =>
          `${i + 1}  ${item}  ${k.fmt(k.amount(2000, 90000))}  ${k.fmt(k.amount(0, 20000))}  ${k.fmt(k.amount(0, 20000))}  ${k.int(10, 100)}%`,
      )
      .join('\n')}`,
    `Please remit payment within 30 days. Make checks payable to the contractor.`,
  ].join('\n\n');
}

function tillReceipt(k: Kit): string {
  const items = k.some(
    [
      'MILK 2L',
      'BREAD',
      'EGGS 12CT',
      'COFFEE',
      'BANANAS',
      'CHICKEN BREAST',
      'RICE 5KG',
      'DETERGENT',
      'PAPER TOWELS',
      'LIGHT BULB',
      'PAINT ROLLER',
      'SCREWS 100PK',
      'NASI LEMAK',
      'TEH TARIK',
      'BURGER',
      'FRIES',
      'SODA',
    ],
    2,
    9,
  );
  const prices = items.map(() => k.amount(1, 45));
  const subtotal = prices.reduce((a, b) => a + b, 0);
  const tax = subtotal * k.pick([0, 0.06, 0.07, 0.0825, 0.05]);
  const total = subtotal + tax;
  const lines = [
    k
      .company(['Sdn Bhd', 'Market', 'Mart', 'Hardware', 'Restaurant', 'Cafe', 'Store #' + k.int(10, 999)])
      .toUpperCase(),
    k.address().toUpperCase(),
    k.chance(0.5)
      ? k.pick([
          `GST REG NO: ${k.int(1000000, 9999999)}`,
          `TEL ${k.phone()}`,
          'TAX INVOICE',
          `STORE ${k.int(100, 999)} REG ${k.int(1, 12)}`,
        ])
      : '',
    `${k.date()} ${k.int(7, 22)}:${String(k.int(0, 59)).padStart(2, '0')}`,
    ...items.map((item, i) => `${item} ${k.fmt(prices[i] ?? 0)}`),
    `${k.pick(['SUBTOTAL', 'SUB TOTAL', 'Subtotal'])} ${k.fmt(subtotal)}`,
    `${k.pick(['TAX', 'GST 6%', 'SALES TAX', 'SST'])} ${k.fmt(tax)}`,
    `${k.pick(['TOTAL', 'BAL', 'TOTAL DUE', 'Total Amount'])} ${k.fmt(total)}`,
    k.pick([
      `CASH ${k.fmt(Math.ceil(total))}\nCHANGE ${k.fmt(Math.ceil(total) - total)}`,
      `VISA ${k.fmt(total)}\nAUTH CODE ${k.int(100000, 999999)}`,
      `DEBIT ${k.fmt(total)}`,
      `MASTERCARD ****${k.int(1000, 9999)} ${k.fmt(total)}`,
    ]),
    k.pick([
      'THANK YOU',
      'THANK YOU PLEASE COME AGAIN',
      'GOODS SOLD ARE NOT RETURNABLE',
      'Tip: ______  Total: ______',
      'Returns within 30 days with receipt',
    ]),
  ];
  return lines.filter(Boolean).join('\n');
}

/** A long store or restaurant receipt as a phone photo reads: item codes, tax flags, savings, tenders. */
function longReceipt(k: Kit): string {
  const restaurant = k.chance(0.35);
  const names = restaurant
    ? [
        'Caesar Salad',
        'Burger',
        'Fish Tacos',
        'Iced Tea',
        'Draft Beer',
        'Pasta Special',
        'Kids Meal',
        'Soup of Day',
        'Wings 10pc',
        'Dessert',
        'Coffee',
        'Fries',
      ]
    : [
        'ORG BANANAS',
        'WHL MILK GAL',
        'GRND BEEF 80%',
        'EGGS LG DZ',
        'SOURDOUGH',
        'TOMATOES',
        'CHEDDAR BLK',
        'YOGURT 32OZ',
        'PAPER TOWEL',
        'DISH SOAP',
        'APPLES GALA',
        'OLIVE OIL',
        'CEREAL',
        'CHIPS',
        'SPARKLING WTR',
        'LIGHT BULBS',
        'BATTERIES AA',
        'CAT LITTER',
      ];
  const lines: string[] = [];
  let subtotal = 0;
  for (const item of k.some(names, 5, names.length)) {
    const price = k.amount(0.79, 24.99);
    subtotal += price;
    const code = k.chance(0.5) ? `${k.int(1000, 99999999)} ` : '';
    lines.push(
      `${code}${item}${k.pick(['', ' ', '  '])}${k.fmt(price)}${k.pick(['', ' F', ' T', ' N', ' B'])}`,
    );
    if (!restaurant && k.chance(0.2))
      lines.push(`  ${k.pick(['SC', 'MEMBER SAVINGS', 'YOU SAVED', 'COUPON'])} ${k.fmt(k.amount(0.2, 3))}-`);
    if (k.chance(0.15)) lines.push(`  ${k.int(2, 4)} @ ${k.fmt(k.amount(0.5, 6))}`);
  }
  const tax = subtotal * k.pick([0, 0.0635, 0.07, 0.0825, 0.1]);
  const tip = restaurant && k.chance(0.6) ? subtotal * k.pick([0.15, 0.18, 0.2]) : 0;
  const total = subtotal + tax + tip;
  const store = restaurant
    ? `${k.pick(WORDS)} ${k.pick(['Grill', 'Bistro', 'Tavern', 'Kitchen', 'Diner', 'Cafe'])}`
    : `${k.pick(WORDS)} ${k.pick(['Market', 'Foods', 'Grocery', 'Pharmacy', 'Fuel & Food', 'Supercenter'])}`;
  const header = [
    k.chance(0.7) ? store.toUpperCase() : store,
    k.address(),
    k.chance(0.6) ? k.phone() : '',
    restaurant
      ? `Server: ${k.pick(FIRST)}   Table ${k.int(1, 40)}   Guests ${k.int(1, 6)}
Check #${k.int(100, 9999)}`
      : `ST# ${k.int(10, 9999)} OP# ${k.int(1, 999)} TE# ${k.int(1, 40)} TR# ${k.int(1000, 99999)}`,
  ];
  const tender = k.pick([
    `CASH TEND ${k.fmt(Math.ceil(total / 10) * 10)}
CHANGE DUE ${k.fmt(Math.ceil(total / 10) * 10 - total)}`,
    `VISA TEND ${k.fmt(total)}
ACCOUNT # ************${k.int(1000, 9999)}
APPROVAL # ${k.int(100000, 999999)}
REF # ${k.int(100000000, 999999999)}`,
    `DEBIT TEND ${k.fmt(total)}
CARD # XXXXXXXXXXXX${k.int(1000, 9999)}
AID A0000000${k.int(10000, 99999)}`,
    `MASTERCARD ${k.fmt(total)}
AUTH ${k.int(100000, 999999)}  ENTRY METHOD: CHIP`,
  ]);
  const footer = k.some(
    [
      `ITEMS SOLD ${k.int(5, 40)}`,
      `TOTAL SAVINGS ${k.fmt(k.amount(0.5, 20))}`,
      `${k.date()} ${k.int(7, 22)}:${String(k.int(0, 59)).padStart(2, '0')}`,
      'THANK YOU FOR SHOPPING WITH US',
      'Customer Copy',
      'Merchant Copy',
      `Fuel points earned today: ${k.int(5, 200)}`,
      'Please come again',
      'Return policy: 30 days with receipt',
      `Survey: tell us how we did at www.${store.split(' ')[0]!.toLowerCase()}.example for a chance to win`,
    ],
    2,
    6,
  );
  return [
    ...header.filter(Boolean),
    ...lines,
    `${k.pick(['SUBTOTAL', 'SUB TOTAL', 'Subtotal'])} ${k.fmt(subtotal)}`,
    `${k.pick(['TAX', 'SALES TAX', 'Tax 1'])} ${k.fmt(tax)}`,
    tip ? `${k.pick(['Tip', 'Gratuity'])} ${k.fmt(tip)}` : '',
    `${k.pick(['TOTAL', '**** BALANCE', 'BAL', 'TOTAL DUE', 'Amount Due'])} ${k.fmt(total)}`,
    tender,
    ...footer,
  ]
    .filter(Boolean)
    .join('\n');
}

/** A phone photo of a crumpled or curled page: OCR loses letters, splits lines and adds stray marks. */
function heavyOcr(k: Kit, text: string): string {
  const rate = 0.06 + k.next() * 0.1;
  let out = '';
  for (const ch of text) {
    const r = k.next();
    if (/[A-Za-z]/.test(ch) && r < rate)
      out += k.pick(['i', 'l', '1', '|', '!', '.', ',', 'c', 'e', 'o', 'a', '0', '']);
    else if (ch === ' ' && r < rate) out += k.pick(['', '  ', ' , ']);
    else out += ch;
    if (k.next() < rate / 5) out += k.pick([' ~ ', ' = ', ' ii ', ' :', "'", ' %']);
  }
  return out;
}

function residentCharges(k: Kit): string {
  const rent = k.amount(700, 2600);
  const utilities = k.amount(20, 180);
  return [
    k.pick([
      'Resident Invoice',
      'Resident Statement of Charges',
      'Rent Invoice',
      'Monthly Rent Bill',
      'Utility Billing Statement',
    ]),
    `${k.company(['Apartments', 'Residential', 'Property Management'])}\nResident: ${k.name()}   Unit ${k.int(100, 999)}\nStatement date ${k.date()}   Due date ${k.date()}`,
    `Charges\nRent ${k.fmt(rent)}\nWater/sewer ${k.fmt(utilities)}\nTrash ${k.fmt(k.amount(5, 25))}\nPest control ${k.fmt(k.amount(2, 8))}\n${k.chance(0.5) ? `Pet rent ${k.fmt(k.amount(25, 60))}\n` : ''}Total amount due $${k.fmt(rent + utilities)}`,
    `Please pay by the due date through the resident portal. A late fee applies to payments received after the ${k.pick(['3rd', '5th'])}.`,
    `Please detach and return this portion with your payment. Amount enclosed $________`,
  ].join('\n\n');
}

// ---------------------------------------------------------------------------------------------------------
// Other

function payStub(k: Kit): string {
  const rate = k.amount(14, 85);
  const hours = k.pick([40, 80, 86.67, 75]);
  const gross = rate * hours;
  const ytd = k.int(2, 24);
  const deductions: [string, number][] = [
    [k.pick(['Federal Income Tax', 'Federal', 'Fed Withholding', 'FITW']), gross * 0.11],
    [k.pick(['Social Security', 'FICA - Social Security', 'OASDI', 'Soc Sec']), gross * 0.062],
    ['Medicare', gross * 0.0145],
    [k.pick(['State Income Tax', 'CA SDI', 'NY PFL', 'State Tax', 'State']), gross * 0.04],
    [k.pick(['401(k)', 'Health Insurance', 'Dental', 'Medical Pre-Tax', 'Vision']), gross * 0.05],
  ];
  const total = deductions.reduce((sum, [, v]) => sum + v, 0);
  const grossLabel = k.pick(['Gross Pay', 'Total Earnings', 'Gross Earnings', 'Total Gross', 'Gross']);
  const netLabel = k.pick(['NET PAY', 'Net Pay', 'Take Home', 'Net Amount', 'Net Check']);
  const title = k.pick([
    'EARNINGS STATEMENT',
    'Pay Stub',
    'PAYSTUB',
    'Statement of Earnings and Deductions',
    'Payroll Advice',
    'Direct Deposit Advice',
    'Employee Pay Statement',
    '',
  ]);
  const employee = `Employee: ${k.name()}   Employee ID: ${k.int(1000, 99999)}${k.chance(0.5) ? `   SSN: XXX-XX-${k.int(1000, 9999)}` : ''}`;
  const period = `${k.pick(['Pay period', 'Period Beginning', 'Period'])} ${k.date()} - ${k.date()}   ${k.pick(['Pay date', 'Check date', 'Advice date'])} ${k.date()}`;
  if (k.chance(0.4)) {
    // One value to a line, as a narrow stub prints it.
    return [
      title,
      k.company(),
      ...employee.split('   '),
      ...period.split('   '),
      'Earnings',
      `Regular ${hours} hrs ${k.fmt(gross)}`,
      k.chance(0.5) ? `Overtime ${k.int(1, 9)}.50 hrs ${k.fmt(rate * 4)}` : '',
      `${grossLabel} ${k.fmt(gross)}`,
      'Deductions',
      ...deductions.map(([name, v]) => `${name} ${k.fmt(v)}`),
      `Total Deductions ${k.fmt(total)}`,
      `${netLabel} ${k.fmt(gross - total)}`,
      k.chance(0.6) ? `Year-to-date ${k.pick(['gross', 'earnings'])} ${k.fmt(gross * ytd)}` : '',
      k.chance(0.5) ? `Deposited to account xxxx${k.int(1000, 9999)} ${k.fmt(gross - total)}` : '',
    ]
      .filter(Boolean)
      .join('\n');
  }
  return wrap(
    k,
    [
      title,
      `${k.company()}\n${k.address()}`,
      `${employee}\n${period}   ${k.pick(['Check no.', 'Advice no.', 'Voucher'])} ${k.int(1000, 99999)}`,
      `EARNINGS  RATE  HOURS  CURRENT  YTD\nRegular  ${k.fmt(rate)}  ${hours}  ${k.fmt(gross)}  ${k.fmt(gross * ytd)}\n${k.chance(0.5) ? `Overtime  ${k.fmt(rate * 1.5)}  ${k.int(1, 12)}.00  ${k.fmt(rate * 6)}  ${k.fmt(rate * 30)}\n` : ''}${grossLabel}  ${k.fmt(gross)}  ${k.fmt(gross * ytd)}`,
      `DEDUCTIONS  CURRENT  YEAR TO DATE\n${deductions.map(([name, v]) => `${name}  ${k.fmt(v)}  ${k.fmt(v * ytd)}`).join('\n')}\nTotal Deductions  ${k.fmt(total)}  ${k.fmt(total * ytd)}`,
      `${netLabel}  ${k.fmt(gross - total)}  ${k.fmt((gross - total) * ytd)}`,
      k.pick([
        `Direct deposit to checking ****${k.int(1000, 9999)}: ${k.fmt(gross - total)}`,
        `Filing status: ${k.pick(['Single', 'Married'])}  Exemptions: ${k.int(0, 4)}`,
        `PTO balance: ${k.int(0, 120)} hours  Sick balance: ${k.int(0, 60)} hours`,
        'NON-NEGOTIABLE - THIS IS NOT A CHECK',
      ]),
    ]
      .filter(Boolean)
      .join('\n\n'),
  );
}

function bankStatement(k: Kit): string {
  const start = k.amount(100, 20000);
  const deposits = k.amount(500, 15000);
  const withdrawals = k.amount(300, 14000);
  const card = k.chance(0.4);
  if (card) {
    const balance = k.amount(50, 12000);
    return wrap(
      k,
      [
        `${k.pick(WORDS)} ${k.pick(['Rewards Visa', 'Platinum Mastercard', 'Cash Back Card', 'Business Card'])}`,
        `Account ending in ${k.int(1000, 9999)}   Statement closing date ${k.date()}   Days in billing cycle ${k.int(28, 31)}`,
        `Account Summary\nPrevious Balance $${k.fmt(k.amount(0, 5000))}\nPayments -$${k.fmt(k.amount(0, 5000))}\nOther Credits -$${k.fmt(k.amount(0, 200))}\nPurchases +$${k.fmt(balance)}\nCash Advances +$0.00\nFees Charged +$0.00\nInterest Charged +$${k.fmt(k.amount(0, 90))}\nNew Balance $${k.fmt(balance)}`,
        `Credit Limit $${k.fmt(k.int(10, 300) * 100)}   Available Credit $${k.fmt(k.amount(500, 20000))}\nMinimum Payment Due $${k.fmt(k.amount(25, 300))}   Payment Due Date ${k.date()}`,
        `Late Payment Warning: If we do not receive your minimum payment by the date listed above, you may have to pay a late fee of up to $${k.int(29, 41)}.00 and your APRs may be increased.\nMinimum Payment Warning: If you make only the minimum payment each period, you will pay more in interest and it will take you longer to pay off your balance.`,
        `Transactions\n${Array.from({ length: k.int(3, 10) }, () => `${k.int(1, 12)}/${k.int(1, 28)}  ${k.pick(['GROCERY OUTLET', 'AIRLINES', 'GAS STATION', 'ONLINE RETAILER', 'RESTAURANT', 'HARDWARE STORE', 'PAYMENT THANK YOU'])}  ${k.fmt(k.amount(5, 900))}`).join('\n')}`,
        `Interest Charge Calculation\nPurchases APR ${k.int(15, 29)}.${k.int(10, 99)}% (v)  Balance subject to interest rate $0.00\nCash advances APR ${k.int(25, 30)}.99% (v)`,
      ].join('\n\n'),
    );
  }
  return wrap(
    k,
    [
      `${k.pick(WORDS)} ${k.pick(['Bank', 'Savings Bank', 'Credit Union', 'National Bank', 'Federal Credit Union'])}\n${k.pick(['Member FDIC', 'Federally insured by NCUA', 'Equal Housing Lender'])}`,
      `${k.pick(['Statement period', 'Statement Period', 'For the period'])} ${k.date()} through ${k.date()}\n${k.pick(['Business Checking', 'Everyday Checking', 'Savings', 'Money Market', 'Operating Account', 'Escrow Account'])} ****${k.int(1000, 9999)}\n${k.name()}\n${k.address()}`,
      `ACCOUNT SUMMARY\nBeginning balance $${k.fmt(start)}\nDeposits and other credits +$${k.fmt(deposits)}\nWithdrawals and other debits -$${k.fmt(withdrawals)}\nChecks paid -$${k.fmt(k.amount(0, 3000))}\nService fees -$${k.fmt(k.amount(0, 25))}\nEnding balance $${k.fmt(start + deposits - withdrawals)}`,
      `DEPOSITS AND ADDITIONS\n${Array.from({ length: k.int(1, 6) }, () => `${k.int(1, 12)}/${k.int(1, 28)}  ${k.pick(['Payroll deposit', 'Mobile check deposit', 'Transfer from savings', 'Zelle from ' + k.name(), 'Rent deposit', 'Interest payment'])}  ${k.fmt(k.amount(20, 5000))}`).join('\n')}`,
      `WITHDRAWALS AND SUBTRACTIONS\n${Array.from({ length: k.int(2, 10) }, () => `${k.int(1, 12)}/${k.int(1, 28)}  ${k.pick(['Debit card purchase', 'ACH debit', 'ATM withdrawal', 'Online transfer to savings', 'Bill payment', 'Wire transfer out', 'Check #' + k.int(1000, 9999)])}  ${k.fmt(k.amount(5, 2500))}`).join('\n')}`,
      k.chance(0.6)
        ? `DAILY BALANCE SUMMARY\n${Array.from({ length: k.int(3, 8) }, () => `${k.int(1, 12)}/${k.int(1, 28)} ${k.fmt(k.amount(50, 20000))}`).join('   ')}`
        : '',
      k.pick([
        'Please examine this statement promptly. Report any errors or unauthorized transactions within 60 days.',
        `Annual percentage yield earned ${k.int(0, 4)}.${k.int(0, 99)}%   Interest paid year to date $${k.fmt(k.amount(0, 200))}`,
        'In case of errors or questions about your electronic transfers, call us or write to us as soon as you can.',
      ]),
    ]
      .filter(Boolean)
      .join('\n\n'),
  );
}

function insuranceCertificate(k: Kit): string {
  const acord = k.chance(0.6);
  if (acord)
    return wrap(
      k,
      [
        `CERTIFICATE OF LIABILITY INSURANCE   DATE (MM/DD/YYYY) ${k.date()}`,
        'THIS CERTIFICATE IS ISSUED AS A MATTER OF INFORMATION ONLY AND CONFERS NO RIGHTS UPON THE CERTIFICATE HOLDER. THIS CERTIFICATE DOES NOT AFFIRMATIVELY OR NEGATIVELY AMEND, EXTEND OR ALTER THE COVERAGE AFFORDED BY THE POLICIES BELOW.',
        `PRODUCER ${k.company(['Insurance Agency', 'Risk Partners', 'Insurance Services'])} ${k.address()}\nINSURED ${k.company()} ${k.address()}\nINSURER A: ${k.pick(WORDS)} ${k.pick(['Casualty Company', 'Mutual Insurance Co.', 'Indemnity Company'])} NAIC # ${k.int(10000, 40000)}\nINSURER B: ${k.pick(WORDS)} ${k.pick(['Fire Insurance Co.', 'Assurance Corp.'])} NAIC # ${k.int(10000, 40000)}`,
        `COVERAGES   CERTIFICATE NUMBER: ${k.int(100000, 999999)}   REVISION NUMBER:\nINSR LTR  TYPE OF INSURANCE  POLICY NUMBER  POLICY EFF  POLICY EXP  LIMITS\nA  COMMERCIAL GENERAL LIABILITY  CLAIMS-MADE [X] OCCUR  ${k.pick(['GL', 'CGL', 'BOP'])}${k.int(100000, 999999)}  ${k.date()}  ${k.date()}  EACH OCCURRENCE $1,000,000  DAMAGE TO RENTED PREMISES $${k.pick(['100,000', '300,000'])}  MED EXP $5,000  PERSONAL & ADV INJURY $1,000,000  GENERAL AGGREGATE $2,000,000  PRODUCTS - COMP/OP AGG $2,000,000\nB  AUTOMOBILE LIABILITY  ANY AUTO  COMBINED SINGLE LIMIT $1,000,000\n${k.chance(0.6) ? 'B  UMBRELLA LIAB  EACH OCCURRENCE $5,000,000  AGGREGATE $5,000,000\n' : ''}A  WORKERS COMPENSATION AND EMPLOYERS' LIABILITY  PER STATUTE  E.L. EACH ACCIDENT $1,000,000`,
        `DESCRIPTION OF OPERATIONS / LOCATIONS / VEHICLES ${k.pick(['Certificate holder is additional insured as required by written contract.', 'Fire sprinkler inspection and service.', 'Roofing and general contracting.', ''])}`,
        `CERTIFICATE HOLDER ${k.company(['Apartments', 'Property Management', 'HOA'])} ${k.address()}`,
        'CANCELLATION SHOULD ANY OF THE ABOVE DESCRIBED POLICIES BE CANCELLED BEFORE THE EXPIRATION DATE THEREOF, NOTICE WILL BE DELIVERED IN ACCORDANCE WITH THE POLICY PROVISIONS.\nAUTHORIZED REPRESENTATIVE',
        k.pick([
          'ACORD 25 (2016/03) © 1988-2015 ACORD CORPORATION. All rights reserved. The ACORD name and logo are registered marks of ACORD',
          '',
        ]),
      ]
        .filter(Boolean)
        .join('\n'),
    );
  return [
    k.pick([
      'EVIDENCE OF PROPERTY INSURANCE',
      'Renters Insurance Declarations',
      'Proof of Insurance',
      'Certificate of Insurance',
      'Homeowners Policy Declarations Page',
    ]),
    `Policy number: ${k.pick(['HO', 'RI', 'DP'])}-${k.int(1000000, 9999999)}   Policy period: ${k.date()} to ${k.date()} 12:01 a.m. standard time`,
    `Named insured: ${k.name()}\nInsured location: ${k.address()}`,
    `Coverage  Limit  Deductible\nPersonal property  $${k.fmt(k.int(10, 100) * 1000)}  $${k.pick(['250', '500', '1,000'])}\nLoss of use  $${k.fmt(k.int(2, 30) * 1000)}\nPersonal liability  $${k.pick(['100,000', '300,000', '500,000'])}\nMedical payments to others  $${k.pick(['1,000', '5,000'])}`,
    `Interested party / additional interest: ${k.company(['Property Management', 'Apartments LLC'])}, ${k.address()}`,
    'This document is evidence that insurance has been issued. It does not amend, extend or alter the coverage afforded by the policy.',
  ].join('\n\n');
}

function conditionChecklist(k: Kit): string {
  const rooms = k.some(
    [
      'LIVING ROOM',
      'KITCHEN',
      'BATHROOM',
      'BEDROOM 1',
      'BEDROOM 2',
      'HALLWAY',
      'DINING AREA',
      'LAUNDRY',
      'EXTERIOR',
      'GARAGE',
    ],
    3,
    7,
  );
  const items = [
    'Walls',
    'Ceiling',
    'Floor / carpet',
    'Windows / screens',
    'Doors / locks',
    'Light fixtures',
    'Outlets / switches',
    'Blinds',
    'Closet',
    'Smoke detector',
    'Cabinets',
    'Countertops',
    'Refrigerator',
    'Stove / oven',
    'Sink / faucet',
    'Toilet',
    'Tub / shower',
  ];
  const filled = k.chance(0.5);
  return wrap(
    k,
    [
      k.pick([
        'MOVE-IN INSPECTION CHECKLIST',
        'Move-In / Move-Out Condition Report',
        'UNIT CONDITION CHECKLIST',
        'Property Condition Inventory',
        'Rental Inspection Checklist',
        'Annual Unit Inspection',
        'Pre-Move-Out Inspection',
      ]),
      `Property: ${k.address()}   Resident: ${filled ? k.name() : '________________'}   Date: ${filled ? k.date() : '________'}`,
      `Condition codes: ${k.pick(['N = New, G = Good, F = Fair, P = Poor, D = Damaged', 'S = Satisfactory, D = Damaged, M = Missing', 'OK / Needs repair / Replace'])}`,
      ...rooms.map(
        (room) =>
          `${room}   Move-in   Move-out   Comments\n${k
            .some(items, 3, 7)
            .map(
              (item) =>
                `${item}  ${filled ? k.pick(['G', 'F', 'S', 'OK', 'D - scuffs', 'P - stain']) : '____'}  ____  ${filled ? k.pick(['', 'minor scratch', 'nail holes', 'clean', 'loose handle', 'working']) : '______________'}`,
            )
            .join('\n')}`,
      ),
      `Keys issued: ${filled ? k.int(1, 4) : '____'}   Garage remotes: ${filled ? k.int(0, 2) : '____'}   Smoke alarms tested: [ ] Yes [ ] No`,
      `Resident signature ______________  Agent signature ______________\nThis report will be used to determine the condition of the unit at move-out.`,
    ].join('\n\n'),
  );
}

function application(k: Kit): string {
  return wrap(
    k,
    [
      k.pick([
        'RENTAL APPLICATION',
        'Application to Rent',
        'Residential Rental Application',
        'Lease Application',
        'Co-Signer Application',
        'Tenant Screening Application',
      ]),
      `Property: ${k.address()}   Desired move-in: ${k.date()}   Monthly rent: $${k.fmt(k.amount(800, 3500))}`,
      `APPLICANT\nName: ${k.name()}   Date of birth: ${k.date()}   SSN: XXX-XX-${k.int(1000, 9999)}\nDriver's license: ${k.pick(['', 'D'])}${k.int(1000000, 9999999)}   Phone: ${k.phone()}`,
      `RENTAL HISTORY\nCurrent address: ${k.address()}   Since: ${k.date()}\nLandlord: ${k.name()}   Phone: ${k.phone()}   Rent: $${k.int(600, 3000)}\nReason for moving: ${k.pick(['relocation', 'need more space', 'buying a home', 'closer to work'])}`,
      `EMPLOYMENT\nEmployer: ${k.company()}   Position: ${k.pick(['Nurse', 'Engineer', 'Teacher', 'Driver', 'Analyst'])}\nMonthly gross income: $${k.fmt(k.amount(2500, 12000))}   Supervisor: ${k.name()}`,
      `Have you ever been evicted? [ ] Yes [ ] No   Filed bankruptcy? [ ] Yes [ ] No   Convicted of a felony? [ ] Yes [ ] No\nPets: ${k.pick(['None', '1 dog', '2 cats'])}   Vehicles: ${k.int(0, 3)}   Emergency contact: ${k.name()} ${k.phone()}`,
      `Application fee $${k.int(25, 75)}.00 (non-refundable). I certify the information is true and authorize verification of credit, criminal and rental history.\nApplicant signature: ____________ Date: ________`,
    ].join('\n\n'),
  );
}

function communityRules(k: Kit): string {
  const rules = k.some(
    [
      'Quiet hours are from 10:00 p.m. to 8:00 a.m. daily.',
      'Trash must be placed in the dumpsters; bags may not be left in hallways or on patios.',
      'Grills are not permitted on balconies per the fire code.',
      'Pets must be leashed in all common areas and owners must pick up after them.',
      'The pool is open from 9 a.m. to 9 p.m. No glass containers and no lifeguard on duty.',
      "Vehicles must display a parking permit; inoperable vehicles will be towed at the owner's expense.",
      'Satellite dishes may be installed only within the limits of the exclusive-use area.',
      'Architectural changes to the exterior require prior approval of the Architectural Review Committee.',
      'Guests staying longer than 14 days must be registered with the office.',
      'Holiday decorations may be displayed from Thanksgiving through January 15.',
      'Window coverings visible from the street must be white or neutral in color.',
      'Fines for violations are assessed according to the schedule adopted by the Board.',
    ],
    5,
    10,
  );
  return [
    k.pick([
      'COMMUNITY RULES AND REGULATIONS',
      'Rules and Regulations',
      'HOA Rules and Regulations',
      'Resident Handbook',
      'Community Policies',
      'Pool Rules',
      'Parking Policy',
    ]),
    k.pick([
      `${k.pick(WORDS)} ${k.pick(['Homeowners Association', 'Condominium Association', 'Apartments', 'Village'])}`,
      `Adopted by the Board of Directors on ${k.date()}`,
    ]),
    ...rules.map((rule, i) => (k.chance(0.5) ? `${i + 1}. ${rule}` : `- ${rule}`)),
    k.pick([
      'Questions may be directed to the management office.',
      'These rules may be amended by the Board from time to time.',
      'Thank you for helping keep our community a great place to live.',
    ]),
  ].join('\n');
}

function serviceNotice(k: Kit): string {
  const kind = k.int(0, 4);
  const org = k.pick([
    `City of ${k.pick(WORDS)} Public Works`,
    `${k.pick(WORDS)} Water District`,
    `${k.pick(WORDS)} Electric Cooperative`,
    `${k.pick(WORDS)} Apartments Management`,
    `${k.pick(WORDS)} Gas Company`,
  ]);
  const bodies = [
    `Water service on ${k.pick(WORDS)} ${k.pick(STREETS)} will be temporarily interrupted on ${k.date()} from ${k.int(7, 10)}:00 a.m. to ${k.int(1, 5)}:00 p.m. while crews replace a ${k.pick(['main valve', 'hydrant', 'service line'])}. After service is restored, run cold water taps until the water is clear.`,
    `Please be advised that the annual fire alarm and sprinkler testing will take place in all buildings on ${k.date()}. Alarms will sound intermittently. No action is required by residents.`,
    `Beginning with the billing cycle of ${k.date()}, rates for ${k.pick(['water and sewer', 'electric service', 'natural gas distribution'])} will change as approved by the ${k.pick(['City Council', 'Public Utilities Commission'])}. A typical residential customer will see an increase of about $${k.fmt(k.amount(1, 12))} per month.`,
    `Crews will be trimming trees near power lines in your neighborhood during the week of ${k.date()}. Short planned outages may occur. We will make every effort to minimize inconvenience.`,
    `The parking lot will be resealed and restriped on ${k.date()}. All vehicles must be moved by 7:00 a.m. Vehicles remaining in the lot may be relocated.`,
  ];
  return [
    org,
    k.pick([
      'Planned Service Interruption',
      'Notice to Residents',
      'Important Information About Your Service',
      'Community Notice',
      'Customer Notice',
      'Scheduled Maintenance',
      'Rate Change Notice',
    ]),
    k.pick(['Dear Resident,', 'Dear Customer,', 'To all residents:', '']),
    bodies[kind] ?? '',
    k.pick([
      'We apologize for any inconvenience and thank you for your patience.',
      'For questions, call customer service at ' + k.phone() + '.',
      'More information is available on our website.',
    ]),
  ]
    .filter(Boolean)
    .join('\n\n');
}

function taxForm(k: Kit): string {
  const form = k.int(0, 3);
  if (form === 0)
    return [
      `Form W-2 Wage and Tax Statement ${k.int(2018, 2025)}`,
      `a Employee's social security number XXX-XX-${k.int(1000, 9999)}\nb Employer identification number (EIN) ${k.int(10, 99)}-${k.int(1000000, 9999999)}\nc Employer's name, address, and ZIP code ${k.company()} ${k.address()}\ne Employee's name ${k.name()}\nf Employee's address ${k.address()}`,
      `1 Wages, tips, other compensation ${k.fmt(k.amount(20000, 150000))}\n2 Federal income tax withheld ${k.fmt(k.amount(1000, 25000))}\n3 Social security wages ${k.fmt(k.amount(20000, 150000))}\n4 Social security tax withheld ${k.fmt(k.amount(1000, 9000))}\n5 Medicare wages and tips ${k.fmt(k.amount(20000, 150000))}\n6 Medicare tax withheld ${k.fmt(k.amount(300, 2200))}\n12a Code D ${k.fmt(k.amount(0, 20000))}\n15 State ${k.pick(['CA', 'NY', 'OH', 'GA'])} 16 State wages ${k.fmt(k.amount(20000, 150000))} 17 State income tax ${k.fmt(k.amount(500, 9000))}`,
      "Copy B - To Be Filed With Employee's FEDERAL Tax Return. This information is being furnished to the Internal Revenue Service. Department of the Treasury - Internal Revenue Service",
    ].join('\n\n');
  if (form === 1)
    return [
      `Form 1099-${k.pick(['MISC', 'NEC', 'INT', 'DIV'])} ${k.int(2018, 2025)}  ${k.pick(['Miscellaneous Information', 'Nonemployee Compensation', 'Interest Income'])}`,
      `PAYER'S name, street address, city, state, ZIP ${k.company()} ${k.address()}\nPAYER'S TIN ${k.int(10, 99)}-${k.int(1000000, 9999999)}   RECIPIENT'S TIN XXX-XX-${k.int(1000, 9999)}\nRECIPIENT'S name ${k.name()}`,
      `1 Rents $${k.fmt(k.amount(0, 60000))}\n2 Royalties $0.00\n3 Other income $${k.fmt(k.amount(0, 5000))}\n4 Federal income tax withheld $0.00\n7 Nonemployee compensation $${k.fmt(k.amount(0, 30000))}`,
      'Copy B For Recipient. This is important tax information and is being furnished to the IRS. If you are required to file a return, a negligence penalty or other sanction may be imposed on you if this income is taxable and the IRS determines that it has not been reported.',
    ].join('\n\n');
  if (form === 2)
    return [
      `Form 1098 Mortgage Interest Statement ${k.int(2018, 2025)}`,
      `RECIPIENT'S/LENDER'S name ${k.pick(WORDS)} Mortgage Company ${k.address()}\nPAYER'S/BORROWER'S name ${k.name()}`,
      `1 Mortgage interest received from payer(s)/borrower(s) $${k.fmt(k.amount(2000, 30000))}\n2 Outstanding mortgage principal $${k.fmt(k.amount(80000, 900000))}\n3 Mortgage origination date ${k.date()}\n5 Mortgage insurance premiums $${k.fmt(k.amount(0, 2000))}\n10 Property tax paid from escrow $${k.fmt(k.amount(800, 9000))}`,
      'For calendar year. Copy B For Payer/Borrower. The information in boxes 1 through 9 is important tax information and is being furnished to the IRS.',
    ].join('\n\n');
  return [
    k.pick([
      'Schedule E (Form 1040) Supplemental Income and Loss',
      'Rental Property Income and Expense Worksheet',
      'Form 8825 Rental Real Estate Income and Expenses',
    ]),
    `Name(s) shown on return: ${k.name()}   Your social security number: XXX-XX-${k.int(1000, 9999)}`,
    `Part I Income or Loss From Rental Real Estate\n1a Physical address of each property: ${k.address()}\n2 Fair rental days ${k.int(200, 365)}  Personal use days 0\n3 Rents received ${k.fmt(k.amount(6000, 60000))}\n5 Advertising ${k.fmt(k.amount(0, 500))}\n7 Cleaning and maintenance ${k.fmt(k.amount(0, 3000))}\n9 Insurance ${k.fmt(k.amount(300, 3000))}\n12 Mortgage interest paid to banks ${k.fmt(k.amount(0, 20000))}\n14 Repairs ${k.fmt(k.amount(0, 8000))}\n16 Taxes ${k.fmt(k.amount(500, 9000))}\n18 Depreciation expense ${k.fmt(k.amount(1000, 15000))}\n20 Total expenses ${k.fmt(k.amount(5000, 40000))}\n21 Income or (loss) ${k.fmt(k.amount(-5000, 20000))}`,
    'For Paperwork Reduction Act Notice, see the separate instructions. Attach to Form 1040.',
  ].join('\n\n');
}

function plainLetter(k: Kit): string {
  return [
    k.address(),
    k.date(),
    `Dear ${k.name()},`,
    k.pick([
      `This letter confirms that ${k.name()} has been employed with ${k.company()} since ${k.date()} as a full-time ${k.pick(['technician', 'manager', 'nurse'])} earning $${k.fmt(k.amount(30000, 120000))} per year. Please contact me if you need further information for the rental application.`,
      `It is my pleasure to recommend ${k.name()}, who rented from me at ${k.address()} for ${k.int(2, 8)} years. They always paid on time, kept the home clean and were considerate neighbors.`,
      `Welcome to the neighborhood! Enclosed you will find information about trash pickup days, the community garden and upcoming events. Our next social gathering is on ${k.date()}.`,
      `Thank you for attending the open house. We have attached the floor plans and the list of upgrades for the property at ${k.address()}. Let us know if you would like to schedule a second showing.`,
      `As requested, enclosed is a copy of your credit report summary. Your score is ${k.int(560, 820)}. No action is required on your part.`,
    ]),
    `Sincerely,\n${k.name()}`,
  ].join('\n\n');
}

// ---------------------------------------------------------------------------------------------------------

const KINDS: [DocumentType, string, (k: Kit) => string, number][] = [
  ['Lease', 'commercial', commercialLease, 1],
  ['Lease', 'housing-contract', housingContract, 1],
  ['Lease', 'blank-form', blankLease, 1],
  ['Lease', 'foreign', foreignLease, 1],
  ['Lease', 'package', leasePackage, 0.5],
  ['Lease', 'amendment', leaseAmendment, 1],
  ['Contract', 'licence', (k) => corporateContract(k, 'licence'), 1],
  ['Contract', 'distribution', (k) => corporateContract(k, 'distribution'), 1],
  ['Contract', 'purchase', (k) => corporateContract(k, 'purchase'), 1],
  ['Contract', 'nda', (k) => corporateContract(k, 'nda'), 1],
  ['Contract', 'services', (k) => corporateContract(k, 'services'), 1],
  ['Contract', 'consumer-terms', consumerTerms, 1],
  ['Legal', 'court-order', courtOrder, 1.2],
  ['Legal', 'petition', petitionOrSummons, 1],
  ['Legal', 'penalty', penaltyNotice, 1],
  ['Legal', 'demand', demandLetter, 1],
  ['Legal', 'code-violation', codeViolation, 0.8],
  ['Invoice', 'subscription', subscriptionInvoice, 1],
  ['Invoice', 'progress', progressBilling, 0.8],
  ['Invoice', 'till', tillReceipt, 1],
  ['Invoice', 'long-receipt', longReceipt, 1.2],
  ['Invoice', 'resident', residentCharges, 0.8],
  ['Other', 'paystub', payStub, 1],
  ['Other', 'bank', bankStatement, 1.2],
  ['Other', 'insurance', insuranceCertificate, 1],
  ['Other', 'checklist', conditionChecklist, 1],
  ['Other', 'application', application, 0.6],
  ['Other', 'rules', communityRules, 0.8],
  ['Other', 'service-notice', serviceNotice, 1],
  ['Other', 'tax-form', taxForm, 1],
  ['Other', 'letter', plainLetter, 0.6],
];

/** The wider mix, `perKind` documents (scaled per kind) of each kind; the same seed gives the same texts. */
export function wideCorpus(seed = 20251125, perKind = 24): WideDocument[] {
  const k = makeKit(makeRng(seed));
  const out: WideDocument[] = [];
  for (const [type, kind, generate, share] of KINDS) {
    const count = Math.max(1, Math.round(perKind * share));
    for (let i = 0; i < count; i++) {
      let text = wrap(k, generate(k));
      // Scans and phone photos arrive through OCR: one in five here, most receipts and tickets, some badly.
      const photographed = kind === 'till' || kind === 'long-receipt' || kind === 'penalty';
      if (k.chance(photographed ? 0.35 : 0.08)) text = heavyOcr(k, text);
      else if (k.chance(photographed || kind === 'court-order' ? 0.5 : 0.2)) text = ocr(k, text);
      out.push({ type, kind, text: text.trim() + '\n' });
    }
  }
  return out;
}

/** The wider mix as files: `<type>/wide-<kind>-NNN.txt` under corpus/ (write-wide-corpus.ts writes them). */
export function wideCorpusFiles(seed?: number, perKind?: number): { path: string; text: string }[] {
  const counters = new Map<string, number>();
  return wideCorpus(seed, perKind).map((document) => {
    const n = (counters.get(document.kind) ?? 0) + 1;
    counters.set(document.kind, n);
    return {
      path: `${document.type.toLowerCase()}/wide-${document.kind}-${String(n).padStart(3, '0')}.txt`,
      text: document.text,
    };
  });
}
