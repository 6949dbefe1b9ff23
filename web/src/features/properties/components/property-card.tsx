import { Bath, BedDouble } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import type { PropertyCardView } from '../lib/card-metrics';

/**
 * docs/product.md#property-cards: one property in the grid. The address is the button that opens the detail
 * modal (so it names the button), stretched over the whole card so that a click anywhere opens it.
 */
export function PropertyCard({ card, onOpen }: { card: PropertyCardView; onOpen: () => void }) {
  return (
    <article className="group relative flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-xs transition hover:-translate-y-0.5 hover:border-indigo-200 hover:shadow-md has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-indigo-600">
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={card.isCommercial ? 'amber' : 'green'}>{card.typeBadge}</Badge>
      </div>
      <h2 className="mt-3 text-base font-semibold text-slate-900 group-hover:text-indigo-700">
        <button
          type="button"
          onClick={onOpen}
          className="cursor-pointer text-left after:absolute after:inset-0 after:rounded-xl focus:outline-none"
        >
          {card.address}
        </button>
      </h2>
      {card.locality && <p className="text-sm text-slate-500">{card.locality}</p>}
      {card.rooms.length > 0 && (
        <div className="mt-3 flex gap-4 text-sm text-slate-600">
          {card.rooms.map((room) => {
            const Icon = room.label === 'Bedrooms' ? BedDouble : Bath;
            return (
              <span key={room.label} className="inline-flex items-center gap-1.5">
                <Icon className="size-4 text-slate-400" aria-hidden />
                {room.value} <span className="text-slate-500">{room.label.toLowerCase()}</span>
              </span>
            );
          })}
        </div>
      )}
      <dl className="mt-4 grid grid-cols-3 gap-2 border-t border-slate-100 pt-4 text-sm">
        <div>
          <dt className="text-xs text-slate-500">Monthly Rent</dt>
          <dd className="font-semibold text-slate-900 tabular-nums">{card.monthlyRent}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">HOA Fee</dt>
          <dd className="font-semibold text-slate-900 tabular-nums">{card.hoaFee}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">Lease Ends</dt>
          <dd className="font-semibold text-slate-900">{card.leaseEnds}</dd>
        </div>
      </dl>
    </article>
  );
}
