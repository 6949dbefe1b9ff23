import type { Database } from '../../db/client.js';
import { AppError } from '../../errors.js';
import * as repo from './throttle.repository.js';

/** A limit on attempts: `limit` per window for each subject (an address, an account...). */
export type ThrottleRule = {
  /** Names the counters, e.g. 'signup:ip'; subjects of different rules never share one. */
  name: string;
  /** Attempts allowed per window; 0 turns the rule off. */
  limit: number;
  windowSeconds: number;
  /** The 429 text, given the wait ('12 minutes'). */
  detail: (wait: string) => string;
};

// Ended windows are deleted now and then; one that is still there simply starts again at its next attempt.
const PRUNE_EVERY_MS = 10 * 60 * 1000;

export const waitText = (seconds: number): string => {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
};

/**
 * The one home of request limits: each attempt is counted in the database (so the limit holds across
 * instances) before the work it guards, and the count decides, so concurrent attempts cannot all pass.
 */
export class Throttle {
  private lastPrune = Date.now();

  constructor(private readonly db: Database) {}

  /** Counts one attempt; a 429 with Retry-After when the subject has used up the rule's window. */
  async take(rule: ThrottleRule, subject: string): Promise<void> {
    if (rule.limit <= 0) return;
    await this.pruneNowAndThen();
    const { hits, secondsLeft } = await repo.countAttempt(this.db, keyOf(rule, subject), rule.windowSeconds);
    if (hits > rule.limit) {
      const retryAfter = Math.max(1, secondsLeft);
      throw new AppError('too_many_requests', rule.detail(waitText(retryAfter)), {
        'retry-after': String(retryAfter),
      });
    }
  }

  /** Gives back an attempt that turned out not to count (a sign-in that succeeded). */
  async giveBack(rule: ThrottleRule, subject: string): Promise<void> {
    if (rule.limit > 0) await repo.uncountAttempt(this.db, keyOf(rule, subject));
  }

  /** Forgets the subject's attempts (a proven password clears its account's failures). */
  async clear(rule: ThrottleRule, subject: string): Promise<void> {
    if (rule.limit > 0) await repo.clearAttempts(this.db, keyOf(rule, subject));
  }

  private async pruneNowAndThen(): Promise<void> {
    if (Date.now() - this.lastPrune < PRUNE_EVERY_MS) return;
    this.lastPrune = Date.now();
    await repo.deleteEndedWindows(this.db);
  }
}

const keyOf = (rule: ThrottleRule, subject: string): string => `${rule.name}:${subject}`;
