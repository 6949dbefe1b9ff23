import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { addDays } from '../dashboard/dashboard.formulas.js';
import { findCategories } from './nlu/categories.js';
import {
  findDocumentType,
  findPropertyKind,
  resolvePropertyText,
  resolveTenantText,
  type MaintenanceStatusFilter,
} from './nlu/entities.js';
import { findPeriod, rangePeriod, thisMonth, type Direction, type Period } from './nlu/periods.js';
import type { OwnerData } from './nlu/understand.js';
import { tokenize } from './nlu/text.js';
import { speller } from './nlu/vocabulary.js';
import { findDocuments } from './tools/find-documents.js';
import { findProperties } from './tools/find-properties.js';
import { findTenants } from './tools/find-tenants.js';
import { financeSummary, type FinanceMeasure } from './tools/finance-summary.js';
import { lateRent } from './tools/late-rent.js';
import { leasesEnding } from './tools/leases-ending.js';
import { maintenanceRequests } from './tools/maintenance-requests.js';
import { portfolioSummary } from './tools/portfolio-summary.js';
import { rentRoll } from './tools/rent-roll.js';
import type { ToolResult } from './tools/tool.js';
import { upcomingEvents } from './tools/upcoming-events.js';

/**
 * A question, resolved: which tool answers it and with what (ids of the owner's own records, a period,
 * a category). The offline engine builds it from the words; the LLM path builds it from function-call
 * arguments. Either way, the figures come from the tools.
 */

export const TOOL_NAMES = [
  'portfolio_summary',
  'find_properties',
  'rent_roll',
  'find_tenants',
  'leases_ending',
  'late_rent',
  'finance_summary',
  'maintenance_requests',
  'upcoming_events',
  'find_documents',
] as const;
export type ToolName = (typeof TOOL_NAMES)[number];

export type Query = {
  tool: ToolName;
  measure?: FinanceMeasure;
  period?: Period;
  propertyIds: string[];
  tenantIds: string[];
  category?: { name: string; kind: 'income' | 'expense' };
  maintenanceStatus?: MaintenanceStatusFilter;
  emergencyOnly?: boolean;
  propertyKind?: 'residential' | 'commercial';
  propertyType?: string;
  documentType?: string;
};

/** How far ahead "upcoming" looks when no period is named. */
export const LEASES_ENDING_DEFAULT_DAYS = 90;
export const CALENDAR_DEFAULT_DAYS = 14;

export function defaultPeriodFor(tool: ToolName, today: string): Period {
  if (tool === 'leases_ending')
    return rangePeriod(
      today,
      addDays(today, LEASES_ENDING_DEFAULT_DAYS),
      `the next ${LEASES_ENDING_DEFAULT_DAYS} days`,
    );
  if (tool === 'upcoming_events')
    return rangePeriod(
      today,
      addDays(today, CALENDAR_DEFAULT_DAYS),
      `the next ${CALENDAR_DEFAULT_DAYS} days`,
    );
  return thisMonth(today);
}

/** Calendars are read at most 400 days at a time (the calendar API's limit). */
function capPeriod(period: Period): Period {
  const limit = addDays(period.from, 400);
  return period.to > limit ? rangePeriod(period.from, limit) : period;
}

export async function runQuery(
  db: Database,
  ownerId: string,
  today: string,
  query: Query,
): Promise<ToolResult> {
  const period = query.period ?? defaultPeriodFor(query.tool, today);
  const propertyIds = query.propertyIds.length ? query.propertyIds : undefined;
  const tenantIds = query.tenantIds.length ? query.tenantIds : undefined;
  switch (query.tool) {
    case 'portfolio_summary':
      return portfolioSummary(db, ownerId, { today });
    case 'find_properties':
      return findProperties(db, ownerId, {
        ...(propertyIds ? { propertyIds } : {}),
        ...(query.propertyKind ? { kind: query.propertyKind } : {}),
        ...(query.propertyType ? { propertyType: query.propertyType } : {}),
      });
    case 'rent_roll':
      return rentRoll(db, ownerId, propertyIds ? { propertyIds } : {});
    case 'find_tenants':
      return findTenants(db, ownerId, {
        today,
        ...(tenantIds ? { tenantIds } : {}),
        ...(propertyIds ? { propertyIds } : {}),
      });
    case 'leases_ending':
      return leasesEnding(db, ownerId, { period, today, ...(propertyIds ? { propertyIds } : {}) });
    case 'late_rent':
      return lateRent(db, ownerId, {
        today,
        ...(propertyIds ? { propertyIds } : {}),
        ...(tenantIds ? { tenantIds } : {}),
      });
    case 'finance_summary':
      return financeSummary(db, ownerId, {
        measure: query.measure ?? 'net',
        period,
        ...(propertyIds?.[0] ? { propertyId: propertyIds[0] } : {}),
        ...(query.category ? { category: query.category } : {}),
      });
    case 'maintenance_requests':
      return maintenanceRequests(db, ownerId, {
        ...(query.maintenanceStatus ? { status: query.maintenanceStatus } : {}),
        ...(propertyIds ? { propertyIds } : {}),
        ...(query.emergencyOnly ? { emergencyOnly: true } : {}),
      });
    case 'upcoming_events':
      return upcomingEvents(db, ownerId, {
        period: capPeriod(period),
        ...(propertyIds ? { propertyIds } : {}),
      });
    case 'find_documents':
      return findDocuments(db, ownerId, {
        ...(query.documentType ? { documentType: query.documentType } : {}),
        ...(propertyIds ? { propertyIds } : {}),
      });
  }
}

// ---- the tools as an LLM sees them (function calling)

const text = (description: string) => z.string().max(200).optional().describe(description);
const PERIOD = text(
  "A period in plain words, e.g. 'this month', 'last month', 'March 2026', 'Q3', 'last quarter', 'this year', 'YTD', 'last 90 days', '2026-03'.",
);
const PROPERTY = text(
  "A property's address or part of it, as the user said it, e.g. '12 Elm St' or 'elm street'.",
);
const TENANT = text("A tenant's name, first, last or both.");

export const LOOSE_ARGUMENT_SCHEMAS = {
  portfolio_summary: z.object({}),
  find_properties: z.object({
    property: PROPERTY,
    property_type: text("'residential', 'commercial', or a type such as 'Condo' or 'Single Family'."),
  }),
  rent_roll: z.object({ property: PROPERTY }),
  find_tenants: z.object({ tenant: TENANT, property: PROPERTY }),
  leases_ending: z.object({ period: PERIOD, property: PROPERTY }),
  late_rent: z.object({ tenant: TENANT, property: PROPERTY }),
  finance_summary: z.object({
    measure: z
      .enum(['income', 'expenses', 'net'])
      .describe('Income, expenses, or net (income minus expenses).'),
    period: PERIOD,
    property: PROPERTY,
    category: text(
      "An income or expense category, e.g. 'Repairs', 'Insurance', 'Utilities', 'Rent', 'Late fees'.",
    ),
  }),
  maintenance_requests: z.object({
    status: z.enum(['open', 'Pending', 'In Progress', 'Completed', 'all']).optional(),
    property: PROPERTY,
    emergency_only: z.boolean().optional(),
  }),
  upcoming_events: z.object({ period: PERIOD, property: PROPERTY }),
  find_documents: z.object({
    document_type: text("'Lease', 'Contract', 'Invoice', 'Legal', 'Other' or a custom type."),
    property: PROPERTY,
  }),
} satisfies Record<ToolName, z.ZodType>;

export const TOOL_DESCRIPTIONS: Record<ToolName, string> = {
  portfolio_summary:
    "Overview of the user's portfolio: property, tenant and lease counts, monthly rent, this month's income, expenses and net, late rent, maintenance.",
  find_properties:
    'Properties by address or type (residential, commercial, condo…), with rent, type, rooms, HOA and purchase.',
  rent_roll: 'Active leases with their monthly rent, in total or for one property.',
  find_tenants: 'Tenants by name or property: contact details, property and current lease.',
  leases_ending: 'Active leases ending within a period (default: the next 90 days).',
  late_rent:
    'Who is late on rent and what is owed (rent unpaid past its grace period, by lease), and the rent received this month, from the rent ledger.',
  finance_summary:
    'Income, expenses or net for a period (default: this month), optionally for one property or one category.',
  maintenance_requests: 'Maintenance requests by status (default: open) and property.',
  upcoming_events:
    'Calendar items for a period (default: the next 14 days): rent due, lease ends, renewals, maintenance, compliance.',
  find_documents: 'Documents in the vault by type and property.',
};

export type LooseArguments = {
  property?: string | undefined;
  property_type?: string | undefined;
  tenant?: string | undefined;
  period?: string | undefined;
  measure?: FinanceMeasure | undefined;
  category?: string | undefined;
  status?: MaintenanceStatusFilter | undefined;
  emergency_only?: boolean | undefined;
  document_type?: string | undefined;
};

/** A period in plain words, read like a question's. */
export function parsePeriodText(value: string, today: string, direction: Direction): Period | undefined {
  const words = tokenize(value).map((word) => speller.correct(word));
  return findPeriod(words, today, direction)?.period;
}

/** Function-call arguments resolved against the owner's records; a name that matches nothing is an answer. */
export function queryFromArguments(
  tool: ToolName,
  args: LooseArguments,
  owner: OwnerData,
  today: string,
): { query: Query } | { notFound: ToolResult } {
  const query: Query = { tool, propertyIds: [], tenantIds: [] };
  const notFound = (summary: string): { notFound: ToolResult } => ({
    notFound: { summary, details: [], figures: {}, sources: [] },
  });
  if (args.property) {
    query.propertyIds = resolvePropertyText(args.property, owner.properties);
    if (query.propertyIds.length === 0)
      return notFound(`No property matching "${args.property}" is in this portfolio.`);
  }
  if (args.tenant) {
    query.tenantIds = resolveTenantText(args.tenant, owner.tenants);
    if (query.tenantIds.length === 0)
      return notFound(`No tenant named "${args.tenant}" is in this portfolio.`);
  }
  if (args.period) {
    const direction = tool === 'leases_ending' || tool === 'upcoming_events' ? 'future' : 'past';
    const period = parsePeriodText(args.period, today, direction);
    if (!period)
      return notFound(
        `The period "${args.period}" could not be read; try "last month", "Q3 2026" or "2026-03".`,
      );
    query.period = period;
  }
  if (args.measure) query.measure = args.measure;
  if (args.category) {
    const [match] = findCategories(tokenize(args.category).map((word) => speller.correct(word)));
    if (!match) return notFound(`"${args.category}" is not a transaction category in Astor.`);
    query.category = { name: match.category, kind: match.kind };
  }
  if (args.status) query.maintenanceStatus = args.status;
  if (args.emergency_only) query.emergencyOnly = true;
  if (args.property_type) {
    const found = findPropertyKind(tokenize(args.property_type), owner.propertyTypes);
    if (found.kind) query.propertyKind = found.kind;
    else if (found.propertyType) query.propertyType = found.propertyType;
    else return notFound(`No ${args.property_type} properties are in this portfolio.`);
  }
  if (args.document_type) {
    const type = findDocumentType(tokenize(args.document_type), owner.documentTypes);
    if (!type) return notFound(`No ${args.document_type} documents are in the vault.`);
    query.documentType = type;
  }
  return { query };
}
