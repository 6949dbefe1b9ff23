import { and, asc, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { ChatSource } from '@astor/contract/chat';
import type { Database } from '../../db/client.js';
import {
  chatMessages,
  documents,
  expenses,
  incomes,
  leases,
  properties,
  users,
  vendors,
} from '../../db/schema.js';
import { isUuid } from '../../db/values.js';
import { listProperties } from '../properties/properties.repository.js';
import { listTenants } from '../tenants/tenants.repository.js';
import { centsOf } from './format.js';
import { withoutAccents } from '../../nlu/text.js';
import type { OwnerData } from '../../nlu/understand.js';

export type ChatMessageRow = typeof chatMessages.$inferSelect;

/** The owner's records the assistant resolves names against: properties, tenants, types in use. */
export async function loadOwnerData(db: Database, ownerId: string): Promise<OwnerData> {
  const [propertyRows, tenantRows, documentTypeRows, vendorRows, descriptionRows, categoryRows, leaseRows] =
    await Promise.all([
      listProperties(db, ownerId),
      listTenants(db, ownerId),
      db
        .selectDistinct({ type: documents.documentType })
        .from(documents)
        .where(eq(documents.ownerId, ownerId)),
      listPayeeNames(db, ownerId),
      db
        .selectDistinct({ text: expenses.description })
        .from(expenses)
        .where(eq(expenses.ownerId, ownerId))
        .limit(MAX_DESCRIPTIONS),
      db.selectDistinct({ text: expenses.category }).from(expenses).where(eq(expenses.ownerId, ownerId)),
      db
        .select({ propertyId: leases.propertyId, startDate: leases.startDate, endDate: leases.endDate })
        .from(leases)
        .where(eq(leases.ownerId, ownerId)),
    ]);
  const units = mostLeasesAtOnce(leaseRows);
  return {
    properties: propertyRows.map((p) => ({
      id: p.id,
      address: p.address,
      city: p.city,
      state: p.state,
      propertyType: p.propertyType,
      isCommercial: p.isCommercial,
      units: units.get(p.id) ?? 0,
    })),
    tenants: tenantRows.map(({ tenant }) => ({
      id: tenant.id,
      // A company tenant is named by its company name, without the legal form ("Pedal & Pint Bicycle").
      firstName: tenant.companyName
        ? tenant.companyName.replace(/(?:[\s,.]+(?:llc|inc|ltd|corp|co|company))+\.?$/gi, '').trim()
        : tenant.firstName,
      lastName: tenant.companyName ? '' : tenant.lastName,
      propertyId: tenant.propertyId,
    })),
    propertyTypes: [
      ...new Set(propertyRows.map((p) => p.propertyType).filter((t): t is string => Boolean(t))),
    ],
    documentTypes: documentTypeRows.map((row) => row.type),
    vendors: vendorRows,
    recordWords: new Set(
      [...vendorRows, ...descriptionRows.map((row) => row.text ?? '')].flatMap(
        (text) => withoutAccents(text.toLowerCase()).match(/[a-z]{3,}/g) ?? [],
      ),
    ),
    categoryWords: new Set(
      categoryRows.flatMap((row) => withoutAccents(row.text?.toLowerCase() ?? '').match(/[a-z]{3,}/g) ?? []),
    ),
  };
}

/**
 * How many homes each property has had let at once: the most of its leases in force on one day ("the
 * fourplex" has had four, "the duplex" two), which tells two multi-family buildings apart.
 */
function mostLeasesAtOnce(
  rows: { propertyId: string | null; startDate: string | null; endDate: string | null }[],
): Map<string, number> {
  const byProperty = new Map<string, { startDate: string; endDate: string }[]>();
  for (const { propertyId, startDate, endDate } of rows)
    if (propertyId && startDate)
      byProperty.set(propertyId, [
        ...(byProperty.get(propertyId) ?? []),
        { startDate, endDate: endDate ?? '9999-12-31' },
      ]);
  const most = new Map<string, number>();
  for (const [propertyId, spans] of byProperty)
    most.set(
      propertyId,
      Math.max(
        ...spans.map(
          ({ startDate }) =>
            spans.filter((other) => other.startDate <= startDate && other.endDate >= startDate).length,
        ),
      ),
    );
  return most;
}

/** Expense descriptions whose words the assistant keeps as typed (a vocabulary of the owner's own). */
const MAX_DESCRIPTIONS = 5_000;

/** Payees the assistant may be asked about: the owner's vendors and the names on their expenses. */
const MAX_PAYEES = 2_000;

async function listPayeeNames(db: Database, ownerId: string): Promise<string[]> {
  const [named, payees] = await Promise.all([
    db.select({ name: vendors.name }).from(vendors).where(eq(vendors.ownerId, ownerId)).limit(MAX_PAYEES),
    db
      .selectDistinct({ name: sql<string>`trim(${expenses.entity})` })
      .from(expenses)
      .where(and(eq(expenses.ownerId, ownerId), sql`nullif(trim(${expenses.entity}), '') is not null`))
      .limit(MAX_PAYEES),
  ]);
  const seen = new Map<string, string>();
  for (const { name } of [...named, ...payees]) if (name) seen.set(name.toLowerCase(), name);
  return [...seen.values()];
}

/** The addresses of some of the owner's properties, in the order asked. */
export async function propertyAddresses(db: Database, ownerId: string, ids: string[]): Promise<string[]> {
  const valid = ids.filter(isUuid);
  if (valid.length === 0) return [];
  const rows = await db
    .select({ id: properties.id, address: properties.address })
    .from(properties)
    .where(and(eq(properties.ownerId, ownerId), inArray(properties.id, valid)));
  const byId = new Map(rows.map((row) => [row.id, row.address]));
  return valid.flatMap((id) => byId.get(id) ?? []);
}

/** The user's preferred time zone (account settings), for "today" and month boundaries. */
export async function findUserTimeZone(db: Database, ownerId: string): Promise<string | undefined> {
  const [row] = await db.select({ timezone: users.timezone }).from(users).where(eq(users.id, ownerId));
  return row?.timezone;
}

export type CategoryTotal = { category: string; cents: number; count: number };

/**
 * Income or expense totals by category for a period and optionally one property, summed in SQL. A blank
 * category counts as Other, as on the dashboard's expense breakdown.
 */
export async function totalsByCategory(
  db: Database,
  ownerId: string,
  kind: 'income' | 'expense',
  filters: { from: string; to: string; propertyId?: string },
): Promise<CategoryTotal[]> {
  const table = (kind === 'income' ? incomes : expenses) as typeof incomes;
  if (filters.propertyId !== undefined && !isUuid(filters.propertyId)) return [];
  const category = sql<string>`coalesce(nullif(trim(${table.category}), ''), 'Other')`;
  const conditions: SQL[] = [
    eq(table.ownerId, ownerId),
    gte(table.transactionDate, filters.from),
    lte(table.transactionDate, filters.to),
  ];
  if (filters.propertyId) conditions.push(eq(table.propertyId, filters.propertyId));
  const rows = await db
    .select({
      category,
      total: sql<string>`sum(${table.amount})`,
      count: sql<number>`count(*)`.mapWith(Number),
    })
    .from(table)
    .where(and(...conditions))
    .groupBy(category)
    .orderBy(desc(sql`sum(${table.amount})`));
  return rows.map((row) => ({ category: row.category, cents: centsOf(row.total), count: row.count }));
}

/** Transactions behind a total, newest first, for the reply's sources. */
export async function listTransactionsForSources(
  db: Database,
  ownerId: string,
  kind: 'income' | 'expense',
  filters: { from: string; to: string; propertyId?: string; category?: string },
  limit: number,
) {
  const table = (kind === 'income' ? incomes : expenses) as typeof incomes;
  if (filters.propertyId !== undefined && !isUuid(filters.propertyId)) return [];
  const conditions: SQL[] = [
    eq(table.ownerId, ownerId),
    gte(table.transactionDate, filters.from),
    lte(table.transactionDate, filters.to),
  ];
  if (filters.propertyId) conditions.push(eq(table.propertyId, filters.propertyId));
  if (filters.category)
    conditions.push(
      sql`lower(coalesce(nullif(trim(${table.category}), ''), 'Other')) = ${filters.category.toLowerCase()}`,
    );
  return db
    .select({
      id: table.id,
      date: table.transactionDate,
      amount: table.amount,
      entity: table.entity,
      description: table.description,
      category: table.category,
      address: properties.address,
    })
    .from(table)
    .leftJoin(properties, eq(properties.id, table.propertyId))
    .where(and(...conditions))
    .orderBy(desc(table.transactionDate), desc(table.createdAt))
    .limit(limit);
}

// ---- conversation history

export async function insertChatMessages(
  db: Database,
  ownerId: string,
  messages: { sender: 'user' | 'bot'; text: string; sources: ChatSource[]; createdAt: Date }[],
): Promise<void> {
  await db.insert(chatMessages).values(messages.map((message) => ({ ...message, ownerId })));
}

/** The latest `limit` messages, oldest first; a user message sorts before the reply stamped the same instant. */
export async function listRecentChatMessages(
  db: Database,
  ownerId: string,
  limit: number,
): Promise<ChatMessageRow[]> {
  const rows = await db
    .select()
    .from(chatMessages)
    .where(eq(chatMessages.ownerId, ownerId))
    .orderBy(desc(chatMessages.createdAt), asc(sql`${chatMessages.sender} = 'user'`))
    .limit(limit);
  return rows.reverse();
}

export async function deleteChatMessages(db: Database, ownerId: string): Promise<number> {
  const rows = await db
    .delete(chatMessages)
    .where(eq(chatMessages.ownerId, ownerId))
    .returning({ id: chatMessages.id });
  return rows.length;
}
