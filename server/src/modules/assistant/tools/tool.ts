import type { ChatSource } from '@astor/contract/chat';
import type { Period } from '../../../nlu/periods.js';

/**
 * What every tool returns: the facts in words (figures already formatted and in bold), the figures as
 * numbers (cents for money) for tests and checks, and the records and period they came from. The offline
 * engine replies with the facts; an LLM may reword them but takes every figure from here.
 */
export type ToolResult = {
  /** One or two sentences answering the question. */
  summary: string;
  /** Supporting lines, shown as a bullet list. */
  details: string[];
  figures: Record<string, number>;
  sources: ChatSource[];
};

/** Sources are capped so a reply about a big portfolio stays readable; the period always comes first. */
export const MAX_RECORD_SOURCES = 25;
/** Detail lines shown before "…and N more". */
export const MAX_DETAIL_LINES = 10;

export const periodSource = (period: Period): ChatSource => ({
  type: 'period',
  id: period.id,
  label: period.label,
});

export function capDetails(lines: string[], max = MAX_DETAIL_LINES): string[] {
  if (lines.length <= max) return lines;
  return [...lines.slice(0, max), `…and ${lines.length - max} more`];
}

export function dedupeSources(sources: ChatSource[]): ChatSource[] {
  const seen = new Set<string>();
  const unique = sources.filter((source) => {
    const key = `${source.type}:${source.id}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const periods = unique.filter((source) => source.type === 'period');
  const records = unique.filter((source) => source.type !== 'period').slice(0, MAX_RECORD_SOURCES);
  return [...periods, ...records];
}

/** A property's label in sources and replies: its address. */
export type PropertyLabel = { id: string; address: string };
