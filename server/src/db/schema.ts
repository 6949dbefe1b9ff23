/**
 * The database schema: the source of truth for tables. Migrations in ./migrations are generated from it
 * (`npm run db:generate -w server`) and reviewed. Every business row carries `owner_id`; money is
 * numeric(14,2), dates are `date`. This shape is not the API: modules map rows to contract schemas.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const id = () => uuid('id').primaryKey().defaultRandom();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const money = (name: string) => numeric(name, { precision: 14, scale: 2 });
const ownerId = () =>
  uuid('owner_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

// ---------------------------------------------------------------- accounts

export const users = pgTable(
  'users',
  {
    id: id(),
    /** The sign-in name (sent in a field called `email`: docs/product.md#sign-in), stored lower-case. */
    username: text('username').notNull(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** Display preferences: IANA time zone for dates and month boundaries, and the currency shown. */
    timezone: text('timezone').notNull().default('UTC'),
    currency: text('currency').notNull().default('USD'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('users_username_key').on(t.username)],
);

/** One signed-in device. Access tokens name it (`sid`), so revoking it ends them too. */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    persistent: boolean('persistent').notNull().default(false),
    userAgent: text('user_agent'),
    ip: text('ip'),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('auth_sessions_user_idx').on(t.userId)],
);

/** Refresh tokens, stored hashed; each use rotates to a new one in the same session. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: id(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => authSessions.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_key').on(t.tokenHash),
    index('refresh_tokens_session_idx').on(t.sessionId),
  ],
);

/**
 * Attempt counters of the throttles (modules/throttle): one row per key, counting the attempts of a window
 * that ends at `expires_at`. In the database so the limits hold across instances.
 */
export const throttleCounters = pgTable(
  'throttle_counters',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('throttle_counters_expires_idx').on(t.expiresAt)],
);

/** Secrets generated once and shared by every instance (the JWT key when JWT_SECRET is unset). */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

// ---------------------------------------------------------------- portfolio

export const properties = pgTable(
  'properties',
  {
    id: id(),
    ownerId: ownerId(),
    address: text('address').notNull(),
    city: text('city'),
    state: text('state'),
    zip: text('zip'),
    propertyType: text('property_type'),
    purchasePrice: money('purchase_price'),
    purchaseDate: date('purchase_date'),
    numBedrooms: integer('num_bedrooms'),
    numBathrooms: numeric('num_bathrooms', { precision: 4, scale: 1 }),
    numFloors: integer('num_floors'),
    isCommercial: boolean('is_commercial').notNull().default(false),
    isHoa: boolean('is_hoa').notNull().default(false),
    hoaFee: money('hoa_fee'),
    isNnn: boolean('is_nnn').notNull().default(false),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /**
     * The point is a ZIP code area's or a city's centre, not the building (docs/product.md#map-of-properties);
     * null for points saved before this was recorded.
     */
    locationApproximate: boolean('location_approximate'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('properties_owner_idx').on(t.ownerId)],
);

export const tenants = pgTable(
  'tenants',
  {
    id: id(),
    ownerId: ownerId(),
    propertyId: uuid('property_id').references(() => properties.id),
    /** '' for a company tenant (docs/decisions/0009-company-tenants.md). */
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** Set for a company tenant, whose one name it is; null for a person. */
    companyName: text('company_name'),
    email: text('email'),
    phoneNumber: text('phone_number'),
    title: text('title'),
    status: text('status').notNull().default('current'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('tenants_owner_idx').on(t.ownerId),
    index('tenants_property_idx').on(t.propertyId),
    check('tenants_status_check', sql`${t.status} in ('current', 'late')`),
  ],
);

export const documents = pgTable(
  'documents',
  {
    id: id(),
    ownerId: ownerId(),
    propertyId: uuid('property_id').references(() => properties.id),
    documentType: text('document_type').notNull(),
    uploadDate: date('upload_date').notNull().defaultNow(),
    description: text('description'),
    fileName: text('file_name'),
    contentType: text('content_type'),
    sizeBytes: integer('size_bytes'),
    storageKey: text('storage_key'),
    pageCount: integer('page_count'),
    extractedText: text('extracted_text'),
    extractionMethod: text('extraction_method'),
    fields: jsonb('fields'),
    createdAt: createdAt(),
  },
  (t) => [index('documents_owner_idx').on(t.ownerId), index('documents_property_idx').on(t.propertyId)],
);

export const leases = pgTable(
  'leases',
  {
    id: id(),
    ownerId: ownerId(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id),
    tenantId: uuid('tenant_id').references(() => tenants.id, { onDelete: 'set null' }),
    documentId: uuid('document_id').references(() => documents.id, { onDelete: 'set null' }),
    leaseType: text('lease_type'),
    startDate: date('start_date'),
    endDate: date('end_date'),
    rentAmountMonthly: money('rent_amount_monthly'),
    securityDeposit: money('security_deposit'),
    rentDueDay: integer('rent_due_day').notNull().default(1),
    /** Days after a due date before unpaid rent is late (docs/decisions/0006-rent-ledger.md). */
    gracePeriodDays: integer('grace_period_days').notNull().default(5),
    isActive: boolean('is_active').notNull().default(true),
    specialLeaseTerms: jsonb('special_lease_terms'),
    /** "Rent tracked from" (docs/decisions/0012-rent-tracked-from.md); null: from the start date. */
    ledgerStartDate: date('ledger_start_date'),
    /** What was owed on ledger_start_date (negative: a credit). */
    openingBalance: money('opening_balance').notNull().default('0'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('leases_owner_idx').on(t.ownerId),
    index('leases_property_idx').on(t.propertyId),
    index('leases_tenant_idx').on(t.tenantId),
    check('leases_rent_due_day_check', sql`${t.rentDueDay} between 1 and 31`),
    check('leases_grace_period_days_check', sql`${t.gracePeriodDays} between 0 and 60`),
  ],
);

/**
 * One-off charges of a lease (a repair billed to the tenant, a key replacement). The only charges stored:
 * rent, recurring fees and late fees are derived from the lease's terms (docs/decisions/0006-rent-ledger.md).
 */
export const leaseCharges = pgTable(
  'lease_charges',
  {
    id: id(),
    ownerId: ownerId(),
    leaseId: uuid('lease_id')
      .notNull()
      .references(() => leases.id, { onDelete: 'cascade' }),
    description: text('description').notNull(),
    amount: money('amount').notNull(),
    dueDate: date('due_date').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('lease_charges_owner_idx').on(t.ownerId),
    index('lease_charges_lease_idx').on(t.leaseId, t.dueDate),
    check('lease_charges_amount_check', sql`${t.amount} > 0`),
  ],
);

/**
 * A lease's security deposit, entry by entry: money received, each deduction with its reason, money
 * returned. Held for the tenant, never income (modules/deposits): nothing here reaches the ledger.
 */
export const depositEntries = pgTable(
  'deposit_entries',
  {
    id: id(),
    ownerId: ownerId(),
    leaseId: uuid('lease_id')
      .notNull()
      .references(() => leases.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    amount: money('amount').notNull(),
    entryDate: date('entry_date').notNull(),
    description: text('description'),
    createdAt: createdAt(),
  },
  (t) => [
    index('deposit_entries_owner_idx').on(t.ownerId),
    index('deposit_entries_lease_idx').on(t.leaseId, t.entryDate),
    check('deposit_entries_kind_check', sql`${t.kind} in ('received', 'deduction', 'returned')`),
    check('deposit_entries_amount_check', sql`${t.amount} > 0`),
  ],
);

export const vendors = pgTable(
  'vendors',
  {
    id: id(),
    ownerId: ownerId(),
    name: text('name').notNull(),
    category: text('category'),
    email: text('email'),
    phone: text('phone'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('vendors_owner_idx').on(t.ownerId)],
);

export const contracts = pgTable(
  'contracts',
  {
    id: id(),
    ownerId: ownerId(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id),
    vendorId: uuid('vendor_id').references(() => vendors.id),
    documentId: uuid('document_id').references(() => documents.id, { onDelete: 'set null' }),
    contractType: text('contract_type'),
    description: text('description'),
    startDate: date('start_date'),
    endDate: date('end_date'),
    amount: money('amount'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('contracts_owner_idx').on(t.ownerId), index('contracts_property_idx').on(t.propertyId)],
);

export const maintenanceRequests = pgTable(
  'maintenance_requests',
  {
    id: id(),
    ownerId: ownerId(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id),
    title: text('title').notNull(),
    description: text('description'),
    status: text('status').notNull().default('Pending'),
    priority: text('priority').notNull().default('normal'),
    scheduledFor: date('scheduled_for'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('maintenance_owner_idx').on(t.ownerId, t.status),
    index('maintenance_property_idx').on(t.propertyId),
    check('maintenance_status_check', sql`${t.status} in ('Pending', 'In Progress', 'Completed')`),
    check('maintenance_priority_check', sql`${t.priority} in ('normal', 'urgent', 'emergency')`),
  ],
);

// ---------------------------------------------------------------- money

/** Columns shared by incomes and expenses. A deleted property leaves its books: the link is nulled. */
const transactionColumns = () => ({
  id: id(),
  ownerId: ownerId(),
  propertyId: uuid('property_id').references(() => properties.id, { onDelete: 'set null' }),
  /** The address of the property at the time it was deleted, so old books still say where. */
  formerPropertyAddress: text('former_property_address'),
  transactionDate: date('transaction_date').notNull(),
  amount: money('amount').notNull(),
  category: text('category'),
  description: text('description'),
  entity: text('entity'),
  bankAccount: text('bank_account'),
  method: text('method'),
  /** ISO 4217 code of `amount`; null (rows from before it was kept): the owner's currency. Never converted. */
  currency: text('currency'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const incomes = pgTable(
  'incomes',
  {
    ...transactionColumns(),
    tenantId: uuid('tenant_id').references(() => tenants.id, { onDelete: 'set null' }),
    leaseId: uuid('lease_id').references(() => leases.id, { onDelete: 'set null' }),
  },
  (t) => [
    // The ledger's order (`desc` sorts nulls first): its pages stop early on it, and owner + date
    // range queries (dashboard, reports, imports) use its leading columns.
    index('incomes_owner_ledger_idx').on(
      t.ownerId,
      t.transactionDate.desc().nullsFirst(),
      t.createdAt.desc().nullsFirst(),
      t.id,
    ),
    index('incomes_property_idx').on(t.propertyId),
    // A lease's payments (its statement, the rent totals kept below) and the rent no lease claims yet.
    index('incomes_lease_idx').on(t.leaseId),
    index('incomes_unlinked_idx')
      .on(t.ownerId)
      .where(sql`${t.leaseId} is null`),
  ],
);

export const expenses = pgTable(
  'expenses',
  {
    ...transactionColumns(),
    vendorId: uuid('vendor_id').references(() => vendors.id, { onDelete: 'set null' }),
    documentId: uuid('document_id').references(() => documents.id, { onDelete: 'set null' }),
  },
  (t) => [
    // As incomes_owner_ledger_idx.
    index('expenses_owner_ledger_idx').on(
      t.ownerId,
      t.transactionDate.desc().nullsFirst(),
      t.createdAt.desc().nullsFirst(),
      t.id,
    ),
    index('expenses_property_idx').on(t.propertyId),
  ],
);

/**
 * Each owner's incomes and expenses summed per day, so that totals over date ranges (dashboard, ledger)
 * read a few hundred rows instead of every transaction. Derived: triggers on incomes and expenses
 * (migrations/0007_ledger_daily_totals.sql) keep it exact on every write; a day left with no transactions
 * has no row. Not backed up: restoring the transactions rebuilds it.
 */
/**
 * Each lease's rent incomes (category Rent, tied to the lease) summed, kept by the database on every
 * write like `ledger_daily_totals`: what the rent book reads of a lease without late fees, so recording
 * one payment costs its lease's row, not a scan of every rent income (docs/decisions/0006-rent-ledger.md).
 * Rows are kept at zero rather than deleted.
 */
export const leaseRentTotals = pgTable(
  'lease_rent_totals',
  {
    leaseId: uuid('lease_id')
      .primaryKey()
      .references(() => leases.id, { onDelete: 'cascade' }),
    ownerId: ownerId(),
    /** Wider than one amount: a lease's sum of many. */
    amount: numeric('amount', { precision: 20, scale: 2 }).notNull(),
    count: integer('count').notNull(),
    /** The latest payment's date, any day (future-dated ones included). */
    lastDate: date('last_date'),
  },
  (t) => [index('lease_rent_totals_owner_idx').on(t.ownerId)],
);

export const ledgerDailyTotals = pgTable(
  'ledger_daily_totals',
  {
    ownerId: ownerId(),
    kind: text('kind').notNull(),
    day: date('day').notNull(),
    /** Wider than one amount: a day's sum of many. */
    amount: numeric('amount', { precision: 20, scale: 2 }).notNull(),
    count: integer('count').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.ownerId, t.kind, t.day] }),
    check('ledger_daily_totals_kind_check', sql`${t.kind} in ('income', 'expense')`),
  ],
);

export const invoices = pgTable(
  'invoices',
  {
    id: id(),
    ownerId: ownerId(),
    propertyId: uuid('property_id').references(() => properties.id, { onDelete: 'set null' }),
    /** Restrict: a vendor with invoices cannot be deleted (409). */
    vendorId: uuid('vendor_id').references(() => vendors.id),
    documentId: uuid('document_id').references(() => documents.id, { onDelete: 'set null' }),
    expenseId: uuid('expense_id').references(() => expenses.id, { onDelete: 'set null' }),
    invoiceNumber: text('invoice_number'),
    issueDate: date('issue_date'),
    dueDate: date('due_date'),
    amount: money('amount').notNull(),
    status: text('status').notNull().default('unpaid'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('invoices_owner_idx').on(t.ownerId),
    index('invoices_vendor_idx').on(t.vendorId),
    check('invoices_status_check', sql`${t.status} in ('unpaid', 'paid')`),
  ],
);

export const payments = pgTable(
  'payments',
  {
    id: id(),
    ownerId: ownerId(),
    tenantId: uuid('tenant_id').references(() => tenants.id, { onDelete: 'set null' }),
    leaseId: uuid('lease_id').references(() => leases.id, { onDelete: 'set null' }),
    propertyId: uuid('property_id').references(() => properties.id, { onDelete: 'set null' }),
    incomeId: uuid('income_id').references(() => incomes.id, { onDelete: 'set null' }),
    amount: money('amount').notNull(),
    paidDate: date('paid_date').notNull(),
    method: text('method'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('payments_owner_idx').on(t.ownerId, t.paidDate), index('payments_lease_idx').on(t.leaseId)],
);

// ---------------------------------------------------------------- calendar and notifications

/** Custom events ('New Schedule'); rent, lease and maintenance events are generated from the data. */
export const calendarEvents = pgTable(
  'calendar_events',
  {
    id: id(),
    ownerId: ownerId(),
    propertyId: uuid('property_id').references(() => properties.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    notes: text('notes'),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    allDay: boolean('all_day').notNull().default(false),
    recurrence: text('recurrence'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('calendar_events_owner_idx').on(t.ownerId, t.startAt),
    check(
      'calendar_events_recurrence_check',
      sql`${t.recurrence} in ('daily', 'weekly', 'monthly', 'yearly')`,
    ),
  ],
);

/** Compliance tracker: recurring obligations per property; a done item rolls to its next due date. */
export const complianceItems = pgTable(
  'compliance_items',
  {
    id: id(),
    ownerId: ownerId(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    notes: text('notes'),
    dueDate: date('due_date').notNull(),
    /** Months between occurrences; null = once. */
    intervalMonths: integer('interval_months'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    lastDoneOn: date('last_done_on'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('compliance_owner_idx').on(t.ownerId, t.dueDate),
    index('compliance_property_idx').on(t.propertyId),
  ],
);

/** Raised once each: the (owner, dedupe_key) pair is unique, so every instance may try. */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    ownerId: ownerId(),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body'),
    link: text('link'),
    dedupeKey: text('dedupe_key').notNull(),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('notifications_dedupe_key').on(t.ownerId, t.dedupeKey),
    index('notifications_owner_idx').on(t.ownerId, t.readAt, t.createdAt),
  ],
);

/**
 * A secret, revocable URL per owner serving the calendar as iCalendar. The link's token is derived from a
 * server key and `nonce` (so the owner can see it again); only its hash is stored, so the database alone
 * opens no feed. `nonce` is null for links made before that (their hash still opens them).
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    ownerId: uuid('owner_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    nonce: text('nonce'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('calendar_feeds_token_hash_key').on(t.tokenHash)],
);

// ---------------------------------------------------------------- account recovery and contact

/** Single-use password reset links, valid for one hour; only the token's hash is kept. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('password_reset_tokens_hash_key').on(t.tokenHash),
    index('password_reset_tokens_user_idx').on(t.userId),
  ],
);

/** Messages sent from the public contact and support forms, kept for the operator. */
export const contactMessages = pgTable('contact_messages', {
  id: id(),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  name: text('name').notNull(),
  email: text('email').notNull(),
  topic: text('topic'),
  message: text('message').notNull(),
  createdAt: createdAt(),
});

// ---------------------------------------------------------------- assistant

/** The chat with the assistant, per user: the history the widget shows and that follow-up questions read. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: id(),
    ownerId: ownerId(),
    sender: text('sender').notNull(),
    text: text('text').notNull(),
    /** What a reply was computed from: [{type, id, label}] (contract ChatSource). */
    sources: jsonb('sources').notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [
    index('chat_messages_owner_idx').on(t.ownerId, t.createdAt),
    check('chat_messages_sender_check', sql`${t.sender} in ('user', 'bot')`),
  ],
);

/**
 * A demo visitor's own conversation with the assistant (modules/assistant/demo-conversations.ts): kept by
 * the visitor's session, never in the shared demo account's chat_messages, and gone with the session (the
 * daily reset deletes the account and its sessions).
 */
export const demoChatMessages = pgTable(
  'demo_chat_messages',
  {
    id: id(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => authSessions.id, { onDelete: 'cascade' }),
    sender: text('sender').notNull(),
    text: text('text').notNull(),
    sources: jsonb('sources').notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [
    index('demo_chat_messages_session_idx').on(t.sessionId, t.createdAt),
    index('demo_chat_messages_created_idx').on(t.createdAt),
    check('demo_chat_messages_sender_check', sql`${t.sender} in ('user', 'bot')`),
  ],
);

// ---------------------------------------------------------------- tenant line

/**
 * A private, revocable link per property for tenants without an account (docs/product.md#tenant-line). Only
 * the token's SHA-256 is kept; at most one link per property is live (revoked_at null), rotation revokes the
 * old one.
 */
export const tenantLinks = pgTable(
  'tenant_links',
  {
    id: id(),
    ownerId: ownerId(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('tenant_links_token_hash_key').on(t.tokenHash),
    uniqueIndex('tenant_links_live_property_key')
      .on(t.propertyId)
      .where(sql`${t.revokedAt} is null`),
  ],
);

/** One tenant's conversation through a link; `state` holds what the report has so far (unit, problem…). */
export const tenantConversations = pgTable(
  'tenant_conversations',
  {
    id: id(),
    ownerId: ownerId(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    linkId: uuid('link_id')
      .notNull()
      .references(() => tenantLinks.id, { onDelete: 'cascade' }),
    state: jsonb('state').notNull().default({}),
    createdAt: createdAt(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('tenant_conversations_owner_idx').on(t.ownerId, t.propertyId, t.lastMessageAt),
    index('tenant_conversations_link_idx').on(t.linkId),
  ],
);

/** The messages of a tenant conversation. `ip`: the sender's address (tenant messages only). */
export const tenantMessages = pgTable(
  'tenant_messages',
  {
    id: id(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => tenantConversations.id, { onDelete: 'cascade' }),
    sender: text('sender').notNull(),
    text: text('text').notNull(),
    /** A reply that escalated an emergency, so the landlord sees it flagged too. */
    isEmergency: boolean('is_emergency').notNull().default(false),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [
    index('tenant_messages_conversation_idx').on(t.conversationId, t.createdAt),
    check('tenant_messages_sender_check', sql`${t.sender} in ('tenant', 'bot')`),
  ],
);
