import type { ProcessProposal } from '@astor/contract/processor';
import { describeCreates } from '@astor/contract/proposal-summary';
import { describeAddressMismatch } from './address-match';
import { readDrafts, type FieldDrafts } from './field-drafts';

/**
 * What the review says of the fields as they are corrected (docs/product.md#upload-wizard): what saving
 * will create, and whether the document's address is the chosen property's.
 */

/** 'This will create': the server's wording (contract/src/proposal-summary.ts), from the edited fields. */
export function describeReviewCreates(
  proposal: Pick<ProcessProposal, 'document_type' | 'fields'>,
  drafts: FieldDrafts,
  createsProperty: boolean,
): string[] {
  return describeCreates({
    documentType: proposal.document_type,
    values: readDrafts(proposal.fields, drafts),
    createsProperty,
  });
}

/** The fields that name the premises: a lease's address, an invoice's property address. */
const ADDRESS_KEYS = ['address', 'property_address'] as const;

/** The warning when the document's address (as edited) is not the chosen property's; null otherwise. */
export function reviewAddressWarning(
  proposal: Pick<ProcessProposal, 'fields'>,
  drafts: FieldDrafts,
  propertyAddress: string | null,
): string | null {
  if (!propertyAddress) return null;
  const values = readDrafts(proposal.fields, drafts);
  const read = ADDRESS_KEYS.map((key) => values[key]).find(
    (value): value is string => typeof value === 'string' && value.trim() !== '',
  );
  return read ? describeAddressMismatch(read, propertyAddress) : null;
}
