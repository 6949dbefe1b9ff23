import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { deleteFailureMessage } from './vault-messages';

describe('deleteFailureMessage', () => {
  it.each([
    [
      'a 409 says the record is referenced, whatever the detail',
      new ApiError(409, 'Vendor has 2 invoices', {}),
      'Failed to delete record. This record is referenced by other items and cannot be deleted.',
    ],
    [
      'another failure gives the detail',
      new ApiError(404, 'Vendor not found', {}),
      'Failed to delete record. Vendor not found',
    ],
    [
      'a validation list gives its first message',
      new ApiError(422, [{ loc: ['id'], msg: 'Invalid id', type: 'x' }], {}),
      'Failed to delete record. Invalid id',
    ],
    [
      'no detail: please try again',
      new ApiError(500, undefined, {}),
      'Failed to delete record. Please try again.',
    ],
    [
      'an empty detail: please try again',
      new ApiError(500, '', {}),
      'Failed to delete record. Please try again.',
    ],
    [
      'a network error: please try again',
      new TypeError('Failed to fetch'),
      'Failed to delete record. Please try again.',
    ],
  ])('%s', (_name, error, message) => {
    expect(deleteFailureMessage(error)).toBe(message);
  });
});
