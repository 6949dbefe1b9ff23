import { DEPOSIT_RULE_NOTE, type DepositDeadline } from '@astor/contract/deposits';
import { addDays, daysInMonth } from '@astor/contract/calendar-date';
import { STATE_CODES } from '../../documents/fields/address.js';

/**
 * How long a landlord has, after the tenant moves out, to return a security deposit or send the itemised
 * list of deductions, for the states Astor knows (pure: table-tested). Only rules we are sure of are here;
 * any other state gets the default, which names no number. Every answer carries DEPOSIT_RULE_NOTE: these
 * statutes change and have conditions (notice, forwarding address, kind of building).
 */

export type Period = { amount: number; unit: 'days' | 'business_days' | 'months' };

export type StateDeadlineRule = {
  state: string;
  name: string;
  /** To return the deposit in full when nothing is deducted. */
  fullReturn: Period;
  /** To send the itemised list of deductions (with what is left), when it differs from fullReturn. */
  withDeductions?: Period;
  citation: string;
  /** The rule in a sentence, as shown beside the deadline. */
  rule: string;
};

const days = (amount: number): Period => ({ amount, unit: 'days' });

export const STATE_DEADLINE_RULES: readonly StateDeadlineRule[] = [
  {
    state: 'CA',
    name: 'California',
    fullReturn: days(21),
    citation: 'Cal. Civ. Code § 1950.5(g)',
    rule: '21 days after move-out to return the deposit with an itemised statement of deductions.',
  },
  {
    state: 'TX',
    name: 'Texas',
    fullReturn: days(30),
    citation: 'Tex. Prop. Code § 92.103',
    rule: '30 days after the tenant surrenders the premises to refund the deposit with a written description and itemised list of deductions.',
  },
  {
    state: 'FL',
    name: 'Florida',
    fullReturn: days(15),
    withDeductions: days(30),
    citation: 'Fla. Stat. § 83.49(3)',
    rule: '15 days after move-out to return the deposit in full; to make a deduction, 30 days to send written notice of the claim by certified mail.',
  },
  {
    state: 'NY',
    name: 'New York',
    fullReturn: days(14),
    citation: 'N.Y. Gen. Oblig. Law § 7-108(1-a)(e)',
    rule: '14 days after the tenant vacates to return the deposit with an itemised statement of deductions.',
  },
  {
    state: 'IL',
    name: 'Illinois',
    fullReturn: days(45),
    withDeductions: days(30),
    citation: '765 ILCS 710/1',
    rule: 'Buildings of 5 or more units: 45 days after move-out to return the deposit in full; to make a deduction, 30 days to send the itemised statement of damage.',
  },
  {
    state: 'PA',
    name: 'Pennsylvania',
    fullReturn: days(30),
    citation: '68 P.S. § 250.512',
    rule: '30 days after the lease ends or the tenant surrenders the premises to return the deposit with a written list of damages.',
  },
  {
    state: 'OH',
    name: 'Ohio',
    fullReturn: days(30),
    citation: 'Ohio Rev. Code § 5321.16(B)',
    rule: '30 days after the lease ends and possession is delivered to return the deposit with an itemised notice of deductions.',
  },
  {
    state: 'GA',
    name: 'Georgia',
    fullReturn: days(30),
    citation: 'O.C.G.A. § 44-7-34',
    rule: '30 days to return the deposit with a written statement of the exact reasons for any part kept.',
  },
  {
    state: 'NC',
    name: 'North Carolina',
    fullReturn: days(30),
    citation: 'N.C. Gen. Stat. § 42-52',
    rule: '30 days after the tenancy ends to return the deposit with an itemised statement of damages.',
  },
  {
    state: 'MI',
    name: 'Michigan',
    fullReturn: days(30),
    citation: 'Mich. Comp. Laws § 554.609',
    rule: '30 days after the tenant moves out to mail the itemised list of damages with the balance of the deposit.',
  },
  {
    state: 'WA',
    name: 'Washington',
    fullReturn: days(30),
    citation: 'RCW 59.18.280',
    rule: '30 days after the rental agreement ends and the tenant vacates to return the deposit with a full and specific statement of any part kept.',
  },
  {
    state: 'AZ',
    name: 'Arizona',
    fullReturn: { amount: 14, unit: 'business_days' },
    citation: 'Ariz. Rev. Stat. § 33-1321',
    rule: '14 business days (Saturdays, Sundays and legal holidays excluded) after the tenancy ends to return the deposit with an itemised list of deductions. The date here skips weekends only.',
  },
  {
    state: 'CO',
    name: 'Colorado',
    fullReturn: { amount: 1, unit: 'months' },
    citation: 'Colo. Rev. Stat. § 38-12-103',
    rule: 'One month after the lease ends or the premises are surrendered (the lease may allow up to 60 days) to return the deposit with a written statement of the exact reasons for any part kept.',
  },
  {
    state: 'MA',
    name: 'Massachusetts',
    fullReturn: days(30),
    citation: 'Mass. Gen. Laws ch. 186, § 15B(4)',
    rule: '30 days after the tenancy ends to return the deposit with an itemised list of damages sworn to under the pains and penalties of perjury.',
  },
  {
    state: 'NJ',
    name: 'New Jersey',
    fullReturn: days(30),
    citation: 'N.J. Stat. § 46:8-21.1',
    rule: '30 days after the lease ends to return the deposit with interest and an itemised list of deductions.',
  },
  {
    state: 'VA',
    name: 'Virginia',
    fullReturn: days(45),
    citation: 'Va. Code § 55.1-1226',
    rule: '45 days after the tenancy ends to return the deposit with an itemised list of deductions.',
  },
];

const RULES_BY_STATE = new Map(STATE_DEADLINE_RULES.map((rule) => [rule.state, rule]));

const CODES = new Set(Object.values(STATE_CODES));

/** The two-letter code of a property's state as typed ("CA", "ca", "California"); null when not a state. */
export function stateCode(value: string | null | undefined): string | null {
  const text = (value ?? '').trim().replace(/\s+/g, ' ').replace(/\.$/, '');
  if (text === '') return null;
  const upper = text.toUpperCase();
  if (CODES.has(upper)) return upper;
  return STATE_CODES[text.toLowerCase()] ?? null;
}

export const ruleFor = (state: string | null): StateDeadlineRule | undefined =>
  state ? RULES_BY_STATE.get(state) : undefined;

/** The day a period after `from` ends: calendar days, weekdays (Saturdays and Sundays skipped), or months (clamped). */
export function addPeriod(from: string, period: Period): string {
  if (period.unit === 'days') return addDays(from, period.amount);
  if (period.unit === 'months') {
    const [y, m, d] = from.split('-').map(Number) as [number, number, number];
    const index = y * 12 + (m - 1) + period.amount;
    const year = Math.floor(index / 12);
    const month = (index % 12) + 1;
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${year}-${pad(month)}-${pad(Math.min(d, daysInMonth(year, month)))}`;
  }
  let day = from;
  for (let counted = 0; counted < period.amount;) {
    day = addDays(day, 1);
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    if (weekday !== 0 && weekday !== 6) counted += 1;
  }
  return day;
}

/**
 * The return deadline of a deposit: the state's rule applied to the move-out day (the lease's end date).
 * With deductions recorded, the deadline to send the itemised list where the state sets one apart.
 */
export function returnDeadline(input: {
  state: string | null | undefined;
  moveOutDate: string | null;
  hasDeductions: boolean;
}): DepositDeadline {
  const state = stateCode(input.state);
  const rule = ruleFor(state);
  if (!rule) {
    const where = state ?? (input.state?.trim() || null);
    return {
      state,
      move_out_date: input.moveOutDate,
      due_date: null,
      rule: where
        ? `Astor has no deadline for ${where}: check your state's law for the number of days to return the deposit or send the itemised list of deductions.`
        : "The property has no state: check your state's law for the number of days to return the deposit or send the itemised list of deductions.",
      citation: null,
      note: DEPOSIT_RULE_NOTE,
    };
  }
  const period = input.hasDeductions && rule.withDeductions ? rule.withDeductions : rule.fullReturn;
  return {
    state,
    move_out_date: input.moveOutDate,
    due_date: input.moveOutDate ? addPeriod(input.moveOutDate, period) : null,
    rule: `${rule.name}: ${rule.rule}`,
    citation: rule.citation,
    note: DEPOSIT_RULE_NOTE,
  };
}
