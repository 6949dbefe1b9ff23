import { Check } from 'lucide-react';

/** What the price includes, one checked line each (docs/product.md#audience-and-pricing). */
export function IncludedList({ items }: { items: readonly string[] }) {
  return (
    <ul className="mt-6 space-y-3 text-sm text-slate-700">
      {items.map((item) => (
        <li key={item} className="flex gap-3">
          <Check className="mt-0.5 size-4 shrink-0 text-emerald-600" aria-hidden />
          {item}
        </li>
      ))}
    </ul>
  );
}
