import { describe, expect, it } from 'vitest';
import { splitQuestions } from './compound.js';

describe('splitQuestions', () => {
  it('splits two questions, the second kept as a follow-up', () => {
    expect(
      splitQuestions('how much rent did the duplex bring in last year, and what did it cost us to run it?'),
    ).toEqual(['how much rent did the duplex bring in last year', 'and what did it cost us to run it?']);
    expect(splitQuestions('who owes me money? how much is it in total')).toEqual([
      'who owes me money?',
      'and how much is it in total',
    ]);
  });

  it('leaves one question with two ends, or an aside, whole', () => {
    expect(splitQuestions('which brings in the most, and which the least')).toBeUndefined();
    expect(
      splitQuestions('total paid to pelican plumbing, and the biggest single bill from them'),
    ).toBeUndefined();
    expect(splitQuestions('what did hector charge us this year? he was dads handyman')).toBeUndefined();
    // "how much each" is the first question's own ask; what follows it only narrows.
    expect(
      splitQuestions(
        'which contractors did I pay $600 or more in 2025, and how much each? Leave out insurance and taxes.',
      ),
    ).toBeUndefined();
  });
});
