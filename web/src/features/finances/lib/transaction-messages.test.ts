import { describe, expect, it } from 'vitest';
import { deleteConfirmText, deleteOutcomeToast } from './transaction-messages';

describe('deleteConfirmText', () => {
  it.each([
    [1, 'Are you sure you want to delete 1 selected transaction(s)? This action cannot be undone.'],
    [3, 'Are you sure you want to delete 3 selected transaction(s)? This action cannot be undone.'],
    [50, 'Are you sure you want to delete 50 selected transaction(s)? This action cannot be undone.'],
  ])('for %i rows', (count, text) => {
    expect(deleteConfirmText(count)).toBe(text);
  });
});

describe('deleteOutcomeToast', () => {
  it.each([
    ['one row deleted', { attempted: 1, failed: 0 }, 'success', 'Transaction deleted successfully'],
    ['one row failed', { attempted: 1, failed: 1 }, 'error', 'Failed to delete transaction'],
    ['all of several deleted', { attempted: 3, failed: 0 }, 'success', 'Successfully deleted 3 transactions'],
    ['two of two deleted', { attempted: 2, failed: 0 }, 'success', 'Successfully deleted 2 transactions'],
    ['some of several failed', { attempted: 3, failed: 1 }, 'error', 'Failed to delete some transactions'],
    ['all of several failed', { attempted: 3, failed: 3 }, 'error', 'Failed to delete some transactions'],
  ])('%s', (_name, outcome, tone, message) => {
    expect(deleteOutcomeToast(outcome)).toEqual({ tone, message });
  });
});
