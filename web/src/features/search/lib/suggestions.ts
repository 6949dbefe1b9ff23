import type { SearchResult } from '@astor/contract/search';
import { paths } from '@/config/paths';
import { formatDate, formatLedgerAmount } from '@/lib/format';

/**
 * The top bar's suggestions (docs/product.md#top-bar-search): the app's pages matched by name, and the user's
 * records from `GET /search`, merged and capped at 10.
 */

/** docs/product.md#top-bar-search: search suggestions are capped at 10. */
export const MAX_SUGGESTIONS = 10;

/** Records are asked for from the second character: one letter matches too much to be useful. */
export const MIN_RECORD_QUERY_LENGTH = 2;

/** docs/product.md#top-bar-search: how long typing must pause before the records are asked for. */
export const SEARCH_DEBOUNCE_MS = 200;

export type RecordType = SearchResult['type'];

export type Suggestion =
  | { kind: 'page'; key: string; label: string; sublabel: null; href: string }
  | { kind: 'record'; key: string; type: RecordType; label: string; sublabel: string | null; href: string };

/** docs/product.md#top-bar-search: the groups of the list, in their order; incomes and expenses are one. */
export const SUGGESTION_GROUPS = [
  { key: 'property', label: 'Properties' },
  { key: 'tenant', label: 'Tenants' },
  { key: 'transaction', label: 'Transactions' },
  { key: 'vendor', label: 'Vendors' },
  { key: 'document', label: 'Documents' },
  { key: 'page', label: 'Pages' },
] as const;
export type SuggestionGroupKey = (typeof SUGGESTION_GROUPS)[number]['key'];

/** The group a suggestion is listed under. */
export function groupOf(suggestion: Suggestion): SuggestionGroupKey {
  if (suggestion.kind === 'page') return 'page';
  return suggestion.type === 'income' || suggestion.type === 'expense' ? 'transaction' : suggestion.type;
}

const groupIndex = (suggestion: Suggestion) =>
  SUGGESTION_GROUPS.findIndex((group) => group.key === groupOf(suggestion));

/** Consecutive runs of one group, for the list's headings: suggestions already in group order. */
export function groupSuggestions(
  suggestions: readonly Suggestion[],
): { key: SuggestionGroupKey; label: string; items: { suggestion: Suggestion; index: number }[] }[] {
  const groups: ReturnType<typeof groupSuggestions> = [];
  suggestions.forEach((suggestion, index) => {
    const key = groupOf(suggestion);
    const last = groups[groups.length - 1];
    if (last?.key === key) last.items.push({ suggestion, index });
    else {
      const label = SUGGESTION_GROUPS.find((group) => group.key === key)?.label ?? key;
      groups.push({ key, label, items: [{ suggestion, index }] });
    }
  });
  return groups;
}

/**
 * The second line of a record: a transaction's date, amount (in the ledger's format, in its own currency)
 * and payer or vendor ('Sep 2, 2026 · ($1,250.50) · Northside Plumbing'); the server's line otherwise.
 */
export function describeRecord(result: SearchResult): string | null {
  if (result.type !== 'income' && result.type !== 'expense') return result.sublabel;
  const parts = [
    result.date ? formatDate(result.date) : null,
    result.amount == null ? null : formatLedgerAmount(result.amount, result.currency),
    result.sublabel,
  ];
  return parts.filter(Boolean).join(' · ') || null;
}

/**
 * docs/product.md#top-bar-search: the sidebar pages, then /profile, /settings, /support and /notifications.
 */
export const SEARCH_PAGES: ReadonlyArray<{ label: string; href: string }> = [
  { label: 'Dashboard', href: paths.app.dashboard.getHref() },
  { label: 'Properties', href: paths.app.properties.getHref() },
  { label: 'Calendar', href: paths.app.calendar.getHref() },
  { label: 'Tenants', href: paths.app.tenants.getHref() },
  { label: 'Finances', href: paths.app.finances.getHref() },
  { label: 'Vault', href: paths.app.vault.getHref() },
  { label: 'Profile', href: paths.app.profile.getHref() },
  { label: 'Settings', href: paths.app.settings.getHref() },
  { label: 'Support', href: paths.app.support.getHref() },
  { label: 'Notifications', href: paths.app.notifications.getHref() },
];

/**
 * Pages whose name holds the query, case-insensitively: names that start with it first, then the
 * others ('s' → Settings, Support, then Dashboard, Properties...), each group in menu order.
 */
export function matchPages(query: string): Suggestion[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [];
  const scored = SEARCH_PAGES.map((page, order) => {
    const at = page.label.toLowerCase().indexOf(needle);
    return { page, order, rank: at === 0 ? 0 : at > 0 ? 1 : -1 };
  }).filter((entry) => entry.rank >= 0);
  scored.sort((a, b) => a.rank - b.rank || a.order - b.order);
  return scored.map(({ page }) => ({
    kind: 'page',
    key: `page:${page.href}`,
    label: page.label,
    sublabel: null,
    href: page.href,
  }));
}

/**
 * Where a record leads (docs/product.md#top-bar-search): a property or a tenant opens on its own screen; a
 * transaction, a vendor or a document opens its record in the vault.
 */
export function recordHref(result: Pick<SearchResult, 'type' | 'id'>): string {
  switch (result.type) {
    case 'property':
      return paths.app.properties.getHref({ property: result.id });
    case 'tenant':
      return paths.app.tenants.getHref({ tenant: result.id });
    case 'income':
      return paths.app.vault.getHref({ folder: 'incomes', record: result.id });
    case 'expense':
      return paths.app.vault.getHref({ folder: 'expenses', record: result.id });
    case 'vendor':
      return paths.app.vault.getHref({ folder: 'vendors', record: result.id });
    case 'document':
      return paths.app.vault.getHref({ folder: 'documents', record: result.id });
  }
}

/**
 * The list shown under the box: for a query of 2 characters or more the records first, grouped by kind
 * (properties, tenants, transactions, vendors, documents; the server's ranking within a group), then the
 * matching pages; at most 10 in all. The pages keep their places (there are a few at most), so a page the
 * user is typing the name of is never pushed out by records.
 */
export function buildSuggestions(query: string, records: readonly SearchResult[]): Suggestion[] {
  const trimmed = query.trim();
  if (!trimmed) return [];
  const pages = matchPages(trimmed).slice(0, MAX_SUGGESTIONS);
  const recordRoom = trimmed.length >= MIN_RECORD_QUERY_LENGTH ? MAX_SUGGESTIONS - pages.length : 0;
  const recordSuggestions = records.slice(0, recordRoom).map<Suggestion>((record) => ({
    kind: 'record',
    key: `${record.type}:${record.id}`,
    type: record.type,
    label: record.label,
    sublabel: describeRecord(record),
    href: recordHref(record),
  }));
  // A stable sort: each group keeps the server's order.
  recordSuggestions.sort((a, b) => groupIndex(a) - groupIndex(b));
  return [...recordSuggestions, ...pages];
}

/** The next highlighted position for ArrowDown (+1) or ArrowUp (-1), wrapping around; -1 is none. */
export function moveHighlight(current: number, step: 1 | -1, count: number): number {
  if (count === 0) return -1;
  if (current < 0) return step === 1 ? 0 : count - 1;
  return (current + step + count) % count;
}
