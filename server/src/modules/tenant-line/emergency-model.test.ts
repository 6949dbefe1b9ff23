import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import examples from './emergency-examples.json' with { type: 'json' };
import { examplesFromSets } from './emergency-examples-from-sets.js';
import {
  LEARNED_EMERGENCY,
  learnedEmergencyChance,
  namesDanger,
  withLearnedReading,
} from './emergency-model.js';
import { readEmergency, withoutHarmlessNames } from './emergency-signals.js';
import { correctedWords } from './vocabulary.js';

const read = (message: string) => withLearnedReading(correctedWords(message), readEmergency(message));

describe('the learned emergency reader', () => {
  it.each([
    [
      'the pilot light area is making a whooshing sound and there is a flame rolling out the bottom of the furnace',
      'fire',
    ],
    [
      "our front door is splintered at the frame and the tv and laptop are gone, I'm standing outside",
      'break_in',
    ],
  ])('escalates a danger told in words no signal knows: %j', (message, kind) => {
    expect(readEmergency(message).emergency).toBeUndefined();
    expect(read(message)).toEqual({ emergency: kind, possible: undefined });
  });

  it("names a possible emergency's kind when it escalates it", () => {
    const message =
      'the breaker box is buzzing loud and hot to the touch and I can see a glow through the gap in the cover';
    expect(readEmergency(message)).toEqual({ emergency: undefined, possible: 'electrical' });
    expect(read(message)).toEqual({ emergency: 'electrical', possible: undefined });
  });

  it('asks first about a signal it finds most unlikely in a long message', () => {
    const message =
      "For the kids' Halloween party we are planning a smoke machine and some flames painted on the garage door, just checking that the lease is fine with decorations like that";
    expect(readEmergency(message).emergency).toBe('fire');
    expect(read(message)).toEqual({ emergency: undefined, possible: 'fire' });
  });

  it('asks first, with the question that fits any danger, when alarmed words name no danger', () => {
    const message =
      'URGENT!!! the kitchen cabinet door came off its hinge and I am panicking, please send someone right now, this is a disaster!!!';
    expect(readEmergency(message)).toEqual({ emergency: undefined, possible: undefined });
    expect(learnedEmergencyChance(message)).toBeGreaterThanOrEqual(LEARNED_EMERGENCY);
    expect(read(message)).toEqual({ emergency: undefined, possible: 'injury' });
  });

  it('reads cigarette smoke through a vent as no fire, however likely the model finds it', () => {
    const message =
      'Subject: cigarette smoke smell | Priority: High | Unit 4B | I keep smelling cigarette smoke in my bathroom coming through the vent, I think from the unit below. I thought this was a non-smoking building?';
    expect(read(message).emergency).toBeUndefined();
  });

  it('leaves a danger told as long past to the signals', () => {
    const message =
      'the previous tenant said the basement flooded and water was pouring in everywhere, years ago. does it still happen?';
    expect(readEmergency(message)).toEqual({ emergency: undefined, possible: undefined, notNow: true });
    expect(learnedEmergencyChance(message)).toBeGreaterThanOrEqual(LEARNED_EMERGENCY);
    expect(read(message).emergency).toBeUndefined();
  });

  it.each([
    ['gas', 'there is a rotten egg smell by the stove'],
    ['break_in', 'a guy is trying every door handle on our landing'],
    ['injury', "she slipped and her leg's broken, she can't get up"],
    ['fire', 'flames coming out of the vent'],
  ] as const)('knows the words that name a danger of kind %s', (kind, words) => {
    expect(namesDanger(kind, words)).toBe(true);
    expect(namesDanger(kind, 'the cabinet door came off its hinge and i am panicking')).toBe(false);
  });

  it('does not take a car alarm or an alarm clock for a carbon monoxide alarm', () => {
    for (const said of ['a car alarm keeps going off in the garage', 'my alarm clock keeps going off'])
      expect(namesDanger('carbon_monoxide', withoutHarmlessNames(said))).toBe(false);
    expect(
      namesDanger('carbon_monoxide', withoutHarmlessNames('the alarm in the hall keeps going off')),
    ).toBe(true);
  });

  it.each(['someone broke in', 'someone broke in last night', 'I smell gas'])(
    'keeps the signal of a short message: %j',
    (message) => {
      expect(read(message).emergency).toBe(readEmergency(message).emergency);
      expect(read(message).emergency).toBeDefined();
    },
  );

  it.each(['hi', 'when is rent due', 'is the gas bill included', 'can I have a fire pit in the yard'])(
    'finds nothing in an ordinary message: %j',
    (message) => {
      expect(learnedEmergencyChance(message)).toBeLessThan(LEARNED_EMERGENCY);
      expect(read(message).emergency).toBeUndefined();
    },
  );

  it('learns from every blind set in bench/sets, as generate-emergency-examples.ts writes them', () => {
    const sets = join(dirname(fileURLToPath(import.meta.url)), '../../../../bench/sets');
    expect(examples).toEqual(examplesFromSets(sets));
  });
});
