import { useState } from 'react';
import { Tabs } from '@/components/ui/tabs';
import { LedgerPanel } from './ledger-panel';
import { ReportsPanel } from './reports-panel';

type FinancesTab = 'ledger' | 'reports';

const TABS = [
  { value: 'ledger', label: 'Ledger' },
  { value: 'reports', label: 'Reports' },
] as const;

/** docs/product.md#ledger: the ledger, and the reports (rent roll, Schedule E) beside it. */
export function FinancesView() {
  const [tab, setTab] = useState<FinancesTab>('ledger');
  return (
    <section className="mx-auto max-w-7xl">
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Finances</h1>
      <p className="mt-1 text-sm text-slate-500">Every income and expense across your properties.</p>
      <Tabs label="Finances" tabs={TABS} value={tab} onChange={setTab} className="mt-6">
        {tab === 'ledger' ? <LedgerPanel /> : <ReportsPanel />}
      </Tabs>
    </section>
  );
}
