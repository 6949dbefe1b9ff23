import { describe, expect, it } from 'vitest';
import { englishWordList } from './english-word-list.js';
import neighbours from './trade-word-neighbours.json' with { type: 'json' };
import { correctOcrNameWords, oneLetterOff, tradeWordNeighbours } from './ocr-name-words.js';
import { normalizeText, splitLines } from './text.js';
import { extractVendor } from './vendor.js';

describe('correctOcrNameWords: a trade word or legal suffix misread by a scan', () => {
  it.each([
    ['PINE HARDWARE & TIVBER', 'PINE HARDWARE & TIMBER'],
    ['Rivera Plunbing', 'Rivera Plumbing'],
    ['Northside Roofing & Guttcrs', 'Northside Roofing & Gutters'],
    ['Lim Brothers Hardwarc Son. Bd.', 'Lim Brothers Hardware Sdn. Bhd.'],
    ['HARBOUR PAINT PTV LTD', 'HARBOUR PAINT Pty. Ltd.'],
  ])('%s → %s', (name, expected) => {
    expect(correctOcrNameWords(name)).toBe(expected);
  });

  it.each([
    // An English word one letter off a trade word is what was printed.
    'Smith Land Clearing',
    'Golden Printing',
    // The business's own name comes first.
    'Keating Plumbing',
    // Five letters and fewer: 'Tower' and 'Power' are both names.
    'Acme Tower',
    'Dawson & Son',
    'Harbor Paint Pty Ltd',
    // One letter off two trade words: no guess.
    'Acme Centee',
  ])('%s stays as printed', (name) => {
    expect(correctOcrNameWords(name)).toBe(name);
  });

  it('oneLetterOff: the same length, one letter different', () => {
    expect(oneLetterOff('tivber', 'timber')).toBe(true);
    expect(oneLetterOff('timber', 'timber')).toBe(false);
    expect(oneLetterOff('timbers', 'timber')).toBe(false);
    expect(oneLetterOff('tivbar', 'timber')).toBe(false);
  });

  it('has trade-word-neighbours.json as generate-trade-word-neighbours.ts writes it', () => {
    expect(neighbours).toEqual(tradeWordNeighbours(englishWordList()));
  });

  it('names the issuer of a scanned receipt whose letterhead is misread', () => {
    const text = normalizeText(`_ LIM BROTHERS HARDWARC & TIVBER SON. BD. 1p |
CO. REG. NO.: 123456-X
LOT 12, JALAN MERANTI 3, 43000 KAJANG
TEL: 603-5550-0142
TAX INVOICE
Item(s) Amt (RM)
NAILS 2 X 8.50 17.00
Total 17.00
CASH 20.00`);
    expect(extractVendor(text, splitLines(text)).value).toBe('Lim Brothers Hardware & Timber Sdn. Bhd.');
  });
});
