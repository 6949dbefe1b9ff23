import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { makeProposal } from '../testing/fixtures';
import {
  chooseUploadTarget,
  describeReading,
  describeUnreadPages,
  detectionErrorMessage,
  formatConfidence,
  isLowConfidence,
  processingErrorMessage,
  readDetectedType,
  resolveDocumentType,
  validateFileStep,
  validatePropertyStep,
  validateTypeStep,
  type PropertyChoice,
  type TypeChoice,
} from './upload-wizard';

const file = new File(['x'], 'lease.pdf', { type: 'application/pdf' });
const choice = (overrides: Partial<PropertyChoice>): PropertyChoice => ({
  documentType: 'Lease',
  customType: '',
  isLinkedToProperty: false,
  propertyId: '',
  ...overrides,
});

describe('validateFileStep (step 1)', () => {
  it.each([
    ['no file', null, 'Please upload a file.'],
    ['a file', file, null],
  ])('%s', (_name, value, expected) => {
    expect(validateFileStep(value)).toBe(expected);
  });
});

describe('validateTypeStep (step 2)', () => {
  it.each<[TypeChoice, string | null]>([
    [{ documentType: '', customType: '' }, 'Please select a document type.'],
    [{ documentType: '', customType: 'Notice' }, 'Please select a document type.'],
    [{ documentType: 'Other', customType: '' }, 'Please enter a custom type.'],
    [{ documentType: 'Other', customType: '   ' }, 'Please enter a custom type.'],
    [{ documentType: 'Other', customType: 'Insurance' }, null],
    [{ documentType: 'Invoice', customType: '' }, null],
    [{ documentType: 'Lease', customType: '' }, null],
  ])('%j → %s', (value, expected) => {
    expect(validateTypeStep(value)).toBe(expected);
  });
});

describe('validatePropertyStep (step 3)', () => {
  it.each<[string, PropertyChoice, string | null]>([
    ['an unlinked lease needs none', choice({}), null],
    ['a linked lease needs one', choice({ isLinkedToProperty: true }), 'Please select a property.'],
    ['a linked lease with one', choice({ isLinkedToProperty: true, propertyId: 'p1' }), null],
    ['an invoice needs one', choice({ documentType: 'Invoice' }), 'Please select a property.'],
    ['an invoice with one', choice({ documentType: 'Invoice', propertyId: 'p1' }), null],
    [
      'a non-lease needs one even if the lease box was ticked then the type changed',
      choice({ documentType: 'Contract', isLinkedToProperty: false }),
      'Please select a property.',
    ],
    ['Other needs one', choice({ documentType: 'Other', customType: 'Lease' }), 'Please select a property.'],
  ])('%s', (_name, value, expected) => {
    expect(validatePropertyStep(value)).toBe(expected);
  });
});

describe('chooseUploadTarget', () => {
  it.each<[string, PropertyChoice, ReturnType<typeof chooseUploadTarget>]>([
    ['an unlinked lease → /leases/upload', choice({}), { endpoint: 'lease' }],
    [
      'a linked lease → /processor/process',
      choice({ isLinkedToProperty: true, propertyId: 'p1' }),
      { endpoint: 'process', propertyId: 'p1' },
    ],
    [
      'an invoice → /processor/process',
      choice({ documentType: 'Invoice', propertyId: 'p2' }),
      { endpoint: 'process', propertyId: 'p2' },
    ],
  ])('%s', (_name, value, expected) => {
    expect(chooseUploadTarget(value)).toEqual(expected);
  });
});

describe('resolveDocumentType (Other sends its custom type)', () => {
  it.each<[TypeChoice, string]>([
    [{ documentType: 'Lease', customType: 'ignored' }, 'Lease'],
    [{ documentType: 'Other', customType: '  Insurance policy ' }, 'Insurance policy'],
  ])('%j → %s', (value, expected) => {
    expect(resolveDocumentType(value)).toBe(expected);
  });
});

describe('readDetectedType', () => {
  it.each<[unknown, TypeChoice | null]>([
    ['Lease', { documentType: 'Lease', customType: '' }],
    ['invoice', { documentType: 'Invoice', customType: '' }],
    [' Other ', { documentType: 'Other', customType: '' }],
    ['Notice', { documentType: 'Other', customType: 'Notice' }],
    ['', null],
    ['   ', null],
    [null, null],
    [undefined, null],
    [42, null],
    [{ type: 'Lease' }, null],
  ])('%j → %j', (reply, expected) => {
    expect(readDetectedType(reply)).toEqual(expected);
  });
});

describe('error messages', () => {
  it.each<[string, unknown, string, string]>([
    [
      'a detail is shown as is',
      new ApiError(415, 'Unsupported file type', {}),
      'Unsupported file type',
      'Unsupported file type',
    ],
    [
      'a validation list shows its first message',
      new ApiError(422, [{ loc: ['file'], msg: 'File is empty', type: 'x' }], {}),
      'File is empty',
      'File is empty',
    ],
    [
      'no detail gives the fallback',
      new ApiError(500, undefined, ''),
      'Failed to determine document type. Please try again.',
      'Failed to process document. Please try again.',
    ],
    [
      'no reply at all gives the fallback',
      new TypeError('Failed to fetch'),
      'Failed to determine document type. Please try again.',
      'Failed to process document. Please try again.',
    ],
  ])('%s', (_name, error, detection, processing) => {
    expect(detectionErrorMessage(error)).toBe(detection);
    expect(processingErrorMessage(error)).toBe(processing);
  });
});

describe('confidence', () => {
  it.each([
    [0.873, '87%'],
    [1, '100%'],
    [0, '0%'],
    [1.4, '100%'],
    [-0.2, '0%'],
    [Number.NaN, '0%'],
  ])('%d → %s', (value, expected) => {
    expect(formatConfidence(value)).toBe(expected);
  });

  it.each([
    [0.59, true],
    [0.6, false],
    [0.95, false],
    [Number.NaN, true],
  ])('%d is low: %s', (value, expected) => {
    expect(isLowConfidence(value)).toBe(expected);
  });

  it('describes the reading', () => {
    expect(describeReading(makeProposal({ page_count: 1, confidence: 0.5, detected_type: 'Invoice' }))).toBe(
      'Read as Invoice (50%), 1 page, pdf-text',
    );
  });

  it.each([
    [[], null],
    [[3], 'Page 3 was not read in time: check it in the document and fill in what is missing.'],
    [
      [14, 11, 12, 13, 16],
      'Pages 11–14 and 16 were not read in time: check them in the document and fill in what is missing.',
    ],
    [
      [2, 5, 6, 9],
      'Pages 2, 5–6 and 9 were not read in time: check them in the document and fill in what is missing.',
    ],
  ])('names the scanned pages not read (%j)', (pages, expected) => {
    expect(describeUnreadPages(makeProposal({ pages_not_read: pages }))).toBe(expected);
  });
});
