import type { LedgerPage, LedgerRow } from '@astor/contract/ledger';
import type { Aging, RentRoll, RentRollRow } from '@astor/contract/rent-ledger';

export function makeRow(overrides: Partial<LedgerRow> & Pick<LedgerRow, 'record_id' | 'type'>): LedgerRow {
  return {
    id: `${overrides.type}-${overrides.record_id}`,
    transaction_date: '2026-03-01',
    description: null,
    entity: null,
    category: null,
    amount: overrides.type === 'expense' ? -10 : 10,
    currency: 'USD',
    bank_account: null,
    method: null,
    property_id: 'p1',
    property_address: '12 Elm Street',
    ...overrides,
  };
}

export function makePage(items: LedgerRow[], overrides: Partial<LedgerPage> = {}): LedgerPage {
  const cents = (type: LedgerRow['type']) =>
    items
      .filter((row) => row.type === type)
      .reduce((sum, row) => sum + Math.round(Math.abs(row.amount) * 100), 0);
  const income = cents('income');
  const expenses = cents('expense');
  return {
    items,
    total: items.length,
    summary: {
      income: income / 100,
      expenses: expenses / 100,
      net: (income - expenses) / 100,
      score: income >= expenses ? 'Good' : 'Review',
      count: items.length,
    },
    ...overrides,
  };
}

const NO_AGING: Aging = { current: 0, d1_30: 0, d31_60: 0, d61_90: 0, d90_plus: 0 };

export function makeRentRollRow(
  overrides: Partial<RentRollRow> & Pick<RentRollRow, 'lease_id'>,
): RentRollRow {
  return {
    property_id: 'p1',
    property_address: '12 Elm Street',
    tenant_names: 'Ada Lovelace',
    rent: 1500,
    charged: 1500,
    paid: 1500,
    balance: 0,
    status: 'paid',
    days_late: 0,
    aging: NO_AGING,
    ...overrides,
  };
}

/** A rent roll of these rows, with their totals summed to the cent as the server does. */
export function makeRentRoll(rows: RentRollRow[], asOf = '2026-03-10'): RentRoll {
  const sum = (pick: (row: RentRollRow) => number) =>
    rows.reduce((total, row) => total + Math.round(pick(row) * 100), 0) / 100;
  return {
    as_of: asOf,
    rows,
    totals: {
      rent: sum((row) => row.rent),
      charged: sum((row) => row.charged),
      paid: sum((row) => row.paid),
      balance: sum((row) => row.balance),
      aging: {
        current: sum((row) => row.aging.current),
        d1_30: sum((row) => row.aging.d1_30),
        d31_60: sum((row) => row.aging.d31_60),
        d61_90: sum((row) => row.aging.d61_90),
        d90_plus: sum((row) => row.aging.d90_plus),
      },
    },
  };
}
