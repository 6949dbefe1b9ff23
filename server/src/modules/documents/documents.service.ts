import type { DocumentRecord } from '@astor/contract/documents';
import type { Database } from '../../db/client.js';
import { timestampOut } from '../../db/values.js';
import { notFound } from '../../errors.js';
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
  constructor(private readonly db: Database) {}

  async list(ownerId: string, propertyId?: string): Promise<DocumentRecord[]> {
    return (await repo.listDocuments(this.db, ownerId, propertyId)).map(toDocument);
  }

  async get(ownerId: string, id: string): Promise<DocumentRecord> {
    const row = await repo.findDocument(this.db, ownerId, id);
    if (!row) throw notFound('Document');
    return toDocument(row);
  }

  async remove(ownerId: string, id: string): Promise<void> {
    if (!(await repo.deleteDocument(this.db, ownerId, id))) throw notFound('Document');
  }
}
