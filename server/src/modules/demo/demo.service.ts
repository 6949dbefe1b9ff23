import type { Database } from '../../db/client.js';
import { AppError } from '../../errors.js';
import type { AuthService, IssuedTokens } from '../auth/auth.service.js';
import { todayIn } from '@astor/contract/calendar-date';
import * as repo from './demo.repository.js';
import { DEMO_OWNER_NAME, DEMO_TIME_ZONE, seedDemoPortfolio } from './demo.seed.js';

export type DemoServiceOptions = {
  /** The current time; tests pin it. The portfolio's dates follow it. */
  clock?: () => Date;
  /** Run after each reset with the new account's id (the app raises its notifications). */
  afterReset?: (demoUserId: string) => Promise<unknown>;
};

/**
 * The public demo workspace: one shared account of made-up data, reset every day, that visitors sign
 * into without a password. Its read-only guard is in demo.guard.ts.
 */
export class DemoService {
  private readonly clock: () => Date;

  constructor(
    private readonly db: Database,
    private readonly auth: AuthService,
    private readonly options: DemoServiceOptions = {},
  ) {
    this.clock = options.clock ?? (() => new Date());
  }

  /**
   * Signs a visitor into the demo, seeding it first when it is missing or from an earlier day. The
   * visitor's address and browser are not asked for: a demo session keeps neither (auth.signInDemo).
   */
  async startSession(): Promise<IssuedTokens> {
    return this.auth.signInDemo(await this.ensureFresh());
  }

  /** The demo account's id, after seeding it when missing or resetting it when seeded on an earlier day. */
  async ensureFresh(): Promise<string> {
    const today = this.today();
    const current = await repo.findDemoAccount(this.db);
    if (current && this.seededOn(current) === today) return current.id;
    return this.reset({ unlessSeededOn: today });
  }

  /**
   * Deletes the demo account with everything in it (visitors' sessions too) and seeds it again, dated
   * from today. A new account id each time: nothing cached for the old workspace can be served for the
   * new one. With `unlessSeededOn`, a reset that another call or instance already made today is kept.
   */
  async reset(options: { unlessSeededOn?: string } = {}): Promise<string> {
    const now = this.clock();
    const id = await this.db.transaction(async (tx) => {
      await repo.lockDemoResets(tx);
      const current = await repo.findDemoAccount(tx);
      if (current && options.unlessSeededOn && this.seededOn(current) === options.unlessSeededOn) {
        return current.id;
      }
      if (current) {
        // The username cannot be signed up (contract/demo.ts), but an account with a password was made
        // by someone: never delete a real account.
        if (current.passwordHash !== '') {
          throw new AppError('unavailable', 'The demo is not available on this server right now.');
        }
        await repo.deleteDemoAccount(tx, current.id);
      }
      const newId = await repo.insertDemoAccount(tx, {
        name: DEMO_OWNER_NAME,
        timezone: DEMO_TIME_ZONE,
        createdAt: now,
      });
      await seedDemoPortfolio(tx, newId, now);
      return newId;
    });
    await this.options.afterReset?.(id);
    return id;
  }

  private today(): string {
    return todayIn(DEMO_TIME_ZONE, this.clock());
  }

  /** The account is made afresh at each reset, so its creation is the last reset. */
  private seededOn(account: repo.DemoAccountRow): string {
    return todayIn(DEMO_TIME_ZONE, account.createdAt);
  }
}
