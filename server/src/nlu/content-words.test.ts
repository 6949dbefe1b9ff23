import { describe, expect, it } from 'vitest';
import { contentWords } from './content-words.js';
import { tokenize } from './text.js';

const wordsOf = (question: string) => contentWords(tokenize(question));

describe('content words: what a money question may be about', () => {
  it('keeps the words of the work paid for', () => {
    expect(wordsOf('how much on the back deck and the turnover cleaning')).toEqual([
      'back',
      'deck',
      'turnover',
      'cleaning',
    ]);
    expect(wordsOf('what did the city water bill total')).toEqual(['city', 'water']);
  });

  it("leaves out words that are only the question's grammar where they stand", () => {
    expect(wordsOf('and how did it turn out')).toEqual([]);
    expect(wordsOf('what did the sewer job end up costing')).toEqual(['sewer', 'job']);
    expect(wordsOf('what did i spend back in')).toEqual([]);
    expect(wordsOf('which city brought in more money')).toEqual([]);
    expect(wordsOf('same thing again')).toEqual([]);
    expect(wordsOf('was anything in the red last year')).toEqual([]);
    expect(wordsOf('how much was the red paint')).toEqual(['red', 'paint']);
    expect(wordsOf('am i spending more this year then last yr? give me both numbers')).toEqual([]);
    expect(wordsOf('how much went into the roof, ive got the receipts')).toEqual(['roof', 'receipts']);
  });
});
