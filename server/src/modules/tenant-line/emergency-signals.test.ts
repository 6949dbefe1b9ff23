import { describe, expect, it } from 'vitest';
import { readEmergency } from './emergency-signals.js';
import { correctedWords } from './vocabulary.js';

const read = (message: string) => readEmergency(correctedWords(message).join(' '), message);

describe('emergency signals', () => {
  it.each([
    'Can we have a fire pit in the back yard?',
    'Is this a smoke-free building?',
    'Where can I find the heater manual?',
    'Who pays the water bill?',
    'I need to file a complaint about the neighbors',
    'Is there a fire extinguisher in the unit?',
    'Can I smoke inside?',
    'the smoke detector keeps chirping, I think the battery is low',
    'how do I pay the gas bill',
    'the fire escape ladder is rusty',
    'our gas stove has one burner that clicks',
    'Does the lease say anything about fireworks?',
  ])('does not take %j for an emergency', (message) => {
    expect(read(message)).toEqual({ emergency: undefined, possible: undefined });
  });

  it.each([
    ['I smell gas in the hallway', 'gas'],
    ['there is smoke coming out of the dryer', 'fire'],
    ['the kitchen is on fire!', 'fire'],
    ['the basement is flooding', 'flood'],
    ['a pipe burst and water is everywhere', 'flood'],
    ['our carbon monoxide alarm is going off', 'carbon_monoxide'],
    ['no heat and it is below freezing outside', 'no_heat'],
    ['someone broke in through the back window', 'break_in'],
    ['the smoke alarm is going off and I can smell smoke', 'fire'],
    ['Can you send someone? I smell gas!', 'gas'],
  ])('escalates %j as %s', (message, kind) => {
    expect(read(message).emergency).toBe(kind);
  });

  it.each([
    ['my smoke alarm keeps going off', 'fire'],
    ['the heat is not working', 'no_heat'],
    ["the furnace won't turn on", 'no_heat'],
  ])('asks first about %j (%s)', (message, kind) => {
    expect(read(message)).toEqual({ emergency: undefined, possible: kind });
  });
});
