import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProcessReply } from '@astor/contract/processor';
import { invalidateRoots } from '@/lib/queries/keys';
import type { ProcessRequest } from '@/lib/queries/process-form';
import { REFRESHED_AFTER_DOCUMENT, uploadLease } from '@/lib/queries/upload-lease';
import type { UploadTarget } from '../lib/upload-wizard';
import { processDocument } from './process-document';

export type SubmitDocumentRequest = Omit<ProcessRequest, 'propertyId'> & { target: UploadTarget };

/** The wizard's dry run and its confirmed write, to the endpoint its choices lead to. */
export function submitDocument({ target, ...request }: SubmitDocumentRequest): Promise<ProcessReply> {
  return target.endpoint === 'lease'
    ? uploadLease(request)
    : processDocument({ ...request, propertyId: target.propertyId });
}

export function useSubmitDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitDocument,
    // Set on the mutation, so the refresh happens even when the wizard closed while saving.
    onSuccess: async (reply) => {
      if (reply.dry_run) return;
      await invalidateRoots(queryClient, REFRESHED_AFTER_DOCUMENT);
    },
  });
}
