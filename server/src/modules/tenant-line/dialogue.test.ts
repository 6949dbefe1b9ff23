import { describe, expect, it } from 'vitest';
import {
  looseUnit,
  planReply,
  PRIVACY_ANSWER,
  readState,
  titleOf,
  type ConversationState,
} from './dialogue.js';
import { LeaseAnswerer } from './lease-answers.js';
import {
  BIRCH_RIDGE_LEASE,
  HARBOR_LEASE,
  PRAIRIE_VIEW_LEASE,
  SPRUCE_LANE_LEASE,
} from './lease-texts.fixture.js';
import { readMessage } from './read-message.js';

const property = {
  id: 'p1',
  address: '14 Maple Avenue',
  city: 'Austin',
  propertyType: null,
  isCommercial: false,
};
const context = { address: '14 Maple Avenue', lease: new LeaseAnswerer({ leases: [], documents: [] }) };
const withLease = {
  ...context,
  lease: new LeaseAnswerer({ leases: [], documents: [{ id: 'd1', title: 'Lease', text: HARBOR_LEASE }] }),
};
const empty: ConversationState = { requestIds: [] };
const plan = (message: string, state: ConversationState = empty, on = context) =>
  planReply(message, readMessage(message, property), state, on);

/** A conversation: each message answered in the state the last reply left. */
function talk(messages: string[], on = context) {
  let state = empty;
  return messages.map((message) => {
    const reply = plan(message, state, on);
    state = reply.state;
    return reply;
  });
}

describe('a problem the lease says what to do about', () => {
  const lease = [
    '9. WHAT YOU TAKE CARE OF',
    'You take care of small things yourself: (a) a jammed garbage disposal: switch it off, then press the red reset button under the sink; (b) smoke detector batteries.',
    '',
    '10. REPAIRS',
    'Report anything else through the portal.',
  ].join('\n');
  const on = {
    ...context,
    lease: new LeaseAnswerer({ leases: [], documents: [{ id: 'd1', title: 'Lease', text: lease }] }),
  };

  it('takes the report and quotes what the lease says the tenant may do first', () => {
    const { response } = plan('my garbage disposal just died, it hums but nothing spins', empty, on);
    expect(response).toContain("I'll pass it to your landlord as a maintenance request");
    expect(response).toContain('press the red reset button under the sink');
  });

  it('quotes the half before a semicolon with the rule after it', () => {
    const panel = {
      ...context,
      lease: new LeaseAnswerer({
        leases: [],
        documents: [
          {
            id: 'd2',
            title: 'Lease',
            text: '18. BUILDING SYSTEMS\nThe breaker panel is on the north wall of the garage; Lessee may reset a tripped breaker or a GFCI outlet.',
          },
        ],
      }),
    };
    const { response } = plan('half the kitchen outlets stopped working', empty, panel);
    expect(response).toContain('north wall of the garage; Lessee may reset a tripped breaker');
  });

  it('quotes nothing when the lease says nothing about the thing reported', () => {
    expect(plan('the bathroom fan is really loud', empty, on).response).not.toContain('Your lease says');
  });
});

describe('the tenant dialogue', () => {
  it.each([
    ['My kitchen sink is leaking under the cabinet', 'Kitchen sink is leaking under the cabinet'],
    ['Hi! The heater in unit 4 stopped working. Call 512-555-0100', 'Heater stopped working'],
    ['hello, there is a leak in the bathroom ceiling, email a@b.co', 'Leak in the bathroom ceiling'],
    ['we have mice', 'Mice'],
    ['hi', 'Problem reported through the tenant line'],
    [`the ${'very '.repeat(30)}loud fan`, expect.stringMatching(/^Very very .*…$/)],
  ])('titles %j as %j', (problem, title) => {
    expect(titleOf(problem)).toEqual(title);
  });

  it.each([
    ['2b', '2B'],
    ["it's 4", '4'],
    ['unit 12', '12'],
    ['house', 'No unit (whole property)'],
    ['n/a', 'No unit (whole property)'],
    ['the basement flat', 'the basement flat'],
    ['x'.repeat(50), undefined],
  ])('reads %j as the unit %j', (answer, unit) => {
    expect(looseUnit(answer)).toBe(unit);
  });

  it('reads back a stored state, and starts over from anything unreadable', () => {
    expect(readState({ unit: '2B', awaiting: 'urgency' })).toEqual({
      unit: '2B',
      awaiting: 'urgency',
      requestIds: [],
    });
    expect(readState({ urgency: 'whenever' })).toEqual({ requestIds: [] });
    expect(readState(null)).toEqual({ requestIds: [] });
  });

  it('asks for one missing detail at a time and files once all are known', () => {
    const first = plan('The toilet is clogged');
    expect(first.state).toMatchObject({ problem: 'The toilet is clogged', awaiting: 'unit' });
    expect(first.action).toBeUndefined();
    const second = plan('3', first.state);
    expect(second.state).toMatchObject({ unit: '3', awaiting: 'urgency' });
    const third = plan('urgent', second.state);
    expect(third.state).toMatchObject({ urgency: 'urgent', awaiting: 'contact' });
    const done = plan('ana@example.com', third.state);
    expect(done.action).toEqual({
      kind: 'create',
      title: 'Toilet is clogged',
      priority: 'urgent',
      description:
        'The toilet is clogged\n\nUnit: 3\nUrgency: Urgent\nContact: ana@example.com\n' +
        'Reported by a tenant through the tenant line.',
    });
    // The unit and contact stay for the next report.
    expect(done.state).toEqual({ unit: '3', contact: 'ana@example.com', requestIds: [] });
  });

  it('answers a lease question asked mid-report, then asks again', () => {
    const waiting: ConversationState = { problem: 'The toilet is clogged', awaiting: 'unit', requestIds: [] };
    const reply = plan('When is rent due?', waiting);
    expect(reply.response).toMatch(/lease on file[\s\S]*Which unit/);
    expect(reply.state.unit).toBeUndefined();
  });

  it('escalates an emergency before anything else and asks only for the unit and contact', () => {
    const reply = plan('Water is pouring through the ceiling!');
    expect(reply.emergency).toBe(true);
    expect(reply.response).toMatch(/^\*\*Water leak/);
    expect(reply.action).toMatchObject({ kind: 'escalate', emergency: 'flood' });
    expect(reply.state).toMatchObject({ urgency: 'emergency', awaiting: 'unit' });
  });

  it('drops a report on "never mind" and refuses questions about others', () => {
    expect(plan('never mind', { problem: 'x', awaiting: 'unit', requestIds: [] }).state).toEqual({
      requestIds: [],
    });
    expect(plan("What is Boris's rent?").response).toBe(PRIVACY_ANSWER);
  });

  it('understands a natural answer to "which unit?"', () => {
    const [, place] = talk([
      'The kitchen faucet is dripping',
      "It's the kitchen at 14 Maple Avenue, it's a house",
    ]);
    expect(place?.state).toMatchObject({
      unit: 'No unit (whole property)',
      location: 'kitchen',
      awaiting: 'urgency',
    });
    const [, room] = talk(['The toilet keeps running', 'the upstairs bathroom']);
    expect(room?.state).toMatchObject({ location: 'upstairs bathroom', awaiting: 'urgency' });
  });

  it('asks one question before escalating a smoke alarm, and escalates on yes', () => {
    const [asked, confirmed] = talk(['my smoke alarm keeps going off', 'yes']);
    expect(asked?.emergency).toBe(false);
    expect(asked?.action).toBeUndefined();
    expect(asked?.response).toMatch(/do you see or smell smoke or fire right now/);
    expect(confirmed?.emergency).toBe(true);
    expect(confirmed?.action).toMatchObject({ kind: 'escalate', emergency: 'fire' });
  });

  it('files a plain request when the answer to the safety question is no', () => {
    const [, answered] = talk(['the heat is not working', 'no, it is warm out']);
    expect(answered?.emergency).toBe(false);
    expect(answered?.response).toMatch(/maintenance request[\s\S]*Which unit/);
    expect(answered?.state).toMatchObject({ problem: 'the heat is not working', awaiting: 'unit' });
  });

  it('quotes the lease, and offers to pass on what it does not answer', () => {
    expect(plan('what are the quiet hours?', empty, withLease).response).toMatch(/^Your lease says: “/);
    const [offered, passed] = talk(['Is there a swimming pool?', 'yes please'], withLease);
    expect(offered?.response).toMatch(/couldn't find[\s\S]*pass the question on to your landlord/);
    expect(offered?.state).toMatchObject({ awaiting: 'pass_on', question: 'Is there a swimming pool?' });
    expect(passed?.response).toMatch(/^Done: I've passed your question on/);
    expect(passed?.state.passedOn).toEqual(['Is there a swimming pool?']);
  });

  it('answers from one sub-clause of a long article: a fee, a heat rule, a complaint, the way to ask for repairs', () => {
    const birch = {
      ...context,
      lease: new LeaseAnswerer({
        leases: [],
        documents: [{ id: 'd2', title: 'Lease', text: BIRCH_RIDGE_LEASE }],
      }),
    };
    const say = (message: string) => plan(message, empty, birch);
    expect(say('thinking of adopting a cat, whats the pet deposit and is there pet rent').response).toMatch(
      /\$250[\s\S]*\$20/,
    );
    expect(say('my brother is moving in and has a car, could we get a second spot?').response).toContain(
      '$30',
    );
    const away = say("going to my parents' for two weeks in january, can i just turn the heat off?");
    expect(away.emergency).toBe(false);
    expect(away.response).toContain('58 degrees');
    const noise = say('the neighbors upstairs play loud music every night, who do i email to complain');
    expect(noise.response).not.toContain(PRIVACY_ANSWER);
    expect(noise.response).toContain('office@birchridge.example');
    const drip = say('the kitchen faucet drips all day, whats the best way to get someone to fix it');
    // The lease's way to ask, and the request filed all the same.
    expect(drip.response).toContain('fixit@birchridge.example');
    expect(drip.response).toContain('maintenance request');
    expect(drip.state.problem).toBeDefined();
    // A slow drain is a problem too; the way to ask is quoted, not the repair times.
    const drain = say('the tub drains really slowly, how should i get somebody out to look at it');
    expect(drain.state.problem).toBeDefined();
    expect(drain.response).toContain('fixit@birchridge.example');
  });

  it('tells the smoke of a fire from smoking, and gives the emergency line when asked for it', () => {
    const spruce = {
      ...context,
      lease: new LeaseAnswerer({
        leases: [],
        documents: [{ id: 'd4', title: 'Lease', text: SPRUCE_LANE_LEASE }],
      }),
    };
    const say = (message: string) => plan(message, empty, spruce);
    const smoking = say('where can i smoke? is the back porch ok');
    expect(smoking.response).toContain('25 feet');
    expect(smoking.response).not.toContain('gas odor');
    const line = say('whats the after hours emergency number, want it saved in my phone');
    expect(line.emergency).toBe(false);
    expect(line.response).toContain('(555) 014-2200');
    expect(say('who do i set the power up with').response).toContain('Pine Ridge Power Cooperative');
    const chirp = say('theres a fire alarm in the hallway chirping every minute, nothing is burning');
    expect(chirp.emergency).toBe(false);
    expect(chirp.response).toContain('batteries');
  });

  it('answers what tenants ask in their own words from a lease of numbered items', () => {
    const prairie = {
      ...context,
      lease: new LeaseAnswerer({
        leases: [],
        documents: [{ id: 'd3', title: 'Lease', text: PRAIRIE_VIEW_LEASE }],
      }),
    };
    const say = (message: string) => plan(message, empty, prairie).response;
    // The item that gives the sum, not the one that only names a deposit.
    expect(say('might adopt a puppy, is that ok? what would it cost me')).toMatch(/\$275\.00[\s\S]*\$25\.00/);
    // An item's second sentence goes with its first; a word the lease says otherwise ("bottles" → glass).
    expect(say('old sofa has to go, can i just leave it by the dumpster')).toContain('large-item pickup');
    expect(say('the recycling bins wont take my wine bottles, where do they go')).toContain('drop-off yard');
    // Words the lease does not use.
    expect(say('how much did i put down when i moved in')).toMatch(/\$900|couldn't find/);
    expect(
      say('got a note that someone is coming to photograph the apartment, dont they have to warn me first'),
    ).toContain('48 hours');
    expect(say('can a friend take over my place while im away this summer')).toContain('written consent');
    expect(say('once i put in a repair request how long before i hear back')).not.toContain(
      'maintenance request.',
    );
  });

  it("gives the lease's emergency line with the safety guidance", () => {
    const prairie = {
      ...context,
      lease: new LeaseAnswerer({
        leases: [],
        documents: [{ id: 'd3', title: 'Lease', text: PRAIRIE_VIEW_LEASE }],
      }),
    };
    const reply = plan('water is pouring out from under the kitchen sink all over the floor', empty, prairie);
    expect(reply.emergency).toBe(true);
    expect(reply.response).toContain('(555) 014-2200');
  });

  it('asks first about a buzzing panel, a door that will not lock and a carbon monoxide worry', () => {
    for (const [message, question, kind] of [
      ['the breaker panel is buzzing', /smell burning, or see sparks/, 'electrical'],
      ["our front door won't lock", /forced their way in/, 'break_in'],
      [
        'worried about carbon monoxide from the old boiler',
        /carbon monoxide alarm sounding/,
        'carbon_monoxide',
      ],
    ] as const) {
      const [asked, confirmed] = talk([message, 'yes']);
      expect(asked?.emergency, message).toBe(false);
      expect(asked?.response, message).toMatch(question);
      expect(confirmed?.action, message).toMatchObject({ kind: 'escalate', emergency: kind });
    }
  });

  it('escalates a door kicked in and no heat at 10 degrees outside at once', () => {
    expect(plan('door got kicked in while we were out, lock is busted').action).toMatchObject({
      kind: 'escalate',
      emergency: 'break_in',
    });
    expect(plan('the heat is completely out and it is 10 degrees outside').action).toMatchObject({
      kind: 'escalate',
      emergency: 'no_heat',
    });
  });

  it('takes no other sense of a hazard word for a problem', () => {
    const reply = plan('sorry for the late answer, I was flooded with emails all week');
    expect(reply.emergency).toBe(false);
    expect(reply.state.problem).toBeUndefined();
  });

  it('never takes a question about the rules for an emergency', () => {
    for (const message of [
      'Can I have a fire pit?',
      'Is the building smoke-free?',
      'Who pays the water bill?',
    ])
      expect(plan(message, empty, withLease).emergency, message).toBe(false);
  });
});
