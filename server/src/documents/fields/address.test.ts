import { describe, expect, it } from 'vitest';
import { findAddresses, findStateMention, stateCode } from './address.js';

describe('findAddresses', () => {
  it.each([
    [
      'located at 4521 North Elm Street, Apt 12B, Sacramento, California 95814.',
      '4521 North Elm Street, Apt 12B',
      'Sacramento',
      'CA',
      '95814',
    ],
    ['77 Broadway, New York, NY 10006', '77 Broadway', 'New York', 'NY', '10006'],
    [
      '1200 W. Congress Ave. Suite 300\nAustin, TX 78701',
      '1200 W. Congress Ave. Suite 300',
      'Austin',
      'TX',
      '78701',
    ],
    ['500 Oak Street Austin TX 78701', '500 Oak Street', 'Austin', 'TX', '78701'],
    ['1180 Beacon Hill Road, Concord, NH 03301', '1180 Beacon Hill Road', 'Concord', 'NH', '03301'],
    [
      '88 Vesey Lane, Lower Unit, Providence, RI 02906',
      '88 Vesey Lane, Lower Unit',
      'Providence',
      'RI',
      '02906',
    ],
    ['4215 Farnam St, Boiler Room, Omaha, NE 68131', '4215 Farnam St', 'Omaha', 'NE', '68131'],
    ['P.O. Box 443, Omaha, NE 68102', 'P.O. Box 443', 'Omaha', 'NE', '68102'],
    ['12 Main Street, Concord, NH', '12 Main Street', 'Concord', 'NH', null],
  ])('%s', (text, street, city, state, zip) => {
    const [address] = findAddresses(text);
    expect(address).toMatchObject({ street, city, state, zip });
  });

  it('does not take a lowercase word for a state code', () => {
    expect(findAddresses('1180 Beacon Hill Road, Austin, TX 78701')[0]?.street).toBe('1180 Beacon Hill Road');
    expect(findAddresses('The rent for 12 months is due on time')).toEqual([]);
  });

  it('never takes the end of a word for a state code', () => {
    expect(findAddresses("8. SUBLEASE 9 9. COSTS 9 10, LESSEE'S WORKS 10 11. RENT")).toEqual([]);
    expect(findAddresses('BETWEEN: KS 8 KING STREET EAST INC. ("Landlord")')).toEqual([]);
  });

  it('reads a Canadian province written out', () => {
    expect(
      findAddresses('PROJECT: 8 King Street East, Toronto, Ontario PREMISES: Suite 1802')[0],
    ).toMatchObject({
      street: '8 King Street East',
      city: 'Toronto',
      state: 'ON',
    });
    expect(stateCode('British Columbia')).toBe('BC');
  });

  it('scores a ZIP that belongs to the stated city and state highest', () => {
    const [known] = findAddresses('10 Congress Ave, Austin, TX 78701');
    const [wrongState] = findAddresses('10 Congress Ave, Austin, CA 78701');
    expect(known!.confidence).toBeGreaterThan(wrongState!.confidence);
  });
});

describe('stateCode', () => {
  it.each([
    ['Arizona', 'AZ'],
    ['new  york', 'NY'],
    ['TX', 'TX'],
    ['tx', 'TX'],
    ['XX', null],
  ])('%s → %s', (name, code) => {
    expect(stateCode(name)).toBe(code);
  });

  it('finds the governing state named in prose', () => {
    expect(findStateMention('governed by the laws of the State of Minnesota.')).toBe('MN');
  });
});
