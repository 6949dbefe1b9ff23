import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { EMERGENCY_KINDS, type EmergencyKind } from '../../nlu/emergency.js';

/**
 * The examples the learned emergency reader trains on (emergency-model.ts), gathered from the blind sets in
 * bench/sets: every emergency and ordinary message of tenant-messages-blind-*.json, and the messages of
 * tenant-line-blind-*.json. A set is committed, and so learnt from, only once its first contact has been
 * measured and recorded in bench/results.md (docs/decisions/0014-learned-emergency-reader.md).
 */

export type EmergencyExamples = {
  sets: string[];
  /** `kind` is null where the writer named none the reader knows ("other", or the tenant line's "emergency"). */
  emergencies: { message: string; kind: EmergencyKind | null }[];
  ordinary: string[];
};

/** The writers' kinds that the reader names otherwise. */
const SAME_AS: Record<string, EmergencyKind> = { water: 'flood', smoke: 'fire', lockout_danger: 'trapped' };

function kindOf(kind: string): EmergencyKind | null {
  const named = SAME_AS[kind] ?? kind;
  return EMERGENCY_KINDS.find((known) => known === named) ?? null;
}

type MessagesSet = { ordinary: string[]; emergencies: { message: string; kind: string }[] };
type LineSet = { messages: { message: string; kind: string }[] };

export function examplesFromSets(setsDir: string): EmergencyExamples {
  const setNumber = (file: string) => Number(/(\d+)\.json$/.exec(file)?.[1]);
  const files = (prefix: string) =>
    readdirSync(setsDir)
      .filter((file) => file.startsWith(prefix) && file.endsWith('.json'))
      .sort((a, b) => setNumber(a) - setNumber(b));
  const read = <T>(file: string): T => JSON.parse(readFileSync(join(setsDir, file), 'utf8')) as T;

  const examples: EmergencyExamples = { sets: [], emergencies: [], ordinary: [] };
  for (const file of files('tenant-messages-blind-')) {
    const set = read<MessagesSet>(file);
    examples.ordinary.push(...set.ordinary);
    for (const { message, kind } of set.emergencies)
      examples.emergencies.push({ message, kind: kindOf(kind) });
    examples.sets.push(file);
  }
  for (const file of files('tenant-line-blind-')) {
    for (const { message, kind } of read<LineSet>(file).messages)
      if (kind === 'emergency') examples.emergencies.push({ message, kind: null });
      else examples.ordinary.push(message);
    examples.sets.push(file);
  }
  return examples;
}
