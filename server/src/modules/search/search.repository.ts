import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';

export type SearchRow = {
  type: 'property' | 'tenant' | 'vendor' | 'document';
  id: string;
  label: string;
  sublabel: string | null;
  rank: number;
};

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * One owner-scoped query over the searchable collections. Rank: the whole label starts with the text (0),
 * a word in it does (1), it merely contains it (2); then shorter labels first.
 */
export async function searchRecords(
  db: Database,
  ownerId: string,
  q: string,
  limit: number,
): Promise<SearchRow[]> {
  const contains = `%${escapeLike(q)}%`;
  const prefix = `${escapeLike(q)}%`;
  const wordPrefix = `% ${escapeLike(q)}%`;
  const rank = (label: ReturnType<typeof sql>) =>
    sql`case when ${label} ilike ${prefix} then 0 when ${label} ilike ${wordPrefix} then 1 else 2 end`;
  const propertyLabel = sql`p.address`;
  const tenantLabel = sql`(t.first_name || ' ' || t.last_name)`;
  const documentLabel = sql`coalesce(d.description, d.file_name, d.document_type)`;
  const result = await db.execute(sql`
    select * from (
      select 'property' as type, p.id::text as id, p.address as label,
        nullif(concat_ws(', ', p.city, p.state), '') as sublabel, ${rank(propertyLabel)} as rank
      from properties p
      where p.owner_id = ${ownerId} and (p.address ilike ${contains} or concat_ws(' ', p.city, p.state, p.zip) ilike ${contains})
      union all
      select 'tenant', t.id::text, ${tenantLabel}, t.email, ${rank(tenantLabel)}
      from tenants t
      where t.owner_id = ${ownerId} and (${tenantLabel} ilike ${contains} or t.email ilike ${contains})
      union all
      select 'vendor', v.id::text, v.name, v.category, ${rank(sql`v.name`)}
      from vendors v
      where v.owner_id = ${ownerId} and v.name ilike ${contains}
      union all
      select 'document', d.id::text, ${documentLabel}, d.document_type, ${rank(documentLabel)}
      from documents d
      where d.owner_id = ${ownerId} and (${documentLabel} ilike ${contains} or d.document_type ilike ${contains})
    ) results
    order by rank, length(label), label
    limit ${limit}`);
  return (result as unknown as { rows: SearchRow[] }).rows;
}
