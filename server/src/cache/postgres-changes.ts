import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { ChangeEvent, ChangeFeed } from './change-feed.js';

const CHANNEL = 'astor_changes';
const RECONNECT_MS = 1_000;

type Message = { from: string; event: ChangeEvent };

/**
 * Carries the change feed between instances that share one PostgreSQL: every change is sent with
 * NOTIFY and every instance LISTENs. A lost connection drops every cached thing (news may have been
 * missed) and keeps the caches out of the way until the listener is back.
 */
export async function connectPostgresChanges(
  url: string,
  feed: ChangeFeed,
  onError: (error: unknown) => void,
): Promise<{ close: () => Promise<void> }> {
  const instance = randomUUID();
  const notifier = new pg.Pool({ connectionString: url, max: 2 });
  notifier.on('error', () => {
    // An idle client lost its connection; the pool replaces it.
  });
  let listener: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const goDark = () => {
    feed.reliable = false;
    feed.apply({ kind: 'everything' });
    feed.apply({ kind: 'sessions' });
  };

  const listen = async (): Promise<void> => {
    const client = new pg.Client({ connectionString: url });
    client.on('notification', (note) => {
      if (note.channel !== CHANNEL || !note.payload) return;
      try {
        const message = JSON.parse(note.payload) as Message;
        if (message.from !== instance) feed.apply(message.event);
      } catch (error) {
        onError(error);
      }
    });
    const lost = () => {
      if (listener !== client) return;
      listener = undefined;
      if (closed) return;
      goDark();
      client.end().catch(() => undefined);
      scheduleReconnect();
    };
    client.on('error', (error) => {
      onError(error);
      lost();
    });
    client.on('end', lost);
    listener = client;
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
    } catch (error) {
      listener = undefined;
      await client.end().catch(() => undefined);
      throw error;
    }
    // Whatever happened while no one listened is unknown: start from nothing.
    feed.apply({ kind: 'everything' });
    feed.apply({ kind: 'sessions' });
    feed.reliable = true;
  };

  const scheduleReconnect = () => {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      listen().catch((error: unknown) => {
        onError(error);
        scheduleReconnect();
      });
    }, RECONNECT_MS);
    retry.unref();
  };

  feed.setPublisher((event) => {
    const payload = JSON.stringify({ from: instance, event } satisfies Message);
    notifier.query('select pg_notify($1, $2)', [CHANNEL, payload]).catch((error: unknown) => {
      // The others may now hold stale data: they will not learn it from us, so stop trusting caches.
      onError(error);
      const client = listener;
      listener = undefined;
      goDark();
      client?.end().catch(() => undefined);
      scheduleReconnect();
    });
  });

  await listen();
  return {
    close: async () => {
      closed = true;
      if (retry) clearTimeout(retry);
      const client = listener;
      listener = undefined;
      await client?.end().catch(() => undefined);
      await notifier.end();
    },
  };
}
