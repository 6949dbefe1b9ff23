import type { Database } from '../../../db/client.js';
import { listDocuments } from '../../documents/documents.repository.js';
import { listProperties } from '../../properties/properties.repository.js';
import { bold, countOf } from '../format.js';
import { formatDay } from '../../../nlu/periods.js';
import { capDetails, type ToolResult } from './tool.js';

export type FindDocumentsArgs = {
  documentType?: string;
  propertyIds?: string[];
  /** "which properties don't have insurance paperwork on file": the properties with none of that type. */
  lacking?: boolean;
};

/** Documents in the vault by type and property, newest first. */
export async function findDocuments(
  db: Database,
  ownerId: string,
  args: FindDocumentsArgs,
): Promise<ToolResult> {
  const [rows, properties] = await Promise.all([listDocuments(db, ownerId), listProperties(db, ownerId)]);
  const addressOf = new Map(properties.map((p) => [p.id, p.address]));
  const wanted = args.documentType?.toLowerCase();
  const matches = rows.filter(
    (row) =>
      (!wanted || row.documentType.toLowerCase() === wanted) &&
      (!args.propertyIds?.length || (row.propertyId !== null && args.propertyIds.includes(row.propertyId))),
  );
  if (args.lacking) {
    const what = args.documentType ? `${args.documentType.toLowerCase()} document` : 'document';
    const scope = properties.filter((p) => !args.propertyIds?.length || args.propertyIds.includes(p.id));
    const without = scope.filter((p) => !matches.some((row) => row.propertyId === p.id));
    return {
      summary: without.length
        ? `${bold(countOf(without.length, 'property', 'properties'))} of ${scope.length} ${without.length === 1 ? 'has' : 'have'} no ${what} on file:`
        : `Every property has a ${what} on file.`,
      details: capDetails(without.map((p) => p.address)),
      figures: { properties_without: without.length },
      sources: without.map((p) => ({ type: 'property' as const, id: p.id, label: p.address })),
    };
  }
  const nameOf = (row: (typeof rows)[number]) =>
    row.fileName ?? row.description ?? `${row.documentType} document`;
  const noun = args.documentType ? `${args.documentType.toLowerCase()} document` : 'document';
  const where =
    args.propertyIds?.length === 1
      ? ` for ${addressOf.get(args.propertyIds[0] as string) ?? 'that property'}`
      : '';
  const byType = new Map<string, number>();
  for (const row of matches) byType.set(row.documentType, (byType.get(row.documentType) ?? 0) + 1);
  const sources = matches.map((row) => ({ type: 'document' as const, id: row.id, label: nameOf(row) }));
  if (matches.length === 0) {
    return {
      summary: `You have no ${noun}s${where} in the vault.`,
      details: [],
      figures: { documents: 0 },
      sources,
    };
  }
  return {
    summary:
      `You have ${bold(countOf(matches.length, noun))}${where}` +
      (args.documentType ? ':' : ` (${[...byType].map(([type, n]) => `${n} ${type}`).join(', ')}):`),
    details: capDetails(
      matches.map(
        (row) =>
          `${nameOf(row)} (${row.documentType}), ${row.propertyId ? (addressOf.get(row.propertyId) ?? 'unknown property') : 'no property'}, uploaded ${formatDay(row.uploadDate)}`,
      ),
    ),
    figures: { documents: matches.length },
    sources,
  };
}
