import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** A column's name in a table's head row; `align="right"` over figures. */
export function ColumnHeader({
  align,
  className,
  children,
}: {
  align?: 'right';
  className?: string;
  children: ReactNode;
}) {
  return (
    <th scope="col" className={cn('px-3 py-2', align === 'right' && 'text-right', className)}>
      {children}
    </th>
  );
}

/** The head of the narrow column of a row's buttons, named for screen readers only. */
export function ActionsHeader() {
  return (
    <th scope="col" className="w-10 px-2 py-2">
      <span className="sr-only">Actions</span>
    </th>
  );
}
