import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Label } from './label';

/**
 * A form field: its label above the control, then an optional note and error, with the spacing every form
 * uses. `id` is the control's, so the label names it; the note is `${id}-note` and the error `${id}-error`,
 * for the control's aria-describedby.
 */
export function Field({
  id,
  label,
  className,
  labelClassName,
  note,
  error,
  children,
}: {
  id: string;
  label: ReactNode;
  className?: string;
  labelClassName?: string;
  /** A short explanation under the control. */
  note?: string;
  /** What is wrong with the value, under the control (and the note). */
  error?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn('space-y-1.5', className)}>
      <Label htmlFor={id} className={labelClassName}>
        {label}
      </Label>
      {children}
      {note && (
        <p id={`${id}-note`} className="text-xs text-slate-500">
          {note}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-xs text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
