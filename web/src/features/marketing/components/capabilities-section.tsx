import { ClipboardCheck, FileSpreadsheet, Receipt, ShieldCheck } from 'lucide-react';

const CAPABILITIES = [
  {
    icon: ClipboardCheck,
    title: 'Compliance tracker',
    text: 'Checklists per property (smoke alarms, inspections, insurance) with repeating due dates, flagged when due soon or overdue.',
  },
  {
    icon: Receipt,
    title: 'Invoices become expenses',
    text: 'Upload an invoice and Astor proposes the vendor, amount, date and property; you check them and the expense is recorded.',
  },
  {
    icon: FileSpreadsheet,
    title: 'Books ready for tax time',
    text: 'Income and expenses per property, bank CSV import with duplicate matching, CSV export and a Schedule E summary.',
  },
  {
    icon: ShieldCheck,
    title: 'Your data stays yours',
    text: 'Open source and self-hosted. Two commands start it on your laptop; no tracking, no third-party analytics.',
  },
];

/** docs/product.md#landing-page: the capabilities section, four items. */
export function CapabilitiesSection() {
  return (
    <section aria-labelledby="capabilities-title" className="py-20 sm:py-28">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold tracking-wide text-indigo-600 uppercase">Capabilities</p>
          <h2
            id="capabilities-title"
            className="mt-2 text-3xl font-semibold tracking-tight text-slate-900 sm:text-4xl"
          >
            The busywork, handled
          </h2>
        </div>
        <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {CAPABILITIES.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <span className="flex size-10 items-center justify-center rounded-lg bg-emerald-50 text-emerald-700">
                <Icon className="size-5" aria-hidden />
              </span>
              <h3 className="mt-4 text-base font-semibold text-slate-900">{title}</h3>
              <p className="mt-2 text-sm text-slate-600">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
