import type { Tenant } from '@astor/contract/tenants';

export function makeTenant(overrides: Partial<Tenant> = {}): Tenant {
  return {
    id: 't1',
    property_id: null,
    first_name: 'Ada',
    last_name: 'Lovelace',
    company_name: null,
    email: null,
    phone_number: null,
    title: null,
    status: 'current',
    property: null,
    lease: null,
    created_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}
