import { tenantDisplayName, type Tenant } from '@astor/contract/tenants';
import { displayValue, formatDate, formatMoneyWhole } from '@/lib/format';
import { ContactLinks } from './contact-links';
import { TenantStatusBadge } from './tenant-status-badge';

type TenantNames = Pick<Tenant, 'first_name' | 'last_name' | 'company_name'>;

/** The one name a tenant is shown by: a company's, else 'First Last' (docs/decisions/0009-company-tenants.md). */
export const fullName = (tenant: TenantNames) => tenantDisplayName(tenant);

/** Two letters for the avatar: a person's initials, or a company's first two words' ('Pedal & Pint' → PP). */
export function initialsOf(tenant: TenantNames): string {
  const words = tenant.company_name
    ? tenant.company_name.split(/\s+/).filter((word) => /^[\p{L}\p{N}]/u.test(word))
    : [tenant.first_name, tenant.last_name];
  return words
    .slice(0, 2)
    .map((word) => word.charAt(0))
    .join('')
    .toUpperCase();
}

/**
 * docs/product.md#tenants-page: one tenant as a card; a click anywhere but the contact buttons opens the
 * detail popup.
 */
export function TenantCard({ tenant, onOpen }: { tenant: Tenant; onOpen: () => void }) {
  return (
    <article
      onClick={onOpen}
      className="flex min-w-0 cursor-pointer flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-xs transition-shadow hover:shadow-md"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="flex min-w-0 items-center gap-3">
          <Initials tenant={tenant} />
          <div className="min-w-0">
            <h3 className="truncate text-base font-semibold text-slate-900">
              {/* The keyboard way in; the card's click is a larger target for the mouse. */}
              <button
                type="button"
                onClick={(event) => {
                  event.stopPropagation();
                  onOpen();
                }}
                className="max-w-full cursor-pointer truncate rounded text-left hover:text-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
              >
                {fullName(tenant)}
              </button>
            </h3>
            <p className="truncate text-sm text-slate-500">{displayValue(tenant.title)}</p>
          </div>
        </div>
        <TenantStatusBadge status={tenant.status} />
      </div>

      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
        <dt className="text-slate-500">Property</dt>
        <dd className="truncate text-right text-slate-900" title={tenant.property?.address}>
          {displayValue(tenant.property?.address)}
        </dd>
        <dt className="text-slate-500">Monthly Rent</dt>
        <dd className="text-right font-medium text-slate-900">
          {formatMoneyWhole(tenant.lease?.rent_amount_monthly)}
        </dd>
        <dt className="text-slate-500">Lease Ends</dt>
        <dd className="text-right text-slate-900">{formatDate(tenant.lease?.end_date)}</dd>
      </dl>

      <div className="mt-4 border-t border-slate-100 pt-4">
        <ContactLinks phone={tenant.phone_number} email={tenant.email} />
      </div>
    </article>
  );
}

export function Initials({ tenant }: { tenant: TenantNames }) {
  const initials = initialsOf(tenant);
  return (
    <span
      aria-hidden
      className="flex size-10 shrink-0 items-center justify-center rounded-full bg-indigo-50 text-sm font-semibold text-indigo-700"
    >
      {initials}
    </span>
  );
}
