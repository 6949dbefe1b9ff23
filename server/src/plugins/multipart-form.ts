import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors.js';

export type UploadedForm = {
  fields: Record<string, string>;
  file?: { bytes: Buffer; fileName: string };
};

/**
 * Reads a multipart form with one file into memory, within `maxBytes`. Over the limit the upload is cut short
 * by @fastify/multipart (`truncated`), which we answer with 413 (docs/architecture.md#platform-notes). Text
 * fields must come before the file part to be read.
 */
export async function readUploadedForm(request: FastifyRequest, maxBytes: number): Promise<UploadedForm> {
  if (!request.isMultipart()) {
    throw new AppError('unprocessable', 'Send the form as multipart/form-data with a file field.');
  }
  const fields: Record<string, string> = {};
  let file: UploadedForm['file'];
  const limitMb = Math.round(maxBytes / (1024 * 1024));
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes, files: 1, fields: 20 } })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.file.truncated)
          throw new AppError('payload_too_large', `The file is larger than ${limitMb} MB.`);
        file = { bytes, fileName: part.filename || 'document' };
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('payload_too_large', `The file is larger than ${limitMb} MB.`);
    }
    // A malformed or cut-off multipart body (busboy's errors carry no code): the client's fault, not ours.
    throw new AppError('bad_request', 'The upload could not be read. Please try again.');
  }
  return { fields, file };
}
