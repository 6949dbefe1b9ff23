import { z } from 'zod';
import { FormFlagSchema, UploadedFileSchema } from './common.js';
import { DocumentSchema } from './documents.js';

export const DETECTABLE_TYPES = ['Lease', 'Contract', 'Invoice', 'Legal', 'Other'] as const;
export const DetectableTypeSchema = z.enum(DETECTABLE_TYPES);

/**
 * docs/product.md#api-calls: POST /processor/upload answers the determined document type as a JSON string.
 */
export const DetectedTypeSchema = DetectableTypeSchema;

const DocumentFileSchema = UploadedFileSchema.describe(
  'The document: a PDF, a Word document (DOC, DOCX) or an image',
);

/** POST /processor/upload: a multipart form with the file alone. */
export const DetectFormSchema = z.object({ file: DocumentFileSchema });

/** POST /processor/process: a multipart form, text fields before the file. */
export const ProcessFormSchema = z.object({
  document_type: z
    .string()
    .max(80)
    .describe(
      'Lease, Contract, Invoice, Legal, Other, or the type typed for Other (docs/product.md#document-types)',
    ),
  property_id: z
    .string()
    .optional()
    .describe('The property the document belongs to; required except for a lease that creates its property'),
  dry_run: FormFlagSchema.optional().describe(
    'true: read the fields and propose them for review; nothing is written',
  ),
  fields: z
    .string()
    .optional()
    .describe('The reviewed fields: a JSON object of field keys and values, used instead of what was read'),
  confirm_type: FormFlagSchema.optional().describe(
    "true: the landlord confirmed in review that the document is a lease ('Use it as a lease anyway')",
  ),
  progress_id: z
    .string()
    .optional()
    .describe(
      'A random id of the client (8 to 64 letters, digits, - or _): the pages read so far are then ' +
        'answered by GET /api/processor/progress/{id} while the document is read',
    ),
  file: DocumentFileSchema,
});

/** GET /processor/progress/{id}: the upload named by the `progress_id` form field. */
export const ProgressParamsSchema = z.object({
  id: z.string().describe('The progress_id sent with the upload'),
});

/**
 * GET /processor/progress/{id}: how far the reading of that upload has gone. Page counts come from PDFs;
 * 404 until the reader has opened the document (and for another owner's id).
 */
export const ReadingProgressSchema = z.object({
  pages_read: z.number().int().describe('Pages read so far'),
  page_count: z.number().int().describe('Pages in the document'),
});
export type ReadingProgress = z.infer<typeof ReadingProgressSchema>;

/** POST /leases/upload: the form of /processor/process, a lease unless document_type says otherwise. */
export const LeaseUploadFormSchema = ProcessFormSchema.extend({
  document_type: ProcessFormSchema.shape.document_type.optional().describe('Lease when not given'),
});

export const FIELD_KINDS = [
  'text',
  'number',
  'money',
  'date',
  'boolean',
  'list',
  'late_payment',
  'fees',
  /** An ISO 4217 code (contract/src/currency.ts). */
  'currency',
] as const;

/** One field read from the document, for the user to check before anything is written. */
export const ProposedFieldSchema = z.object({
  key: z.string(),
  label: z.string(),
  kind: z.enum(FIELD_KINDS),
  value: z.unknown(),
  /** 0..1; below 0.6 the screen highlights the field. */
  confidence: z.number(),
  /**
   * The text the value came from; null when the document printed nothing for it (a value computed from
   * other text says so: 'Computed: ...').
   */
  source: z.string().nullable(),
  /**
   * Set when saving needs this field: what the review says while it is empty (the write answers 422 with
   * the same text). Null for optional fields.
   */
  required_message: z.string().nullable(),
});
export type ProposedField = z.infer<typeof ProposedFieldSchema>;

/** What the review and the write say of a required field the reader could not find. */
export const missingFieldMessage = (noun: string): string =>
  `Enter the ${noun}: it could not be read from the document.`;

/** A document sent as a lease (POST /leases/upload) that the reader would not call a lease. */
export const NOT_A_LEASE_MESSAGE = 'This document does not look like a lease.';

/** A document in which no text could be read (a blank page or photo): nothing is created from it. */
export const NO_TEXT_MESSAGE = 'No text could be read from this document.';

/** The most of the read text a dry run answers (the review's preview); longer text is cut there. */
export const PROPOSAL_TEXT_LIMIT = 100_000;

/** The answer to a dry run: what was read and what would be created; nothing is written. */
export const ProcessProposalSchema = z.object({
  dry_run: z.literal(true),
  document_type: z.string(),
  detected_type: DetectableTypeSchema,
  confidence: z.number(),
  extraction_method: z.string(),
  page_count: z.number(),
  /** Scanned pages the reader had no time to read (numbered from 1): the review names them. */
  pages_not_read: z.array(z.number().int()),
  fields: z.array(ProposedFieldSchema),
  /**
   * The text that was read, at most PROPOSAL_TEXT_LIMIT characters: the review shows it beside the fields
   * and highlights each field's source in it.
   */
  text: z.string().max(PROPOSAL_TEXT_LIMIT).optional(),
  /** Human lines: 'A lease for 12 Elm St', 'Tenant Rosa Parks', 'An expense of $89.99'. */
  creates: z.array(z.string()),
});
export type ProcessProposal = z.infer<typeof ProcessProposalSchema>;

export const CREATED_KINDS = [
  'property',
  'lease',
  'tenant',
  'contract',
  'vendor',
  'invoice',
  'expense',
] as const;

export const ProcessResultSchema = z.object({
  dry_run: z.literal(false),
  document: DocumentSchema,
  created: z.array(z.object({ type: z.enum(CREATED_KINDS), id: z.string(), label: z.string() })),
});
export type ProcessResult = z.infer<typeof ProcessResultSchema>;

export const ProcessReplySchema = z.discriminatedUnion('dry_run', [
  ProcessProposalSchema,
  ProcessResultSchema,
]);
export type ProcessReply = z.infer<typeof ProcessReplySchema>;
