/**
 * Text → what the upload wizard pre-fills (docs/product.md#upload-wizard, steps 2 and 3): the document type
 * (unless the user forced one) and the fields of that type, each with its confidence and source for review
 * before write. Pure and synchronous: safe to run in the document worker pool.
 */
import { classifyText } from './classify/classify-text.js';
import { extractContractFields } from './fields/extract-contract.js';
import { extractInvoiceFields } from './fields/extract-invoice.js';
import { extractLeaseFields } from './fields/extract-lease.js';
import { field } from './fields/field.js';
import { summariseDocument } from './fields/summarise.js';
import {
  DOCUMENT_TYPES,
  type Classification,
  type DocumentFields,
  type DocumentType,
  type ReadingContext,
} from './types.js';

export type TextAnalysis = { classification: Classification; fields: DocumentFields };

export function extractFields(
  text: string,
  type: DocumentType,
  context: ReadingContext = {},
): DocumentFields {
  switch (type) {
    case 'Lease':
      return { type, lease: extractLeaseFields(text) };
    case 'Invoice':
      return { type, invoice: extractInvoiceFields(text, context) };
    case 'Contract':
      return { type, contract: extractContractFields(text) };
    default: {
      const summary = summariseDocument(text, type);
      return {
        type,
        summary: field(summary, summary === 'Document without readable text' ? 0.1 : 0.6, null),
      };
    }
  }
}

export function analyzeText(text: string, type?: DocumentType, context: ReadingContext = {}): TextAnalysis {
  const safeText = typeof text === 'string' ? text : '';
  let classification: Classification;
  if (type && DOCUMENT_TYPES.includes(type)) {
    // The user said what it is: that is certain, whatever the model would have guessed.
    const scores = { Lease: 0, Contract: 0, Invoice: 0, Legal: 0, Other: 0 };
    scores[type] = 1;
    classification = { type, confidence: 1, scores };
  } else {
    classification = classifyText(safeText);
  }
  return { classification, fields: extractFields(safeText, classification.type, context) };
}
