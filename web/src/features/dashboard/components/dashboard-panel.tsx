import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** A titled card of the metrics dashboard: the title, its small label (e.g. 'Last 6 months'), the body. */
export function DashboardPanel({
  title,
  label,
  aside,
  className,
  children,
}: {
  title: string;
  label?: string;
  /** Shown at the right of the header, e.g. a total. */
  aside?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-label={title}
      className={cn('flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-xs', className)}
    >
      <header className="flex items-start justify-between gap-3">
        <div>
          <h2 className="text-base font-semibold text-slate-900">{title}</h2>
          {label && <p className="mt-0.5 text-sm text-slate-500">{label}</p>}
        </div>
        {aside}
      </header>
      <div className="mt-4 flex-1">{children}</div>
    </section>
  );
}

/** An honest empty chart or list: says there is nothing yet instead of drawing sample data. */
export function EmptyPanelMessage({ children, height }: { children: ReactNode; height?: number }) {
  return (
    <p
      className="flex items-center justify-center rounded-lg border border-dashed border-slate-200 bg-slate-50 px-4 py-6 text-center text-sm text-slate-500"
      style={height ? { height } : undefined}
    >
      {children}
    </p>
  );
}
