import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import type { ProcessProposal } from '@astor/contract/processor';
import { toDrafts, type FieldDrafts } from '../lib/field-drafts';
import { makeField, makeProposal } from '../testing/fixtures';
import { ReviewStep } from './review-step';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// A lease written for this test.
const TEXT = [
  'RESIDENTIAL LEASE AGREEMENT',
  'Premises: 915 Alder Street, Unit 3, Eugene, OR 97401.',
  'Rent: Tenant shall pay monthly rent of $1,675.00 due on the first day',
  'of each month. The home has 2 bedrooms.',
].join('\n');

const PROPOSAL = makeProposal({
  text: TEXT,
  fields: [
    makeField({
      key: 'address',
      label: 'Address',
      value: '915 Alder Street',
      source: 'Premises: 915 Alder Street, Unit 3, Eugene, OR 97401.',
    }),
    makeField({
      key: 'rent_amount_monthly',
      label: 'Monthly Rent',
      kind: 'money',
      value: 1675,
      source: 'monthly rent of $1,675.00 due on the first day of each month',
    }),
    makeField({
      key: 'end_date',
      label: 'End Date',
      kind: 'date',
      source: 'Computed: 12 months from 2026-04-01',
    }),
    makeField({ key: 'is_commercial', label: 'Commercial', kind: 'boolean', value: false }),
    makeField({ key: 'num_bedrooms', label: 'Bedrooms', kind: 'number', value: 2, source: '2 bedrooms' }),
  ],
});

function Review({
  proposal = PROPOSAL,
  file = null,
  propertyAddress = null,
}: {
  proposal?: ProcessProposal;
  file?: File | null;
  propertyAddress?: string | null;
}) {
  const [drafts, setDrafts] = useState<FieldDrafts>(() => toDrafts(proposal.fields));
  return (
    <ReviewStep
      proposal={proposal}
      drafts={drafts}
      onChange={(key, draft) => setDrafts((current) => ({ ...current, [key]: draft }))}
      file={file}
      propertyAddress={propertyAddress}
      createsProperty={propertyAddress === null}
    />
  );
}

const highlighted = () => document.querySelector('mark')?.textContent ?? null;

describe('the review', () => {
  it("shows the text read, and highlights a field's source when the field is focused", () => {
    render(<Review />);
    expect(screen.getByLabelText('Text read from the document').textContent).toBe(TEXT);
    expect(highlighted()).toBeNull();

    fireEvent.focus(screen.getByLabelText('Monthly Rent'));
    expect(highlighted()).toBe('monthly rent of $1,675.00 due on the first day\nof each month');
    // The value read is marked more strongly inside its source.
    expect(document.querySelector('mark strong')?.textContent).toBe('1,675.00');
    fireEvent.focus(screen.getByLabelText('Address'));
    expect(highlighted()).toBe('Premises: 915 Alder Street, Unit 3, Eugene, OR 97401.');
    // A computed source quotes nothing: nothing is highlighted, and it is no link to the text.
    fireEvent.focus(screen.getByLabelText('End Date'));
    expect(highlighted()).toBeNull();
    expect(screen.queryByRole('button', { name: /Computed/ })).toBeNull();
  });

  it('unfolds the document and highlights a source when it is clicked (the fold is for phones)', () => {
    render(<Review />);
    const toggle = screen.getByRole('button', { name: 'Show the document' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: /monthly rent of \$1,675\.00/ }));
    expect(screen.getByRole('button', { name: 'Hide the document' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
    expect(highlighted()).toContain('$1,675.00');
  });

  it('says what will be created as the fields are corrected', () => {
    render(<Review />);
    const summary = () =>
      screen.getByRole('heading', { name: 'This will create:' }).parentElement as HTMLElement;
    expect(within(summary()).getByText('A lease at $1,675.00 a month')).toBeTruthy();
    expect(within(summary()).getByText('A property at 915 Alder Street')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Monthly Rent'), { target: { value: '1800' } });
    fireEvent.change(screen.getByLabelText('Address'), { target: { value: '917 Alder Street' } });
    expect(within(summary()).getByText('A lease at $1,800.00 a month')).toBeTruthy();
    expect(within(summary()).getByText('A property at 917 Alder Street')).toBeTruthy();
  });

  it("warns when the document's address is not the chosen property's, until it is corrected", () => {
    render(<Review propertyAddress="20 Birch Lane" />);
    expect(screen.getByRole('alert').textContent).toBe(
      'The document names 915 Alder Street, but the chosen property is 20 Birch Lane. Check that this is the right property.',
    );
    // A warning, not a block: nothing here disables anything.
    fireEvent.change(screen.getByLabelText('Address'), { target: { value: '20 Birch Ln' } });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('hides bedrooms while the lease is marked commercial', () => {
    render(<Review />);
    expect(screen.getByLabelText('Bedrooms')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Commercial'));
    expect(screen.queryByLabelText('Bedrooms')).toBeNull();
    fireEvent.click(screen.getByLabelText('Commercial'));
    expect(screen.getByLabelText('Bedrooms')).toBeTruthy();
  });

  it('shows a photo as itself, with the text read a tab away', () => {
    // jsdom has no object URLs: the file's URL is a stand-in.
    class UrlWithObjects extends URL {
      static override createObjectURL = () => 'blob:photo';
      static override revokeObjectURL = () => undefined;
    }
    vi.stubGlobal('URL', UrlWithObjects);
    const photo = new File(['png'], 'lease.png', { type: 'image/png' });
    render(<Review file={photo} />);
    expect(screen.getByRole('img', { name: 'The uploaded document' }).getAttribute('src')).toBe('blob:photo');
    fireEvent.click(screen.getByRole('tab', { name: 'Text read' }));
    expect(screen.getByLabelText('Text read from the document').textContent).toBe(TEXT);
  });
});
