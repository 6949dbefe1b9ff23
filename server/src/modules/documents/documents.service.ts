import type { DocumentRecord } from '@astor/contract/documents';
import type { FileStorage } from '../../adapters/storage/storage.js';
import type { Database } from '../../db/client.js';
import { timestampOut } from '../../db/values.js';
import { AppError, notFound } from '../../errors.js';
import * as repo from './documents.repository.js';

export function toDocument(row: repo.DocumentRow): DocumentRecord {
  return {
    id: row.id,
    property_id: row.propertyId,
    document_type: row.documentType,
    upload_date: row.uploadDate,
    description: row.description,
    file_name: row.fileName,
    content_type: row.contentType,
    size_bytes: row.sizeBytes,
    page_count: row.pageCount,
    created_at: timestampOut(row.createdAt),
  };
}

export class DocumentsService {
  constructor(
    private readonly db: Database,
    private readonly storage: FileStorage,
  ) {}

  async list(ownerId: string, propertyId?: string): Promise<DocumentRecord[]> {
    return (await repo.listDocuments(this.db, ownerId, propertyId)).map(toDocument);
  }

  async get(ownerId: string, id: string): Promise<DocumentRecord> {
    const row = await repo.findDocument(this.db, ownerId, id);
    if (!row) throw notFound('Document');
    return toDocument(row);
  }

  /** The original bytes, for the owner only. */
  async file(ownerId: string, id: string): Promise<{ bytes: Buffer; contentType: string; fileName: string }> {
    const row = await repo.findDocument(this.db, ownerId, id);
    if (!row) throw notFound('Document');
    const bytes = row.storageKey ? await this.storage.get(row.storageKey) : undefined;
    if (!bytes) throw new AppError('not_found', 'This document has no stored file.');
    return {
      bytes,
      contentType: row.contentType ?? 'application/octet-stream',
      fileName: row.fileName ?? 'document',
    };
  }

  async remove(ownerId: string, id: string): Promise<void> {
    const deleted = await repo.deleteDocument(this.db, ownerId, id);
    if (!deleted) throw notFound('Document');
    // The row is gone first: a file left behind by a crash here is harmless, a row without its file is not.
    if (deleted.storageKey) await this.storage.delete(deleted.storageKey);
  }
}
