import type { LedgerPage, LedgerRow } from '@astor/contract/ledger';

export function makeRow(overrides: Partial<LedgerRow> & Pick<LedgerRow, 'record_id' | 'type'>): LedgerRow {
  return {
    id: `${overrides.type}-${overrides.record_id}`,
    transaction_date: '2026-03-01',
    description: null,
    entity: null,
    category: null,
    amount: overrides.type === 'expense' ? -10 : 10,
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
