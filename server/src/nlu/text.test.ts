import { describe, expect, it } from 'vitest';
import {
  editDistance,
  isNear,
  singular,
  Speller,
  tokenize,
  tokenizeKeepingCase,
  withLandlordShorthand,
} from './text.js';
import { speller } from './vocabulary.js';

describe('tokenize', () => {
  it.each([
    ["What's Rosa's phone?", ['what', 'rosa', 'phone']],
    ['Spent $1,234.56 in 2026-03!', ['spent', '1234.56', 'in', '2026-03']],
    ['Q3 vs FY2025, 03/2026', ['q3', 'vs', 'fy2025', '03/2026']],
    ["the tenants' leases don't end", ['the', 'tenants', 'leases', "don't", 'end']],
    ['12-B Elm St.', ['12', 'b', 'elm', 'st']],
    // What the figure is for is nothing to filter by.
    ['roof spend in 2025? accountant needs it for depreciation', ['roof', 'spend', 'in', '2025']],
    ['hoa this year, my cpa asked for it', ['hoa', 'this', 'year', 'my']],
    // "#" for a number to call; a unit's number stays one.
    ['whats the after hours #?', ['whats', 'the', 'after', 'hours', 'number']],
    ['unit #3', ['unit', '3']],
    // the task in hand is no part of the question
    [
      'Doing Sch E for 12 Elm St. rents received in 2025',
      ['12', 'elm', 'st', 'rents', 'received', 'in', '2025'],
    ],
  ])('%s', (text, tokens) => {
    expect(tokenize(text)).toEqual(tokens);
  });

  it('reads a dollar amount that looks like a year as an amount', () => {
    expect(tokenize('the $2,000 expense in 2025')).toEqual([
      'the',
      '2000',
      'dollars',
      'expense',
      'in',
      '2025',
    ]);
  });

  it('keeps the typed case alongside', () => {
    expect(tokenizeKeepingCase('What did Will pay?')).toEqual(['What', 'did', 'Will', 'pay']);
  });
});

describe('editDistance (optimal string alignment)', () => {
  it.each([
    ['', '', 0],
    ['rent', 'rent', 0],
    ['rent', 'rnet', 1], // adjacent transposition counts once
    ['expenses', 'expnses', 1],
    ['kitten', 'sitting', 3],
    ['ca', 'abc', 3], // OSA, not unrestricted Damerau
    ['repairs', 'repiars', 1],
  ])('%s → %s = %i', (a, b, distance) => {
    expect(editDistance(a, b)).toBe(distance);
    expect(editDistance(b, a)).toBe(distance);
  });

  it('stops early once the limit is passed', () => {
    expect(editDistance('abcdefgh', 'zzzzzzzz', 2)).toBe(3);
  });
});

describe('isNear', () => {
  it.each([
    ['parks', 'parks', true],
    ['prks', 'parks', true],
    ['rossa', 'rosa', true],
    ['elm', 'elf', false], // three letters: exact only
    ['turner', 'burner', false], // a different first letter needs two edits' room
    ['lopes', 'lopez', true],
  ])('%s ~ %s: %s', (typed, word, near) => {
    expect(isNear(typed, word)).toBe(near);
  });
});

describe('Speller', () => {
  it.each([
    ['expnses', 'expenses'],
    ['repiars', 'repairs'],
    ['spnd', 'spend'],
    ['togther', 'together'],
    ['febuary', 'february'],
    ['quater', 'quarter'],
    ['gass', 'gas'],
    ['leek', 'leak'],
    ['monoxcide', 'monoxide'],
    ['flodded', 'flooded'],
    ['expenses', 'expenses'],
    ['2026', '2026'],
    ['xyzzyq', 'xyzzyq'],
  ])('%s → %s', (typed, corrected) => {
    expect(speller.correct(typed)).toBe(corrected);
  });

  it('prefers a dropped letter to a changed one on ties', () => {
    const small = new Speller(['send', 'spend']);
    expect(small.correct('spnd')).toBe('spend');
  });
});

describe('singular', () => {
  it.each([
    ['properties', 'property'],
    ['condos', 'condo'],
    ['taxes', 'tax'],
    ['leases', 'lease'],
    ['business', 'business'],
    ['rent', 'rent'],
  ])('%s → %s', (plural, one) => {
    expect(singular(plural)).toBe(one);
  });
});

describe("a landlord's abbreviations", () => {
  it.each([
    ['prop taxes this yr all props', 'property taxes this year all properties'],
    ['total deps im holding', 'total deposits im holding'],
    ['maint last mo, $900/mo', 'maint last month, $900/month'],
    ['how much has Mo paid this yr', 'how much has Mo paid this year'],
    ["who'd i pay the most", 'who did i pay the most'],
    // an investor's words
    ["T12 cash flow? nov '25 thru oct '26", ' net income? nov 2025 thru oct 2026'],
    ['ttm cash flow', 'the past 12 months net income'],
    ['cap ex across all 4 doors', 'capital improvement all properties'],
    ['is it underwater ytd', 'is it losing money ytd'],
    ['my biggest money pit', 'my property that cost the most'],
    ['did it break even? all income in vs everything out', 'did it net income? net income'],
    ['and MoM?', 'and the month before?'],
    ['my Mom pays the rent', 'my Mom pays the rent'],
    // dictated and said in passing
    ['property tacks this year', 'property taxes this year'],
    ['net for twenty twenty five', 'net for 2025'],
    ['and everything else that came in during 2025', 'and income other than rent during 2025'],
    ['each house, rent plus the other income', 'each house, all income'],
    ['what were our write-offs for 2025', 'what were our expenses for 2025'],
    // British English, and dates day first when one can only be read so
    [
      'total outgoings between 1/3/2026 and 31/5/2026',
      'total expenses between March 1, 2026 and May 31, 2026',
    ],
    ['rent between 3/1/2026 and 5/31/2026', 'rent between March 1, 2026 and May 31, 2026'],
    ['outgoings for the year ending 31/12/2025', 'expenses for the 2025'],
    ['my net for 2025, takings less outgoings', 'my net for 2025, income less expenses'],
    ['the arrears for each tenant, please', 'how much each tenant owes, please'],
    ['who is in arrears', 'who is behind on rent'],
    ['what have I paid out over the last fortnight', 'what have I paid out over the last two weeks'],
    ['which tenancies end before the new year', 'which leases end before the new year'],
    ['how much have I paid in rates this year', 'how much have I paid in property taxes this year'],
    // typed tersely between shifts
    ['ins costs by property', 'insurance costs by property'],
    ['the ins and outs of the condo', 'the ins and outs of the condo'],
    ['hollis bal?', 'hollis balance?'],
    ['saoirse last pmt', 'saoirse last payment'],
    ['emmett lease doc?', 'emmett lease document?'],
    ['utilities 25 vs 26', 'utilities 2025 vs 2026'],
    ['a 25 vs 26 percent rise', 'a 25 vs 26 percent rise'],
    // a day said the long way
    ['I came home on the first of April.', 'I came home on April 1.'],
    ['since the 15th of march', 'since march 15'],
    ['from April the first', 'from April 1'],
    ['on the twenty-first of June', 'on June 21'],
    ['rent is due the first of the month', 'rent is due the first of the month'],
    // everyday Spanish in an English question
    ['Hola. cuánto renta I recieve este año?', 'hi, how much rent I recieve this year?'],
    [
      'la casa de Maple, I make money or I lose este año?',
      'the Maple house, I make money or I lose this year?',
    ],
    ['cuánto I pay to el plomero el año pasado', 'how much I pay to the plumber last year'],
    ['what did 12 Casa Grande Street cost me', 'what did 12 Casa Grande Street cost me'],
    ['cuánto gasto en mi casa este año', 'how much expense in my house this year'],
    ['and wich one cost me the less?', 'and wich one cost me the least?'],
    ['less than 500', 'less than 500'],
    // a new landlord's plain words
    [
      'how much have I gotten from the fee when rent is late, this year?',
      'how much have I gotten from late fees, this year?',
    ],
    ['how much is the money the tenants gave me at the start?', 'how much is the security deposits?'],
    [
      'what was the association payment for the condo in march',
      'what was the HOA dues for the condo in march',
    ],
    ["is anybody's contract ending before New Year's?", "is anybody's lease ending before New Year's?"],
    ['the purchase contract for the condo', 'the purchase contract for the condo'],
    // cash watched week by week
    ['what went out the door in the past 7 days', 'expenses in the past 7 days'],
    ['did anything come in yesterday?', 'how much income came in yesterday?'],
    ['how much did i spend thanksgiving wk', 'how much did i spend thanksgiving week'],
    // an investor's shorthand
    ['Q3 gross YoY? Q3 26 vs Q3 25', 'Q3 gross YoY? Q3 2026 vs Q3 2025'],
    ['what was NOI for the trailing 12', 'what was net income for the past 12 months'],
    // a command line's short forms
    ['pettigrew pd ytd', 'pettigrew paid ytd'],
    ['exp by cat 2025', 'expenses by category 2025'],
    ['does the lease allow a cat', 'does the lease allow a cat'],
    ['leases exp next 60d', 'leases exp next 60 days'],
    ['90d?', '90 days?'],
    ['bg check pelletier', 'background check pelletier'],
    ['nov collections', 'nov rent collected'],
    ['did we send him to collections', 'did we send him to collections'],
    ['when did jerome last send me anything', 'when did jerome last pay me'],
    ['laundry commissions from the duplex', 'laundry income from the duplex'],
    // a lender's paperwork
    [
      'How much rent has Tallgrass payed me so far this year?',
      'How much rent has Tallgrass paid me so far this year?',
    ],
    ['property taxes on Larkspur for calendar 2025?', 'property taxes on Larkspur in 2025?'],
    ['rent for the calendar year 2026', 'rent in 2026'],
    ['is it on my calendar', 'is it on my calendar'],
    [
      'the numbers again, same window (December 2025 through November 2026)',
      'the numbers again, same period (December 2025 through November 2026)',
    ],
    ['what did the window repair cost', 'what did the window repair cost'],
    // a texter's shorthand
    ['top vendor ly', 'top vendor last year'],
    ['other inc ytd vs ly', 'other income ytd vs last year'],
    ['avg monthly exp ly', 'avg monthly expenses last year'],
    ['paid Acme Inc last year', 'paid Acme Inc last year'],
    ['rent roll w/o the coffee shop', 'rent roll without the coffee shop'],
    ['leases ending w/in 6 mo', 'leases ending within 6 month'],
    ['# of late pmts ytd', 'how many late payments ytd'],
    ['whos the 2nd', 'whos the second'],
    ['mtd rent', 'this month rent'],
    // whoever now runs a parent's rentals
    ["which of Dad's tenants pays the most", 'which of my tenants pays the most'],
    ['who did my father use for the roof', 'who did we use for the roof'],
    ['my dad says we spent 5k on the roof', 'my dad says we spent 5k on the roof'],
    // the insurer of a place
    ['Who insures the townhouse?', 'who did we use for insurance at the townhouse?'],
    ['which company is fenwick insured with', 'who did we use for insurance at fenwick'],
    ["who's the insurance carrier on the duplex", 'who did we use for insurance at the duplex'],
    ['who is insured on the policy', 'who is insured on the policy'],
    [
      'how much have we paid the condo association this year',
      'how much have we paid the condo hoa this year',
    ],
  ])('reads %j as %j', (typed, read) => {
    expect(withLandlordShorthand(typed)).toBe(read);
  });
});
