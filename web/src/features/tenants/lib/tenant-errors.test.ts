import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { tenantSaveErrorMessage } from './tenant-errors';

const issue = (msg: string) => ({ loc: ['body', 'first_name'], msg, type: 'custom' });

describe('tenantSaveErrorMessage', () => {
  it.each<[string, unknown, string]>([
    [
      'a 422 list joins the msg values with spaces',
      new ApiError(422, [issue('First name is required'), issue('Enter a valid email address')], {}),
      'First name is required Enter a valid email address',
    ],
    [
      'a one-item list is its msg',
      new ApiError(422, [issue('Last name is required')], {}),
      'Last name is required',
    ],
    ['a string detail is shown as is', new ApiError(404, 'Property not found', {}), 'Property not found'],
    [
      'a reply without detail is unknown',
      new ApiError(500, undefined, '<html>'),
      'An unknown error occurred.',
    ],
    ['an empty list is unknown', new ApiError(422, [], {}), 'An unknown error occurred.'],
    ['an empty string is unknown', new ApiError(400, '', {}), 'An unknown error occurred.'],
    [
      'no reply (network) is the fallback',
      new TypeError('Failed to fetch'),
      'Failed to add tenant. Please try again.',
    ],
  ])('%s', (_name, error, expected) => {
    expect(tenantSaveErrorMessage(error)).toBe(expected);
  });

  it('takes another fallback for other screens', () => {
    expect(tenantSaveErrorMessage(new Error('offline'), 'Failed to update tenant. Please try again.')).toBe(
      'Failed to update tenant. Please try again.',
    );
  });
});
