import type { ComponentProps } from 'react';
import { Search } from 'lucide-react';
import { cn } from '@/lib/cn';
import { Input } from './input';

/**
 * A search box with the magnifier inside on the left. `className` is the box's (its width in a toolbar);
 * the other props are the input's (name it with `aria-label`).
 */
export function SearchInput({ className, ...props }: Omit<ComponentProps<'input'>, 'type'>) {
  return (
    <div className={cn('relative', className)}>
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
        aria-hidden
      />
      <Input type="search" {...props} className="pl-9" />
    </div>
  );
}
