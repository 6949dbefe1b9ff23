import { sql, type SQL } from 'drizzle-orm';
import type { SearchResultType } from '@astor/contract/search';
import type { Database } from '../../db/client.js';

export type SearchRow = {
  type: SearchResultType;
  id: string;
  label: string;
  sublabel: string | null;
  date: string | null;
  /** Signed (expenses negative), numeric as exact text. */
  amount: string | null;
  currency: string | null;
};

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** How many characters of a document's text are shown either side of the match. */
const SNIPPET_RADIUS = 40;

/**
 * The figure in a query that looks like an amount ('$1,250.5' → '1250.5'), to find transactions by it;
 * undefined when the query is not one.
 */
export function amountQueryOf(q: string): string | undefined {
  const figure = q.replace(/[$,\s]/g, '');
  return /^\d+(\.\d{0,2})?$/.test(figure) ? figure : undefined;
}

/**
 * One owner-scoped query over the searchable collections: properties (address, city, state, ZIP), tenants
 * (name, email), incomes and expenses (description, payer or vendor, amount), vendors (name, category) and
 * documents (description, file name, type, and the words of their text). Rank: the whole label starts
 * with the text (0), a word in it does (1), it merely contains it (2), only another field does (3); then
 * shorter labels first. Each kind's best come first, in turn, so one kind with many matches (a payer
 * named on every rent payment) cannot crowd the others out of the `limit`.
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
  const rank = (label: SQL) =>
    sql`case when ${label} ilike ${prefix} then 0 when ${label} ilike ${wordPrefix} then 1
      when ${label} ilike ${contains} then 2 else 3 end`;
  const amount = amountQueryOf(q);
  const amountMatch = amount ? sql`or t.amount::text like ${`%${escapeLike(amount)}%`}` : sql``;

  const propertyLabel = sql`p.address`;
  // docs/decisions/0009-company-tenants.md: a company by its one name.
  const tenantLabel = sql`coalesce(t.company_name, t.first_name || ' ' || t.last_name)`;
  const documentLabel = sql`coalesce(d.description, d.file_name, d.document_type)`;
  // The words around the first match in a document's text, on one line.
  const at = sql`strpos(lower(d.extracted_text), lower(${q}::text))`;
  const snippet = sql`case when ${documentLabel} not ilike ${contains} and ${at} > 0 then
    regexp_replace(substr(d.extracted_text, greatest(1, ${at} - ${SNIPPET_RADIUS}),
      ${2 * SNIPPET_RADIUS} + length(${q}::text)), '\\s+', ' ', 'g') end`;
  const transactions = (kind: 'income' | 'expense') => {
    const label = sql`coalesce(t.description, t.entity, t.category, ${kind})`;
    return sql`select ${kind}::text, t.id::text, ${label}, coalesce(t.entity, t.category),
        ${rank(label)}, t.transaction_date::text,
        (${kind === 'income' ? sql`t.amount` : sql`-t.amount`})::text,
        coalesce(t.currency, (select u.currency from users u where u.id = ${ownerId}))
      from ${kind === 'income' ? sql`incomes` : sql`expenses`} t
      where t.owner_id = ${ownerId} and (t.description ilike ${contains} or t.entity ilike ${contains}
        ${amountMatch})`;
  };

  const result = await db.execute(sql`
    select type, id, label, sublabel, date, amount, currency from (
      select found.*, row_number() over (partition by type order by rank, length(label), label, id) as place
      from (
        select 'property' as type, p.id::text as id, ${propertyLabel} as label,
          nullif(concat_ws(', ', p.city, p.state), '') as sublabel, ${rank(propertyLabel)} as rank,
          null::text as date, null::text as amount, null::text as currency
        from properties p
        where p.owner_id = ${ownerId}
          and (p.address ilike ${contains} or concat_ws(' ', p.city, p.state, p.zip) ilike ${contains})
        union all
        select 'tenant', t.id::text, ${tenantLabel}, t.email, ${rank(tenantLabel)}, null, null, null
        from tenants t
        where t.owner_id = ${ownerId} and (${tenantLabel} ilike ${contains} or t.email ilike ${contains})
        union all
        ${transactions('income')}
        union all
        ${transactions('expense')}
        union all
        select 'vendor', v.id::text, v.name, v.category, ${rank(sql`v.name`)}, null, null, null
        from vendors v
        where v.owner_id = ${ownerId} and (v.name ilike ${contains} or v.category ilike ${contains})
        union all
        select 'document', d.id::text, ${documentLabel}, coalesce(${snippet}, d.document_type),
          ${rank(documentLabel)}, null, null, null
        from documents d
        where d.owner_id = ${ownerId} and (${documentLabel} ilike ${contains} or d.file_name ilike ${contains}
          or d.document_type ilike ${contains} or d.extracted_text ilike ${contains})
      ) found
    ) placed
    order by place, rank, length(label), label, id
    limit ${limit}`);
  return (result as unknown as { rows: SearchRow[] }).rows;
}
