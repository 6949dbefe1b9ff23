import { sql } from 'drizzle-orm';
import { tenants } from '../../db/schema.js';

/**
 * docs/decisions/0009-company-tenants.md: a company tenant keeps '' as its first and last name. Queries
 * that read a tenant's names only to show them ('first last') read this in place of the first name: the
 * company's name when there is one, so the company shows by its one name.
 */
export const SHOWN_FIRST_NAME_SQL = sql<string>`coalesce(${tenants.companyName}, ${tenants.firstName})`;
