import { describe, expect, it } from 'vitest';
import { describeAddressMismatch, isSameStreet, toStreetKey } from './address-match';

describe('toStreetKey', () => {
  it('keeps the number and the street, without the unit, the city or the suffix spelling', () => {
    expect(toStreetKey('915 Alder Street, Unit 3, Eugene, OR 97401')).toEqual({
      number: '915',
      street: ['alder'],
      suffix: 'st',
    });
    expect(toStreetKey('915 ALDER ST. APT 3')).toEqual({ number: '915', street: ['alder'], suffix: 'st' });
    expect(toStreetKey('12B North Oak Avenue #4')).toEqual({
      number: '12b',
      street: ['n', 'oak'],
      suffix: 'ave',
    });
    expect(toStreetKey('400 Main St N')).toEqual({ number: '400', street: ['main', 'n'], suffix: 'st' });
  });

  it('is null when there is no number to compare', () => {
    expect(toStreetKey('Alder Street')).toBeNull();
    expect(toStreetKey('915')).toBeNull();
    expect(toStreetKey('')).toBeNull();
    expect(toStreetKey(null)).toBeNull();
  });
});

describe('isSameStreet', () => {
  const key = (address: string) => toStreetKey(address)!;
  it.each([
    ['915 Alder Street', '915 Alder St', true],
    ['915 Alder', '915 Alder St', true],
    ['20 W Birch Lane', '20 West Birch Ln', true],
    ['915 Alder Street', '917 Alder Street', false],
    ['915 Alder Street', '915 Alder Avenue', false],
    ['915 Alder Street', '915 Cedar Street', false],
  ])('%s / %s → %s', (a, b, same) => {
    expect(isSameStreet(key(a), key(b))).toBe(same);
  });
});

describe('describeAddressMismatch', () => {
  it('names both streets when they differ', () => {
    expect(describeAddressMismatch('915 Alder Street, Unit 3', '20 Birch Lane, Eugene')).toBe(
      'The document names 915 Alder Street, but the chosen property is 20 Birch Lane. Check that this is the right property.',
    );
  });

  it('says nothing when they agree or one cannot be compared', () => {
    expect(describeAddressMismatch('915 alder st., unit 3', '915 Alder Street')).toBeNull();
    expect(describeAddressMismatch(null, '915 Alder Street')).toBeNull();
    expect(describeAddressMismatch('PO Box 12', '915 Alder Street')).toBeNull();
  });
});
