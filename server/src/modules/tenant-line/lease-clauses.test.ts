import { describe, expect, it } from 'vitest';
import { sentencesOf, splitClauses } from './lease-clauses.js';
import { HARBOR_LEASE, MAPLE_COURT_LEASE, NORTHGATE_LEASE } from './lease-texts.fixture.js';

describe('lease clauses', () => {
  it('splits numbered sections, keeps their headings and joins wrapped lines', () => {
    const clauses = splitClauses(HARBOR_LEASE);
    const pets = clauses.find((clause) => clause.heading === '5. PETS');
    expect(pets?.text).toMatch(
      /^No animals of any kind may be kept on the premises without the prior written consent/,
    );
    expect(pets?.text).not.toContain('\n');
    expect(clauses.find((clause) => clause.heading === '7. NOISE AND QUIET HOURS')?.text).toContain(
      'Quiet hours are from 10:00 p.m. to 7:00 a.m.',
    );
    expect(clauses.map((clause) => clause.heading)).toContain('17. ENTRY');
  });

  it('keeps a numbered list that a sentence introduces inside that clause', () => {
    const clauses = splitClauses(
      [
        'PART 3 — MOVING OUT',
        'Can we leave before the end? Yes. To do so you must:',
        "1. give the office 60 days' written notice;",
        '2. pay a fee of two months of rent; and',
        '3. leave the keys at the office.',
        '',
        '4. PARKING. One space per apartment.',
      ].join('\n'),
    );
    expect(clauses[0]?.text).toBe(
      "Can we leave before the end? Yes. To do so you must: 1. give the office 60 days' written notice; 2. pay a fee of two months of rent; and 3. leave the keys at the office.",
    );
    expect(clauses[1]?.heading).toBe('4. PARKING');
  });

  it('reads headings on their own line and "Section" numbers', () => {
    const clauses = splitClauses(MAPLE_COURT_LEASE);
    expect(clauses.find((clause) => clause.heading === 'ANIMALS')?.text).toMatch(
      /^Residents may keep small caged birds/,
    );
    expect(clauses.find((clause) => clause.heading === 'VEHICLES')?.text).toContain('one parking permit');
    const conduct = clauses.find((clause) => clause.heading === 'Section 4 - Conduct');
    expect(conduct?.text).toMatch(/^Residents and their guests must not disturb neighbors\./);
  });

  it('joins a word hyphenated across lines and cuts a long clause into passages', () => {
    expect(splitClauses('12. STORAGE. The storage lock-\ners are in the base-\nment.')).toEqual([
      { heading: '12. STORAGE', text: 'The storage lockers are in the basement.' },
    ]);
    const long = `9. RULES. ${'Tenant shall keep the common areas clean and free of personal items. '.repeat(20)}`;
    const passages = splitClauses(long);
    expect(passages.length).toBeGreaterThan(1);
    expect(passages.every((passage) => passage.heading === '9. RULES')).toBe(true);
  });

  it('makes each labelled rule of a list of rules a clause of its own, headed by its section and label', () => {
    const clauses = splitClauses(
      [
        'BUILDING RULES',
        'These rules are part of the lease.',
        'Laundry: the machines in the basement run from 7 a.m. to 10 p.m.',
        'Bikes: store bikes in the rack by the side door,',
        'never in the hallways.',
        'Recycling: bins go out on Thursday nights.',
      ].join('\n'),
    );
    expect(clauses).toEqual([
      { heading: 'BUILDING RULES', text: 'These rules are part of the lease.' },
      {
        heading: 'BUILDING RULES — Laundry',
        text: 'the machines in the basement run from 7 a.m. to 10 p.m.',
      },
      {
        heading: 'BUILDING RULES — Bikes',
        text: 'store bikes in the rack by the side door, never in the hallways.',
      },
      { heading: 'BUILDING RULES — Recycling', text: 'bins go out on Thursday nights.' },
    ]);
  });

  it('cuts a long clause of numbered sub-items between items, never inside one', () => {
    const item = (n: number, sentences: number) =>
      `22.${n} ITEM ${n}. ${Array.from({ length: sentences }, (_, i) => `Sentence ${i + 1} of item ${n} says something about insurance here.`).join(' ')}`;
    const clauses = splitClauses(`SECTION 22. INSURANCE\n${[item(1, 6), item(2, 5), item(3, 7)].join(' ')}`);
    expect(clauses.length).toBeGreaterThan(1);
    for (const clause of clauses) {
      expect(clause.heading).toBe('SECTION 22. INSURANCE');
      expect(clause.text).toMatch(/^22\.\d ITEM/);
    }
    expect(
      clauses.some(
        (clause) => clause.text.includes('Sentence 3 of item 2') && clause.text.includes('22.2 ITEM'),
      ),
    ).toBe(true);
  });

  it('makes each labelled phone or email line of a letterhead a clause of its own', () => {
    const clauses = splitClauses(
      [
        'Maple Ridge Rentals LLC',
        '12 Birch Street, Dayton, OH 45402',
        'Office: (937) 555-0110 (Monday–Friday, 9 a.m.–5 p.m.)',
        'Emergency / After-Hours Line (24 hours): (937) 555-0111',
        'Email: office@mapleridge.example',
      ].join('\n'),
    );
    expect(clauses).toEqual([
      { text: 'Maple Ridge Rentals LLC 12 Birch Street, Dayton, OH 45402' },
      { heading: 'Office', text: '(937) 555-0110 (Monday–Friday, 9 a.m.–5 p.m.)' },
      { heading: 'Emergency / After-Hours Line (24 hours)', text: '(937) 555-0111' },
      { heading: 'Email', text: 'office@mapleridge.example' },
    ]);
  });

  it('heads a numbered item that opens with a phrase by its section, and a titled one by its title', () => {
    const clauses = splitClauses(
      ['PET ADDENDUM', '1. Cats are welcome.', '2. For each cat: a fee of $200.', '3. LITTER. Bag it.'].join(
        '\n',
      ),
    );
    expect(clauses.map((clause) => clause.heading)).toEqual([
      'PET ADDENDUM',
      'PET ADDENDUM — 2. For each cat',
      '3. LITTER',
    ]);
  });

  it('reads addendum items numbered by letter and number ("A3. Charges.") as clauses of their own', () => {
    const clauses = splitClauses(
      [
        'ADDENDUM A - PET ADDENDUM',
        'A1. Authorization. No animal may be kept without written consent.',
        'A2. Limits. No dog may exceed 50 pounds.',
        'A3. Charges. Monthly pet rent is $35 per pet.',
      ].join('\n'),
    );
    expect(clauses.map((clause) => clause.heading)).toEqual([
      'ADDENDUM A - PET ADDENDUM',
      'A2. Limits',
      'A3. Charges',
    ]);
    expect(clauses[2]?.text).toBe('Monthly pet rent is $35 per pet.');
  });

  it('heads a paragraph with no heading of its own by the section it continues', () => {
    const clauses = splitClauses(
      [
        '17. Keys and Getting Locked Out',
        '',
        'You get two house keys. Lost keys are $15 each.',
        '',
        "If you lock yourself out, call me. It's $40 after 8 pm.",
        '',
        '18. Subletting. You may not sublet.',
      ].join('\n'),
    );
    expect(clauses.map((clause) => clause.heading)).toEqual([
      '17. Keys and Getting Locked Out',
      '17. Keys and Getting Locked Out',
      '18. Subletting',
    ]);
  });

  it('keeps a sub-numbered paragraph after a blank line in its numbered section', () => {
    const clauses = splitClauses(
      [
        '9. PETS',
        '',
        '9.1 One cat is allowed.',
        '',
        '9.2 Pet rent: $20 a month.',
        '',
        '10.1 Parking is free.',
      ].join('\n'),
    );
    expect(clauses.map((clause) => clause.heading)).toEqual(['9. PETS', '9. PETS — 9.2 Pet rent', undefined]);
  });

  it('reads "Section 7. Early Termination." and keeps a wrapped line starting with a number in its clause', () => {
    const clauses = splitClauses(NORTHGATE_LEASE);
    const early = clauses.find((clause) => clause.heading === 'Section 7. Early Termination');
    expect(early?.text).toMatch(/^Lessee may terminate this lease .* 60 days' written notice and paying/);
    expect(clauses.find((clause) => clause.heading === 'Section 3. Rent; Payment; Charges')).toBeDefined();
  });

  it('starts a sentence at each lettered item', () => {
    expect(sentencesOf('(a) Rent is due on the 1st. (b) no cash; (c) Checks are accepted.')).toEqual([
      '(a) Rent is due on the 1st.',
      '(b) no cash;',
      '(c) Checks are accepted.',
    ]);
  });

  it('makes each titled sub-item a passage of its own, headed by its section and title', () => {
    const text = [
      'B. VEHICLES',
      'B.1 Permits. Each household gets one hang tag. Tags are free.',
      'B.2 Visitor Spaces. Visitors may park in marked spaces for up to 48 hours.',
      'B.3 The lot is swept monthly.',
    ].join('\n');
    expect(splitClauses(text)).toEqual([
      {
        heading: 'B. VEHICLES — B.1 Permits',
        text: 'B.1 Permits. Each household gets one hang tag. Tags are free.',
      },
      {
        heading: 'B. VEHICLES — B.2 Visitor Spaces',
        text: 'B.2 Visitor Spaces. Visitors may park in marked spaces for up to 48 hours. B.3 The lot is swept monthly.',
      },
    ]);
  });

  it("keeps a sub-item's title in capitals with the sentence it heads", () => {
    expect(
      sentencesOf(
        '8.1 The house has a furnace. 8.2 MINIMUM TEMPERATURE. Keep it at 55°F or more. Thank you.',
      ),
    ).toEqual([
      '8.1 The house has a furnace.',
      '8.2 MINIMUM TEMPERATURE. Keep it at 55°F or more.',
      'Thank you.',
    ]);
  });

  it('ends sentences at a full stop, not after "p.m." inside one', () => {
    expect(
      sentencesOf('Quiet hours are from 10 p.m. to 8 a.m. Tenant shall comply. See No. 4 below. Done.'),
    ).toEqual([
      'Quiet hours are from 10 p.m. to 8 a.m.',
      'Tenant shall comply.',
      'See No. 4 below.',
      'Done.',
    ]);
  });

  it('does not end a sentence at "a.m." or "p.m." before the days it applies to', () => {
    expect(
      sentencesOf(
        'Pool hours: 9 a.m. to 9 p.m. Monday to Thursday, and 8 a.m. to 10 p.m. Saturdays and Sundays. Lifeguards are not on duty.',
      ),
    ).toEqual([
      'Pool hours: 9 a.m. to 9 p.m. Monday to Thursday, and 8 a.m. to 10 p.m. Saturdays and Sundays.',
      'Lifeguards are not on duty.',
    ]);
  });
});
