import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export const inputClasses =
  'block h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 shadow-xs ' +
  'placeholder:text-slate-400 transition-colors ' +
  'focus:border-indigo-500 focus:outline-none focus:ring-3 focus:ring-indigo-500/20 ' +
  'disabled:cursor-not-allowed disabled:bg-slate-50';

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input className={cn(inputClasses, className)} {...props} />;
}

/** A sum of money: a decimal keypad on phones, whole cents, more than 0. */
export function AmountInput(props: Omit<ComponentProps<'input'>, 'type'>) {
  return <Input type="number" inputMode="decimal" min={0.01} step={0.01} {...props} />;
}
