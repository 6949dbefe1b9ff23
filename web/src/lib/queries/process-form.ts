/**
 * What POST /processor/process and POST /leases/upload take (docs/product.md#api-calls), before it becomes
 * multipart.
 */
export interface ProcessRequest {
  file: File;
  documentType: string;
  /** Only /processor/process: the property the document belongs to. */
  propertyId?: string;
  /** Read and propose, write nothing. */
  isDryRun: boolean;
  /** The reviewed values, by field key; the server uses them instead of what it read. */
  fields?: Record<string, unknown>;
  /** The landlord chose to use the document as the type given though it does not look like one. */
  isTypeConfirmed?: boolean;
  /** A random id naming this upload, whose pages read the client may poll (GET /processor/progress/{id}). */
  progressId?: string;
}

/** The multipart body. The server reads the text fields first, so they go before the file part. */
export function buildProcessForm({
  file,
  documentType,
  propertyId,
  isDryRun,
  fields,
  isTypeConfirmed,
  progressId,
}: ProcessRequest): FormData {
  const form = new FormData();
  form.append('document_type', documentType);
  if (propertyId) form.append('property_id', propertyId);
  if (isDryRun) form.append('dry_run', 'true');
  if (isTypeConfirmed) form.append('confirm_type', 'true');
  if (fields) form.append('fields', JSON.stringify(fields));
  if (progressId) form.append('progress_id', progressId);
  form.append('file', file, file.name);
  return form;
}
