import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DOCUMENT_TYPES, type DocumentType } from '../types.js';
import { CONFIDENCE_THRESHOLD, classifyText } from './classify-text.js';
import { cueBonuses, looksLikeReceipt, titleRegion } from './cues.js';
import { countFeatures, tokenize } from './features.js';
import { wideCorpus, wideCorpusFiles } from './wide-corpus.js';

const TESTDATA = join(import.meta.dirname, 'testdata');

/** Documents written apart from the training corpus (corpus/ is generated; testdata/ is not). */
function heldOut(): { type: DocumentType; name: string; text: string }[] {
  return DOCUMENT_TYPES.flatMap((type) =>
    readdirSync(join(TESTDATA, type.toLowerCase())).map((name) => ({
      type,
      name,
      text: readFileSync(join(TESTDATA, type.toLowerCase(), name), 'utf8'),
    })),
  );
}

describe('classifyText on held-out documents', () => {
  it.each(heldOut().map((doc) => [`${doc.type}/${doc.name}`, doc] as const))('%s', (_name, doc) => {
    const result = classifyText(doc.text);
    expect(result.type).toBe(doc.type);
    expect(result.confidence).toBeGreaterThanOrEqual(CONFIDENCE_THRESHOLD);
  });
});

describe('classifyText: hard cases', () => {
  it('a legal notice that quotes the rent, the late fee and the deposit is Legal', () => {
    const notice = readFileSync(join(TESTDATA, 'legal', 'pay-or-quit-quotes-rent.txt'), 'utf8');
    expect(notice).toMatch(/late fee/i);
    expect(classifyText(notice).type).toBe('Legal');
  });

  it('a lease renewal addendum is a Lease', () => {
    expect(classifyText(readFileSync(join(TESTDATA, 'lease', 'renewal-addendum.txt'), 'utf8')).type).toBe(
      'Lease',
    );
  });

  it('a short receipt read by OCR is an Invoice', () => {
    const receipt =
      'QUICK STOP HARDWARE\n12 MAIN ST\n03/02/25 09:14\nDUCT TAPE 7.97\nWD-40 8.48\nSUBT0TAL 16.45\nTAX 1.03\nT0TAL 17.48\nCASH 20.00\nCHANGE 2.52\nTHANK Y0U';
    expect(classifyText(receipt).type).toBe('Invoice');
  });

  it('a photo without text, or a few words, is Other with low confidence', () => {
    for (const text of ['', 'IMG_2231.JPG', 'kitchen sink before', '   \n\n  ']) {
      const result = classifyText(text);
      expect(result.type).toBe('Other');
      expect(result.confidence).toBeLessThan(CONFIDENCE_THRESHOLD);
    }
  });

  it('returns a probability for every type, summing to about 1', () => {
    const { scores } = classifyText(readFileSync(join(TESTDATA, 'invoice', 'water-bill.txt'), 'utf8'));
    expect(Object.keys(scores).sort()).toEqual([...DOCUMENT_TYPES].sort());
    expect(Object.values(scores).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 1);
  });

  // Its speed is measured by `npm run bench:documents` (detections per second), not asserted here.
  it('classifies a five-page lease', () => {
    const page = readFileSync(join(TESTDATA, 'lease', 'farmhouse-lease.txt'), 'utf8');
    const fivePages = Array.from({ length: 12 }, () => page).join('\n\n');
    expect(classifyText(fivePages).type).toBe('Lease');
  });
});

describe('classifyText: the wider mix', () => {
  it('a card statement that says minimum payment due and a late fee is Other, not a bill', () => {
    const statement = readFileSync(join(TESTDATA, 'other', 'credit-card-statement.txt'), 'utf8');
    expect(statement).toMatch(/minimum payment due/i);
    const result = classifyText(statement);
    expect(result.type).toBe('Other');
    expect(result.scores.Invoice).toBeLessThan(0.2);
  });

  it('a pay stub is Other, a housing contract a Lease, a licence agreement a Contract', () => {
    const type = (folder: string, name: string) =>
      classifyText(readFileSync(join(TESTDATA, folder, name), 'utf8')).type;
    expect(type('other', 'paystub.txt')).toBe('Other');
    expect(type('lease', 'student-housing-contract.txt')).toBe('Lease');
    expect(type('contract', 'software-licence.txt')).toBe('Contract');
    expect(type('contract', 'vehicle-purchase-terms.txt')).toBe('Contract');
  });

  it('a long grocery receipt from a phone photo, its words garbled, is still an Invoice', () => {
    const receipt = [
      'GR33NV1LLE F00D5',
      'ST# 0412 OP# 33 TE# 7 TR# 51920',
      '4011 0RG BANAN4S 1.29 F',
      'WH1 M1LK GAL 3.99 F',
      '  SC 0.50-',
      'S0URD0UGH L0AF 4.49 F',
      'CHEDD BLK 6.79 F',
      'PAP TWL 6PK 11.99 T',
      'D1SH S0AP 3.49 T',
      '2 @ 1.25',
      'SPRK WTR 2.50 F',
      'SUBT0TAL 34.04',
      'TAX 1.15',
      '**** BAL 35.19',
      'DEB1T TEND 35.19',
      'CHANGE DUE 0.00',
      'T0TAL SAV1NGS 0.50',
      '1TEMS S0LD 9',
    ].join('\n');
    expect(looksLikeReceipt(receipt)).toBe(true);
    expect(classifyText(receipt).type).toBe('Invoice');
    // A bank statement lists amounts line by line too, and is not a receipt.
    expect(classifyText(readFileSync(join(TESTDATA, 'other', 'bank-statement.txt'), 'utf8')).type).toBe(
      'Other',
    );
  });

  it('a page that reads as two types at once gets a lower confidence than either alone', () => {
    const lease = readFileSync(join(TESTDATA, 'lease', 'condo-lease-plain.txt'), 'utf8');
    const bill = readFileSync(join(TESTDATA, 'invoice', 'water-bill.txt'), 'utf8');
    const mixed = classifyText(`${lease.slice(0, 900)}\n${bill.slice(0, 900)}`);
    const sorted = Object.values(mixed.scores).sort((a, b) => b - a);
    expect(mixed.confidence).toBeLessThan(
      Math.min(classifyText(lease).confidence, classifyText(bill).confidence),
    );
    expect(mixed.confidence).toBeLessThanOrEqual((sorted[0] ?? 0) + 0.001);
  });

  it('the wider training mix is seeded, covers every type, and is the one committed in corpus/', () => {
    expect(wideCorpus(5, 2)).toEqual(wideCorpus(5, 2));
    expect(new Set(wideCorpus(5, 2).map((doc) => doc.type))).toEqual(new Set(DOCUMENT_TYPES));
    for (const file of wideCorpusFiles())
      expect(readFileSync(join(import.meta.dirname, 'corpus', file.path), 'utf8')).toBe(file.text);
  });
});

describe('features and cues', () => {
  it('tokenises money, numbers and OCR digits inside words', () => {
    expect(tokenize('1EASE Agreement: rent $1,250.00, 12 months')).toEqual([
      'lease',
      'agreement',
      'rent',
      'xmoney',
      'xnum',
      'months',
    ]);
    expect(countFeatures('late fee').get('late fee')).toBe(1);
  });

  it('title cues: a notice naming the lease in its title is a notice', () => {
    const bonus = cueBonuses('LEASE VIOLATION NOTICE\nTo: A Tenant\nYou are in violation of your lease.');
    expect(bonus.Legal).toBeGreaterThan(bonus.Lease);
  });

  it('the title region is the heading, not the first sentences of the body', () => {
    expect(
      titleRegion(
        'Notice to tenant of entry\nUnder your lease and state law we must give you advance notice before entering your home today.',
      ),
    ).toBe('Notice to tenant of entry');
  });

  it('the committed model is under 2 MB', () => {
    expect(statSync(join(import.meta.dirname, 'model.json')).size).toBeLessThan(2 * 1024 * 1024);
  });
});
