import type { ProcessProposal, ProcessResult, ProposedField } from '@astor/contract/processor';

export function makeField(overrides: Partial<ProposedField> & Pick<ProposedField, 'key'>): ProposedField {
  return {
    label: overrides.key,
    kind: 'text',
    value: null,
    confidence: 0.9,
    source: null,
    required_message: null,
    ...overrides,
  };
}

export function makeProposal(overrides: Partial<ProcessProposal> = {}): ProcessProposal {
  return {
    dry_run: true,
    document_type: 'Lease',
    detected_type: 'Lease',
    confidence: 0.93,
    extraction_method: 'pdf-text',
    page_count: 2,
    pages_not_read: [],
    fields: [],
    creates: [],
    ...overrides,
  };
}

export function makeResult(overrides: Partial<ProcessResult> = {}): ProcessResult {
  return {
    dry_run: false,
    document: {
      id: 'd1',
      property_id: 'p1',
      document_type: 'Lease',
      upload_date: '2026-03-01',
      description: null,
      file_name: 'lease.pdf',
      content_type: 'application/pdf',
      size_bytes: 1234,
      page_count: 2,
      created_at: '2026-03-01T00:00:00.000Z',
    },
    created: [],
    ...overrides,
  };
}
