import { describe, expect, it } from 'vitest';
import { buildProcessForm } from './process-form';

const file = new File(['x'], 'bill.pdf', { type: 'application/pdf' });
const parts = (form: FormData) =>
  [...form.entries()].map(([name, value]) => [
    name,
    typeof value === 'string' ? value : `file:${value.name}`,
  ]);

describe('buildProcessForm', () => {
  it('puts every text field before the file (the server reads the file last)', () => {
    const form = buildProcessForm({
      file,
      documentType: 'Invoice',
      propertyId: 'p1',
      isDryRun: true,
      fields: { total_amount: 89.99 },
    });
    expect(parts(form)).toEqual([
      ['document_type', 'Invoice'],
      ['property_id', 'p1'],
      ['dry_run', 'true'],
      ['fields', '{"total_amount":89.99}'],
      ['file', 'file:bill.pdf'],
    ]);
  });

  it('leaves out what is not given', () => {
    expect(parts(buildProcessForm({ file, documentType: 'Lease', isDryRun: false }))).toEqual([
      ['document_type', 'Lease'],
      ['file', 'file:bill.pdf'],
    ]);
  });
});
