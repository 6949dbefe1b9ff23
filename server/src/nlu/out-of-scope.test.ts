import { describe, expect, it } from 'vitest';
import { outOfScopeTopic, unrecordedTopic } from './out-of-scope.js';

describe('outOfScopeTopic', () => {
  it.each([
    ['is missoula in for a bad winter this year', 'the weather'],
    ['are we gonna get a harsh winter in Tulsa', 'the weather'],
    ['what are 2br rents in rochester going to do next year', 'forecasts'],
    ['what will home prices in Boise look like in 2027', 'forecasts'],
    ['do u think pueblo home values go up in 2027? thinking about selling', 'forecasts'],
    ['henrietta wants to sublet the townhouse, does georgia law let me say no', 'legal advice'],
    ['is it against the law to charge a pet fee in Ohio', 'legal advice'],
    ['what does the statute allow for late fees', 'legal advice'],
    ["can i keep teo's deposit if he leaves the place dirty, whats iowa law on that", 'legal advice'],
    ['is fargo gonna flood again this spring', 'the weather'],
    ['is duluth supposed to get a big blizzard this week', 'the weather'],
    ['do i need a rental license for the duplex in toledo', 'local licensing rules'],
    ['if i sell the duplex next year how much capital gains tax will i owe', 'tax advice'],
    ['could you draw up a depreciation schedule for the two houses for my accountant', 'tax advice'],
    ['how much should my Q1 estimated tax payment be', 'tax advice'],
    ['is the late fee money taxable income or not', 'tax advice'],
    ['can i deduct the mileage to my rentals', 'tax advice'],
    ['should I move the rentals into an LLC before the end of the year for tax reasons?', 'tax advice'],
    ['is a landlord registration required in my city', 'local licensing rules'],
    ['how much notice do i have to give in tx before going into a unit', 'legal advice'],
    ["what's the notice required to enter a tenant's apartment", 'legal advice'],
    ['he hasnt paid november, can i just change the locks or do i have to file an eviction', 'legal advice'],
    ['she wants to go month to month after december, does oregon law make me say yes', 'legal advice'],
    ['what are three bedroom houses going for in hood river right now', 'market values'],
    ['what would the duplex sell for if i listed it in spring', 'market values'],
    ['can you check if barnaby has any evictions on his record', 'background checks or tenant screening'],
    ['does the new applicant have a criminal record', 'background checks or tenant screening'],
    ['are flood insurance premiums on the coast going up next year', 'forecasts'],
  ])('%s → %s', (question, topic) => {
    expect(outOfScopeTopic(question)).toBe(topic);
  });

  it.each([
    'how much did snow removal cost me last winter',
    'what did I spend on heating bills this winter',
    'what rent will be due next month',
    'what will my rent roll be in january',
    'which leases require renters insurance',
    'how much did the bad winter cost me in repairs',
    'how much did blizzard damage repairs cost last winter',
    'when does the business license on file expire',
    'how much notice did the tenant at elm give',
    'how much did insurance premiums go up this year',
    'what did the roof repair at the duplex go for',
    'how many evictions notices did i record this year',
  ])('leaves "%s" to the records', (question) => {
    expect(outOfScopeTopic(question)).toBeUndefined();
  });
});

describe('unrecordedTopic', () => {
  it('refuses what these books hold no word of, and reads it from books that do', () => {
    const none = new Set(['plumbing', 'roof', 'insurance']);
    expect(unrecordedTopic('Mortgage interest paid on Corvell Rd in 2025? need it for the 1098', none)).toBe(
      'mortgage interest',
    );
    expect(unrecordedTopic('how many miles did I drive to the rentals in 2025', none)).toBe('miles driven');
    // Booked by this owner: the records answer it.
    expect(
      unrecordedTopic('mortgage interest paid in 2025', new Set(['mortgage', 'interest'])),
    ).toBeUndefined();
    expect(unrecordedTopic('what did the plumber charge in 2025', none)).toBeUndefined();
  });
});
