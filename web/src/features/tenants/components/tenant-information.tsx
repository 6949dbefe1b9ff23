import type { ReactNode } from 'react';
import type { Tenant } from '@astor/contract/tenants';
import { displayValue, formatDate, formatMoney } from '@/lib/format';
import { TenantStatusBadge } from './tenant-status-badge';

/** The Information tab: every field of the tenant, its property and its active lease; N/A when empty. */
export function TenantInformation({ tenant }: { tenant: Tenant }) {
  const lease = tenant.lease;
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <Section title="Tenant">
        {tenant.company_name ? (
          <Row label="Company Name">{tenant.company_name}</Row>
        ) : (
          <>
            <Row label="First Name">{displayValue(tenant.first_name)}</Row>
            <Row label="Last Name">{displayValue(tenant.last_name)}</Row>
          </>
        )}
        <Row label="Title">{displayValue(tenant.title)}</Row>
        <Row label="Email">{displayValue(tenant.email)}</Row>
        <Row label="Phone">{displayValue(tenant.phone_number)}</Row>
        <Row label="Status">
          <TenantStatusBadge status={tenant.status} />
        </Row>
      </Section>
      <Section title="Property and lease">
        <Row label="Property">{displayValue(tenant.property?.address)}</Row>
        <Row label="Lease Type">{displayValue(lease?.lease_type)}</Row>
        <Row label="Lease Start">{formatDate(lease?.start_date)}</Row>
        <Row label="Lease End">{formatDate(lease?.end_date)}</Row>
        <Row label="Monthly Rent">{formatMoney(lease?.rent_amount_monthly)}</Row>
      </Section>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h3 className="text-sm font-semibold text-slate-900">{title}</h3>
      <dl className="mt-2 divide-y divide-slate-100 rounded-lg border border-slate-200">{children}</dl>
    </section>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-4 px-3 py-2 text-sm">
      <dt className="text-slate-500">{label}</dt>
      <dd className="min-w-0 text-right break-words text-slate-900">{children}</dd>
    </div>
  );
}
