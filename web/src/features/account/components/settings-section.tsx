import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** One block of the settings screen: a heading and a short explanation beside (or above) its content. */
export function SettingsSection({
  title,
  description,
  isDanger = false,
  children,
}: {
  title: string;
  description: ReactNode;
  isDanger?: boolean;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={cn(
        'grid gap-x-8 gap-y-4 rounded-xl border bg-white p-5 shadow-xs sm:p-6 md:grid-cols-[minmax(0,15rem)_minmax(0,1fr)]',
        isDanger ? 'border-red-200' : 'border-slate-200',
      )}
    >
      <div>
        <h2
          id={headingId}
          className={cn('text-base font-semibold', isDanger ? 'text-red-700' : 'text-slate-900')}
        >
          {title}
        </h2>
        <p className="mt-1 text-sm text-slate-500">{description}</p>
      </div>
      <div className="min-w-0">{children}</div>
    </section>
  );
}
