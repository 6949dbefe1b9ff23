import { describe, expect, it } from 'vitest';
import { NEAR_HAZARD_WORDS } from '../../nlu/emergency.js';
import { Speller } from '../../nlu/text.js';
import {
  changesWord,
  commonEnglishWords,
  farFromTarget,
  inflectedCommonWords,
  lessCommonWords,
  wordsToKeep,
} from './common-english.js';
import commonWords from './common-words.json' with { type: 'json' };
import { correctedWords, CORRECTION_TARGETS, ORDINARY } from './vocabulary.js';

describe('the tenant line vocabulary', () => {
  it('keeps every common English word as typed', () => {
    const changed = commonEnglishWords().filter((word) => correctedWords(word)[0] !== word);
    expect(changed).toEqual([]);
    // "fire pits" are no pets; "heaters" may still be read as heater.
    const inflected = inflectedCommonWords().filter((word) =>
      changesWord(word, correctedWords(word)[0] ?? word),
    );
    expect(inflected).toEqual([]);
    expect(correctedWords('fire pits bounces')).toEqual(['fire', 'pits', 'bounces']);
    // Nor is a less common word two slips from a target ("fireplace" is no "replace").
    const far = lessCommonWords().filter((word) => farFromTarget(word, correctedWords(word)[0] ?? word));
    expect(far).toEqual([]);
    expect(correctedWords('fireplace dwelling workout')).toEqual(['fireplace', 'dwelling', 'workout']);
    // "a case of sparkling water" sparks nothing.
    expect(correctedWords('sparkling water')).toEqual(['sparkling', 'water']);
    for (const word of NEAR_HAZARD_WORDS) expect(correctedWords(word)).toEqual([word]);
  });

  it('has common-words.json as generate-common-words.ts writes it', () => {
    const reach = new Speller(CORRECTION_TARGETS, ORDINARY);
    expect(commonWords).toEqual(wordsToKeep((word) => reach.correct(word)));
  });

  it.each([
    ['When does my lease end?', 'when does my lease end'],
    ['is this building smoke free', 'is this building smoke free'],
    ['who pays the water bill', 'who pays the water bill'],
    ['my bike was stolen', 'my bike was stolen'],
    ['i smel gass in the kitchn', 'i smell gas in the kitchen'],
    ['how much is my deposite', 'how much is my deposit'],
    ['whats the rnet', 'what the rent'],
  ])('reads %j as %j', (message, words) => {
    expect(correctedWords(message).join(' ')).toBe(words);
  });
});
