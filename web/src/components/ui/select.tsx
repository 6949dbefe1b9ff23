import type { ComponentProps } from 'react';
import { ChevronDown } from 'lucide-react';
import { cn } from '@/lib/cn';
import { inputClasses } from './input';

/** A native select with the input look: keyboard, mobile pickers and labels work as the browser does. */
export function Select({ className, children, ...props }: ComponentProps<'select'>) {
  return (
    <div className="relative">
      <select className={cn(inputClasses, 'cursor-pointer appearance-none pr-9', className)} {...props}>
        {children}
      </select>
      <ChevronDown
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-400"
        aria-hidden
      />
    </div>
  );
}

/** A select's options from a list of strings, each its own value and text. */
export function TextOptions({ options }: { options: readonly string[] }) {
  return options.map((option) => (
    <option key={option} value={option}>
      {option}
    </option>
  ));
}

/** A select's options for the user's properties: each by its id, shown by its address. */
export function PropertyOptions({
  properties,
}: {
  properties: readonly { id: string; address: string }[] | undefined;
}) {
  return properties?.map((property) => (
    <option key={property.id} value={property.id}>
      {property.address}
    </option>
  ));
}
