import { describe, expect, it } from 'vitest';
import { findCategories } from './categories.js';
import { detectEmergency } from './emergency.js';
import {
  findPropertyMentions,
  findTenantMentions,
  findUnmatchedAddress,
  resolvePropertyText,
} from './entities.js';
import type { Intent } from './intent-examples.js';
import { tokenize, tokenizeKeepingCase } from './text.js';
import { understand, type OwnerData } from './understand.js';
import { speller } from './vocabulary.js';

const OWNER: OwnerData = {
  vendors: ['Mile High HVAC', 'Ace Plumbing Co', 'Comcast'],
  properties: [
    { id: 'elm', address: '12 Elm St', city: 'Austin', propertyType: 'Single Family', isCommercial: false },
    { id: 'elm-ave', address: '40 Elm Avenue', city: 'Austin', propertyType: 'Condo', isCommercial: false },
    { id: 'main', address: '7 Main Street', city: 'Dallas', propertyType: 'Retail', isCommercial: true },
    {
      id: 'mlk',
      address: '1200 Martin Luther King Jr Blvd',
      city: 'Austin',
      propertyType: null,
      isCommercial: true,
    },
  ],
  tenants: [
    { id: 'rosa', firstName: 'Rosa', lastName: 'Parks', propertyId: 'elm' },
    { id: 'will', firstName: 'Will', lastName: 'Turner', propertyId: 'elm-ave' },
    { id: 'maria', firstName: 'Maria', lastName: 'Lopez', propertyId: 'main' },
    { id: 'marco', firstName: 'Marco', lastName: 'Lopez', propertyId: 'mlk' },
  ],
  propertyTypes: ['Single Family', 'Condo', 'Retail'],
  documentTypes: ['Lease', 'Invoice', 'Insurance'],
};
const TODAY = '2026-11-10';
const intentOf = (message: string) => understand(message, OWNER, TODAY).intent;

describe('intent recognition', () => {
  const cases: [Intent, string[]][] = [
    [
      'portfolio_summary',
      [
        'How is my portfolio doing?',
        'give me the big picture',
        'quick overview pls',
        'HOW ARE MY RENTALS DOING',
        'portfolo sumary',
      ],
    ],
    [
      'properties',
      [
        'list my properties',
        'Which of my buildings are commercial?',
        'show me my condos',
        'what do I own',
        'propertys list',
      ],
    ],
    [
      'rent_roll',
      ['rent roll', 'what is my total monthly rent', 'how much rent should come in each month', 'rnet roll'],
    ],
    [
      'tenants',
      [
        "what's Rosa's phone number",
        'who lives at 12 elm st',
        'list all my tenants',
        'contact info for maria lopez',
      ],
    ],
    [
      'leases_ending',
      [
        'which leases expire soon',
        'any renewals coming up?',
        'whose lease ends in the next 60 days',
        'leses expiring next month',
      ],
    ],
    [
      'late_rent',
      [
        'who is late on rent',
        "who hasn't paid yet",
        'any tenants behind on rent?',
        'ovredue rent',
        'WHO OWES ME',
      ],
    ],
    [
      'income',
      [
        'how much rent did I collect last month',
        'income in october',
        'revenue for Q3',
        'what did I earn in 2025',
      ],
    ],
    [
      'expenses',
      [
        'how much did I spend on repairs last month',
        'wat did i spnd on repiars last mnth',
        'EXPENSES FOR ELM STREET IN MARCH',
        'where is my money going',
        'what did insurance cost me this year',
      ],
    ],
    [
      'net',
      [
        'what is my net income ytd',
        'profit last quarter',
        'am I making money',
        'cash flow this year',
        'Q3 profit',
      ],
    ],
    [
      'maintenance',
      [
        'open maintenance requests',
        'what needs fixing at 7 main',
        'any work orders in progress?',
        'anything open at the elm avenue condo',
      ],
    ],
    ['calendar', ["what's coming up next week", "what's on my calendar", 'upcoming deadlines']],
    [
      'documents',
      ['show me my invoices', 'what documents have I uploaded', 'find the lease documents for 12 elm'],
    ],
    ['help', ['what can you do?', 'help', 'what can I ask you']],
    ['greeting', ['hi', 'thanks!', 'good morning']],
    ['out_of_scope', ["what's the weather today", 'tell me a joke', 'what are current mortgage rates']],
  ];
  for (const [intent, messages] of cases) {
    it.each(messages)(`${intent}: %s`, (message) => {
      expect(intentOf(message)).toBe(intent);
    });
  }
});

describe('entities in a question', () => {
  it('resolves properties by street name, number, suffix and typos', () => {
    const ids = (message: string) =>
      findPropertyMentions(tokenize(message), OWNER.properties).map((m) => m.ids);
    expect(ids('what about elm street')).toEqual([['elm']]);
    expect(ids('12 elm')).toEqual([['elm']]);
    expect(ids('EXPENSES AT 40 ELM')).toEqual([['elm-ave']]);
    expect(ids('the elm avnue condo')).toEqual([['elm-ave']]);
    expect(ids('how is elm doing')).toEqual([['elm', 'elm-ave']]); // ambiguous: ask which
    expect(ids('martin luther king blvd')).toEqual([['mlk']]);
    expect(ids('rent at 14 elm st')).toEqual([]); // a different number is a different place
    // "main" is an ordinary word: it needs its number or suffix.
    expect(ids('what is my main expense')).toEqual([]);
    expect(ids('7 main')).toEqual([['main']]);
    expect(ids('main st')).toEqual([['main']]);
  });

  it('resolves a street by any of its words that is no ordinary word', () => {
    const properties = [
      {
        id: 'sawmill',
        address: '604 Old Sawmill Road',
        city: 'Lufkin',
        propertyType: null,
        isCommercial: true,
      },
      { id: 'mill', address: '9 Mill Pond Lane', city: 'Lufkin', propertyType: null, isCommercial: false },
    ];
    const ids = (message: string) => findPropertyMentions(tokenize(message), properties).map((m) => m.ids);
    expect(ids('what did sawmill net last yr')).toEqual([['sawmill']]);
    expect(ids('rent at 604 old sawmill rd')).toEqual([['sawmill']]);
    // "old" is an ordinary word: said alone, it names no street.
    expect(ids('my old tenant')).toEqual([]);
    expect(ids('mill pond')).toEqual([['mill']]);
    const more = [
      {
        id: 'foundry',
        address: '640 Old Foundry Street',
        city: 'Erie',
        propertyType: null,
        isCommercial: false,
      },
      {
        id: 'tanager',
        address: '27 Tanager Hollow Road',
        city: 'Erie',
        propertyType: null,
        isCommercial: false,
      },
    ];
    const moreIds = (message: string) => findPropertyMentions(tokenize(message), more).map((m) => m.ids);
    // A later word is typed exactly ("laundry" is no "foundry"), and "hollow" ends too many streets.
    expect(moreIds('how much laundry money have i made')).toEqual([]);
    expect(moreIds('what did smoky hollow hvac cost me')).toEqual([]);
    expect(moreIds('repairs at foundry')).toEqual([['foundry']]);
    expect(moreIds('tanager hollow')).toEqual([['tanager']]);
  });

  it('resolves tenants by first, last or full name, typos allowed', () => {
    const ids = (message: string) =>
      findTenantMentions(tokenize(message), tokenizeKeepingCase(message), OWNER.tenants).map((m) => m.ids);
    expect(ids("what's rosa's phone")).toEqual([['rosa']]);
    expect(ids('email for Parks')).toEqual([['rosa']]);
    expect(ids('rossa parks')).toEqual([['rosa']]);
    expect(ids('maria lopez')).toEqual([['maria']]);
    expect(ids('lopez')).toEqual([['maria', 'marco']]);
    // "Will" the tenant needs a capital, mid-sentence, or his full name; "will" the verb is not him.
    expect(ids('what did Will pay')).toEqual([['will']]);
    expect(ids('will the rent be late')).toEqual([]);
    expect(ids('will turner')).toEqual([['will']]);
    // A common short form of the first name; a short form that is also a word needs its capital.
    const short = [
      { id: 'zeke', firstName: 'Ezekiel', lastName: 'Marsh', propertyId: 'elm' },
      { id: 'bill', firstName: 'William', lastName: 'Ortega', propertyId: 'main' },
    ];
    const shortIds = (message: string) =>
      findTenantMentions(tokenize(message), tokenizeKeepingCase(message), short).map((m) => m.ids);
    expect(shortIds('what has zeke paid this year')).toEqual([['zeke']]);
    expect(shortIds('zeke marsh')).toEqual([['zeke']]);
    expect(shortIds('did Bill pay')).toEqual([['bill']]);
    expect(shortIds('the water bill for main')).toEqual([]);
    expect(shortIds('Bill for the roof?')).toEqual([]);
  });

  it('resolves a company tenant by what it does, in other words than its name', () => {
    const companies = [
      { id: 'press', firstName: 'Redfork Letterpress LLC', lastName: '', propertyId: 'elm' },
      { id: 'gym', firstName: 'Ironwood Fitness', lastName: 'Inc', propertyId: 'main' },
      { id: 'teeth', firstName: 'Smile Dental Care', lastName: '', propertyId: 'mlk' },
    ];
    const ids = (message: string) =>
      findTenantMentions(tokenize(message), tokenizeKeepingCase(message), companies).map((m) => m.ids);
    expect(ids('has the print shop paid this month')).toEqual([['press']]);
    expect(ids('when does the gym lease end')).toEqual([['gym']]);
    expect(ids('did the dentist office pay')).toEqual([['teeth']]);
    expect(ids('did the dentist pay')).toEqual([['teeth']]);
    // A trade word nobody's name shares names no one; "print" alone is a verb.
    expect(ids('did the bakery pay')).toEqual([]);
    expect(ids('print the rent roll')).toEqual([]);
  });

  it('notices an address that is not in the portfolio', () => {
    expect(findUnmatchedAddress(tokenize('how much did 99 nowhere rd earn'), new Set())).toBe(
      '99 nowhere rd',
    );
    expect(findUnmatchedAddress(tokenize('income at maple street'), new Set())).toBe('maple street');
    expect(findUnmatchedAddress(tokenize('income last month'), new Set())).toBeUndefined();
  });

  it('resolves a property named in free text (function-call arguments)', () => {
    expect(resolvePropertyText('12 Elm St, Austin, TX', OWNER.properties)).toEqual(['elm']);
    expect(resolvePropertyText('Main Street', OWNER.properties)).toEqual(['main']);
    expect(resolvePropertyText('99 Nowhere Rd', OWNER.properties)).toEqual([]);
  });

  it("keeps a word of the owner's own records as typed, never a typo of the vocabulary", () => {
    const question = 'how much have i spent on moss stuff';
    expect(understand(question, OWNER, TODAY).entities.contentWords).not.toContain('moss');
    const withMoss = { ...OWNER, recordWords: new Set(['moss', 'treatment']) };
    expect(understand(question, withMoss, TODAY).entities.contentWords).toContain('moss');
  });

  it('reads a dictated question: spoken years and house numbers, examples said inline, who is asking', () => {
    const dictated = understand('net profit for twenty twenty five all in', OWNER, TODAY);
    expect(dictated.entities.period?.id).toBe('2025');
    const place = understand('hows the twelve hundred place doing', OWNER, TODAY).entities.properties;
    expect(place.map((m) => m.ids)).toEqual([['mlk']]);
    const inline = understand(
      'how much on plumbing since i started like pipes drains any of it',
      OWNER,
      TODAY,
    );
    expect(inline.entities.contentWords).not.toContain('drains');
    const aside = understand("2025 expenses by property. mileage isn't in here so skip it", OWNER, TODAY);
    expect(aside.entities.categories).toEqual([]);
    const asked = understand('owner wants total expenses ytd', OWNER, TODAY);
    expect(asked.entities.contentWords).not.toContain('owner');
    expect(
      understand('property tacks this year', OWNER, TODAY).entities.categories.map((c) => c.category),
    ).toEqual(['Taxes']);
  });

  it('reads what a phone heard: "the for plex", "the rent role", "twenty 25", "15 hundred", "uh"', () => {
    const plexes: OwnerData = {
      ...OWNER,
      properties: [
        {
          id: 'four',
          address: '725 Juniper Rd',
          city: 'Medford',
          propertyType: 'Multi-Family',
          isCommercial: false,
          units: 4,
        },
        {
          id: 'two',
          address: '88 Pear Ln',
          city: 'Medford',
          propertyType: 'Multi-Family',
          isCommercial: false,
          units: 2,
        },
      ],
    };
    const heard = (message: string) => understand(message, plexes, TODAY).entities;
    expect(heard('deposits at the for plex how much').properties.map((m) => m.ids)).toEqual([['four']]);
    expect(heard('what did the do plex cost me').properties.map((m) => m.ids)).toEqual([['two']]);
    expect(heard('what did basin handy man get paid in twenty 25').period?.id).toBe('2025');
    expect(heard('what have i spent since the first of the year').period?.label).toBe('2026 year to date');
    expect(understand('whats the whole rent role come to a month', OWNER, TODAY).intent).toBe('rent_roll');
    expect(understand('uh and the condo', OWNER, TODAY).isFollowUp).toBe(true);
  });

  it('reads "this years net" as this year\'s and "whats the damage" as a total, not damage', () => {
    expect(understand('give me this years net on each house', OWNER, TODAY).entities.period?.id).toBe('2026');
    const damage = understand('whats the damage on expenses so far this year', OWNER, TODAY).entities;
    expect(damage.contentWords).not.toContain('damage');
    expect(understand('tenant damage repairs this year', OWNER, TODAY).entities.contentWords).toContain(
      'damage',
    );
  });

  it('reads a name typed without its accents, what the answer is for said first, and an aside in brackets', () => {
    // As loadOwnerData gives them: the payee's words, without accents, kept as typed.
    const accented: OwnerData = {
      ...OWNER,
      vendors: [...OWNER.vendors, 'Plomería Ríos'],
      recordWords: new Set(['plomeria', 'rios']),
    };
    expect(
      understand('how much did i pay plomeria rios this year', accented, TODAY).entities.vendor?.name,
    ).toBe('Plomería Ríos');
    expect(
      understand('for the estimated taxes: Q1 2026 total expenses?', OWNER, TODAY).entities.categories,
    ).toEqual([]);
    expect(
      understand('utilities i pay myself (not the tenants) for 2025, total', OWNER, TODAY).entities
        .contentWords,
    ).not.toContain('tenants');
  });

  it('reads the year restated as the months counted: "this yr? full months only, so jan–oct ÷ 10"', () => {
    const u = understand(
      'what do i average a month in expenses this yr? full months only, so jan–oct ÷ 10',
      OWNER,
      TODAY,
    );
    expect(u.entities.period).toMatchObject({ from: '2026-01-01', to: '2026-10-31' });
    expect(u.entities.shape.average).toBe('month');
    // Set against each other, both stay.
    expect(understand('expenses this year vs jan through oct', OWNER, TODAY).entities.periods).toHaveLength(
      2,
    );
  });

  it('reads a category named first and again later without failing', () => {
    const u = understand(
      "repairs for 2025 - i coded them two ways, 'Repairs' and 'Repairs & maint'. combine those two",
      OWNER,
      TODAY,
    );
    expect(u.entities.categories.map((c) => c.category)).toContain('Repairs');
  });

  it('reads categories, statuses, types and periods together', () => {
    const u = understand('how much did I spend on plumbing at 12 elm in march', OWNER, TODAY);
    expect(u.entities.categories.map((c) => c.category)).toEqual(['Repairs']);
    expect(u.entities.properties.map((m) => m.ids)).toEqual([['elm']]);
    expect(u.entities.period?.id).toBe('2026-03');
    expect(understand('completed maintenance at 7 main', OWNER, TODAY).entities.maintenanceStatus).toBe(
      'Completed',
    );
    expect(understand('list my condos', OWNER, TODAY).entities.propertyType).toBe('Condo');
    expect(understand('which properties are commercial', OWNER, TODAY).entities.propertyKind).toBe(
      'commercial',
    );
    expect(understand('show insurance documents', OWNER, TODAY).entities.documentType).toBe('Insurance');
  });

  it('reads "the Austin flat" and "the Dallas storefront" as the only property of that kind there', () => {
    const flat = understand('what have the outgoings on the Austin flat come to this year', OWNER, TODAY);
    expect(flat.entities.properties.map((m) => m.ids)).toEqual([['elm-ave']]);
    expect(flat.entities.contentWords).not.toContain('flat');
    const shop = understand('what has the dallas storefront cost me since it went empty', OWNER, TODAY);
    expect(shop.entities.properties.map((m) => m.ids)).toEqual([['main']]);
    expect(shop.entities.contentWords).not.toContain('storefront');
    // Two commercial buildings: "the storefront" alone names neither.
    expect(understand('what has the storefront cost me', OWNER, TODAY).entities.properties).toEqual([]);
    // The building's kind after its street is the property, not a word of the work.
    const named = understand('what has the main street storefront cost me', OWNER, TODAY);
    expect(named.entities.properties.map((m) => m.ids)).toEqual([['main']]);
    expect(named.entities.contentWords).not.toContain('storefront');
  });

  it('reads examples closed by a word for the rest as the thing they illustrate', () => {
    const utilities = understand(
      'how much have we paid for utilities this year - water, power, whatever',
      OWNER,
      TODAY,
    );
    expect(utilities.entities.categories.map((c) => c.category)).toContain('Utilities');
    expect(utilities.entities.contentWords).toEqual([]);
    const gutters = understand(
      'What has guttering cost me since I started keeping the books? Cleaning, repairs, new gutters, the lot.',
      OWNER,
      TODAY,
    );
    expect(gutters.entities.categories).toEqual([]);
    expect(gutters.entities.contentWords).toEqual(['guttering', 'gutters']);
    // Added to the category, the examples mean everything of the measure.
    expect(understand('rent plus the laundry, parking etc this year', OWNER, TODAY).entities.everything).toBe(
      true,
    );
    expect(
      understand('what came in besides rent? laundry, parking and so forth', OWNER, TODAY).entities
        .everything,
    ).toBe(true);
  });

  it('reads a stretch of time restated more exactly as the restatement', () => {
    const u = understand(
      'Since the spring, and by that I mean since the first of April, what have I spent?',
      OWNER,
      TODAY,
    );
    expect(u.entities.periods.map((p) => p.from)).toEqual(['2026-04-01']);
  });

  it('leaves off what someone thinks of the answer, and reads "which side", "the same point" and "gross" as grammar', () => {
    const opinion = understand(
      'net per prop ytd, all of them pls. marco keeps saying elm is dead weight',
      OWNER,
      TODAY,
    );
    expect(opinion.entities.periods.map((p) => p.id)).toEqual(['2026-01-01..2026-11-10']);
    expect(opinion.entities.properties).toEqual([]);
    const sides = understand('austin vs dallas, which side netted more this yr', OWNER, TODAY);
    expect(sides.entities.contentWords).toEqual([]);
    const point = understand('total net ytd vs the same point in 2025', OWNER, TODAY);
    expect(point.entities.contentWords).toEqual([]);
    expect(point.entities.periods.map((p) => p.id)).toContain('2025-01-01..2025-11-10');
    expect(
      understand('which property brought in the most last yr, gross b4 expenses', OWNER, TODAY).entities
        .measureWord,
    ).toBe('income');
    expect(
      understand('looking back over last year, what did repairs cost', OWNER, TODAY).entities.contentWords,
    ).toEqual([]);
  });

  it('reads no street in a word that changes its first letter and more ("laundry" is not Foundry Row)', () => {
    const owner: OwnerData = {
      ...OWNER,
      properties: [
        ...OWNER.properties,
        {
          id: 'foundry',
          address: '1920 Foundry Row',
          city: 'Columbus',
          propertyType: 'Commercial',
          isCommercial: true,
        },
      ],
    };
    expect(
      understand('other income this year? laundry, parking, fees', owner, TODAY).entities.properties,
    ).toEqual([]);
    expect(
      understand('what did foundrey cost me', owner, TODAY).entities.properties.map((m) => m.ids),
    ).toEqual([['foundry']]);
  });

  it('reads "the commercial buildings" and "the homes" as the owner\'s properties of that kind, when money is asked', () => {
    const owner: OwnerData = {
      ...OWNER,
      // Typed as Commercial without the flag: still commercial.
      properties: [
        ...OWNER.properties,
        {
          id: 'shop',
          address: '3 Shop Row',
          city: 'Dallas',
          propertyType: 'Commercial',
          isCommercial: false,
        },
      ],
    };
    const roof = understand(
      'how much have i put into roof work on the commercial bldgs since i started tracking',
      owner,
      TODAY,
    );
    expect(roof.entities.places.map((p) => [...p.propertyIds].sort())).toEqual([['main', 'mlk', 'shop']]);
    expect(roof.entities.contentWords).toEqual(['roof']);
    const sides = understand(
      'commercial vs the homes, what did each side cost me to run this year',
      owner,
      TODAY,
    );
    expect(sides.entities.places.map((p) => p.label)).toEqual([
      'the commercial properties',
      'the residential properties',
    ]);
    // "all the houses" alone is every property.
    expect(
      understand('what did termite stuff run me last yr, all the houses', owner, TODAY).entities.places,
    ).toEqual([]);
    // Not asked about money: which properties are commercial is a list, not a place.
    expect(understand('which properties are commercial', owner, TODAY).entities.places).toEqual([]);
  });

  it('reads a request not yet started as pending, however the negation is typed', () => {
    const status = (message: string) => understand(message, OWNER, TODAY).entities.maintenanceStatus;
    expect(status('which of those hasnt even been started')).toBe('Pending');
    expect(status('any requests nobody has started on yet?')).toBe('Pending');
    // Waiting on the landlord: begun or not, nothing finished.
    expect(status('what are people still waiting on me to fix?')).toBe('open');
    expect(status('which repairs have been started')).toBe('In Progress');
  });

  it('reads "still waiting to get done" as not finished and "did it ever get fixed" as any status', () => {
    const status = (message: string) => understand(message, OWNER, TODAY).entities.maintenanceStatus;
    expect(status('what repairs are still waiting to get done?')).toBe('open');
    expect(status('what needs to be fixed at 12 elm')).toBe('open');
    expect(status('did the ac at 7 main ever get fixed')).toBe('all');
    expect(status('what repairs got done this month')).toBe('Completed');
  });

  it('reads "done or not" as every request, whatever its status', () => {
    const status = (message: string) => understand(message, OWNER, TODAY).entities.maintenanceStatus;
    expect(status('list every maintenance request at 7 main, done or not')).toBe('all');
    expect(status('requests at 12 elm, open or closed')).toBe('all');
  });

  it('knows a first name by its first syllables ("Bart" of Bartholomew)', () => {
    const tenants = [{ id: 'bart', firstName: 'Bartholomew', lastName: 'Nyquist', propertyId: 'elm' }];
    const tenantsIn = (message: string) =>
      findTenantMentions(tokenize(message), tokenizeKeepingCase(message), tenants).map((m) => m.ids);
    expect(tenantsIn('how much has bart paid so far this year')).toEqual([['bart']]);
    expect(tenantsIn('how much has barth paid')).toEqual([['bart']]);
    expect(tenantsIn('how much did the bar cost')).toEqual([]);
    const more = [
      { id: 'gus', firstName: 'Augustin', lastName: 'Pelletier', propertyId: 'elm' },
      { id: 'winnie', firstName: 'Winifred', lastName: 'Sandoval', propertyId: 'elm' },
    ];
    const ids = (message: string) =>
      findTenantMentions(tokenize(message), tokenizeKeepingCase(message), more).map((m) => m.ids);
    expect(ids('gus vs winnie, who paid more')).toEqual([['gus'], ['winnie']]);
  });

  it('reads chat shorthand as its words', () => {
    expect(tokenize('cheapest rent i have rn?')).toEqual(['cheapest', 'rent', 'i', 'have', 'right', 'now']);
    expect(tokenize('W 5th St')).toEqual(['w', '5th', 'st']);
  });

  it('reads periods through typos and abbreviations', () => {
    expect(understand('wat did i spnd on repiars last mnth', OWNER, TODAY).entities.period?.id).toBe(
      '2026-10',
    );
    expect(understand('rent collected in Oct 2026', OWNER, TODAY).entities.period?.id).toBe('2026-10');
    expect(understand('spending this yr', OWNER, TODAY).entities.period?.id).toBe('2026');
    expect(understand('expenses last quater', OWNER, TODAY).entities.period?.id).toBe('2026-Q3');
  });

  it('reads a period named twice as one side of a comparison', () => {
    const periods = understand('it jumped this year. what did i pay in 2025 vs 2026?', OWNER, TODAY).entities
      .periods;
    expect(periods.map((period) => period.id)).toEqual(['2026', '2025']);
  });

  it('points periods ahead for renewals and the calendar', () => {
    expect(understand('which leases end in march', OWNER, TODAY).entities.period?.id).toBe('2027-03');
    expect(understand('what did I spend in march', OWNER, TODAY).entities.period?.id).toBe('2026-03');
  });

  it('tells follow-ups from new questions', () => {
    expect(understand('and last month?', OWNER, TODAY).isFollowUp).toBe(true);
    expect(understand('what about 12 Elm?', OWNER, TODAY).isFollowUp).toBe(true);
    expect(understand('what about 12 Elm?', OWNER, TODAY).hasOwnQuestion).toBe(false);
    expect(understand('and what about expenses?', OWNER, TODAY).hasOwnQuestion).toBe(true);
    expect(understand('who is late on rent', OWNER, TODAY).isFollowUp).toBe(false);
  });

  it('reads words for the records themselves ("entries") as no description, and premiums as money', () => {
    expect(
      understand('how many expense entries do i have for 2025', OWNER, TODAY).entities.contentWords,
    ).toEqual([]);
    expect(understand('insurance premiums this year?', OWNER, TODAY).entities.aboutMoney).toBe(true);
  });
});

describe('categories', () => {
  it.each([
    ['repairs', 'Repairs'],
    ['plumbing', 'Repairs'],
    ['property taxes', 'Taxes'],
    ['utilities', 'Utilities'],
    ['hoa fees', 'HOA'],
    ['late fees', 'Late fees'],
    ['cleaning and maintenance', 'Cleaning and maintenance'],
    ['mortgage interest', 'Mortgage interest'],
    ['legal', 'Legal and professional fees'],
  ])('%s → %s', (text, category) => {
    expect(findCategories(tokenize(text))[0]?.category).toBe(category);
  });

  it('keeps a bare "other" out', () => {
    expect(findCategories(tokenize('any other questions'))).toEqual([]);
  });
});

describe('emergencies', () => {
  const detect = (message: string) =>
    detectEmergency(
      tokenize(message)
        .map((word) => speller.correct(word))
        .join(' '),
      message,
    );
  it.each([
    ['I smell gas in the kitchen', 'gas'],
    ['gass leek at 12 elm!!', 'gas'],
    ['smel of gaz in unit 2', 'gas'],
    ['it smells like rotten eggs', 'gas'],
    ['THERE IS A FIRE', 'fire'],
    ['theres a fier in the garage', 'fire'],
    ['smoke coming from the unit', 'fire'],
    ['fire!', 'fire'],
    ['carbon monoxcide alarm going off', 'carbon_monoxide'],
    ['the CO detector is beeping', 'carbon_monoxide'],
    ['pipe burst, water everywhere', 'flood'],
    ['basement is flodded', 'flood'],
    ['no heat and its freezing', 'no_heat'],
    ['the furnace died and it is 5 degrees outside', 'no_heat'],
    ['sparks coming out of the outlet', 'electrical'],
    ['exposed wires in the hallway', 'electrical'],
    ['someone broke in last night', 'break_in'],
    ['brake in at 40 elm', 'break_in'],
  ])('%s → %s', (message, kind) => {
    expect(detect(message)).toBe(kind);
  });

  it.each([
    'how much did I spend on gas last month',
    'fire insurance cost this year',
    'when is the smoke detector inspection due',
    'flood insurance premium',
    'gas bill for october',
    'the heat bill was high',
    'who is late on rent',
    'is there parking at 12 elm?',
  ])('not an emergency: %s', (message) => {
    expect(detect(message)).toBeUndefined();
  });

  it("reads the owner's own names as names, not hazards", () => {
    const sparks: OwnerData = {
      ...OWNER,
      properties: [
        { id: 'a', address: '611 Lode St', city: 'Sparks', propertyType: 'Duplex', isCommercial: false },
        { id: 'b', address: '9 Sage Ct', city: 'Carson City', propertyType: 'Condo', isCommercial: false },
      ],
    };
    const u = (message: string) => understand(message, sparks, TODAY);
    expect(
      u('sparks versus carson city which one am I spending more on this year').emergency,
    ).toBeUndefined();
    expect(u('sparks coming out of the outlet at the carson city condo').emergency).toBe('electrical');
  });

  it('knows a tenant by a common short form, and leaves what the answer is for after it', () => {
    const tenants = [{ id: 'bea', firstName: 'Beatrice', lastName: 'Halvorsen', propertyId: 'elm' }];
    const u = understand(
      "can you give me bea's email, i want to send her a thank you",
      { ...OWNER, tenants },
      TODAY,
    );
    expect(u.entities.tenants.flatMap((mention) => mention.ids)).toEqual(['bea']);
    expect(u.intent).toBe('tenants');
  });

  it('reads the parts of one category joined by "plus" as that category, not everything', () => {
    const u = (message: string) => understand(message, OWNER, TODAY);
    expect(u('HOA paid at 12 elm in 2025, dues plus any other HOA charges').entities.everything).toBe(false);
    expect(u('rent plus the laundry, parking etc. this year').entities.everything).toBe(true);
  });

  it('reads a question among the words said about it', () => {
    const u = (message: string) => understand(message, OWNER, TODAY);
    // Why it is asked, after the question, is not what it asks.
    expect(
      u('how much did we spend this year? trying to figure out if it is even worth keeping').intent,
    ).toBe('expenses');
    expect(u('what did we pay ace plumbing? he was dads plumber for years').entities.contentWords).toEqual(
      [],
    );
    // Examples listed after it, ending "everything other than rent": the question says it all.
    expect(
      u('what was my non-rent income for 2025? Laundry, pet fees, late fees, everything other than rent.')
        .entities.categories,
    ).toEqual([]);
    // What someone said about it, a check the asker wants, a remark on the figure: no part of the question.
    expect(
      u("how much in security deposits am I holding? My CPA says they aren't income unless I keep them.")
        .entities.categories,
    ).toEqual([]);
    expect(
      u('what did the roof cost in 2025? I want to make sure the insurance was booked right').entities
        .categories,
    ).toEqual([]);
    // "counting all the bills", "dad": neither is a word of a description.
    expect(u('which place cost me the most this year, counting all the bills').entities.contentWords).toEqual(
      [],
    );
    // "did we make money": income less costs.
    expect(u('did we make money last year').entities.namesNet).toBe(true);
    // "sprinkler repairs": the work done to sprinklers, wherever booked, still an expense.
    const sprinklers = u('what have sprinkler repairs cost us');
    expect(sprinklers.entities.categories).toEqual([]);
    expect(sprinklers.entities.contentWords).toEqual(['sprinkler']);
    expect(u('total hail damage repairs in 2025').entities.measureWord).toBe('expenses');
    // "booked under Insurance": the books' own name.
    expect(u('what share of 2025 expenses was booked under insurance').entities.bookedAs).toBe('insurance');
  });

  it('reads a year before a street as a year, and a month as a month, not a name', () => {
    const u = (message: string) => understand(message, OWNER, TODAY);
    expect(u("In 2025, Elm Avenue's expenses").entities.properties.map((m) => m.ids)).toEqual([['elm-ave']]);
    const marchetti = {
      ...OWNER,
      tenants: [{ id: 'lm', firstName: 'Leland', lastName: 'Marchetti', propertyId: 'elm' }],
    };
    const u2 = understand(
      'How much did I spend between March 15 and June 30 of this year?',
      marchetti,
      TODAY,
    );
    expect(u2.entities.tenants).toEqual([]);
    expect(u2.entities.period).toMatchObject({ from: '2026-03-15', to: '2026-06-30' });
  });

  it('knows plain words for the books, the tenants, repairs and papers', () => {
    expect(intentOf('what were all the bills in 2025')).toBe('expenses');
    expect(intentOf('who all lives at 12 elm right now')).toBe('tenants');
    expect(intentOf('is the insurance policy for 7 main in here')).toBe('documents');
    expect(intentOf('which repairs are still waiting on somebody')).toBe('maintenance');
  });
});
