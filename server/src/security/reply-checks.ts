/** Small helpers to read, compare and walk API replies in the security suites. Test-only. */
import type { LightMyRequestResponse } from 'fastify';
import { strFromU8, unzipSync } from 'fflate';

/** Fields that must never leave the server, in any spelling. */
export const FORBIDDEN_KEYS = [
  'password',
  'password_hash',
  'passwordHash',
  'token_hash',
  'tokenHash',
  'storage_key',
  'storageKey',
  'refresh_token',
];

/** Paths (like `$.items[0].password_hash`) of forbidden keys anywhere in a JSON value. */
export function findForbiddenKeys(value: unknown, path = '$'): string[] {
  if (Array.isArray(value))
    return value.flatMap((item, index) => findForbiddenKeys(item, `${path}[${index}]`));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, child]) => [
    ...(FORBIDDEN_KEYS.includes(key) ? [`${path}.${key}`] : []),
    ...findForbiddenKeys(child, `${path}.${key}`),
  ]);
}

const isJson = (response: LightMyRequestResponse) =>
  String(response.headers['content-type'] ?? '').startsWith('application/json');

/** The reply as text for scanning: JSON and text as they are, a zip archive as its files' text. */
export function replyText(response: LightMyRequestResponse): string {
  const type = String(response.headers['content-type'] ?? '');
  if (type.startsWith('application/zip')) {
    const files = unzipSync(new Uint8Array(response.rawPayload));
    return Object.entries(files)
      .map(([name, bytes]) => `${name}\n${strFromU8(bytes)}`)
      .join('\n');
  }
  return response.body;
}

/** The parsed JSON body, or undefined for other content. */
export function replyJson(response: LightMyRequestResponse): unknown {
  return isJson(response) && response.body ? JSON.parse(response.body) : undefined;
}

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
const TIMESTAMP = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:?\d{2})?/g;
const OPAQUE_TOKEN = /[A-Za-z0-9_-]{32,}/g;

/**
 * The reply with what differs between any two fresh users masked (ids, timestamps, opaque tokens, the
 * caller's own username), so that two users without data can be compared as equals.
 */
export function maskedReply(response: LightMyRequestResponse, username: string): string {
  return replyText(response)
    .split(username)
    .join('<me>')
    .replace(UUID, '<uuid>')
    .replace(TIMESTAMP, '<timestamp>')
    .replace(OPAQUE_TOKEN, '<token>');
}

/** Drops keys whose value changes on its own (a session's last use) before comparing two readings. */
export function withoutVolatileKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutVolatileKeys);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== 'last_used_at' && key !== 'current')
      .map(([key, child]) => [key, withoutVolatileKeys(child)]),
  );
}

/** The first object in a reply whose `id` (or `source_id`, for generated calendar items) is `id`. */
export function findRecord(value: unknown, id: string): unknown {
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = findRecord(item, id);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  if (value === null || typeof value !== 'object') return undefined;
  const record = value as Record<string, unknown>;
  if (record.id === id || record.source_id === id) return record;
  for (const child of Object.values(record)) {
    const found = findRecord(child, id);
    if (found !== undefined) return found;
  }
  return undefined;
}
