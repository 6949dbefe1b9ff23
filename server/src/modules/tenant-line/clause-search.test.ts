import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ClauseIndex, findClause, stem, stems } from './clause-search.js';
import { splitClauses } from './lease-clauses.js';
import { findLeaseTopics } from './lease-topics.js';
import { HARBOR_LEASE, MAPLE_COURT_LEASE } from './lease-texts.fixture.js';
import { correctedWords } from './vocabulary.js';

const indexOf = (text: string) =>
  new ClauseIndex(
    splitClauses(text).map((clause) => ({ ...clause, documentId: 'd1', documentTitle: 'Lease' })),
  );
const harbor = indexOf(HARBOR_LEASE);
const maple = indexOf(MAPLE_COURT_LEASE);

/** The heading of the clause that answers a question, as the tenant line reads it. */
function headingFor(index: ClauseIndex, question: string): string | undefined {
  const topics = findLeaseTopics(correctedWords(question).join(' '));
  return findClause(index, question, topics)?.clause.heading;
}

describe('clause search', () => {
  it('does not take a sentence that points to another paragraph for the answer, and reads "locked out" as a lockout', () => {
    const index = indexOf(
      [
        '3. TERM',
        'The term begins June 1 and ends May 31. Renewal and notice to vacate are governed by Paragraph 9.',
        '',
        '9. RENEWAL',
        '9.1 Offer. We send a renewal offer 90 days before the end.',
        '9.2 Notice to Vacate. If you will not renew, give written notice at least 60 days before the end.',
        '',
        '12. KEYS',
        '12.1 Keys and Fobs. You get 2 keys and 1 fob; a lost fob is $45 and a lost key is $25.',
        '12.2 Lockouts. If you are locked out after hours, a lockout visit costs $65.',
      ].join('\n'),
    );
    expect(headingFor(index, 'if i decide not to renew how far ahead do i have to tell you')).toBe(
      '9. RENEWAL — 9.2 Notice to Vacate',
    );
    expect(stems('I locked myself out, the lockout fee?')).toEqual(['i', 'lockout', 'the', 'lockout', 'fee']);
    expect(stems('if you lock yourself out')).toEqual(['if', 'you', 'lockout']);
    expect(stems("I won't come into the house")).toEqual(['i', "won't", 'enter', 'the', 'hous']);
  });

  it.each([
    ['parking', 'park'],
    ['parked', 'park'],
    ['pets', 'pet'],
    ['animals', 'animal'],
    ['subletting', 'sublet'],
    ['smoking', 'smok'],
    ['smoke', 'smok'],
    ['utilities', 'utility'],
  ])('stems %s as %s', (word, stemmed) => {
    expect(stem(word)).toBe(stemmed);
  });

  it.each([
    ['Can I have a dog?', '5. PETS'],
    ['is my cat ok here', '5. PETS'],
    ['Where do I park?', '6. PARKING'],
    ['Can I keep my boat in the lot?', '6. PARKING'],
    ['what are the quiet hours', '7. NOISE AND QUIET HOURS'],
    ['Can I play music late at night?', '7. NOISE AND QUIET HOURS'],
    ['Can I vape on the balcony?', '8. SMOKING'],
    ['Can I sublet while I travel?', '9. GUESTS AND SUBLETTING'],
    ['How long can a friend stay with me?', '9. GUESTS AND SUBLETTING'],
    ['How do I report a repair?', '10. MAINTENANCE AND REPAIRS'],
    ['who pays the electric bill', '11. UTILITIES'],
    ['Can I hang pictures?', '12. ALTERATIONS'],
    ['Can I put shelves on the wall?', '12. ALTERATIONS'],
    ['Will my lease renew automatically?', '13. RENEWAL AND NOTICE'],
    ['how do I break my lease', '14. EARLY TERMINATION'],
    ['Can we have a fire pit on the patio?', '15. GRILLS AND OPEN FLAMES'],
    ['do I need renters insurance', "16. RENTER'S INSURANCE"],
    ['can the landlord enter my apartment', '17. ENTRY'],
  ])('finds the clause for %j in one lease', (question, heading) => {
    expect(headingFor(harbor, question)).toBe(heading);
  });

  it.each([
    ['Can I have a hamster?', 'ANIMALS'],
    ['is my dog allowed', 'ANIMALS'],
    ['where can I park', 'VEHICLES'],
    ['when are quiet hours', 'Section 4 - Conduct'],
    ['how do I submit a maintenance request', 'Section 5 - Maintenance Requests'],
  ])('finds the clause for %j in another', (question, heading) => {
    expect(headingFor(maple, question)).toBe(heading);
  });

  it.each([
    ['Can I smoke inside?'],
    ['do I need renters insurance'],
    ['Is there a pool?'],
    ['Can I install a hot tub?'],
  ])('finds nothing for %j where the lease says nothing about it', (question) => {
    expect(headingFor(maple, question)).toBeUndefined();
  });

  it('finds the lockout paragraph of a keys section, not the price of a lost key', () => {
    const index = indexOf(
      [
        '17. Keys and Getting Locked Out',
        '',
        'You get two house keys and one key to the shed. Lost keys are $15 each to replace.',
        '',
        'If you lock yourself out, call me. If I have to come over and let you in, it is $40 during the day and $75 at night.',
        '',
        '18. Subletting. You may not sublet.',
      ].join('\n'),
    );
    expect(headingFor(index, 'locked out and its 10pm, how much is it if you come let me in')).toBe(
      '17. Keys and Getting Locked Out',
    );
    const match = findClause(index, 'locked out and its 10pm, how much is it if you come let me in', [
      'lockout',
    ]);
    expect(match?.quote).toContain('$75');
  });

  it('quotes the sentences that answer, starting with the rule', () => {
    const long = indexOf(
      `8. PETS. No pets are allowed without written consent. ${'Tenant shall keep the premises clean and sanitary at all times and dispose of all waste. '.repeat(6)}A dog must be leashed in common areas.`,
    );
    const found = findClause(long, 'can I have a dog', ['pets']);
    expect(found?.quote).toBe(
      'No pets are allowed without written consent. … A dog must be leashed in common areas.',
    );
  });

  // Two leases written blind for the tenant line's evaluation (bench/sets), read whole.
  const leaseOfSet = (name: string): ClauseIndex =>
    indexOf(
      (
        JSON.parse(readFileSync(new URL(`../../../../bench/sets/${name}.json`, import.meta.url), 'utf8')) as {
          lease_text: string;
        }
      ).lease_text,
    );

  it('answers from the clause that ranks far ahead when the question says more words the lease says elsewhere', () => {
    const index = indexOf(
      [
        '2. RENT',
        '2.1 Rent is $2,460 per month, due on the 1st.',
        '',
        '3. DEPOSIT',
        '3.1 The security deposit is $2,460, held in a separate account.',
        '',
        '4. UTILITIES',
        '4.1 Lessee pays electricity, including the kiln circuit; water and heat are included.',
        '',
        '5. USE',
        '5.1 No glaze materials, clay slip or chemicals shall be poured down any drain.',
        '',
        '8. KILN',
        '8.4 Firing Schedule. A firing may be started only between 6:00 a.m. and 12:30 p.m., and Lessee shall remain in the building until it ends.',
        '8.5 Ventilation. The kiln vent shall run throughout every firing and until the kiln has cooled below 200 degrees F.',
        '',
        '9. FLOORS',
        '9.1 The floor load limit is 100 pounds per square foot.',
        '',
        '10. PARKING',
        '10.1 Lessee may use one space; no vehicle may be left running in the driveway.',
        '',
        '11. FREIGHT ELEVATOR',
        '11.1 Loads over 2,000 pounds need the superintendent; deliveries use the loading dock.',
        '',
        '13. KEYS',
        '13.1 Lessee receives 2 keys and 1 fob; a lost fob costs $45.',
        '',
        '14. INSURANCE',
        '14.1 Lessee shall carry liability insurance of $1,000,000.',
        '',
        '15. QUIET HOURS',
        '15.1 Quiet hours are 10:00 p.m. to 7:00 a.m.',
      ].join('\n'),
    );
    const found = findClause(
      index,
      "Glaze load is almost packed but I'm running behind. What's the latest I can start the firing today? And can I drive up to the supplier while it's going?",
      [],
    );
    expect(found?.clause.heading).toBe('8. KILN — 8.4 Firing Schedule');
    expect(found?.quote).toContain('12:30 p.m.');
  });

  it('finds the clause that says two of the question’s words together ("block heater"), not one alone', () => {
    const found = findClause(
      leaseOfSet('tenant-line-blind-43'),
      'can I just leave the block heater plugged in all night at the outlet by my spot',
      [],
    );
    expect(found?.quote).toContain('4 hours per night');
  });

  it('quotes the sentence that answers over a long opening rule that leaves no room for it', () => {
    const found = findClause(
      leaseOfSet('tenant-line-blind-44'),
      'can i pay rent w a credit card? any extra charge',
      ['payment'],
    );
    expect(found?.quote).toContain('2.95%');
  });

  it('quotes the rule and the item of its section that gives the sum asked, when the rule gives none', () => {
    const addendum = indexOf(
      [
        'PET ADDENDUM',
        '1. Residents may keep one cat or one dog under 40 pounds with written approval from the Manager. No exotic animals, and no animal with a history of biting. Aquariums under 10 gallons need no approval.',
        '2. For an approved animal: a one-time pet fee of $250 and pet rent of $30 a month.',
        '3. Dogs must be on a leash in all shared areas, and residents pick up after them every time. Pets may not be left alone on balconies or patios.',
        '4. Service and assistance animals are not pets under this addendum; no pet fee or pet rent applies to them, though we ask to be told.',
      ].join('\n'),
    );
    const found = findClause(
      addendum,
      'we want to adopt a beagle from the shelter, could we keep him and what would that add to our rent',
      ['pets'],
    );
    expect(found?.quote).toContain('one cat or one dog under 40 pounds');
    expect(found?.quote).toContain('pet rent of $30 a month');
  });

  it('finds a clause by the words of the question the lease says, whatever else the tenant wrote', () => {
    const lease = indexOf(
      [
        '9. UPKEEP. Tenant shall replace light bulbs, change the furnace filter every 60 days, and keep drains clear.',
        '10. UTILITIES. Tenant pays for gas (the furnace and the range) and electricity.',
        '11. SAFETY. A fire extinguisher hangs inside the coat closet by the front door.',
        '12. PARKING. One space per unit.',
      ].join('\n'),
    );
    expect(
      findClause(lease, 'how often do i swap out the furnace filter, i honestly forgot all summer', [])
        ?.clause.heading,
    ).toBe('9. UPKEEP');
    // Nothing said about a trampoline or a yard: no clause.
    expect(findClause(lease, 'is a trampoline ok out in the back yard', [])).toBeUndefined();
  });

  it('finds what leases call a dead car and gas for the mower: an inoperable vehicle, fuel', () => {
    const lease = indexOf(
      [
        [
          '12. VEHICLES. 12.1 Tenant may park no more than two vehicles on the Premises, in the garage or on the gravel pad beside the garage. No vehicle may be parked on the lawn, the septic field or the field road at any time.',
          '12.2 No inoperable or unregistered vehicle may be kept on the Premises for more than 10 days. Landlord may have such a vehicle removed at Tenant’s expense after written notice.',
          '12.3 Major vehicle repairs and oil changes on the gravel are prohibited.',
          '12.4 One camper, trailer or boat may be stored on the gravel pad with consent. Snowmobiles may be stored in the garage.',
        ].join(' '),
        '13. STORAGE. Fuel may be stored only in the shed, in approved containers. Nothing may be stored in the furnace room.',
        '14. YARD. Tenant shall mow the lawn and keep the beds weeded.',
      ].join('\n'),
    );
    expect(
      findClause(lease, 'my truck died, the transmission is shot. can i leave it by the garage till spring', [
        'parking',
      ])?.quote,
    ).toContain('10 days');
    expect(
      findClause(lease, 'where can i keep a gas can for the mower, is the basement ok?', [])?.clause.heading,
    ).toBe('13. STORAGE');
  });

  it('reads "may" as the month only where it names one, and a snowfall as snow', () => {
    const lease = indexOf(
      [
        '12. SNOW AND YARD.',
        '(a) Tenants shall clear snow and ice from the public sidewalk, the front walk and both sets of steps by 12:00 noon on the day after any snowfall ends. City fines for an uncleared walk are billed to Tenants.',
        "(b) Landlord's contractor will plow the driveway after any snowfall of more than 4 inches. Tenants shall move their cars when asked. Clearing the driveway after a smaller snowfall is Tenants' job.",
        '(c) Landlord provides one snow shovel and a bag of ice melt in the basement; Tenants may ask for more ice melt through the portal. Do not use rock salt on the porch.',
        '(d) Landlord mows the lawn from May through October.',
      ].join('\n'),
    );
    const match = findClause(
      lease,
      '8 inches coming tonight, who has to shovel the sidewalk and by when? and do you plow the driveway',
      ['snow'],
    );
    expect(match?.quote).toContain('12:00 noon');
    expect(match?.quote).toContain('more than 4 inches');
  });

  it('reads "lbs" as the pounds a pets clause gives', () => {
    const lease = indexOf(
      [
        '8. PETS.',
        "Tenant may keep no more than two pets, limited to cats and dogs, only with Landlord's written approval for each animal. Dogs must be leashed in the hallway, on the porch and in the yard, and dog waste must be picked up right away. A pet deposit of $300 is due before a dog or cat moves in, and pet rent of $35 a month is added to the rent when it moves in. Barking dogs that disturb the neighbours after 10 p.m. must be brought inside. No dog may weigh more than 40 pounds when fully grown. Service and assistance animals are not pets and are not subject to the pet deposit or pet rent.",
      ].join('\n'),
    );
    expect(
      findClause(lease, 'my boyfriends dog is like 55 lbs, could he bring her when he moves in', ['pets'])
        ?.quote,
    ).toContain('40 pounds');
  });

  it('adds the rule that gives a place when the question asks if there is anywhere else', () => {
    const lease = indexOf(
      [
        'D. Patios and Grills',
        '1. Charcoal grills, gas grills and open flames of any kind are prohibited on patios under the city fire code.',
        '2. Residents may use the shared grills in the courtyard between 8 a.m. and 9 p.m.',
        '3. Patios may not be used for storage.',
      ].join('\n'),
    );
    const match = findClause(
      lease,
      'can i use my little charcoal grill on my patio? if not is there anywhere on the property i can grill',
      ['grills'],
    );
    expect(match?.quote).toContain('shared grills in the courtyard');
  });

  it('reads "how much notice" as a length of time, not a sum', () => {
    const lease = indexOf(
      [
        '13. RENEWAL AND NOTICE. This lease continues month-to-month after the end date unless either party gives written notice at least 45 days before it ends.',
        '15. HOLDOVER. If Tenant stays after the lease has ended by notice, holdover rent is $70.00 per day.',
      ].join('\n'),
    );
    expect(
      findClause(lease, 'if we decide not to stay after the lease is up, how much notice do we give', [
        'renewal',
      ])?.clause.heading,
    ).toBe('13. RENEWAL AND NOTICE');
  });

  it('adds the item of the section that gives the sum and the month asked', () => {
    const pets = indexOf(
      [
        '9. PETS',
        '9.1 No animal may be kept in the Apartment without a signed Pet Addendum, visiting cats and dogs included.',
        '9.2 With an approved Pet Addendum, Resident may keep up to two pets. Cats and dogs are accepted.',
        '9.3 For each approved pet, Resident pays a pet deposit of $250.00 and monthly pet rent of $25.00.',
        '9.4 An unauthorized cat or dog costs a charge of $200.00 per animal.',
        '9.5 Dogs must be leashed everywhere on the property; cats stay indoors.',
        '9.6 Assistance animals (a cat or a dog) are not pets and pay no pet deposit or pet rent.',
      ].join('\n'),
    );
    const found = findClause(pets, 'ok no dog then. if we get a cat how much more per month is that', [
      'pets',
    ]);
    expect(found?.quote).toContain('Cats and dogs are accepted');
    expect(found?.quote).toContain('monthly pet rent of $25.00');
  });
});
