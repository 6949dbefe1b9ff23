import { and, asc, desc, eq, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  documents,
  leases,
  properties,
  tenantConversations,
  tenantLinks,
  tenantMessages,
} from '../../db/schema.js';
import { isUuid } from '../../db/values.js';

export type TenantLinkRow = typeof tenantLinks.$inferSelect;
export type ConversationRow = typeof tenantConversations.$inferSelect;
export type TenantMessageRow = typeof tenantMessages.$inferSelect;

/** A live link with the property it opens: what the public side may know of it. */
export type LiveLink = {
  id: string;
  ownerId: string;
  property: {
    id: string;
    address: string;
    city: string | null;
    propertyType: string | null;
    isCommercial: boolean;
  };
};

// ---- links

/** The property's live (not revoked) link. */
const liveLinkOf = (ownerId: string, propertyId: string) =>
  and(
    eq(tenantLinks.ownerId, ownerId),
    eq(tenantLinks.propertyId, propertyId),
    isNull(tenantLinks.revokedAt),
  );

export async function findLiveLinkForProperty(
  db: Database,
  ownerId: string,
  propertyId: string,
): Promise<TenantLinkRow | undefined> {
  const [row] = await db.select().from(tenantLinks).where(liveLinkOf(ownerId, propertyId));
  return row;
}

/** Revokes the property's live link, if any; true when there was one. */
export async function revokeLinks(db: Database, ownerId: string, propertyId: string): Promise<boolean> {
  const rows = await db
    .update(tenantLinks)
    .set({ revokedAt: sql`now()` })
    .where(liveLinkOf(ownerId, propertyId))
    .returning({ id: tenantLinks.id });
  return rows.length > 0;
}

/** A new live link in place of the old one, in one transaction (one live link per property). */
export async function replaceLink(
  db: Database,
  ownerId: string,
  propertyId: string,
  tokenHash: string,
): Promise<TenantLinkRow> {
  return db.transaction(async (tx) => {
    await tx
      .update(tenantLinks)
      .set({ revokedAt: sql`now()` })
      .where(liveLinkOf(ownerId, propertyId));
    const [row] = await tx.insert(tenantLinks).values({ ownerId, propertyId, tokenHash }).returning();
    if (!row) throw new Error('tenant link insert returned nothing');
    return row;
  });
}

export async function findLiveLinkByHash(db: Database, tokenHash: string): Promise<LiveLink | undefined> {
  const [row] = await db
    .select({
      id: tenantLinks.id,
      ownerId: tenantLinks.ownerId,
      property: {
        id: properties.id,
        address: properties.address,
        city: properties.city,
        propertyType: properties.propertyType,
        isCommercial: properties.isCommercial,
      },
    })
    .from(tenantLinks)
    .innerJoin(properties, eq(properties.id, tenantLinks.propertyId))
    .where(and(eq(tenantLinks.tokenHash, tokenHash), isNull(tenantLinks.revokedAt)));
  return row;
}

// ---- conversations

export async function findConversationOfLink(
  db: Database,
  linkId: string,
  id: string,
): Promise<ConversationRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select()
    .from(tenantConversations)
    .where(and(eq(tenantConversations.linkId, linkId), eq(tenantConversations.id, id)));
  return row;
}

export async function insertConversation(
  db: Database,
  link: { id: string; ownerId: string; propertyId: string },
): Promise<ConversationRow> {
  const [row] = await db
    .insert(tenantConversations)
    .values({ ownerId: link.ownerId, propertyId: link.propertyId, linkId: link.id, state: {} })
    .returning();
  if (!row) throw new Error('tenant conversation insert returned nothing');
  return row;
}

/** Both sides of one exchange, and the conversation's new state, together. */
export async function recordExchange(
  db: Database,
  conversationId: string,
  exchange: {
    tenant: { text: string; ip: string; createdAt: Date };
    bot: { text: string; isEmergency: boolean; createdAt: Date };
    state: unknown;
  },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(tenantMessages).values([
      { conversationId, sender: 'tenant', ...exchange.tenant },
      { conversationId, sender: 'bot', ...exchange.bot },
    ]);
    await tx
      .update(tenantConversations)
      .set({ state: exchange.state, lastMessageAt: exchange.bot.createdAt })
      .where(eq(tenantConversations.id, conversationId));
  });
}

/** The owner's conversations, most recent first (one property's when given). */
export function listConversations(
  db: Database,
  ownerId: string,
  filters: { propertyId?: string; limit: number },
): Promise<ConversationRow[]> {
  if (filters.propertyId !== undefined && !isUuid(filters.propertyId)) return Promise.resolve([]);
  const conditions: SQL[] = [eq(tenantConversations.ownerId, ownerId)];
  if (filters.propertyId) conditions.push(eq(tenantConversations.propertyId, filters.propertyId));
  return db
    .select()
    .from(tenantConversations)
    .where(and(...conditions))
    .orderBy(desc(tenantConversations.lastMessageAt))
    .limit(filters.limit);
}

/** The messages of these conversations, oldest first; a tenant's message sorts before a reply stamped the same instant. */
export function listMessagesOf(db: Database, conversationIds: string[]): Promise<TenantMessageRow[]> {
  if (conversationIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(tenantMessages)
    .where(inArray(tenantMessages.conversationId, conversationIds))
    .orderBy(asc(tenantMessages.createdAt), desc(sql`${tenantMessages.sender} = 'tenant'`));
}

// ---- lease documents

/** The text of a lease document on file, as the tenant line quotes it. */
export type LeaseDocumentRow = {
  id: string;
  fileName: string | null;
  description: string | null;
  extractedText: string | null;
};

/** At most this many documents are read for one answer: a property's lease, its addenda, a renewal. */
const LEASE_DOCUMENT_LIMIT = 10;

/**
 * The lease documents that speak for the property's current leases: those the active leases were read
 * from, and the property's other Lease documents that no ended lease was read from (an old lease's text
 * must not answer for the new one). Newest first.
 */
export function listLeaseDocuments(
  db: Database,
  ownerId: string,
  propertyId: string,
): Promise<LeaseDocumentRow[]> {
  const ofActiveLease = sql`${documents.id} in (select ${leases.documentId} from ${leases} where ${leases.ownerId} = ${ownerId} and ${leases.propertyId} = ${propertyId} and ${leases.isActive} and ${leases.documentId} is not null)`;
  const ofEndedLease = sql`${documents.id} in (select ${leases.documentId} from ${leases} where ${leases.ownerId} = ${ownerId} and not ${leases.isActive} and ${leases.documentId} is not null)`;
  return db
    .select({
      id: documents.id,
      fileName: documents.fileName,
      description: documents.description,
      extractedText: documents.extractedText,
    })
    .from(documents)
    .where(
      and(
        eq(documents.ownerId, ownerId),
        isNotNull(documents.extractedText),
        or(
          ofActiveLease,
          and(
            eq(documents.propertyId, propertyId),
            sql`lower(${documents.documentType}) = 'lease'`,
            sql`not (${ofEndedLease})`,
          ),
        ),
      ),
    )
    .orderBy(desc(documents.uploadDate), desc(documents.createdAt))
    .limit(LEASE_DOCUMENT_LIMIT);
}
