import type { Config } from '../../config/env.js';
import type { Database } from '../../db/client.js';
import { Throttle, type ThrottleRule } from '../throttle/throttle.service.js';

/** Where a password is being guessed: the sign-in form, or a signed-in check of the current password. */
export type GuessKind = 'sign-in' | 'current-password';

const TEXTS: Record<GuessKind, { account: string; network: string }> = {
  'sign-in': {
    account: 'Too many failed sign-in attempts for this account.',
    network: 'Too many failed sign-in attempts from your network.',
  },
  'current-password': {
    account: 'Too many incorrect passwords for this account.',
    network: 'Too many incorrect passwords from your network.',
  },
};

/**
 * Throttles guesses at an account's password, at sign-in and wherever the current password is asked for,
 * on the same counters: a guess is counted before the (slow) check, per account and per client address,
 * and a right password clears the account's count and gives its address back its guess.
 */
export class PasswordGuesses {
  private readonly throttle: Throttle;
  private readonly rules: Record<GuessKind, { account: ThrottleRule; network: ThrottleRule }>;

  constructor(db: Database, config: Config['auth']) {
    this.throttle = new Throttle(db);
    const windowSeconds = config.failureWindowMinutes * 60;
    const rulesFor = (kind: GuessKind) => ({
      account: {
        name: 'password:account',
        limit: config.failuresPerUsername,
        windowSeconds,
        detail: (wait: string) => `${TEXTS[kind].account} Try again in ${wait}.`,
      },
      network: {
        name: 'password:ip',
        limit: config.failuresPerIp,
        windowSeconds,
        detail: (wait: string) => `${TEXTS[kind].network} Try again in ${wait}.`,
      },
    });
    this.rules = { 'sign-in': rulesFor('sign-in'), 'current-password': rulesFor('current-password') };
  }

  /** Counts a guess before it is checked; 429 once the account or the address has used up its window. */
  async count(kind: GuessKind, username: string, ip: string): Promise<void> {
    await this.throttle.take(this.rules[kind].account, username);
    await this.throttle.take(this.rules[kind].network, ip);
  }

  /** The guess was right: it was no failure. */
  async succeeded(username: string, ip: string): Promise<void> {
    await this.throttle.clear(this.rules['sign-in'].account, username);
    await this.throttle.giveBack(this.rules['sign-in'].network, ip);
  }
}
