import type { ContactInput } from '@astor/contract/contact';
import type { Config } from '../../config/env.js';
import type { Database } from '../../db/client.js';
import { Throttle, type ThrottleRule } from '../throttle/throttle.service.js';
import { insertContactMessage } from './contact.repository.js';

const HOUR_SECONDS = 60 * 60;
const PER_EMAIL_PER_HOUR = 5;

const tooMany = (wait: string) =>
  `You have sent several messages already. Please wait ${wait} before sending another.`;

/** The public contact form: messages for the operator, within limits per address and per sender. */
export class ContactService {
  private readonly throttle: Throttle;
  private readonly perIp: ThrottleRule;
  private readonly perEmail: ThrottleRule;

  constructor(
    private readonly db: Database,
    limits: Config['limits'],
  ) {
    this.throttle = new Throttle(db);
    this.perIp = {
      name: 'contact:ip',
      limit: limits.contactPerIp,
      windowSeconds: HOUR_SECONDS,
      detail: tooMany,
    };
    this.perEmail = {
      name: 'contact:email',
      limit: PER_EMAIL_PER_HOUR,
      windowSeconds: HOUR_SECONDS,
      detail: tooMany,
    };
  }

  /** Stores the message (429 past a limit); `userId` is the signed-in sender's, if any. */
  async receive(message: ContactInput, ip: string, userId: string | null): Promise<void> {
    await this.throttle.take(this.perIp, ip);
    await this.throttle.take(this.perEmail, message.email.trim().toLowerCase());
    await insertContactMessage(this.db, message, userId);
  }
}
