import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** A minimal landing page (spec §2); the full page with features and pricing is a later issue. */
export function LandingRoute() {
  return (
    <main className="relative flex flex-1 items-center overflow-hidden">
      <div
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top,rgba(99,102,241,0.12),transparent_60%)]"
        aria-hidden
      />
      <div className="mx-auto max-w-3xl px-4 py-24 text-center sm:px-6">
        <p className="inline-flex items-center gap-2 rounded-full border border-emerald-200 bg-emerald-50 px-3 py-1 text-xs font-medium text-emerald-700">
          $29/mo deal, free during beta
        </p>
        <h1 className="mt-6 text-4xl font-semibold tracking-tight text-balance text-slate-900 sm:text-6xl">
          Simplify your property operations. Maximize your profit.
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-pretty text-slate-600">
          Astor keeps your properties, tenants, leases, finances and documents in one place, with an assistant
          that reads your documents for you.
        </p>
        <div className="mt-10 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <Link to={paths.auth.signup.getHref()} className={buttonClasses({ size: 'lg' })}>
            Try for free
            <ArrowRight className="size-4" aria-hidden />
          </Link>
          <Link
            to={paths.auth.login.getHref()}
            className={buttonClasses({ variant: 'secondary', size: 'lg' })}
          >
            Login
          </Link>
        </div>
      </div>
    </main>
  );
}
