import { Link } from 'react-router';
import { Settings } from 'lucide-react';
import { Button, buttonClasses } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { displayValue } from '@/lib/format';
import { useMe } from '@/lib/queries/me';
import { CURRENCY_LABELS, DEFAULT_CURRENCY, DEFAULT_TIME_ZONE, isCurrency } from '../lib/preferences';

/** /profile: who is signed in and their preferences, read only; changes are made in Settings. */
export function ProfilePage() {
  const me = useMe();

  return (
    <section className="mx-auto max-w-3xl">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Profile</h1>
        <Link to={paths.app.settings.getHref()} className={buttonClasses({ variant: 'secondary' })}>
          <Settings className="size-4" aria-hidden />
          Edit in Settings
        </Link>
      </div>
      <div className="mt-6">
        {me.isPending ? (
          <p role="status" className="flex items-center justify-center gap-2 py-16 text-sm text-slate-500">
            <Spinner /> Loading your profile...
          </p>
        ) : me.isError ? (
          <div className="space-y-3">
            <FormError message="Failed to load your profile." />
            <Button variant="secondary" onClick={() => void me.refetch()}>
              Try again
            </Button>
          </div>
        ) : (
          <div className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-xs">
            <div className="flex items-center gap-4 border-b border-slate-100 px-6 py-5">
              <span
                className="flex size-14 shrink-0 items-center justify-center rounded-full bg-indigo-600 text-xl font-semibold text-white"
                aria-hidden
              >
                {me.data.name.trim().charAt(0).toUpperCase() || '?'}
              </span>
              <div className="min-w-0">
                <p className="truncate text-lg font-semibold text-slate-900">{displayValue(me.data.name)}</p>
                <p className="truncate text-sm text-slate-500">{me.data.email}</p>
              </div>
            </div>
            <dl className="grid gap-x-6 gap-y-4 px-6 py-5 sm:grid-cols-2">
              <ProfileField label="Name" value={displayValue(me.data.name)} />
              <ProfileField label="Username" value={displayValue(me.data.email)} />
              <ProfileField
                label="Time zone"
                value={(me.data.timezone ?? DEFAULT_TIME_ZONE).replaceAll('_', ' ')}
              />
              <ProfileField
                label="Currency"
                value={CURRENCY_LABELS[isCurrency(me.data.currency) ? me.data.currency : DEFAULT_CURRENCY]}
              />
            </dl>
          </div>
        )}
      </div>
    </section>
  );
}

function ProfileField({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="mt-1 truncate text-sm text-slate-900">{value}</dd>
    </div>
  );
}
