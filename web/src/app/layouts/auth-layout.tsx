import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CalendarDays, FileText, Sparkles } from 'lucide-react';
import { Logo } from '@/components/ui/logo';
import { paths } from '@/config/paths';

const highlights = [
  { icon: FileText, text: 'Extract data from leases, invoices and other documents.' },
  { icon: CalendarDays, text: 'Keep rent, maintenance and lease renewals on one calendar.' },
  { icon: Sparkles, text: 'Ask Astor, your AI property assistant, about your portfolio.' },
];

/** Sign-in and sign-up: the form on a white card, the product's promise beside it on wide screens. */
export function AuthLayout({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="grid min-h-dvh bg-slate-50 lg:grid-cols-[1fr_minmax(0,520px)]">
      <main className="flex flex-col px-4 py-8 sm:px-8">
        <Link to={paths.home.getHref()} className="self-start rounded-lg" aria-label="Astor home">
          <Logo />
        </Link>
        <div className="flex flex-1 items-center justify-center py-10">
          <div className="w-full max-w-md">
            <div className="mb-8 text-center">
              <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
              {subtitle && <p className="mt-2 text-sm text-slate-600">{subtitle}</p>}
            </div>
            <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
              {children}
            </div>
          </div>
        </div>
      </main>
      <aside className="relative hidden overflow-hidden bg-indigo-950 px-12 py-16 text-indigo-50 lg:flex lg:flex-col lg:justify-center">
        <div
          className="absolute inset-0 bg-[radial-gradient(circle_at_20%_20%,rgba(99,102,241,0.45),transparent_55%),radial-gradient(circle_at_80%_90%,rgba(16,185,129,0.25),transparent_50%)]"
          aria-hidden
        />
        <div className="relative">
          <p className="text-sm font-semibold tracking-wide text-emerald-300 uppercase">
            Property management
          </p>
          <p className="mt-3 text-3xl leading-tight font-semibold text-white">
            Simplify your operations. Maximize your profit.
          </p>
          <ul className="mt-10 space-y-5">
            {highlights.map(({ icon: Icon, text }) => (
              <li key={text} className="flex items-start gap-3 text-sm text-indigo-100">
                <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-white/10">
                  <Icon className="size-4 text-emerald-300" aria-hidden />
                </span>
                <span className="pt-1.5">{text}</span>
              </li>
            ))}
          </ul>
        </div>
      </aside>
    </div>
  );
}
