import { ChartPie, CreditCard, Users, Wallet, type LucideIcon } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { requestAddProperty } from '../lib/pending-action';

const FEATURES: ReadonlyArray<{ title: string; text: string; icon: LucideIcon }> = [
  {
    title: 'Financial Tracking',
    text: 'Record income and expenses per property and see revenue, net income and where the money goes.',
    icon: Wallet,
  },
  {
    title: 'Tenant Management',
    text: 'Keep each tenant’s contact details and lease together, with upcoming renewals in view.',
    icon: Users,
  },
  {
    title: 'Payment Processing',
    text: 'Record rent payments against leases and see which rents are paid, late or still outstanding.',
    icon: CreditCard,
  },
  {
    title: 'Property Insights',
    text: 'See your properties on a map, with monthly figures, expense breakdowns and maintenance status.',
    icon: ChartPie,
  },
];

/** docs/product.md#empty-dashboard: with zero properties, the welcome overlay and the feature cards. */
export function DashboardEmptyState() {
  const navigate = useNavigate();
  const addFirstProperty = () => {
    // The Properties page opens its Add Property dialog from this marker (docs/product.md#pending-actions).
    requestAddProperty();
    void navigate(paths.app.properties.getHref());
  };

  return (
    <section
      aria-labelledby="dashboard-welcome"
      className="relative overflow-hidden rounded-2xl border border-slate-200 bg-gradient-to-br from-indigo-50 via-white to-sky-50 px-6 py-12 shadow-xs sm:px-10"
    >
      <div className="mx-auto max-w-2xl text-center">
        <h1 id="dashboard-welcome" className="text-3xl font-semibold tracking-tight text-slate-900">
          Welcome to Your Dashboard
        </h1>
        <p className="mt-3 text-base text-slate-600">
          Get started by adding your first property to unlock powerful management features.
        </p>
        <Button size="lg" className="mt-8" onClick={addFirstProperty}>
          Add Your First Property
        </Button>
      </div>

      <ul className="mx-auto mt-12 grid max-w-5xl gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {FEATURES.map(({ title, text, icon: Icon }) => (
          <li key={title} className="rounded-xl border border-slate-200 bg-white/80 p-5 shadow-xs">
            <span className="flex size-10 items-center justify-center rounded-lg bg-indigo-50 text-indigo-600">
              <Icon className="size-5" aria-hidden />
            </span>
            <h2 className="mt-4 text-sm font-semibold text-slate-900">{title}</h2>
            <p className="mt-1 text-sm text-slate-500">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
