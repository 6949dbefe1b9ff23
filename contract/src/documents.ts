import { z } from 'zod';

export const DOCUMENT_TYPES = ['Lease', 'Contract', 'Invoice', 'Legal', 'Other'] as const;

/**
 * docs/product.md#document-record: id, property_id, document_type, upload_date, description; plus what the
 * file is.
 */
export const DocumentSchema = z.object({
  id: z.string(),
  property_id: z.string().nullable(),
  document_type: z.string(),
  upload_date: z.string(),
  description: z.string().nullable(),
  file_name: z.string().nullable(),
  content_type: z.string().nullable(),
  size_bytes: z.number().nullable(),
  page_count: z.number().nullable(),
  created_at: z.string(),
});
export type DocumentRecord = z.infer<typeof DocumentSchema>;

export const DocumentQuerySchema = z.object({ property_id: z.string().optional() });
