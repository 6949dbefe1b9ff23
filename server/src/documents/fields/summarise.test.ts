import { describe, expect, it } from 'vitest';
import { findTitle, summariseDocument } from './summarise.js';

describe('summariseDocument', () => {
  it('pay-or-quit notice: title, property and the amount demanded', () => {
    const summary = summariseDocument(
      `THREE-DAY NOTICE TO PAY RENT OR QUIT
To: Lyle Barnes, 22 Cedar St, Apt 5, Fresno, CA 93701
Your rent of $1,200.00 per month is past due. Total due: $1,275.00 including a $75.00 late fee.
Pay within three days or deliver possession.`,
      'Legal',
    );
    expect(summary).toBe(
      'Three-day notice to pay rent or quit for 22 Cedar St, Apt 5, Fresno, $1,275 demanded',
    );
  });

  it('inspection report: title and unit', () => {
    expect(
      summariseDocument(
        'MOVE-OUT INSPECTION REPORT\nProperty: 9 Lake Rd, Unit 4B, Duluth, MN 55802\nKitchen: clean',
        'Other',
      ),
    ).toBe('Move-out inspection report for 9 Lake Rd, Unit 4B, Duluth');
  });

  it('flyer: a rental listing with rooms and rent', () => {
    expect(
      summariseDocument(
        'FOR RENT\n3 bed / 2 bath home\n15 Oak Ave, Tulsa, OK 74104\n$1,400/month\nCall today',
        'Other',
      ),
    ).toBe('Rental listing for 15 Oak Ave, Tulsa (3 bed, 2 bath, $1,400/month)');
  });

  it('rental application: who applied', () => {
    expect(
      summariseDocument(
        'RENTAL APPLICATION\nFull name: Ana Ortiz   Phone: 555-0100\nCurrent rent: $900',
        'Other',
      ),
    ).toBe('Rental application from Ana Ortiz');
  });

  it('text without a title: its first sentence; no text at all: says so', () => {
    expect(summariseDocument('Please remember the pool opens on Saturday. Bring your pass.', 'Other')).toBe(
      'Please remember the pool opens on Saturday.',
    );
    expect(summariseDocument('   ', 'Other')).toBe('Document without readable text');
  });

  it('finds the heading after a scan mark or a court caption', () => {
    expect(findTitle('5 FOURTEEN-DAY NOTICE TO REMEDY BREACH\nDate: May 1, 2025')).toBe(
      'Fourteen-day notice to remedy breach',
    );
    expect(
      findTitle(
        'SUPERIOR COURT OF ARIZONA\nACME LLC, Plaintiff\nv.\nJOE DOE, Defendant\nSUMMONS\nYou are being sued.',
      ),
    ).toBe('Summons');
  });
});
