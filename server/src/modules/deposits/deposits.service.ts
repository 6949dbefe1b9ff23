import type {
  CreateDepositEntryInput,
  Deposit,
  DepositEntry,
  DepositEntryKind,
} from '@astor/contract/deposits';
import type { Database } from '../../db/client.js';
import { moneyOut, timestampOut } from '../../db/values.js';
import { AppError, notFound } from '../../errors.js';
import { centsOf, formatCents } from '../../pdf/pdf-writer.js';
import { todayIn } from '@astor/contract/calendar-date';
import { renderDepositLetter } from './deposit-letter.js';
import * as repo from './deposits.repository.js';
import { returnDeadline } from './state-deadlines.js';

export type DepositTotals = { received: number; deductions: number; returned: number; held: number };

/** The deposit's totals in integer cents: held = received - deductions - returned. */
export function depositTotals(entries: { kind: string; amount: string }[]): DepositTotals {
  const sum = (kind: DepositEntryKind) =>
    entries.filter((entry) => entry.kind === kind).reduce((total, entry) => total + centsOf(entry.amount), 0);
  const received = sum('received');
  const deductions = sum('deduction');
  const returned = sum('returned');
  return { received, deductions, returned, held: received - deductions - returned };
}

const fromCents = (cents: number): number => cents / 100;

function toEntry(row: repo.DepositEntryRow): DepositEntry {
  return {
    id: row.id,
    lease_id: row.leaseId,
    kind: row.kind as DepositEntryKind,
    amount: moneyOut(row.amount) as number,
    date: row.entryDate,
    description: row.description,
    created_at: timestampOut(row.createdAt),
  };
}

/**
 * Security deposits (held for the tenant, never income): entries per lease, the held balance, the state's
 * return deadline and the itemised deduction letter.
 */
export class DepositsService {
  constructor(
    private readonly db: Database,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async get(ownerId: string, leaseId: string): Promise<Deposit> {
    const lease = await repo.findLeaseForDeposit(this.db, ownerId, leaseId);
    if (!lease) throw notFound('Lease');
    const rows = await repo.listEntries(this.db, ownerId, leaseId);
    const totals = depositTotals(rows);
    return {
      lease_id: lease.id,
      agreed: moneyOut(lease.securityDeposit),
      received: fromCents(totals.received),
      deductions: fromCents(totals.deductions),
      returned: fromCents(totals.returned),
      held: fromCents(totals.held),
      entries: rows.map(toEntry),
      return_deadline: returnDeadline({
        state: lease.property.state,
        moveOutDate: lease.endDate,
        hasDeductions: totals.deductions > 0,
      }),
    };
  }

  async addEntry(ownerId: string, leaseId: string, input: CreateDepositEntryInput): Promise<DepositEntry> {
    const amountCents = Math.round(input.amount * 100);
    const row = await repo.withLockedLease(this.db, ownerId, leaseId, async (tx) => {
      if (input.kind !== 'received') {
        const totals = depositTotals(await repo.listEntries(tx, ownerId, leaseId));
        if (amountCents > totals.held) {
          const what = input.kind === 'deduction' ? 'This deduction' : 'This return';
          throw new AppError(
            'unprocessable',
            totals.received === 0
              ? `${what} cannot be recorded: no deposit has been received for this lease yet.`
              : `${what} of ${formatCents(amountCents)} is more than the ${formatCents(totals.held)} still held: deductions and returns cannot exceed the ${formatCents(totals.received)} received.`,
          );
        }
      }
      return repo.insertEntry(tx, ownerId, leaseId, {
        kind: input.kind,
        amount: (amountCents / 100).toFixed(2),
        entryDate: input.date,
        description: input.description?.trim() || null,
      });
    });
    if (!row) throw notFound('Lease');
    return toEntry(row);
  }

  async removeEntry(ownerId: string, leaseId: string, entryId: string): Promise<void> {
    const removed = await repo.withLockedLease(this.db, ownerId, leaseId, async (tx) => {
      const entry = await repo.findEntry(tx, ownerId, leaseId, entryId);
      if (!entry) return false;
      if (entry.kind === 'received') {
        const totals = depositTotals(await repo.listEntries(tx, ownerId, leaseId));
        if (totals.held - centsOf(entry.amount) < 0) {
          throw new AppError(
            'unprocessable',
            `This receipt cannot be deleted: the ${formatCents(totals.deductions + totals.returned)} deducted and returned would then exceed what was received. Delete those entries first.`,
          );
        }
      }
      return repo.deleteEntry(tx, ownerId, leaseId, entryId);
    });
    if (removed === undefined) throw notFound('Lease');
    if (!removed) throw notFound('Deposit entry');
  }

  /** The itemised deduction letter of the lease's deposit, as PDF bytes. */
  async letter(ownerId: string, leaseId: string): Promise<{ bytes: Uint8Array; fileName: string }> {
    const lease = await repo.findLeaseForDeposit(this.db, ownerId, leaseId);
    if (!lease) throw notFound('Lease');
    const [rows, owner] = await Promise.all([
      repo.listEntries(this.db, ownerId, leaseId),
      repo.ownerForLetters(this.db, ownerId),
    ]);
    const totals = depositTotals(rows);
    const { property } = lease;
    const cityLine = [property.city, [property.state, property.zip].filter(Boolean).join(' ')]
      .filter(Boolean)
      .join(', ');
    const bytes = await renderDepositLetter({
      landlordName: owner.name,
      currency: owner.currency,
      tenantNames: lease.tenant ? `${lease.tenant.firstName} ${lease.tenant.lastName}`.trim() : '',
      propertyAddress: [property.address, cityLine].filter(Boolean).join(', '),
      date: todayIn(owner.timezone, this.clock()),
      leaseStart: lease.startDate,
      totals,
      deductions: rows
        .filter((row) => row.kind === 'deduction')
        .map((row) => ({ date: row.entryDate, reason: row.description ?? '', cents: centsOf(row.amount) })),
      returns: rows
        .filter((row) => row.kind === 'returned')
        .map((row) => ({ date: row.entryDate, cents: centsOf(row.amount) })),
      deadline: returnDeadline({
        state: property.state,
        moveOutDate: lease.endDate,
        hasDeductions: totals.deductions > 0,
      }),
    });
    return { bytes, fileName: `deposit-letter-${lease.endDate ?? lease.id.slice(0, 8)}.pdf` };
  }
}
