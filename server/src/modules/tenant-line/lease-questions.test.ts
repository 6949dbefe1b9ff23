import { describe, expect, it } from 'vitest';
import { planReply } from './dialogue.js';
import { LeaseAnswerer } from './lease-answers.js';
import {
  CEDAR_HOLLOW_LEASE,
  HARBOR_LEASE,
  NORTHGATE_LEASE,
  WILLOW_STREET_LEASE,
} from './lease-texts.fixture.js';
import { readMessage } from './read-message.js';

/**
 * Questions as tenants type them, against leases worded differently from one another: the reply must
 * carry the lease's own answer (or say the lease does not say), and nothing is an emergency.
 */

const property = {
  id: 'p1',
  address: '88 Quarry Lane',
  city: 'Boise',
  propertyType: null,
  isCommercial: false,
};
const answererOf = (text: string) =>
  new LeaseAnswerer({ leases: [], documents: [{ id: 'd1', title: 'Lease', text }] });
const LEASES = {
  cedar: answererOf(CEDAR_HOLLOW_LEASE),
  willow: answererOf(WILLOW_STREET_LEASE),
  harbor: answererOf(HARBOR_LEASE),
  northgate: answererOf(NORTHGATE_LEASE),
};

function replyFrom(lease: LeaseAnswerer, message: string) {
  return planReply(
    message,
    readMessage(message, property),
    { requestIds: [] },
    {
      address: property.address,
      lease,
    },
  );
}

const reply = (lease: keyof typeof LEASES, message: string) => replyFrom(LEASES[lease], message);

const NOT_FOUND = "couldn't find";

describe('lease questions in tenants words', () => {
  it.each<[keyof typeof LEASES, string, string[]]>([
    // guests and visitors
    ['cedar', 'my mom wants to come visit for two weeks, is that ok?', ['10 nights']],
    ['cedar', 'can my brother sleep on our couch for a month', ['10 nights']],
    ['willow', 'how long can a friend stay over?', ['five nights']],
    ['willow', 'my cousin is in town for 8 days, can he stay at my place', ['five nights']],
    // holding over and notice
    ['cedar', 'what if I just stay after my lease is over?', ['month to month']],
    ['cedar', 'does my lease roll over automatically at the end?', ['month to month']],
    ['willow', 'what happens when the lease runs out and i dont sign a new one', ['month-to-month']],
    ['cedar', 'how much notice do i owe you before i move out', ['45 days']],
    // access
    ['cedar', 'can maintenance just walk in without telling me?', ['24 hours']],
    ['willow', 'does the landlord need to warn me before he comes over to the house', ['12 hours']],
    ['cedar', 'will you let me know before you show the place to new people', ['24 hours']],
    // breaking the lease
    ['cedar', 'I got transferred for work, how do I get out of my lease', ['$3,300.00']],
    ['willow', "what's the penalty if I leave before my lease is up", ['$1,960.00']],
    ['harbor', 'what if i broke my lease', ['early termination fee']],
    // the time of night for guests, a guest's car, whom to tell about a repair, the bills besides rent
    ['harbor', 'is 10:30 on a saturday night too late to have a couple friends over?', ['11:00 p.m.']],
    ['harbor', 'trying to do a budget, what bills do i have to pay myself besides rent', ['electricity']],
    // returned payments
    ['cedar', 'what happens if my check bounces', ['$40.00']],
    ['willow', 'is there a charge for a returned check?', ['$25.00']],
    ['cedar', 'my payment got declined for insufficient funds, what do I owe', ['$40.00']],
    // amounts inside long clauses
    ['cedar', 'how much is the deposit for a dog', ['$400.00']],
    ['cedar', 'is there monthly pet rent', ['$35.00']],
    ['cedar', 'what is the weight limit for pets', ['25 pounds']],
    // repairs timing
    ['cedar', 'how long does it take to get a repair done', ['7']],
    ['willow', 'how soon do you fix things after I text you', ['5 business days']],
    // utilities by name
    ['cedar', 'who do I set up electricity with', ['Pine Valley Electric']],
    ['willow', 'do I pay for gas?', ['gas company']],
    ['cedar', 'is wifi included or do I get my own', ['internet']],
    // trash
    ['willow', 'what day is garbage pickup', ['Friday']],
    ['cedar', 'where do I throw out an old couch', ['first Monday']],
    // amenities, packages, pests, alarms
    ['cedar', 'when does the pool open for the summer', ['May 15']],
    ['cedar', 'is the gym open at night', ['24 hours']],
    ['cedar', 'where do my amazon packages go', ['parcel lockers']],
    ['cedar', 'do you spray for bugs', ['every quarter']],
    ['cedar', 'the smoke alarm battery is low, who replaces it?', ['replaces their batteries']],
    // things in the home
    ['cedar', 'can I get a chest freezer for the garage', ['freezer chest']],
    ['cedar', 'am i allowed to put up curtains', ['curtains']],
    ['cedar', 'can i put a dish on my patio for tv', ['one meter']],
    ['cedar', 'can I bring my water bed', ['waterbed']],
    ['cedar', 'when can we put up christmas lights', ['30 days']],
    ['cedar', 'where can i keep my bike', ['bike room']],
    ['cedar', 'I locked myself out, is there a charge to let me in?', ['$60.00']],
    ['cedar', 'do i need to clean the carpets when i leave', ['$150.00']],
    ['cedar', 'how much liability coverage do I need', ['$300,000.00']],
    ['cedar', 'where is the manual for the thermostat', ['kitchen drawer']],
    ['cedar', 'where do visitors park', ['3 days']],
    // sections with lettered items
    ['northgate', 'my parents are coming to stay with me for 10 days is that ok', ['seven consecutive days']],
    ['northgate', 'what if I stay after my lease is up without asking', ['150%']],
    ['northgate', 'how much notice do you need to give before coming in', ["one day's notice"]],
    ['northgate', 'whats the fee if my check bounces', ['$45.00']],
    ['northgate', 'can i break my lease if i get deployed', ['armed forces']],
    ['northgate', 'how long do repairs usually take', ['ten days']],
    ['northgate', 'can i get a fish tank', ['ten gallons']],
    ['northgate', 'can i grill on my balcony', ['open-flame']],
    ['northgate', 'is heat included', ['Lessor furnishes heat']],
    ['northgate', 'how much is cleaning if i leave it dirty', ['$40.00 per hour']],
    ['northgate', 'can i run a business from home', ['No business open to the public']],
    ['northgate', 'what temperature do i have to keep the heat at when im away', [NOT_FOUND]],
    // hazard words in questions on the rules
    ['harbor', 'who do I call if there is a flood', ['(409) 555-0142']],
    ['harbor', 'does the lease say anything about a fireplace', ['fire pits']],
    ['cedar', 'can I hang blackout curtains', ['curtains']],
    ['cedar', 'is the workout room open at night', ['24 hours']],
    // typed in a hurry
    ['cedar', 'my sistr is visitng for 2 weks, is that ok', ['10 nights']],
    ['cedar', 'what if my chek bounced', ['$40.00']],
    ['cedar', 'where do my packges go', ['parcel lockers']],
    ['cedar', 'can i put up decoratons for the holidays', ['30 days']],
    // what the lease does not say
    ['willow', 'is there a pool?', [NOT_FOUND]],
    ['willow', 'can i have a waterbed', [NOT_FOUND]],
    ['willow', 'where is the manual for the dishwasher', [NOT_FOUND]],
    ['harbor', 'can I keep a kayak on the balcony', [NOT_FOUND]],
    // a rule on alterations inside another clause still answers
    ['harbor', 'can I put nails in the wall', ['nail holes']],
    ['willow', 'can I put nails in the wall', ['no alterations']],
    // a clause on smoke alarms says nothing on smoking, a nail in the decorations clause nothing on paint
    ['cedar', 'can I smoke on my patio', [NOT_FOUND]],
    ['cedar', 'can I paint my bedroom', [NOT_FOUND]],
    ['cedar', 'how late is the pool open', ['9 p.m.']],
    ['cedar', 'I have a cat, is there a fee or deposit?', ['$400.00']],
  ])('%s: %j', (lease, message, expected) => {
    const answer = reply(lease, message);
    expect(answer.emergency).toBe(false);
    // A question on the rules starts no maintenance report.
    expect(answer.state.problem).toBeUndefined();
    for (const piece of expected) expect(answer.response).toContain(piece);
  });

  it("quotes where a guest's car goes when a guest's car is asked about", () => {
    const lease = answererOf(`8. PARKING AND WINTER
You park in the two spaces on the right side of the garage. Visitors should park on the paved
strip by the mailbox, never on the lawn and never blocking the garage. The town bans overnight street
parking from December 1 to March 31, and cars left on the street get towed. When we tell you the plow is
coming, please move your cars into the garage until the driveway has been cleared. A car that does not run
may not be stored here. You may wash your car in the driveway.`);
    const message =
      'where should my sister park when she visits, the two spaces on the right side are full with our cars';
    const answer = replyFrom(lease, message);
    expect(answer.response).toContain('paved strip by the mailbox');
  });

  it('answers whom to tell about something broken with how the lease says to ask, and takes the report', () => {
    const lease = answererOf(`REPAIRS
Text repair requests to Dana at (555) 010-3344, with a photo if you can. We fix routine things within a
week.

OFFICE
Rent is paid at the office, 12 Elm Street, Monday to Friday.`);
    const message = 'the bathroom fan stopped working completely. who do i tell and how';
    const answer = replyFrom(lease, message);
    expect(answer.response).toContain('(555) 010-3344');
    expect(answer.response).not.toContain(NOT_FOUND);
    expect(answer.state.problem).toBeDefined();
  });
});

describe('numbered questions, and the section a tenant cites', () => {
  const lease = answererOf(`RESIDENTIAL LEASE

8. PETS
8.1 One dog, "Biscuit," is approved. Pet rent is $45.00 per month for each approved pet.

12. MAINTENANCE AND REPAIRS
12.1 Tenant reports repairs through the owner portal; the manager answers within two business days.
12.4 Tenant pays the first $75.00 of each service call for a clogged sink or tub drain.

14. STORMS
14.5 Evacuation. During a mandatory evacuation order of more than 7 days, rent is credited $95.00 for
each day after the 7th.
`);
  const ask = (message: string) =>
    planReply(
      message,
      readMessage(message, property),
      { requestIds: [] },
      { address: property.address, lease, read: (text) => readMessage(text, property) },
    ).response;

  it('answers each numbered question under its number, from the section cited', () => {
    const answer = ask(
      'Biscuit is doing great. Per Section 12:\n1. What part of a service call do we pay?\n2. How do we report a repair?',
    );
    const [first, second] = answer.split('\n\n**2.**');
    expect(first).toMatch(/^\*\*1\.\*\* /);
    expect(first).toContain('$75.00');
    expect(second).toContain('owner portal');
    expect(answer).not.toContain('Biscuit');
  });

  it('keeps a section cited before the story that leads to the list', () => {
    const answer = ask(
      'A hypothetical on Section 14.5. Suppose we have to leave for 10 days.\n1. Do we still owe full rent?\n2. How much is the credit?',
    );
    expect(answer).toMatch(/^\*\*1\.\*\* /);
    expect(answer.split('\n\n**2.**')[0]).toContain('$95.00');
  });
});
