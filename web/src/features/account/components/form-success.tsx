import type { ReactNode } from 'react';
import { CircleCheck } from 'lucide-react';

/** A form's success message, announced politely; the counterpart of FormError. */
export function FormSuccess({ children }: { children: ReactNode }) {
  return (
    <div
      role="status"
      className="flex items-start gap-2 rounded-lg border border-emerald-200 bg-emerald-50 px-3 py-2.5 text-sm text-emerald-800"
    >
      <CircleCheck className="mt-0.5 size-4 shrink-0" aria-hidden />
      <div>{children}</div>
    </div>
  );
}
