import {
  incomeLineOf,
  INCOME_CATEGORIES,
  scheduleELineOf,
  SCHEDULE_E_EXPENSE_LINES,
  suggestExpenseCategory,
  suggestIncomeCategory,
} from '@astor/contract/categories';
import type { ImportResult, ImportRow, LedgerPage, LedgerRow, ScheduleEReport } from '@astor/contract/ledger';
import { and, eq, gte, lte } from 'drizzle-orm';
import { csvMoney, toCsv } from '../../csv-export.js';
import type { Database } from '../../db/client.js';
import { expenses, incomes, properties } from '../../db/schema.js';
import { AppError, notFound } from '../../errors.js';
import { findProperty } from '../properties/properties.repository.js';
import { BankCsvError, parseBankCsv } from './bank-csv.js';
import * as ledger from './ledger.repository.js';

/** Exact money: numeric strings from the database become integer cents before any arithmetic. */
const toCents = (value: string | null): number => Math.round(Number(value ?? 0) * 100);
const fromCents = (cents: number): number => cents / 100;

const toLedgerRow = (row: ledger.LedgerDbRow): LedgerRow => ({
  id: `${row.type}-${row.id}`,
  record_id: row.id,
  type: row.type,
  transaction_date: row.transaction_date,
  description: row.description,
  entity: row.entity,
  category: row.category,
  amount: fromCents(toCents(row.amount)),
  currency: row.currency,
  bank_account: row.bank_account,
  method: row.method,
  property_id: row.property_id,
  property_address: row.property_address,
});

const DUPLICATE_WINDOW_DAYS = 3;
const IMPORT_CHUNK_ROWS = 1000;
const dayNumber = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / 86_400_000;

export class LedgerService {
  constructor(private readonly db: Database) {}

  async page(
    ownerId: string,
    filters: ledger.LedgerFilters,
    limit: number,
    offset: number,
    ordering: ledger.LedgerOrder = ledger.NEWEST_FIRST,
  ): Promise<LedgerPage> {
    const [rows, summary] = await Promise.all([
      ledger.pageLedger(this.db, ownerId, filters, limit, offset, ordering),
      ledger.summariseLedger(this.db, ownerId, filters),
    ]);
    const income = toCents(summary.income);
    const spent = toCents(summary.expenses);
    return {
      items: rows.map(toLedgerRow),
      total: summary.count,
      summary: {
        income: fromCents(income),
        expenses: fromCents(spent),
        net: fromCents(income - spent),
        score: income >= spent ? 'Good' : 'Review',
        count: summary.count,
      },
    };
  }

  /** Every matching transaction as CSV, signed amounts (expenses negative). */
  async exportCsv(ownerId: string, filters: ledger.LedgerFilters): Promise<string> {
    const { total } = await this.page(ownerId, filters, 1, 0);
    const rows = total === 0 ? [] : await ledger.pageLedger(this.db, ownerId, filters, total, 0);
    return toCsv([
      [
        'id',
        'type',
        'date',
        'description',
        'entity',
        'category',
        'amount',
        'property',
        'bank_account',
        'method',
      ],
      ...rows.map((row) => {
        const line = toLedgerRow(row);
        return [
          line.id,
          line.type,
          line.transaction_date,
          line.description,
          line.entity,
          line.category,
          csvMoney(line.amount),
          line.property_address,
          line.bank_account,
          line.method,
        ];
      }),
    ]);
  }

  /**
   * Imports a bank CSV for one property. Rows that match an existing transaction (same kind and amount,
   * date within 3 days: e.g. an expense already made from a receipt) are skipped, never double-counted.
   * Good rows go in together in one transaction; bad rows are reported and never abort the good ones.
   */
  async importCsv(
    ownerId: string,
    propertyId: string,
    content: string,
    dryRun: boolean,
  ): Promise<ImportResult> {
    if (!(await findProperty(this.db, ownerId, propertyId))) throw notFound('Property');
    let parsed;
    try {
      parsed = parseBankCsv(content);
    } catch (error) {
      if (error instanceof BankCsvError) throw new AppError('unprocessable', error.message);
      throw error;
    }
    const rows: ImportRow[] = parsed.errors.map((e) => ({
      row: e.row,
      transaction_date: null,
      description: null,
      amount: null,
      type: null,
      category: null,
      status: 'error',
      detail: e.detail,
    }));

    const dates = parsed.lines.map((line) => line.date).sort();
    const existing = dates.length
      ? await this.existingAround(ownerId, dates[0] as string, dates[dates.length - 1] as string)
      : [];
    const used = new Set<string>();
    // Candidates by kind and amount, so matching stays linear for files of thousands of rows.
    const byAmount = new Map<string, typeof existing>();
    for (const candidate of existing) {
      const key = `${candidate.type}:${candidate.cents}`;
      byAmount.set(key, [...(byAmount.get(key) ?? []), candidate]);
    }
    const toInsert: {
      type: 'income' | 'expense';
      date: string;
      description: string;
      cents: number;
      category: string;
    }[] = [];

    for (const line of parsed.lines) {
      const type: 'income' | 'expense' = line.amountCents < 0 ? 'expense' : 'income';
      const cents = Math.abs(line.amountCents);
      const match = byAmount
        .get(`${type}:${cents}`)
        ?.find(
          (candidate) =>
            !used.has(candidate.key) &&
            Math.abs(dayNumber(candidate.date) - dayNumber(line.date)) <= DUPLICATE_WINDOW_DAYS,
        );
      const category =
        type === 'expense'
          ? suggestExpenseCategory(line.description)
          : suggestIncomeCategory(line.description);
      const base = {
        row: line.row,
        transaction_date: line.date,
        description: line.description || null,
        amount: fromCents(line.amountCents),
        type,
        category,
      };
      if (match) {
        used.add(match.key);
        rows.push({ ...base, status: 'duplicate', detail: `Matches an existing ${type} of ${match.date}` });
      } else {
        rows.push({ ...base, status: 'new', detail: null });
        toInsert.push({ type, date: line.date, description: line.description, cents, category });
      }
    }

    if (!dryRun && toInsert.length > 0) {
      await this.db.transaction(async (tx) => {
        for (const type of ['income', 'expense'] as const) {
          const values = toInsert
            .filter((item) => item.type === type)
            .map((item) => ({
              ownerId,
              propertyId,
              transactionDate: item.date,
              amount: (item.cents / 100).toFixed(2),
              description: item.description || null,
              category: item.category,
              entity: item.description || null,
            }));
          // PostgreSQL takes at most 65,535 parameters per statement: insert in chunks.
          for (let start = 0; start < values.length; start += IMPORT_CHUNK_ROWS) {
            await tx
              .insert(type === 'income' ? incomes : expenses)
              .values(values.slice(start, start + IMPORT_CHUNK_ROWS));
          }
        }
      });
    }
    rows.sort((a, b) => a.row - b.row);
    return {
      imported: toInsert.length,
      skipped: rows.filter((row) => row.status === 'duplicate').length,
      errors: parsed.errors,
      dry_run: dryRun,
      rows,
    };
  }

  /** Schedule E: per property, income and expenses by line for one calendar year, plus totals. */
  async scheduleE(ownerId: string, year: number): Promise<ScheduleEReport> {
    const from = `${year}-01-01`;
    const to = `${year}-12-31`;
    const select = (table: typeof incomes | typeof expenses) =>
      this.db
        .select({
          propertyId: table.propertyId,
          address: properties.address,
          former: table.formerPropertyAddress,
          category: table.category,
          amount: table.amount,
        })
        .from(table)
        .leftJoin(properties, eq(properties.id, table.propertyId))
        .where(
          and(eq(table.ownerId, ownerId), gte(table.transactionDate, from), lte(table.transactionDate, to)),
        );
    const [incomeRows, expenseRows] = await Promise.all([select(incomes), select(expenses)]);

    type Bucket = {
      property_id: string | null;
      address: string;
      income: Map<string, number>;
      expenses: Map<string, number>;
    };
    const buckets = new Map<string, Bucket>();
    const bucketOf = (row: { propertyId: string | null; address: string | null; former: string | null }) => {
      const address = row.address ?? row.former ?? 'No property';
      const key = row.propertyId ?? `former:${address}`;
      let bucket = buckets.get(key);
      if (!bucket) {
        bucket = { property_id: row.propertyId, address, income: new Map(), expenses: new Map() };
        buckets.set(key, bucket);
      }
      return bucket;
    };
    const add = (map: Map<string, number>, line: string, cents: number) =>
      map.set(line, (map.get(line) ?? 0) + cents);
    for (const row of incomeRows) add(bucketOf(row).income, incomeLineOf(row.category), toCents(row.amount));
    for (const row of expenseRows)
      add(bucketOf(row).expenses, scheduleELineOf(row.category), toCents(row.amount));

    const sum = (map: Map<string, number>) => [...map.values()].reduce((a, b) => a + b, 0);
    const dollars = (lines: readonly string[], map: Map<string, number>) =>
      Object.fromEntries(lines.map((line) => [line, fromCents(map.get(line) ?? 0)]));
    const totalIncome = new Map<string, number>();
    const totalExpenses = new Map<string, number>();
    const propertiesOut = [...buckets.values()]
      .sort((a, b) => a.address.localeCompare(b.address))
      .map((bucket) => {
        bucket.income.forEach((cents, line) => add(totalIncome, line, cents));
        bucket.expenses.forEach((cents, line) => add(totalExpenses, line, cents));
        return {
          property_id: bucket.property_id,
          address: bucket.address,
          income: dollars(INCOME_CATEGORIES, bucket.income),
          expenses: dollars(SCHEDULE_E_EXPENSE_LINES, bucket.expenses),
          total_income: fromCents(sum(bucket.income)),
          total_expenses: fromCents(sum(bucket.expenses)),
          net: fromCents(sum(bucket.income) - sum(bucket.expenses)),
        };
      });
    return {
      year,
      properties: propertiesOut,
      totals: {
        income: dollars(INCOME_CATEGORIES, totalIncome),
        expenses: dollars(SCHEDULE_E_EXPENSE_LINES, totalExpenses),
        total_income: fromCents(sum(totalIncome)),
        total_expenses: fromCents(sum(totalExpenses)),
        net: fromCents(sum(totalIncome) - sum(totalExpenses)),
      },
    };
  }

  scheduleECsv(report: ScheduleEReport): string {
    const header = [
      'Property',
      ...INCOME_CATEGORIES.map((l) => `Income: ${l}`),
      'Total income',
      ...SCHEDULE_E_EXPENSE_LINES.map((l) => `Expense: ${l}`),
      'Total expenses',
      'Net',
    ];
    const line = (
      label: string,
      p: Omit<ScheduleEReport['properties'][number], 'property_id' | 'address'>,
    ) => [
      label,
      ...INCOME_CATEGORIES.map((l) => csvMoney(p.income[l] ?? 0)),
      csvMoney(p.total_income),
      ...SCHEDULE_E_EXPENSE_LINES.map((l) => csvMoney(p.expenses[l] ?? 0)),
      csvMoney(p.total_expenses),
      csvMoney(p.net),
    ];
    return toCsv([header, ...report.properties.map((p) => line(p.address, p)), line('Total', report.totals)]);
  }

  private async existingAround(ownerId: string, first: string, last: string) {
    const shift = (iso: string, days: number) =>
      new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
    const from = shift(first, -DUPLICATE_WINDOW_DAYS);
    const to = shift(last, DUPLICATE_WINDOW_DAYS);
    const read = async (type: 'income' | 'expense') => {
      const table = type === 'income' ? incomes : expenses;
      const rows = await this.db
        .select({ id: table.id, date: table.transactionDate, amount: table.amount })
        .from(table)
        .where(
          and(eq(table.ownerId, ownerId), gte(table.transactionDate, from), lte(table.transactionDate, to)),
        );
      return rows.map((row) => ({
        key: `${type}-${row.id}`,
        type,
        date: row.date,
        cents: toCents(row.amount),
      }));
    };
    return [...(await read('income')), ...(await read('expense'))];
  }
}
