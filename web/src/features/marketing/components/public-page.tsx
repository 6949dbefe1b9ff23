import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';

/**
 * The frame of the footer's pages (features, pricing, about, legal...): a way back home (the shared header
 * only shows on the landing page, docs/product.md#site-header-and-footer), the title, a lead paragraph and
 * the content. The tab's title is the route's (router.tsx).
 */
export function PublicPage({
  eyebrow,
  title,
  lead,
  children,
  width = 'narrow',
}: {
  eyebrow?: string;
  title: string;
  lead?: ReactNode;
  children: ReactNode;
  width?: 'narrow' | 'wide';
}) {
  return (
    <main id="main" className="flex-1 bg-white">
      <div
        className={cn(
          'mx-auto px-4 pt-8 pb-20 sm:px-6 sm:pt-10',
          width === 'wide' ? 'max-w-5xl' : 'max-w-3xl',
        )}
      >
        <Link
          to={paths.home.getHref()}
          className="inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-slate-600 hover:text-slate-900"
        >
          <ArrowLeft className="size-4" aria-hidden />
          Astor home
        </Link>
        <header className="mt-10 border-b border-slate-200 pb-10">
          {eyebrow && (
            <p className="text-sm font-semibold tracking-wide text-indigo-600 uppercase">{eyebrow}</p>
          )}
          <h1 className="mt-2 text-4xl font-semibold tracking-tight text-balance text-slate-900">{title}</h1>
          {lead && <p className="mt-4 text-lg text-pretty text-slate-600">{lead}</p>}
        </header>
        <div className="mt-10 space-y-12">{children}</div>
      </div>
    </main>
  );
}

const proseClasses =
  'mt-3 space-y-3 text-base leading-7 text-slate-600 ' +
  '[&_a]:font-medium [&_a]:text-indigo-700 [&_a]:underline [&_a]:underline-offset-2 hover:[&_a]:text-indigo-900 ' +
  '[&_strong]:font-semibold [&_strong]:text-slate-900 ' +
  '[&_ul]:list-disc [&_ul]:space-y-1.5 [&_ul]:pl-5 [&_ol]:list-decimal [&_ol]:space-y-1.5 [&_ol]:pl-5 ' +
  '[&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1.5 [&_code]:py-0.5 [&_code]:text-sm [&_code]:text-slate-800 ' +
  '[&_pre]:overflow-x-auto [&_pre]:rounded-xl [&_pre]:bg-slate-900 [&_pre]:p-4 [&_pre]:text-sm [&_pre]:leading-6 [&_pre]:text-slate-100 ' +
  '[&_pre_code]:bg-transparent [&_pre_code]:p-0 [&_pre_code]:text-slate-100';

/** A titled block of running text; plain elements inside (p, ul, a, code, pre) get the page's style. */
export function PageSection({ id, title, children }: { id?: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={id ? `${id}-title` : undefined} className="scroll-mt-20">
      <h2 id={id ? `${id}-title` : undefined} className="text-xl font-semibold tracking-tight text-slate-900">
        {title}
      </h2>
      <div className={proseClasses}>{children}</div>
    </section>
  );
}
