import { ProcessReplySchema, type ProcessReply } from '@astor/contract/processor';
import { apiClient } from '@/lib/api-client';
import { buildProcessForm, type ProcessRequest } from '@/lib/queries/process-form';

/**
 * docs/product.md#api-calls: POST /processor/process, a document for a chosen property (a dry run proposes
 * only).
 */
export function processDocument(request: ProcessRequest & { propertyId: string }): Promise<ProcessReply> {
  return apiClient.request('/processor/process', {
    method: 'POST',
    body: buildProcessForm(request),
    schema: ProcessReplySchema,
  });
}
