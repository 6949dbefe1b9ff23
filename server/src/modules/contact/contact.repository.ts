import type { ContactInput } from '@astor/contract/contact';
import type { Database } from '../../db/client.js';
import { contactMessages } from '../../db/schema.js';

/** Stores a contact message for the operator; `userId` links a signed-in sender to their account. */
export async function insertContactMessage(
  db: Database,
  message: ContactInput,
  userId: string | null,
): Promise<void> {
  await db.insert(contactMessages).values({ ...message, topic: message.topic ?? null, userId });
}
