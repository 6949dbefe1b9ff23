import { describe, expect, it } from 'vitest';
import { findLeaseTopics } from './lease-topics.js';
import { correctedWords } from './vocabulary.js';

const topicsOf = (message: string) => findLeaseTopics(correctedWords(message).join(' '));

describe('lease topics', () => {
  it.each([
    ['How much is my deposit?', ['deposit']],
    ['what was the security deposit again', ['deposit']],
    ['When do I get my deposit back after I move out?', ['deposit']],
    ['When does my lease end?', ['lease_end']],
    ['when does my contract expire', ['lease_end']],
    ['How long is my lease?', ['lease_start', 'lease_end']],
    ['When did my lease start?', ['lease_start']],
    ['Can I pay late?', ['late_fee']],
    ['Can I pay my rent a few days late?', ['late_fee']],
    ['is there a grace period', ['late_fee']],
    ["what's the late fee", ['late_fee']],
    ["What happens if I don't pay rent on time?", ['late_fee']],
    ['when is rent due', ['rent_due']],
    ['How much is rent and when is it due?', ['rent_amount', 'rent_due']],
    ['Is water included in the rent?', ['utilities']],
    ['Who pays the water bill?', ['utilities']],
    ['what are the quiet hours', ['quiet_hours']],
    ['can I have a party on saturday', ['quiet_hours']],
    ['Is smoking allowed?', ['smoking']],
    ['the smoke detector is chirping', []],
    ['Can I sublet my room?', ['subletting']],
    ['can I airbnb my place', ['subletting']],
    ['How long can my sister stay with us?', ['guests']],
    ['How do I request a repair?', ['repairs']],
    ['who is responsible for fixing the dishwasher', ['repairs']],
    ['Can I paint the living room?', ['alterations']],
    ['How much notice do I need to give before moving out?', ['renewal']],
    ['can I renew my lease', ['renewal']],
    ['Can I break my lease?', ['early_termination']],
    ['is there a pet deposit', ['pets']],
    ['Can I have a fire pit?', ['grills']],
    ['can my friend park here for the weekend', ['parking']],
    ['I live on Park Street', []],
    ['Does my lease does say anything about a trampoline?', []],
    // stays, said as people say them
    ['my dad is visiting for two weeks in march', ['guests']],
    ['can my cousin crash at my place for a month', ['guests']],
    ['where do visitors park', ['parking']],
    // what happens at the end, and entry
    ['does my lease just keep going if nobody signs anything', ['holdover']],
    ['what if I stay after the lease runs out', ['holdover']],
    ['do you have to tell me before you come into my apartment', ['entry']],
    ['how much notice before maintenance walks in', ['entry']],
    // money
    ['what does breaking my lease cost', ['early_termination']],
    ['what happens if a rent check bounces', ['returned_payment']],
    ['is there an NSF fee', ['returned_payment']],
    ['can I pay on the 4th without a fee', ['late_fee']],
    ['when will my rent go up', ['rent_increase']],
    ['how many months is my lease', ['lease_start', 'lease_end']],
    ['how late is the gym open', ['amenities']],
    // things in the home, not reports
    ['who replaces the batteries in the smoke detector', ['detectors']],
    ['can I hang christmas lights on the balcony', ['decorations']],
    ['can I put up a satellite dish', ['satellite']],
    ['do you do pest control', ['pests']],
    ['where are packages delivered', ['mail']],
    ['can I mail my rent check', ['payment']],
    ['is it ok if my girlfriend stays over on weekends', ['guests']],
    ['can we have friends over after 11', ['quiet_hours']],
    ['what happens at the end of my lease', ['holdover']],
    ['do I pay for repairs if I damage something', ['repairs']],
    ['can I add a deadbolt', ['keys']],
    ['can I leave a space heater on overnight', ['appliances']],
    ['are sparklers ok on the 4th of july', ['grills']],
    ['can you come in when I am not home', ['entry']],
    ['do I have to move my car when the lot gets plowed', ['parking']],
    ['who shovels the sidewalk after snow', ['yard']],
    ['is there a washer and dryer in the unit', ['laundry']],
    ['my parents will be here for the holidays, about 3 weeks', ['guests']],
    ['can I put up christmas lights', ['decorations']],
    ['what if neither of us says anything at the end', ['holdover']],
  ])('reads %j as %j', (message, topics) => {
    expect(topicsOf(message)).toEqual(topics);
  });
});
