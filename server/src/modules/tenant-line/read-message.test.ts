import { describe, expect, it } from 'vitest';
import { NEAR_HAZARD_WORDS } from '../../nlu/emergency.js';
import {
  findContact,
  findLeaseTopics,
  findUnit,
  findUrgency,
  readMessage,
  correctedWords,
} from './read-message.js';

const property = {
  id: 'p1',
  address: '14 Maple Avenue',
  city: 'Austin',
  propertyType: null,
  isCommercial: false,
};
const read = (message: string) => readMessage(message, property);
const topicsOf = (message: string) => findLeaseTopics(correctedWords(message).join(' '));

describe('reading a tenant message', () => {
  it.each([
    ['I smell gas in the kitchen!', 'gas'],
    ['i smel gass in the kitchn', 'gas'],
    ['There is smoke coming from the oven', 'fire'],
    ['a pipe burst and water is everywhere', 'flood'],
    ['the CO alarm is going off', 'carbon_monoxide'],
    ['sparks coming out of the outlet', 'electrical'],
    ['someone broke in last night', 'break_in'],
    // Told in words no signal knows: the learned reader (emergency-model.ts).
    [
      "our front door is splintered at the frame and the tv and laptop are gone, I'm standing outside",
      'break_in',
    ],
  ])('escalates %j as %s', (message, kind) => {
    expect(read(message).emergency).toBe(kind);
  });

  it.each([
    [
      "the recycling bins got left out all week again and the lids are blowing all over the yard, the neighbours keep asking me about it and honestly it's a mess, can you remind everyone about pickup day. oh the furnace closet reeks of gas right now, started an hour ago. anyway the bins thing happens every week",
      'gas',
    ],
    [
      'Quick one about the gym key fob, mine stopped working. Also my upstairs neighbour is lying on the stairs and she isnt responding when I call her name. Does the office open at 9?',
      'injury',
    ],
    [
      "my daughter got into the cabinet and drank some of the bleach, she is coughing and won't stop crying",
      'injury',
    ],
    ['i think the baby swallowed a button battery from the scale, he keeps gagging', 'injury'],
    [
      'my 3 year old shut herself in the laundry room closet and the knob came off, she is screaming',
      'trapped',
    ],
    [
      "Thanks for fixing the mailbox last week. Also the furnace has been off since last night and it's 41 degrees in the bedroom, 5 below outside, and my dad is in bed shivering and can't get warm. Happy holidays!",
      'no_heat',
    ],
    [
      'the power went out and my oxygen concentrator stopped, i have one small tank left for maybe an hour',
      'injury',
    ],
    ['power is out in just our unit and my daughter is on her ventilator on battery, 2 hours left', 'injury'],
  ])('escalates a danger told in one sentence of a message about something else: %j', (message, kind) => {
    expect(read(message).emergency).toBe(kind);
  });

  it.each([
    'Is parking included?',
    'my car tire is flat',
    'the flooring is coming up',
    'the kitchen sink is leaking',
    'How much is the late fee?',
    'the lead paint is peeling',
    'I have a question about my lease',
    'Please update the phone number on file',
    'Is my lease on file?',
    'can someone put covers on the outlets in the playroom? the baby is crawling now and loves the plugs',
    'where should i keep the drain cleaner so the kids cant get into it',
    'the power will be off friday morning for the meter swap. i use an oxygen concentrator but i have backup tanks',
    'we had a power blip last night and my concentrator restarted, all good now',
  ])('does not take %j for an emergency', (message) => {
    expect(read(message).emergency).toBeUndefined();
  });

  it('reads "any problem with that" as asking whether it is allowed, not as a fault', () => {
    const asked = read('my brother wants to come stay 2 weeks over christmas. any problem with that');
    expect(asked.isQuestion).toBe(true);
    expect(asked.hasProblem).toBe(false);
    expect(read('the furnace is making a weird noise, any problem with that').hasProblem).toBe(true);
  });

  it('never corrects a common English word into a hazard word', () => {
    for (const word of NEAR_HAZARD_WORDS) expect(correctedWords(word)).toEqual([word]);
    // A real typo of a hazard word is still read as one.
    expect(correctedWords('smoek fiire gass')).toEqual(['smoke', 'fire', 'gas']);
  });

  it.each([
    ['How much is my rent?', ['rent_amount']],
    ['whats the rnet', ['rent_amount']],
    ['When is rent due?', ['rent_due']],
    ['what day do I pay', ['rent_due']],
    ['How much is my rent and when is it due?', ['rent_amount', 'rent_due']],
    ['Is there a late fee?', ['late_fee']],
    ['what happens if I pay late', ['late_fee']],
    ['Can I have a dog?', ['pets']],
    ['are cats allowed', ['pets']],
    ['Where can I park?', ['parking']],
    ['is parking included', ['parking']],
    ['I live on Park Street', []],
    ['my sink is leaking', []],
  ])('finds the lease topics of %j', (message, topics) => {
    expect(topicsOf(message)).toEqual(topics);
  });

  it('reads a problem report as one, not as a lease question on its subject', () => {
    const report = read('the new lock on the front door is stuck');
    expect(report.hasProblem).toBe(true);
    expect(report.topics).toEqual([]);
    expect(read('can I get a new key for the front door?').topics).toEqual(['keys']);
    // Asking whom to call some day reports nothing.
    expect(read('who do I call if we ever have a leak?').hasProblem).toBe(false);
  });

  it.each([
    ['my sink is leaking', true],
    ['The heater stopped working', true],
    ["the toilet won't flush", true],
    ['there are roaches in the kitchen', true],
    ['the dishwasher', true],
    ['the kitchen vent fan is squealing like crazy every time i turn it on', true],
    ['dryer keeps rattling and grinding, sounds like a train', true],
    ['the upstairs neighbors kid was screaming all night', false],
    ['How much is my rent?', false],
    ['Hello', false],
    ['Can I keep my car in the garage?', false],
    ['what night do the bins go out? the trash cans are overflowing after the party', false],
  ])('sees a problem in %j: %s', (message, hasProblem) => {
    expect(read(message).hasProblem).toBe(hasProblem);
  });

  it.each([
    ['unit 2B', '2B'],
    ['Apt. 12', '12'],
    ['apartment #3', '3'],
    ['suite 200', '200'],
    ['I am in #7', '7'],
    ['my sink is leaking', undefined],
  ])('reads the unit of %j', (message, unit) => {
    expect(findUnit(message)).toBe(unit);
  });

  it.each([
    ['call me at (512) 555-0199', '(512) 555-0199'],
    ['512.555.0100 please', '512.555.0100'],
    ['ana@example.com', 'ana@example.com'],
    ['text 5125550100 or mail ana@example.com', '5125550100, ana@example.com'],
    ['unit 12, since 2024', undefined],
    ['no', undefined],
  ])('reads the contact of %j', (message, contact) => {
    expect(findContact(message)).toBe(contact);
  });

  it.each([
    ['not urgent', 'normal', 'normal'],
    ["it's not an emergency", 'normal', 'normal'],
    ['no rush', 'normal', 'normal'],
    ['urgent please', 'urgent', 'urgent'],
    ['asap', 'urgent', 'urgent'],
    ['emergency', 'emergency', 'emergency'],
    ['today if possible', undefined, 'urgent'],
    ['low', undefined, 'normal'],
    ['hmm', undefined, undefined],
  ])('reads the urgency of %j', (message, urgency, looseUrgency) => {
    expect(findUrgency(correctedWords(message).join(' '))).toEqual({
      ...(urgency ? { urgency } : {}),
      ...(looseUrgency ? { looseUrgency } : {}),
    });
  });

  it.each([
    ["What is Boris's rent?", true],
    ['What is the rent at 77 Pine Street?', true],
    ['Who lives in the other units?', true],
    ['what is my neighbor’s phone number', true],
    ['list the tenant names', true],
    ["Hi, I'm Maria, what's my rent?", false],
    // the tenant's own full name
    ['Good morning. This is Ruth Okonkwo in unit 4. What is my monthly rent with the garage?', false],
    ["Hi, I'm Ana Villaseñor, what's my rent?", false],
    // a name said in passing, a card, a place, one's own friends, someone writing for the tenants
    ['Lucia here. Can we put the rent on our Amex? Is there a fee for that', false],
    [
      "hey it's Marco (Ines's son, I help her with the bills). If her rent is late, how much is the late fee?",
      false,
    ],
    ['There is a storm out in the Gulf. Do we have to put up the shutters ourselves?', false],
    [
      "We're away in June for Tomas's wedding. Could our friends the Okafors stay in the condo while we're gone?",
      false,
    ],
    ['What is the rent at 14 Maple Avenue?', false],
    ['When is rent due on Monday?', false],
    ["my upstairs neighbor's bathtub leaks into my ceiling", false],
    // the tenant's own people and pets, by name
    ['my sister Maria is visiting for 2 weeks, is that ok?', false],
    ['can my boyfriend Jake move in with me', false],
    ['our dog Max is 50 pounds, is that allowed?', false],
    ['Is Kelly Smith late on rent?', true],
    // a place, and a holiday, are no one; the neighbours' noise asked about with one's own rule
    ['I might get moved to the Boston office in March. What would it cost to break the lease?', false],
    ['the people next door blasted music till 1am, what are the quiet hours on a weeknight?', false],
    [
      'My company might transfer me to Atlanta in the spring. What would it cost to get out of the lease early?',
      false,
    ],
    ['A friend from college is coming to stay for a week after New Year. Do I need to do anything?', false],
    // a rule of one's own lease, asked beside someone else
    ['upstairs neighbor was playing music at 11pm, isnt there a quiet hours rule', false],
    ['when is rent due? my roommate from my old place said the 5th', false],
    ['what does my neighbor pay in rent', true],
    // a complaint about a neighbour, and whom to tell: the tenant's own business
    ['i want to complain about the neighbors barking dog, who do i call', false],
    ['the people next door blast music every night, who should i email about it?', false],
    // where the tenant is, or who helps: no question about them
    ['locked myself out again, im at my neighbors. how much does a lockout call cost tonight?', false],
    // an emergency is the tenant's own, whoever else it touches
    ['water is pouring out of my ceiling light, is it the upstairs neighbors tub?', false],
    ['staying with the neighbor till the heat is back, when can someone come?', false],
    // a story about others around the tenant's own question
    [
      "I'm leaving my rent check with my neighbor Carol, and she may not get it in the box until the 8th. How much extra will I owe?",
      false,
    ],
    [
      'My friend June who lived in C-208 never knew if she got her deposit back. When I leave someday, how long do you have to get my deposit back to me?',
      false,
    ],
    ["My neighbor is moving and can't take her cat. What would it cost me each month to have him?", false],
    [
      'sofia is gonna live with her mom starting in january, court thing. do i have to tell the office and how fast',
      false,
    ],
    // a daughter writing for her mother, the tenant; a neighbour's noise around a rule of the lease
    ["what's the fee for breaking Mom's lease early for the assisted living move?", false],
    [
      "we're looking at hiring a live-in aide for mom, her name is Rosa Quintanilla. if Rosa starts living there Dec 15, whats the deadline to let the landlord know?",
      false,
    ],
    ['neighbors on 28 run a generator till midnight on weeknights. when do quiet hours start', false],
    [
      "So Prairie Lilac Senior Living just called, they have an apartment opening up for Mom. If I email the landlord the notice today, what's the earliest her lease would end?",
      false,
    ],
    ['what is my neighbors phone number?', true],
    ['my neighbor moved out last week, did she get her deposit back?', true],
  ])('sees a question about others in %j: %s', (message, asksAboutOthers) => {
    expect(read(message).asksAboutOthers).toBe(asksAboutOthers);
  });

  it("takes a household member's name for the tenant's own business, another name for someone else's", () => {
    const asked = "Good evening. Could you please confirm the amount of Tessa's security deposit?";
    expect(readMessage(asked, property, ['Tessa', 'Vandermolen']).asksAboutOthers).toBe(false);
    expect(readMessage(asked, property, ['Olivia', 'Brandt']).asksAboutOthers).toBe(true);
  });

  it.each([
    'rent will be a few days late this month because of my car repair 😩 how much is the late fee',
    'I get paid on the 6th. what happens if I pay then',
    'the hallway light is out! who do I tell',
  ])('reads a question after a sentence or an emoji in %j', (message) => {
    expect(read(message).isQuestion).toBe(true);
  });

  it('reads no home repair in a car repair', () => {
    const reading = read(
      'rent will be a few days late this month because of my car repair 😩 how much is the late fee',
    );
    expect(reading.hasProblem).toBe(false);
    expect(reading.topics).toContain('late_fee');
  });

  it('knows greetings, thanks and cancelling', () => {
    expect(read('Hello there!').isGreeting).toBe(true);
    expect(read('thank you so much').isThanks).toBe(true);
    expect(read('never mind').isCancel).toBe(true);
    expect(read('my sink is leaking').isGreeting).toBe(false);
  });
});
