import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProcessReply } from '@astor/contract/processor';
import type { ProcessRequest } from '../lib/process-form';
import type { UploadTarget } from '../lib/upload-wizard';
import { processDocument } from './process-document';
import { uploadLease } from './upload-lease';

export type SubmitDocumentRequest = Omit<ProcessRequest, 'propertyId'> & { target: UploadTarget };

/** The wizard's dry run and its confirmed write, to the endpoint its choices lead to. */
export function submitDocument({ target, ...request }: SubmitDocumentRequest): Promise<ProcessReply> {
  return target.endpoint === 'lease'
    ? uploadLease(request)
    : processDocument({ ...request, propertyId: target.propertyId });
}

/**
 * A processed document may create a property, a lease, tenants, a contract, a vendor, an invoice or an
 * expense, so every screen's data is refreshed (spec §4). These are other features' key prefixes, which
 * this feature may not import; each feature keys its queries under its collection's name.
 */
export const REFRESHED_AFTER_UPLOAD = [
  ['properties'],
  ['tenants'],
  ['leases'],
  ['contracts'],
  ['transactions'],
  ['incomes'],
  ['expenses'],
  ['reports'],
  ['documents'],
  ['dashboard'],
  ['vault'],
] as const;

export function useSubmitDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitDocument,
    // Set on the mutation, so the refresh happens even when the wizard closed while saving.
    onSuccess: async (reply) => {
      if (reply.dry_run) return;
      await Promise.all(
        REFRESHED_AFTER_UPLOAD.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    },
  });
}
