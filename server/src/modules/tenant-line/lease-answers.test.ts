import { describe, expect, it } from 'vitest';
import {
  statedLateDay,
  rentSplit,
  answerFromFields,
  DEPENDS_ANSWER,
  LeaseAnswerer,
  NO_LEASE_ANSWER,
  ordinal,
  readableDate,
  type LeaseOnFile,
} from './lease-answers.js';
import { HARBOR_LEASE } from './lease-texts.fixture.js';
import type { LeaseTopic } from './lease-topics.js';

const lease = (overrides: Partial<LeaseOnFile> = {}): LeaseOnFile => ({
  rentCents: 145000,
  dueDay: 1,
  graceDays: 5,
  depositCents: null,
  startDate: null,
  endDate: null,
  leaseType: null,
  terms: null,
  ...overrides,
});
const fields = (topic: LeaseTopic, one: LeaseOnFile, topics: LeaseTopic[] = [topic]) =>
  answerFromFields(topic, one, { question: '', topics, withAmount: false });
const harborDocument = { id: 'doc-1', title: 'Lease for 4512 Avenue H', text: HARBOR_LEASE };

const EMERGENCY_PARAGRAPHS = {
  id: 'doc-e',
  title: 'Lease',
  text: [
    '14. MAINTENANCE BY TENANT',
    'Resident shall (a) replace light bulbs and smoke alarm batteries; (b) replace the furnace filter every month; and (c) keep drains clear.',
    '',
    '18. EMERGENCIES',
    '(a) In a fire, leave the Premises and call 911 from a safe place.',
    '(b) To stop water inside the Premises, close the main water shutoff, a red valve under the kitchen sink.',
    "(c) Then call Landlord's Emergency Line, (555) 014-2201, at any hour.",
    "(d) If water is coming from another unit or the roof, also call the building's night line, (555) 014-2299.",
    '(e) An emergency is a condition that threatens life or safety: fire, a gas odor, flooding, electrical sparking, a sounding carbon monoxide alarm, or an exterior door that cannot be secured. Call 911 first for fire, gas or carbon monoxide.',
  ].join('\n'),
};

describe('lease answers', () => {
  it("quotes what the lease's emergency paragraph says to do in that kind of emergency", () => {
    const answerer = new LeaseAnswerer({ leases: [lease()], documents: [EMERGENCY_PARAGRAPHS] });
    const line = answerer.emergencyContact() ?? '';
    expect(line).toContain('(555) 014-2201');
    const steps =
      answerer.emergencySteps('flood', 'water is pouring through the ceiling from the unit upstairs', line) ??
      '';
    expect(steps).toContain('a red valve under the kitchen sink');
    expect(steps).toContain('(555) 014-2299');
    expect(steps).not.toContain('014-2201');
    expect(answerer.emergencySteps('fire', 'smoke is pouring out of the dryer', line)).toContain('call 911');
  });

  it('gives the notice before entry as a figure, and the definition of a term the clause uses when asked which', () => {
    const answerer = new LeaseAnswerer({
      leases: [lease()],
      documents: [
        {
          id: 'doc-d',
          title: 'Lease',
          text: [
            '1. DEFINITIONS',
            '(a) "Premises" means Unit 7C. (b) "Assigned Parking Space" means carport space No. 7C-04.',
            '',
            '9. PARKING',
            'Tenant may park one car in the Assigned Parking Space. Visitors park on the street.',
            '',
            '15. ACCESS',
            "Landlord may enter the Premises after giving Tenant at least forty-eight (48) hours' written notice.",
          ].join('\n'),
        },
      ],
    });
    const parking = answerer.answer('which parking space is mine? i forgot the number', ['parking']).text;
    expect(parking).toContain('carport space No. 7C-04');
    expect(answerer.answer('how much notice before you come in?', ['entry']).text).toMatch(
      /^Your lease asks for \*\*48 hours'\*\* notice\./,
    );
    // Asked nothing of which, the definition is not added.
    expect(answerer.answer('can I park a boat?', ['parking']).text).not.toContain('7C-04');
  });

  it('finds the clause of a question on no topic that says "change" as "replace"', () => {
    const answerer = new LeaseAnswerer({
      leases: [lease()],
      documents: [{ ...EMERGENCY_PARAGRAPHS, text: `${HARBOR_LEASE}\n\n${EMERGENCY_PARAGRAPHS.text}` }],
    });
    expect(
      answerer.answerOpenQuestion(
        'The furnace filter in the hallway looks grey. Am I supposed to change it, or do you?',
      ),
    ).toContain('replace the furnace filter every month');
  });

  it('reads a lease written as questions and answers: the answer that gives what is asked, a weekday, where then what to do', () => {
    const text = [
      'Q: What about renewing or moving out?',
      "A: Tell me by March 1 if you want another year. If you're leaving, give me 60 days' notice. If neither of us says anything, it goes month to month.",
      '',
      'Q: What about utilities?',
      'A: Water and garbage are included. You pay a flat $40 a month for electricity.',
      '',
      'Q: Chores?',
      'A: Wash your dishes. Garbage goes to the curb Sunday night for Monday pickup.',
      '',
      'Q: Who fixes what?',
      'A: I do. Power out in your room only: the breaker panel is in the garage, your room is circuit 9. Flip it off and back on once.',
      '',
      'Q: How do I reach you for ordinary things?',
      'A: Text or call me at (555) 014-7000 between 8 a.m. and 8 p.m.',
      '',
      'Q: What counts as an emergency?',
      'A: A gas smell, fire or smoke, or flooding. Call 911 first, then my emergency phone, (555) 014-7111.',
      '',
      'Q: What if I stay past the end?',
      'A: If you stay past the end date without my OK, you owe $35 per day for each extra day.',
    ].join('\n');
    const answerer = new LeaseAnswerer({
      leases: [lease()],
      documents: [{ id: 'qa', title: 'Lease', text }],
    });
    expect(
      answerer.answer('if i stay a few extra days after the lease is up, what would that cost me', [
        'holdover',
      ]).text,
    ).toContain('$35 per day');
    expect(answerer.answer("what's trash day here?", ['trash']).text).toContain('Monday pickup');
    expect(
      answerer.answer('whats your normal number for non urgent stuff? i only have the emergency one', [
        'contact',
      ]).text,
    ).toContain('(555) 014-7000');
    expect(
      answerer.selfHelp('the power in my room died, where is the breaker and which one is mine'),
    ).toContain('circuit 9. Flip it off and back on once.');
  });

  it('answers a chirping detector with who replaces its battery', () => {
    const answerer = new LeaseAnswerer({ leases: [lease()], documents: [EMERGENCY_PARAGRAPHS] });
    expect(
      answerer.answer(
        'the smoke alarm keeps chirping. nothing is burning, no smoke, no fire, no gas. is that something i fix?',
        ['detectors'],
      ).text,
    ).toContain('light bulbs and smoke alarm batteries');
  });

  it("gives the office's number when the clause quoted sends the tenant to the office line without it", () => {
    const answerer = new LeaseAnswerer({
      leases: [lease()],
      documents: [
        {
          id: 'doc-o',
          title: 'Lease',
          text: [
            '9. REPAIRS. Resident shall report needed repairs promptly by calling the office line or through the portal.',
            '',
            '20. CONTACTS. Emergency line, at any hour: (555) 014-7711. Office line (non-emergency repairs, rent), weekdays 8 a.m. to 4 p.m.: (555) 014-7700.',
          ].join('\n'),
        },
      ],
    });
    const text = answerer.answer('the bathroom sink drips, who should i let know?', ['repairs']).text;
    expect(text).toContain('by calling the office line');
    expect(text).toContain('(555) 014-7700');
    expect(text).not.toContain('014-7711');
  });

  it("gives the letterhead's office number or email for the one asked, over a notices clause", () => {
    const answerer = new LeaseAnswerer({
      leases: [lease()],
      documents: [
        {
          id: 'doc-h',
          title: 'Lease',
          text: [
            'Maple Ridge Rentals LLC',
            '12 Birch Street, Dayton, OH 45402',
            'Office: (937) 555-0110 (Monday–Friday, 9 a.m.–5 p.m.)',
            'Emergency / After-Hours Line (24 hours): (937) 555-0111',
            'Email: office@mapleridge.example',
            '',
            '30. NOTICES. Notices to Landlord shall be in writing and delivered by mail, by hand to the office, or by email to office@mapleridge.example.',
          ].join('\n'),
        },
      ],
    });
    const number = answerer.answer(
      'whats the regular office number, the magnet with it fell behind the stove',
      ['contact'],
    ).text;
    expect(number).toContain('(937) 555-0110');
    expect(number).not.toContain('555-0111');
    expect(answerer.answer('what email do i send my proof of insurance to', ['contact']).text).toContain(
      'office@mapleridge.example',
    );
  });

  it.each([
    [1, '1st'],
    [2, '2nd'],
    [3, '3rd'],
    [4, '4th'],
    [11, '11th'],
    [12, '12th'],
    [13, '13th'],
    [21, '21st'],
    [22, '22nd'],
    [31, '31st'],
  ])('writes day %i as %s', (day, text) => {
    expect(ordinal(day)).toBe(text);
  });

  it('writes a date as a person reads it', () => {
    expect(readableDate('2027-05-31')).toBe('May 31, 2027');
    expect(readableDate('2026-01-01')).toBe('January 1, 2026');
  });

  it('answers each topic from the fields of one lease', () => {
    const terms = {
      late_payment: { initial_fee: 50, daily_late_charge: null },
      additional_fees: [
        { fee_type: 'Monthly pet rent', amount: 25 },
        { fee_type: 'Garage space', amount: 75.5 },
        { fee_type: 'Late notice fee', amount: null },
      ],
    };
    const one = lease({
      dueDay: 3,
      terms,
      depositCents: 200000,
      startDate: '2026-06-01',
      endDate: '2027-05-31',
    });
    expect(fields('rent_amount', one)).toBe('Your rent is **$1,450.00** a month.');
    expect(fields('rent_amount', lease({ rentCents: null }))).toBeUndefined();
    expect(answerFromFields('rent_due', one, { question: '', topics: ['rent_due'], withAmount: true })).toBe(
      'Your rent of **$1,450.00** is due on the **3rd** of each month.',
    );
    expect(fields('late_fee', one)).toBe(
      'Rent is due on the **3rd**, and your lease gives a grace period of **5 days**: rent paid by the **8th** is not late. ' +
        'After that, your lease sets a late fee of **$50.00**.\n- Late notice fee: amount not stated',
    );
    expect(fields('late_fee', lease({ graceDays: 0 }))).toBe(
      'Rent is due on the **1st**, with no grace period: it is late if not paid that day.',
    );
    expect(fields('deposit', one)).toBe('Your security deposit is **$2,000.00**.');
    expect(fields('deposit', lease())).toBeUndefined();
    expect(fields('lease_end', one)).toBe('Your lease ends on **May 31, 2027**.');
    expect(fields('lease_end', one, ['lease_start', 'lease_end'])).toBe(
      'Your lease runs from **June 1, 2026** to **May 31, 2027**.',
    );
    expect(fields('lease_end', lease({ leaseType: 'Month-to-month' }))).toMatch(/month-to-month/);
    expect(fields('lease_start', one)).toBe('Your lease started on **June 1, 2026**.');
    expect(fields('pets', one)).toBe('Pet fees in your lease on file:\n- Monthly pet rent: **$25.00**');
    expect(fields('parking', one)).toBe('Parking fees in your lease on file:\n- Garage space: **$75.50**');
    expect(fields('quiet_hours', one)).toBeUndefined();
  });

  it('answers "can I pay late" with the grace period and late fee, not the rent', () => {
    const answerer = new LeaseAnswerer({
      leases: [
        lease({ terms: { late_payment: { initial_fee: 40, daily_late_charge: 5, max_late_fee: 100 } } }),
      ],
      documents: [],
    });
    const { text } = answerer.answer('can I pay late?', ['late_fee']);
    expect(text).toBe(
      'Rent is due on the **1st**, and your lease gives a grace period of **5 days**: rent paid by the **6th** is not late. ' +
        'After that, your lease sets a late fee of **$40.00**, plus **$5.00** for each day it stays unpaid (at most **$100.00** in all).',
    );
    expect(text).not.toContain('1,450');
  });

  it('gives the emergency number of the person asked about, and the landlord\'s entry when written as "we"', () => {
    const answerer = new LeaseAnswerer({
      leases: [lease()],
      documents: [
        {
          id: 'doc',
          title: 'Lease',
          text: [
            '8. EMERGENCIES',
            'An emergency means fire, a gas leak or water pouring in. In an emergency, leave the house and call 911 from outside. ' +
              'For a gas leak, also call the gas company at 1-800-555-0199. Then phone Rosalind at (509) 555-0142 any time of day. ' +
              'If she does not answer, text her brother Anselm at (509) 555-0177.',
            '',
            '9. VISITS BY US',
            "We will not come in without 48 hours' notice, and only between 8 a.m. and 6 p.m. unless you agree otherwise.",
          ].join('\n'),
        },
      ],
    });
    expect(answerer.emergencyContact("what's anselm's number for emergencies?")).toContain('(509) 555-0177');
    expect(answerer.answer('how much notice do you have to give before coming in', ['entry']).text).toContain(
      "48 hours' notice",
    );
  });

  it('gives the emergency maintenance line, not the number the lease says is not for emergencies, and the steps headed for that kind', () => {
    const answerer = new LeaseAnswerer({
      leases: [lease()],
      documents: [
        {
          id: 'doc',
          title: 'Lease',
          text: [
            '12. EMERGENCIES',
            '',
            '12.1 Emergency Repair Line: (555) 014-3380, answered at all hours. Never use the office number (555) 014-3300 for emergencies at night.',
            '',
            '12.2 Emergencies include: (a) a gas smell; (b) smoke; (c) water coming through a ceiling.',
            '',
            '12.3 Water coming in: close the shut-off valve under the sink or behind the toilet, then call the Emergency Repair Line.',
            '',
            '12.4 Gas smell: leave at once and call the gas company from outside.',
          ].join('\n'),
        },
      ],
    });
    const line = answerer.emergencyContact();
    expect(line).toContain('(555) 014-3380');
    expect(line).not.toContain('014-3300');
    const steps = answerer.emergencySteps('gas', 'there is a strong gas smell in the kitchen', line);
    expect(steps).toContain('leave at once');
    expect(steps).not.toContain('(a) a gas smell');
  });

  it("gives the landlord's own emergency line, not a non-emergency number or a utility's", () => {
    const answerer = new LeaseAnswerer({
      leases: [lease()],
      documents: [
        {
          id: 'doc',
          title: 'Lease',
          text: [
            '12. REPAIRS',
            "Routine (non-emergency) repair requests shall be made through the portal or by telephone to Lessor's office at (208) 555-0140.",
            '',
            '13. EMERGENCIES',
            "For a gas odor, Lessee shall call the gas utility's 24-hour emergency line at 1-800-555-0101 from outside; " +
              "in every case Lessee shall then call Lessor's 24-hour emergency line, (208) 555-0188.",
          ].join('\n'),
        },
      ],
    });
    const line = answerer.emergencyContact() ?? '';
    expect(line).toContain('(208) 555-0188');
    expect(line).not.toContain('555-0140');
  });

  it('quotes the sentence that says how long when the deposit is named in a question about time', () => {
    const text = [
      '7. SECURITY DEPOSIT',
      'Upon signing this Lease, Lessee has paid Lessor the sum of One Thousand Nine Hundred Dollars ($1,900.00) as security for the faithful performance of every obligation of this Lease (the "Deposit").',
      "The Deposit shall not be applied by Lessee to the last month's rent.",
      "Within twenty-one (21) days after the end of the tenancy and Lessee's return of the Premises and every key, Lessor shall return the Deposit to Lessee, less any sums lawfully kept for unpaid rent and for damage beyond ordinary wear and tear, with a written list of the sums kept; on written request Lessor shall give an itemized account within thirty (30) days.",
    ].join(' ');
    const answerer = new LeaseAnswerer({
      leases: [lease()],
      documents: [
        {
          id: 'doc',
          title: 'Lease',
          text: `7. SECURITY DEPOSIT\n${text.replace('7. SECURITY DEPOSIT ', '')}`,
        },
      ],
    });
    // The lease's "twenty-one (21) days", quoted once in digits.
    expect(answerer.answer('how long before i get my deposit back', ['deposit']).text).toContain('21 days');
  });

  it('quotes the return period beside the deposit on file when asked when it is seen again', () => {
    const answerer = new LeaseAnswerer({
      leases: [lease({ depositCents: 190000 })],
      documents: [
        {
          id: 'doc',
          title: 'Lease',
          text: '7. SECURITY DEPOSIT\nThe deposit is $1,900.00. Within 21 days after you move out we return it to your forwarding address, less any sums kept.',
        },
      ],
    });
    const answer = answerer.answer('if i leave, how long before i see my deposit again?', ['deposit']).text;
    expect(answer).toContain('$1,900.00');
    expect(answer).toContain('21 days');
  });

  it('quotes a clause of up to 600 characters whole, its last rule too', () => {
    const text = [
      '7. PARKING AND VEHICLES',
      '7.1 The Tenant may park one car in the carport and one car on the gravel strip beside the shed, off the lane. ' +
        'Street parking on Larch Road is public and shared with the neighbours on a first-come basis.',
      '7.2 No parking on the grass, and never block the lane, the bin area or the neighbours’ gates, even for a few minutes while unloading.',
      '7.3 Boats, campers, caravans and trailers may not stay on the property or in the lane for more than 48 hours. ' +
        'No vehicles that do not run or are not registered. Small maintenance such as topping up oil is fine.',
    ].join('\n');
    const answerer = new LeaseAnswerer({
      leases: [lease()],
      documents: [{ id: 'doc', title: 'Lease', text }],
    });
    const camper = answerer.answer(
      'my brother wants to bring his camper for the long weekend and park it on the gravel strip by the shed, is that allowed?',
      ['parking'],
    ).text;
    expect(camper).toContain('48 hours');
    for (const rule of ['7.1', '7.2', '7.3']) expect(camper).toContain(rule);
  });

  it('quotes the clause beside the figure when the question asks more than the rent or the deposit', () => {
    const shared = {
      id: 'doc-s',
      title: 'Lease',
      text: [
        '4. RENT',
        '4.1 Each Resident pays her Room Share of $685 per month. The Total Rent for the house is $3,425 per month, owed by the Residents together.',
        '',
        '10. SECURITY DEPOSIT',
        '10.1 Each Resident pays a security deposit of $700. Landlord holds all deposits in a separate account at First Prairie Bank.',
        '',
        '7. RELEASE',
        '7.1 A Resident may be released from this Lease if she is accepted into a study abroad program approved by the college and the release is approved in writing by Landlord under this clause.',
        '7.2 To use the release, the Resident must give Landlord written notice at least 45 days before the release date, together with the program acceptance letter.',
        '7.3 The Resident pays a release fee of one Room Share before the release date. The release fee is waived for military call-ups, and the Resident remains responsible for all rent through the release date.',
      ].join('\n'),
    };
    const answerer = new LeaseAnswerer({
      leases: [lease({ rentCents: 68500, depositCents: 70000 })],
      documents: [shared],
    });
    const rent = answerer.answer('whats my rent and whats the total for the house', ['rent_amount']).text;
    expect(rent).toContain('$685.00');
    expect(rent).toContain('$3,425');
    const deposit = answerer.answer('what is my deposit and where is it being held?', ['deposit']).text;
    expect(deposit).toContain('$700.00');
    expect(deposit).toContain('First Prairie Bank');
    // "how does that work": the sentence with the steps to take, not only the rule.
    const release = answerer.answer(
      'i got into a study abroad program for spring, can i get out of my lease? how does that work',
      ['early_termination'],
    ).text;
    expect(release).toContain('45 days');
  });

  it('counts months of rent in dollars and splits the rent as asked', () => {
    const document = {
      id: 'doc-m',
      title: 'lease.pdf',
      text: [
        '13. ENDING EARLY',
        "13.1 If you need to end the lease early, you must give at least 60 days' written notice and pay an early-termination fee equal to two months' rent.",
      ].join('\n'),
    };
    const answerer = new LeaseAnswerer({ leases: [lease({ rentCents: 165001 })], documents: [document] });
    const exit = answerer.answer(
      'if I had to leave before the lease ends, what would breaking the lease actually cost me in dollars?',
      ['early_termination'],
    ).text;
    expect(exit).toContain('**$3,300.02**');
    // Not asked in dollars: the clause alone.
    expect(answerer.answer('can I end my lease early?', ['early_termination']).text).not.toContain(
      '$3,300.02',
    );
    const half = answerer.answer('we are splitting rent 50/50, whats my half exactly?', ['rent_amount']).text;
    expect(half).toContain('**$825.00** each ($825.01 for one of you');
    // "My share" without how many ways: no guess.
    expect(answerer.answer('whats my share of the rent', ['rent_amount']).text).not.toContain('each');
  });

  it("gives the number of whom the clause says to call, from the lease's other sentences", () => {
    const document = {
      id: 'doc-p',
      title: 'lease.pdf',
      text: [
        '8. PROPANE',
        'The tank is leased from Rio Pueblo Propane, phone 555-0124.',
        '',
        '9. REFILLS',
        'You order and pay for your own refills. Call Rio Pueblo to order when the gauge reads 30%.',
      ].join('\n'),
    };
    const answerer = new LeaseAnswerer({ leases: [lease()], documents: [document] });
    const asked = answerer.answerOpenQuestion(
      'the gauge reads 34% and snow is coming. who do I call for refills?',
    );
    expect(asked).toContain('30%');
    expect(asked).toContain('555-0124');
    // Not asked whom to call: the clause alone.
    expect(answerer.answerOpenQuestion('when should I order propane refills?')).not.toContain('555-0124');
  });

  it('quotes the late clause too when the question asks more than the fee', () => {
    const answerer = new LeaseAnswerer({
      leases: [lease({ terms: { late_payment: { initial_fee: 75, daily_late_charge: null } } })],
      documents: [harborDocument],
    });
    expect(answerer.answer('how much is the late fee?', ['late_fee']).text).not.toContain('Your lease says');
    const week = answerer.answer("what do I owe if I'm a week late, is there a cap?", ['late_fee']).text;
    expect(week).toContain('a late fee of **$75.00**');
    expect(week).toContain('daily late charge of $10.00 until rent is paid in full, not to exceed $250.00');
  });

  it('quotes the lease document where the fields are silent, and says so when it is silent too', () => {
    const answerer = new LeaseAnswerer({ leases: [lease()], documents: [harborDocument] });
    const pets = answerer.answer('Can I have a dog?', ['pets']);
    expect(pets.text).toMatch(/^Your lease says: “No animals of any kind may be kept on the premises/);
    expect(pets.text).toContain('(From Lease for 4512 Avenue H, 5. PETS.)');
    expect(answerer.answer('what are the quiet hours?', ['quiet_hours']).text).toContain(
      'Quiet hours are from 10:00 p.m. to 7:00 a.m. Sunday through Thursday',
    );
    // No deposit field: the deposit clause.
    expect(answerer.answer('how much is my deposit', ['deposit']).text).toContain('shall deposit $1,875.00');
    // No late fee in the fields: the day the lease says rent is late (its words over the five grace days of
    // the record), then the lease's own late charge.
    expect(answerer.answer("what's the late fee", ['late_fee']).text).toMatch(
      /late if not received by 11:59 p\.m\. on the \*\*3rd\*\*[\s\S]*Your lease says: “If rent is not received by 11:59 p\.m\./,
    );
    const yard = answerer.answer('who mows the lawn?', ['yard']);
    expect(yard.unanswered).toEqual(['yard']);
    expect(yard.text).toBe(
      "I couldn't find anything about yard care in your lease on file, and I don't want to guess. " +
        'Would you like me to pass the question on to your landlord?',
    );
    expect(answerer.answerOpenQuestion('Is there a swimming pool?')).toBeUndefined();
    expect(answerer.answerOpenQuestion('Can I list the place on a short-term rental site?')).toContain(
      'short-term rental site',
    );
  });

  it('answers what the leases agree on and leaves the rest to the landlord', () => {
    const answer = (topics: LeaseTopic[], leases: LeaseOnFile[]) =>
      new LeaseAnswerer({ leases, documents: [] }).answer('', topics).text;
    expect(answer(['rent_amount'], [])).toBe(NO_LEASE_ANSWER);
    expect(answer(['rent_amount'], [lease(), lease()])).toBe('Your rent is **$1,450.00** a month.');
    const differing = [lease(), lease({ rentCents: 99900 })];
    expect(answer(['rent_amount'], differing)).toBe(DEPENDS_ANSWER);
    // The due day alone when the amounts differ.
    expect(answer(['rent_due'], differing)).toBe('Rent is due on the **1st** of each month.');
    const mixed = answer(['rent_due', 'rent_amount'], differing);
    expect(mixed).toBe(
      'Rent is due on the **1st** of each month.\n\nFor the rent amount: that depends on which lease is yours, ' +
        "and I can't tell that from here. Your landlord can see this conversation and will confirm.",
    );
    expect(mixed).not.toMatch(/999|1,450/);
  });
});

describe('a question on ending early, and two questions on one topic', () => {
  const QA_LEASE = {
    id: 'doc-qa',
    title: 'Lease',
    text: [
      'PART 1 — MONEY AND RENEWAL',
      'When is my deposit returned? Within 21 days after you move out and hand back the keys.',
      '',
      'What may be deducted from the deposit? Unpaid rent, and damage beyond normal wear and tear.',
      '',
      'Can I end the lease early? Yes. You must:',
      "1. give us 30 days' written notice; and",
      '2. pay an early termination fee of $900.',
      '',
      'HOUSE RULES',
      '- Break down cardboard boxes before recycling them.',
    ].join('\n'),
  };
  const answerer = new LeaseAnswerer({ leases: [lease({ depositCents: 120000 })], documents: [QA_LEASE] });

  it('finds the clause on ending early for "break the lease", never boxes broken down', () => {
    const { text } = answerer.answer(
      'If we had to break the lease, what would it cost and how much notice is needed?',
      ['early_termination'],
    );
    expect(text).toContain("30 days' written notice");
    expect(text).toContain('$900');
    expect(text).not.toContain('cardboard');
  });

  it('answers each of two questions on one topic with its own clause', () => {
    const { text } = answerer.answer(
      'How long until we get the deposit back? And what are you allowed to take out of it?',
      ['deposit'],
    );
    expect(text).toContain('Within 21 days');
    expect(text).toContain('wear and tear');
  });

  it('works out the day a notice counted back from the lease end falls on, and rent with the late fee', () => {
    const answerer = new LeaseAnswerer({
      leases: [
        lease({
          rentCents: 87500,
          endDate: '2027-05-31',
          terms: { late_payment: { initial_fee: 40, daily_late_charge: null } },
        }),
      ],
      documents: [
        {
          id: 'doc',
          title: 'Lease',
          text: '17. RENEWAL\n17.1 If either of us does not want to renew, that person must give written notice at least sixty (60) days before the last day of the Term.',
        },
      ],
    });
    const deadline = answerer.answer('by what date do i have to tell you if im not renewing', [
      'renewal',
    ]).text;
    expect(deadline).toContain('at least 60 days before');
    expect(deadline).toContain('that is by **April 1, 2027**');
    expect(
      answerer.answer("rent goes in on the 8th, what's the total I owe at that point, fee included", [
        'late_fee',
      ]).text,
    ).toContain('**$915.00** in all');
    // Not asked as a date or a total: no sum added.
    expect(answerer.answer('how much notice do i give if im not renewing', ['renewal']).text).not.toContain(
      'that is by',
    );
  });

  it("counts back the tenant's own notice when the clause also gives the landlord's", () => {
    const answerer = new LeaseAnswerer({
      leases: [lease({ endDate: '2027-05-31' })],
      documents: [
        {
          id: 'doc',
          title: 'Lease',
          text: '26. RENEWAL\n26.1 Landlord will send a written renewal offer at least 90 days before the end of the Term. 26.2 Tenant must tell Landlord in writing at least 60 days before the end of the Term whether she will renew or move out.',
        },
      ],
    });
    const deadline = answerer.answer(
      'if Mom decides not to renew in the spring, by what date do we have to tell them?',
      ['renewal'],
    ).text;
    expect(deadline).toContain('that is by **April 1, 2027**');
  });
});

describe('the day the lease itself says rent is late', () => {
  const lotLease = {
    id: 'doc-lot',
    title: 'Lot lease',
    text: '3. RENT. Lot Rent is due on the 1st. Lot Rent is late if it is not received by 5:00 p.m. on the 5th, and a late fee of $35 is then charged once.',
  };

  it("reads it from the lease's words, and says it over a count of grace days that disagrees", () => {
    expect(statedLateDay([lotLease.text])).toEqual({ day: 5, said: '5:00 p.m. on the 5th' });
    // A guarantor's deadline is no late day.
    expect(
      statedLateDay(['The Guarantor must pay if the amount is not paid by the 20th after notice.']),
    ).toBeUndefined();
    const answerer = new LeaseAnswerer({ leases: [lease({ graceDays: 5 })], documents: [lotLease] });
    const late = answerer.answer('whats the last day i can get rent in before its late', ['late_fee']).text;
    expect(late).toContain('late if not received by 5:00 p.m. on the **5th**');
    expect(late).not.toContain('**6th**');
  });

  it('keeps the count of grace days when the lease says the same day', () => {
    const agrees = {
      ...lotLease,
      text: lotLease.text.replace('5:00 p.m. on the 5th', '11:59 p.m. on the 6th'),
    };
    const answerer = new LeaseAnswerer({ leases: [lease({ graceDays: 5 })], documents: [agrees] });
    expect(answerer.answer('when is rent late', ['late_fee']).text).toContain(
      'rent paid by the **6th** is not late',
    );
  });
});

describe("the lease's after-hours line", () => {
  it('is the number the lease gives for after hours, though the sentence names no emergency', () => {
    const office = {
      id: 'doc-office',
      title: 'Lot lease',
      text: [
        '24. OFFICE AND CONTACT',
        '24.1 Office hours are 8:30 a.m. to 4:30 p.m., Monday through Friday.',
        '24.2 Office phone: (307) 555-0142.',
        '24.3 After-hours maintenance line: (307) 555-0187. The on-call technician returns calls within 30 minutes.',
      ].join('\n'),
    };
    const answerer = new LeaseAnswerer({ leases: [lease()], documents: [office] });
    expect(answerer.emergencyContact('whats the after hours maintenance number')).toContain('555-0187');
    expect(answerer.emergencyContact('whats the number for emergencies')).toBeUndefined();
  });

  it('answers another deposit than the security deposit from the clause that says it', () => {
    const answerer = new LeaseAnswerer({
      leases: [lease({ depositCents: 100000 })],
      documents: [
        {
          id: 'doc',
          title: 'Lease',
          text: '6. SECURITY DEPOSIT\n6.1 Tenant has paid a security deposit of $1,000.00.\n\n13. MODIFICATIONS\n13.6 Restoration deposit. For changes that must be undone at move-out, Landlord may require a restoration deposit of up to $400.00.',
        },
      ],
    });
    const other = answerer.answer('Dale mentioned a restoration deposit. How much can he make us put up?', [
      'deposit',
    ]).text;
    expect(other).toMatch(/^Your lease says: “13\.6 Restoration deposit/);
    expect(answerer.answer('how much is my deposit', ['deposit']).text).toBe(
      'Your security deposit is **$1,000.00**.',
    );
  });

  it("gives a voucher tenant's own portion of the rent, and the late day said as the end of a day", () => {
    const voucher = {
      id: 'doc-v',
      title: 'Lease',
      text: '4.2 The contract rent is split into two parts: (a) Your portion ("tenant rent"): $312.00 per month. You pay this to us. (b) The Housing Authority\'s portion (the "housing assistance payment"): $773.00 per month.\n6.1 Your portion is late only if we have not received it by the end of the 5th day of the month.',
    };
    expect(rentSplit([voucher.text])).toEqual({ tenantCents: 31200, agencyCents: 77300 });
    const answerer = new LeaseAnswerer({ leases: [lease({ rentCents: 108500 })], documents: [voucher] });
    expect(answerer.answer('what do i pay myself each month', ['rent_amount']).text).toBe(
      'Your portion of the rent is **$312.00** a month; the housing authority pays **$773.00**, for a contract rent of $1,085.00. You owe only your portion.',
    );
    expect(answerer.answer('whats the latest day i can get my part in', ['late_fee']).text).toContain(
      'late if not received by the end of the **5th**',
    );
  });

  it('adds up the rent and the monthly charges named, as the lease sets them', () => {
    const house = {
      id: 'doc-h',
      title: 'Lease',
      text: '5. POOL. Tenant pays a pool service fee of $125.00 per month with rent.\n16. PETS. Pet rent is $35.00 per month for the approved dog; a refundable pet deposit of $400.00 is due at signing.\n9. PARKING. Resident rents garage stall P2-047 for $165.00 per month.',
    };
    const answerer = new LeaseAnswerer({ leases: [lease({ rentCents: 265000 })], documents: [house] });
    expect(
      answerer.answer('whats the exact total i send every month w/ the pool fee and dog rent included', [
        'rent_amount',
      ]).text,
    ).toContain('Each month: rent $2,650.00 + pool service $125.00 + pet rent $35.00 = **$2,810.00**.');
    expect(
      answerer.answer("What's the exact monthly total for base rent + my garage stall?", ['rent_amount'])
        .text,
    ).toContain('rent $2,650.00 + parking $165.00 = **$2,815.00**');
    // A charge the lease gives no monthly sum for: no total made up.
    expect(answerer.answer('total each month with rent + storage', ['rent_amount']).text).not.toContain(
      'Each month',
    );
  });

  it("adds a charge in the lease's own words, a sum the tenant was billed, and halves the total", () => {
    const lot = {
      id: 'doc-l',
      title: 'Lease',
      text: '4. CHARGES. Garbage and recycling pickup is a flat charge of $18.25 per month. The Resident rents Carport Space 4 for $30.00 per month. A Dock Add-On of $95.00 per month covers the boat slip.',
    };
    const answerer = new LeaseAnswerer({ leases: [lease({ rentCents: 52000 })], documents: [lot] });
    expect(
      answerer.answer('what is the total of the lot rent and the garbage each month?', ['rent_amount']).text,
    ).toContain('= **$538.25**');
    expect(answerer.answer('rent w the dock fee, setting up autopay', ['rent_amount']).text).toContain(
      '= **$615.00**',
    );
    const shared = answerer.answer(
      'me n my brother are gonna split rent + garbage down the middle, whats my half',
      ['rent_amount'],
    ).text;
    expect(shared).toContain('Half of that is **$269.13**');
    expect(
      answerer.answer('my utility share this month is $61.40, what do I pay in total with rent?', [
        'rent_amount',
      ]).text,
    ).toContain('= **$581.40**');
  });

  it("works out the tenant's part of a cost the lease splits, from the sum the tenant gives", () => {
    const lot = {
      id: 'doc-s',
      title: 'Lease',
      text: '9.4 Shared fences. The cost of repairing a fence between two Lots is shared equally by the two Residents.\n9.5 Gutters. The Tenant pays 25% of the cost of cleaning the gutters.',
    };
    const answerer = new LeaseAnswerer({ leases: [lease()], documents: [lot] });
    expect(
      answerer.answer(
        'the fence between us and the neighbors needs fixing, quote was $480. how much of that is ours?',
        ['repairs'],
      ).text,
    ).toContain('Half of $480.00 is **$240.00**');
    expect(
      answerer.answer('the gutter cleaning bill came to $260, how much do I pay?', ['repairs']).text,
    ).toContain('25% of $260.00 is **$65.00**');
  });

  it('counts the deposit back and the notice from a day the tenant names', () => {
    const agreement = {
      id: 'doc-a',
      title: 'Agreement',
      text: '8.1 The Owner returns the deposit, less lawful deductions, within 30 days after the Tenant moves out.\n27.2 Early termination. The Tenant may end this Agreement early by giving written notice at least 45 days before the early termination date and paying a fee of $630.00.',
    };
    const answerer = new LeaseAnswerer({
      leases: [lease({ depositCents: 50000 })],
      documents: [agreement],
      today: '2026-11-28',
    });
    expect(
      answerer.answer('If I move out on May 20, by which date should I receive my deposit?', ['deposit'])
        .text,
    ).toContain('due back by **June 19, 2027**');
    expect(
      answerer.answer('I might leave on February 28. Until which date must I tell the owner?', [
        'early_termination',
      ]).text,
    ).toContain('by **January 14, 2027**');
  });

  it('counts the late fee to the day the tenant will pay, with the daily charge and its cap', () => {
    const room = {
      id: 'doc-r',
      title: 'Agreement',
      text: '4.2 If rent is late, the Tenant owes an initial late charge of $25.00, plus $4.00 for each additional day after the 6th until the rent is received, up to a maximum late charge of $60.00 for any one month.',
    };
    const late = lease({ rentCents: 70000, graceDays: 5 });
    late.terms = { late_payment: { initial_fee: 25, daily_late_charge: null } };
    const answerer = new LeaseAnswerer({ leases: [late], documents: [room] });
    expect(answerer.answer('if i pay on the 11th how much is the late fee', ['late_fee']).text).toContain(
      '$25.00 + 5 × $4.00 = a late fee of **$45.00**',
    );
    expect(answerer.answer('what late fee if I pay December 20?', ['late_fee']).text).toContain(
      'capped at $60.00 = a late fee of **$60.00**',
    );
    expect(answerer.answer('if i pay on the 4th is there a late fee', ['late_fee']).text).toContain(
      'not late',
    );
  });

  it('adds up the security deposit and the other deposits named, as the lease sets them', () => {
    const farm = {
      id: 'doc-f',
      title: 'Lease',
      text: [
        '16. PETS. Each dog costs $25.00 per month in pet rent plus a $300.00 refundable pet deposit.',
        '15. CHICKENS AND LIVESTOCK. You may keep up to eight (8) laying hens. No roosters.',
        '6. CHORES. Looking after your own chickens and dog earns no chore credit.',
        '9. WELL. We test the well water every spring.',
        '10. PROPANE. Order a fill when the tank gauge reads 30%.',
        '11. WOOD STOVE. Burn only seasoned hardwood.',
        '12. SNOW. We plow the lane after 4 inches of snow.',
      ].join('\n'),
    };
    const answerer = new LeaseAnswerer({
      leases: [lease({ rentCents: 118000, depositCents: 140000 })],
      documents: [farm],
    });
    const total = answerer.answer('how much did I put down in deposits total, regular plus the dog one', [
      'pets',
    ]).text;
    expect(total).toMatch(
      /^Your deposits: security deposit \$1,400\.00 \+ pet deposit \$300\.00 = \*\*\$1,700\.00\*\*\./,
    );
    expect(total).not.toContain('Each month');
    // "how many" asks a number; the section headed with the thing asked answers it.
    expect(answerer.answerOpenQuestion('how many chickens can I have')).toContain('laying hens');
  });

  it('counts a price the lease gives for one: two nights of guest parking, storage for 2 bikes', () => {
    const condo = {
      id: 'doc-c',
      title: 'Lease',
      text: [
        'A8. BIKE STORAGE. Bike storage costs $10.00 per bike per month. Each unit may store up to 2 bikes.',
        'A9. GUEST PARKING. Guest parking costs $20.00 per night, charged to the resident portal account.',
        'A10. PARKING. Resident rents parking space P1-14 for $250.00 per month.',
        'A11. POOL. The pool is open 6 a.m. to 10 p.m.',
        'A12. GYM. The gym is open around the clock.',
      ].join('\n'),
    };
    const answerer = new LeaseAnswerer({ leases: [lease({ rentCents: 310000 })], documents: [condo] });
    const parking = answerer.answer(
      'My parents will stay two nights. What will guest parking cost for their car in total?',
      ['parking'],
    ).text;
    expect(parking).toContain('2 nights at $20.00 each: **$40.00**.');
    // A count of nights, not the month's charges.
    expect(parking).not.toContain('Each month');
    expect(answerer.answerOpenQuestion('bike storage, monthly cost for 2 bikes?')).toBeDefined();
    expect(
      answerer.answer('we both want bikes in the bike room, monthly cost for 2?', ['storage']).text,
    ).toContain('**$20.00**');
    // One of them is the price quoted, nothing to count.
    expect(answerer.answer('how much is guest parking per night', ['parking']).text).not.toContain('each:');
  });

  it('says the next day a quoted schedule falls on, counted from today', () => {
    const pests = {
      id: 'doc-p',
      title: 'Lease',
      text: '13. PEST CONTROL\n13.1 We pay for regular pest control. Plainsman Pest Control treats the building on the second Wednesday of January, April, July, and October.',
    };
    const answerer = new LeaseAnswerer({ leases: [lease()], documents: [pests], today: '2026-11-28' });
    expect(
      answerer.answer('when is the bug guy coming to spray next? like what date', ['pests']).text,
    ).toContain('The next one falls on **Wednesday, January 13, 2027**.');
    // Without today, no day is worked out.
    const undated = new LeaseAnswerer({ leases: [lease()], documents: [pests] });
    expect(undated.answer('when is the bug guy coming next', ['pests']).text).not.toContain('next one falls');
  });

  it('works out the rent a percent rise makes', () => {
    const holdover = {
      id: 'doc-m',
      title: 'Lease',
      text: '19. HOLDOVER\n19.2 Month-to-month. If the term ends without a renewal, the tenancy continues month to month, and the monthly rent will be 10% higher than the rent in effect at the end of the term.',
    };
    const answerer = new LeaseAnswerer({ leases: [lease({ rentCents: 265000 })], documents: [holdover] });
    expect(
      answerer.answer('if we just go month to month after may what would rent go to', ['holdover']).text,
    ).toContain('With your rent of $2,650.00 a month, 10% more is **$2,915.00** a month.');
  });
});
