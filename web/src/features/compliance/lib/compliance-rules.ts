import type { ComplianceItem, CreateComplianceInput } from '@astor/contract/calendar';

/** The compliance list's rules (pure: table-tested): labels, what is due, and the add form. */

export type ComplianceStatus = ComplianceItem['status'];

export const COMPLIANCE_STATUS_STYLES: Record<
  ComplianceStatus,
  { label: string; tone: 'red' | 'amber' | 'blue' | 'green' }
> = {
  overdue: { label: 'Overdue', tone: 'red' },
  due_soon: { label: 'Due soon', tone: 'amber' },
  upcoming: { label: 'Upcoming', tone: 'blue' },
  done: { label: 'Done', tone: 'green' },
};

/** 'Once', 'Every month', 'Every 6 months'. */
export function describeRepeat(intervalMonths: number | null): string {
  if (!intervalMonths) return 'Once';
  return intervalMonths === 1 ? 'Every month' : `Every ${intervalMonths} months`;
}

/** What needs doing across properties: overdue then due soon, earliest first. */
export function dueComplianceItems(items: readonly ComplianceItem[]): ComplianceItem[] {
  const rank: Partial<Record<ComplianceStatus, number>> = { overdue: 0, due_soon: 1 };
  return items
    .filter((item) => rank[item.status] !== undefined)
    .sort(
      (a, b) =>
        rank[a.status]! - rank[b.status]! ||
        a.due_date.localeCompare(b.due_date) ||
        a.title.localeCompare(b.title),
    );
}

/** A property's list: what is open by due date, then what is done. */
export function sortComplianceItems(items: readonly ComplianceItem[]): ComplianceItem[] {
  return [...items].sort(
    (a, b) =>
      Number(a.status === 'done') - Number(b.status === 'done') ||
      a.due_date.localeCompare(b.due_date) ||
      a.title.localeCompare(b.title),
  );
}

export interface ComplianceFormValues {
  title: string;
  due_date: string;
  repeats: 'once' | 'every';
  /** The number of months, as typed. */
  interval_months: string;
}

export const EMPTY_COMPLIANCE_FORM: ComplianceFormValues = {
  title: '',
  due_date: '',
  repeats: 'once',
  interval_months: '12',
};

export type ReadComplianceForm =
  { isValid: true; input: CreateComplianceInput } | { isValid: false; message: string };

/** The POST body, or the first message to show. Mirrors CreateComplianceInputSchema's rules. */
export function readComplianceForm(values: ComplianceFormValues, propertyId: string): ReadComplianceForm {
  const title = values.title.trim();
  if (!title) return { isValid: false, message: 'Title is required' };
  if (!/^\d{4}-\d{2}-\d{2}$/.test(values.due_date))
    return { isValid: false, message: 'Due date is required' };
  let interval: number | null = null;
  if (values.repeats === 'every') {
    interval = Number(values.interval_months);
    if (!Number.isInteger(interval) || interval < 1 || interval > 120) {
      return { isValid: false, message: 'Repeat every 1 to 120 months' };
    }
  }
  return {
    isValid: true,
    input: { property_id: propertyId, title, due_date: values.due_date, interval_months: interval },
  };
}
