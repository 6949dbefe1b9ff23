const CREATED_AT = '2026-01-01T00:00:00.000Z';

export function makeTenant(overrides: Record<string, unknown> = {}) {
  return {
    id: 't1',
    property_id: 'p1',
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: 'ada@example.com',
    phone_number: null,
    title: null,
    status: 'current',
    property: { id: 'p1', address: '12 Elm Street' },
    lease: null,
    created_at: CREATED_AT,
    ...overrides,
  };
}

export function makeVendor(overrides: Record<string, unknown> = {}) {
  return {
    id: 'v1',
    name: 'Acme Plumbing',
    category: 'Plumbing',
    email: null,
    phone: null,
    created_at: CREATED_AT,
    ...overrides,
  };
}

export function makeIncome(overrides: Record<string, unknown> = {}) {
  return {
    id: 'i1',
    property_id: 'p1',
    property: { id: 'p1', address: '12 Elm Street' },
    former_property_address: null,
    transaction_date: '2026-02-01',
    amount: 1800,
    category: 'Rent',
    description: 'February rent',
    entity: null,
    bank_account: null,
    method: null,
    tenant_id: null,
    lease_id: null,
    created_at: CREATED_AT,
    ...overrides,
  };
}

export function makeDocument(overrides: Record<string, unknown> = {}) {
  return {
    id: 'd1',
    property_id: 'p1',
    document_type: 'Lease',
    upload_date: '2026-01-15',
    description: 'Signed lease',
    file_name: 'lease.pdf',
    content_type: 'application/pdf',
    size_bytes: 2048,
    page_count: 3,
    created_at: CREATED_AT,
    ...overrides,
  };
}
