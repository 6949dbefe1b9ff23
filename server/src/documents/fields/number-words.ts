/**
 * Counts written as words, 'one' to 'twelve': a lease's 'twelve (12) months', a question's 'last three
 * months'. Each reader extends it with the larger words it meets.
 */
export const NUMBER_WORDS_TO_TWELVE: Readonly<Record<string, number>> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
};
