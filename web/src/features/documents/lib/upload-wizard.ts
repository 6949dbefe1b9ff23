import { DETECTABLE_TYPES, type ProcessProposal } from '@astor/contract/processor';
import { getErrorDetail } from '@/lib/api-client';

/**
 * docs/product.md#upload-wizard: the Upload Document wizard's steps, then the review of what was read (before
 * any write).
 */
export type WizardStep = 'file' | 'type' | 'property' | 'review';

export const WIZARD_STEPS: ReadonlyArray<{ step: WizardStep; label: string }> = [
  { step: 'file', label: 'File' },
  { step: 'type', label: 'Type' },
  { step: 'property', label: 'Property' },
  { step: 'review', label: 'Review' },
];

/** Step 2 of docs/product.md#upload-wizard: the types to choose from. */
export const DOCUMENT_TYPE_CHOICES = DETECTABLE_TYPES;
export type DocumentTypeChoice = (typeof DOCUMENT_TYPE_CHOICES)[number];

/** docs/product.md#upload-validation: images, PDF, DOC, DOCX (the server holds the size limit). */
export const DOCUMENT_FILE_ACCEPT = 'image/*,.pdf,.doc,.docx';

// docs/product.md#upload-validation and docs/product.md#upload-messages, word for word.
export const FILE_REQUIRED = 'Please upload a file.';
export const TYPE_REQUIRED = 'Please select a document type.';
export const PROPERTY_REQUIRED = 'Please select a property.';
export const DETECTION_FAILED = 'Failed to determine document type. Please try again.';
export const DETECTION_EMPTY = 'Failed to determine document type.';
export const PROCESSING_FAILED = 'Failed to process document. Please try again.';
// An Other without its custom type: the text says what is missing.
export const CUSTOM_TYPE_REQUIRED = 'Please enter a custom type.';

export interface TypeChoice {
  documentType: DocumentTypeChoice | '';
  customType: string;
}

export interface PropertyChoice extends TypeChoice {
  isLinkedToProperty: boolean;
  propertyId: string;
}

export function validateFileStep(file: File | null): string | null {
  return file ? null : FILE_REQUIRED;
}

export function validateTypeStep({ documentType, customType }: TypeChoice): string | null {
  if (!documentType) return TYPE_REQUIRED;
  if (documentType === 'Other' && customType.trim() === '') return CUSTOM_TYPE_REQUIRED;
  return null;
}

/**
 * docs/product.md#upload-wizard: a lease may be linked to an existing property; every other type always needs
 * one.
 */
export function needsProperty({ documentType, isLinkedToProperty }: PropertyChoice): boolean {
  return documentType !== 'Lease' || isLinkedToProperty;
}

export function validatePropertyStep(choice: PropertyChoice): string | null {
  return needsProperty(choice) && !choice.propertyId ? PROPERTY_REQUIRED : null;
}

/** docs/product.md#upload-wizard: Other sends its custom type text as document_type. */
export function resolveDocumentType({ documentType, customType }: TypeChoice): string {
  return documentType === 'Other' ? customType.trim() : documentType;
}

/**
 * docs/product.md#upload-wizard: a lease not linked to a property goes to /leases/upload, which creates the
 * property from the lease; everything else (a linked lease too) goes to /processor/process with the chosen
 * property.
 */
export type UploadTarget = { endpoint: 'lease' } | { endpoint: 'process'; propertyId: string };

export function chooseUploadTarget(choice: PropertyChoice): UploadTarget {
  return needsProperty(choice)
    ? { endpoint: 'process', propertyId: choice.propertyId }
    : { endpoint: 'lease' };
}

/**
 * The detected type (a string, docs/product.md#api-calls) as a step-2 choice: one of the five, matched
 * case-insensitively; another non-empty name becomes Other with that name as its custom type; nothing usable
 * is null (docs/product.md#upload-messages: 'Failed to determine document type.').
 */
export function readDetectedType(reply: unknown): TypeChoice | null {
  if (typeof reply !== 'string' || reply.trim() === '') return null;
  const name = reply.trim();
  const known = DOCUMENT_TYPE_CHOICES.find((type) => type.toLowerCase() === name.toLowerCase());
  if (known) return { documentType: known, customType: '' };
  return { documentType: 'Other', customType: name };
}

/** docs/product.md#upload-messages: the detail text, or the fallback. */
export function detectionErrorMessage(error: unknown): string {
  return getErrorDetail(error) ?? DETECTION_FAILED;
}

/** docs/product.md#upload-messages (the dry run included: it is the same call). */
export function processingErrorMessage(error: unknown): string {
  return getErrorDetail(error) ?? PROCESSING_FAILED;
}

/** A summary line of the review: how the document was read. */
export function describeReading(proposal: ProcessProposal): string {
  const pages = `${proposal.page_count} ${proposal.page_count === 1 ? 'page' : 'pages'}`;
  return `Read as ${proposal.detected_type} (${formatConfidence(proposal.confidence)}), ${pages}, ${proposal.extraction_method}`;
}

/**
 * The scanned pages the reader had no time to read, as a warning for the review ("Pages 11–16 were not
 * read: check them in the document."), or null when every page was read.
 */
export function describeUnreadPages(proposal: ProcessProposal): string | null {
  const pages = [...proposal.pages_not_read].sort((a, b) => a - b);
  if (pages.length === 0) return null;
  const runs: string[] = [];
  for (let i = 0; i < pages.length;) {
    let j = i;
    while (j + 1 < pages.length && pages[j + 1] === (pages[j] as number) + 1) j += 1;
    runs.push(i === j ? `${pages[i]}` : `${pages[i]}–${pages[j]}`);
    i = j + 1;
  }
  const list = runs.length === 1 ? runs[0] : `${runs.slice(0, -1).join(', ')} and ${runs.at(-1)}`;
  const noun = pages.length === 1 ? 'Page' : 'Pages';
  return `${noun} ${list} ${pages.length === 1 ? 'was' : 'were'} not read in time: check ${pages.length === 1 ? 'it' : 'them'} in the document and fill in what is missing.`;
}

/** 0..1 as a whole percentage, e.g. 0.873 → '87%'. */
export function formatConfidence(confidence: number): string {
  const clamped = Math.min(1, Math.max(0, Number.isFinite(confidence) ? confidence : 0));
  return `${Math.round(clamped * 100)}%`;
}

/** Below this the review highlights the field ('Check this'). */
export const LOW_CONFIDENCE = 0.6;

export function isLowConfidence(confidence: number): boolean {
  return !(confidence >= LOW_CONFIDENCE);
}
