import { and, asc, desc, eq, inArray, isNotNull, lt, notInArray, or, sql } from 'drizzle-orm';
import type { ChatSource } from '@astor/contract/chat';
import type { Database } from '../../db/client.js';
import { authSessions, demoChatMessages } from '../../db/schema.js';

/**
 * A demo visitor's conversation with the assistant. Every visitor signs into the one shared demo account
 * (modules/demo/), so its chat_messages would show each visitor's questions to all the others: a visitor's
 * exchanges are kept by their own session instead (`request.user.sessionId`; demo sessions are private to
 * the visitor who opened them), in demo_chat_messages, and nothing goes to the account's history.
 *
 * In the database rather than in one server's memory: instances share nothing but PostgreSQL
 * (docs/deployment.md), and a visitor's next question may reach another instance. Bounded: a session keeps
 * its latest DEMO_MAX_MESSAGES; its messages go with it (the daily reset deletes the demo account and its
 * sessions); at each new question, messages older than KEEP_MS and those of sessions that ended (signed
 * out or expired) are removed.
 */
export const DEMO_MAX_MESSAGES = 50;
const KEEP_MS = 6 * 60 * 60 * 1000;

export type DemoMessageRow = {
  id: string;
  sender: string;
  text: string;
  sources: unknown;
  createdAt: Date;
};

/** The session's latest `limit` messages, oldest first; a question sorts before a reply stamped the same instant. */
export async function listDemoMessages(
  db: Database,
  sessionId: string,
  limit: number,
): Promise<DemoMessageRow[]> {
  const rows = await db
    .select({
      id: demoChatMessages.id,
      sender: demoChatMessages.sender,
      text: demoChatMessages.text,
      sources: demoChatMessages.sources,
      createdAt: demoChatMessages.createdAt,
    })
    .from(demoChatMessages)
    .where(eq(demoChatMessages.sessionId, sessionId))
    .orderBy(desc(demoChatMessages.createdAt), asc(sql`${demoChatMessages.sender} = 'user'`))
    .limit(limit);
  return rows.reverse();
}

/** Adds an exchange to the session's conversation, then forgets what is over the bounds above. */
export async function appendDemoMessages(
  db: Database,
  sessionId: string,
  messages: { sender: 'user' | 'bot'; text: string; sources: ChatSource[]; createdAt: Date }[],
): Promise<void> {
  await db.insert(demoChatMessages).values(messages.map((message) => ({ ...message, sessionId })));
  const kept = (await listDemoMessages(db, sessionId, DEMO_MAX_MESSAGES)).map((row) => row.id);
  await db
    .delete(demoChatMessages)
    .where(and(eq(demoChatMessages.sessionId, sessionId), notInArray(demoChatMessages.id, kept)));
  // Record time, as created_at is: the app's clock may be pinned.
  const now = new Date();
  const ended = db
    .select({ id: authSessions.id })
    .from(authSessions)
    .where(or(isNotNull(authSessions.revokedAt), lt(authSessions.expiresAt, now)));
  await db
    .delete(demoChatMessages)
    .where(
      or(
        lt(demoChatMessages.createdAt, new Date(now.getTime() - KEEP_MS)),
        inArray(demoChatMessages.sessionId, ended),
      ),
    );
}

/** Forgets the session's whole conversation. */
export async function clearDemoMessages(db: Database, sessionId: string): Promise<number> {
  const rows = await db
    .delete(demoChatMessages)
    .where(eq(demoChatMessages.sessionId, sessionId))
    .returning({ id: demoChatMessages.id });
  return rows.length;
}
