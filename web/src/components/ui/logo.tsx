import { cn } from '@/lib/cn';

/** The Astor mark and word. Decorative mark; the word carries the name. */
export function Logo({ className, wordClassName }: { className?: string; wordClassName?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2 font-semibold text-slate-900', className)}>
      <svg viewBox="0 0 32 32" className="size-8 shrink-0" aria-hidden>
        <rect width="32" height="32" rx="8" className="fill-indigo-600" />
        <path d="M9 23 16 8l7 15h-4l-3-6.8L13 23Z" className="fill-white" />
        <circle cx="23" cy="23" r="2.5" className="fill-emerald-400" />
      </svg>
      <span className={cn('text-lg tracking-tight', wordClassName)}>Astor</span>
    </span>
  );
}
