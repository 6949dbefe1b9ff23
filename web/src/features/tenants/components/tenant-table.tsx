import { useState } from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import type { Tenant } from '@astor/contract/tenants';
import { useDocumentTop, VIRTUALIZE_FROM } from '@/components/ui/virtual-grid';
import { displayValue, formatDate, formatMoneyWhole } from '@/lib/format';
import { ContactLinks } from './contact-links';
import { fullName, Initials } from './tenant-card';
import { TenantStatusBadge } from './tenant-status-badge';

/** A row's height before it is measured (two lines of text with the initials). */
const ESTIMATED_ROW_HEIGHT = 65;

/**
 * The list view: the same facts as the cards, one row per tenant; a row click opens the detail popup.
 * A long list keeps only the rows near the viewport in the table, with spacer rows for the rest.
 */
export function TenantTable({ tenants, onOpen }: { tenants: Tenant[]; onOpen: (tenant: Tenant) => void }) {
  const [body, setBody] = useState<HTMLTableSectionElement | null>(null);
  const scrollMargin = useDocumentTop(body);
  const isWindowed = tenants.length >= VIRTUALIZE_FROM;
  const virtualizer = useWindowVirtualizer({
    count: isWindowed ? tenants.length : 0,
    estimateSize: () => ESTIMATED_ROW_HEIGHT,
    overscan: 10,
    scrollMargin,
    getItemKey: (index) => (tenants[index] as Tenant).id,
  });
  const windowRows = virtualizer.getVirtualItems();
  const rows = isWindowed
    ? windowRows.map((row) => ({ tenant: tenants[row.index] as Tenant, index: row.index }))
    : tenants.map((tenant, index) => ({ tenant, index }));
  const first = windowRows[0];
  const last = windowRows[windowRows.length - 1];
  const spaceAbove = isWindowed && first ? first.start - scrollMargin : 0;
  const spaceBelow = isWindowed && last ? virtualizer.getTotalSize() - (last.end - scrollMargin) : 0;
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-xs">
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <thead className="bg-slate-50 text-left text-xs font-medium tracking-wide text-slate-500 uppercase">
          <tr>
            <th scope="col" className="px-4 py-3">
              Name
            </th>
            <th scope="col" className="px-4 py-3">
              Property
            </th>
            <th scope="col" className="px-4 py-3 text-right">
              Monthly Rent
            </th>
            <th scope="col" className="px-4 py-3">
              Lease Ends
            </th>
            <th scope="col" className="px-4 py-3">
              Status
            </th>
            <th scope="col" className="px-4 py-3">
              Contact
            </th>
          </tr>
        </thead>
        <tbody ref={setBody} className="divide-y divide-slate-100">
          {spaceAbove > 0 && <tr aria-hidden style={{ height: spaceAbove }} />}
          {rows.map(({ tenant, index }) => (
            <tr
              key={tenant.id}
              data-index={index}
              ref={isWindowed ? virtualizer.measureElement : undefined}
              onClick={() => onOpen(tenant)}
              className="cursor-pointer hover:bg-slate-50"
            >
              <td className="px-4 py-3">
                <div className="flex items-center gap-3">
                  <Initials tenant={tenant} />
                  <div className="min-w-0">
                    <button
                      type="button"
                      onClick={(event) => {
                        event.stopPropagation();
                        onOpen(tenant);
                      }}
                      className="cursor-pointer rounded text-left font-medium text-slate-900 hover:text-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
                    >
                      {fullName(tenant)}
                    </button>
                    <p className="text-slate-500">{displayValue(tenant.title)}</p>
                  </div>
                </div>
              </td>
              <td className="max-w-xs truncate px-4 py-3 text-slate-700">
                {displayValue(tenant.property?.address)}
              </td>
              <td className="px-4 py-3 text-right font-medium text-slate-900">
                {formatMoneyWhole(tenant.lease?.rent_amount_monthly)}
              </td>
              <td className="px-4 py-3 whitespace-nowrap text-slate-700">
                {formatDate(tenant.lease?.end_date)}
              </td>
              <td className="px-4 py-3">
                <TenantStatusBadge status={tenant.status} />
              </td>
              <td className="w-56 px-4 py-3">
                <ContactLinks phone={tenant.phone_number} email={tenant.email} />
              </td>
            </tr>
          ))}
          {spaceBelow > 0 && <tr aria-hidden style={{ height: spaceBelow }} />}
        </tbody>
      </table>
    </div>
  );
}
