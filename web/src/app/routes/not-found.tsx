import { Link, useLocation } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';

export function NotFoundRoute() {
  const { pathname } = useLocation();
  return (
    <main className="flex min-h-[60dvh] flex-1 flex-col items-center justify-center px-4 py-24 text-center">
      <p className="text-sm font-semibold text-indigo-600">404</p>
      <h1 className="mt-2 text-3xl font-semibold tracking-tight text-slate-900">Page not found</h1>
      <p className="mt-3 max-w-md text-sm break-all text-slate-600">
        There is no page at{' '}
        <code className="rounded bg-slate-100 px-1.5 py-0.5 text-slate-800">{pathname}</code>.
      </p>
      <div className="mt-8 flex gap-3">
        <Link to={paths.home.getHref()} className={buttonClasses({ variant: 'secondary' })}>
          Go home
        </Link>
        <Link to={paths.app.dashboard.getHref()} className={buttonClasses()}>
          Go to dashboard
        </Link>
      </div>
    </main>
  );
}
