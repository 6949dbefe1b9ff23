import type { AdditionalFee, SpecialLeaseTerms } from '@astor/contract/leases';
import { bold, formatMoney } from '../assistant/format.js';
import type { LeaseTopic } from './read-message.js';

/**
 * Answers to a tenant's lease questions, from the active leases on file for their property only: the
 * figures of those leases and nothing else (no names, no other property, no books). When the property
 * has several leases that disagree, the answer depends on which lease is the tenant's: the landlord
 * confirms (a lease has no unit to match the tenant to).
 */

/** The parts of a lease on file a tenant may be told. */
export type LeaseOnFile = { rentCents: number | null; dueDay: number; terms: SpecialLeaseTerms | null };

export const NO_LEASE_ANSWER =
  "I don't have a lease on file for this home, so I can't answer that here. Your landlord can see this " +
  'conversation and will confirm.';
export const DEPENDS_ANSWER =
  "That depends on which lease is yours, and I can't tell that from here. Your landlord can see this " +
  'conversation and will confirm.';

const TOPIC_NAMES: Record<LeaseTopic, string> = {
  rent_amount: 'the rent amount',
  rent_due: 'the due date',
  late_fee: 'late fees',
  pets: 'pets',
  parking: 'parking',
};

const dollars = (amount: number | null): string =>
  amount === null ? 'amount not stated' : bold(formatMoney(Math.round(amount * 100)));

/** 1 → "1st", 22 → "22nd", 13 → "13th". */
export function ordinal(day: number): string {
  const tens = day % 100;
  if (tens >= 11 && tens <= 13) return `${day}th`;
  const suffix = ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[day % 10] ?? 'th';
  return `${day}${suffix}`;
}

function describeFee(fee: AdditionalFee): string {
  if ('first_violation' in fee) {
    return `${fee.fee_type}: ${dollars(fee.first_violation)} for a first violation, ${dollars(fee.additional_violation)} for each one after`;
  }
  return `${fee.fee_type}: ${dollars(fee.amount)}`;
}

const feesMatching = (lease: LeaseOnFile, pattern: RegExp): AdditionalFee[] =>
  (lease.terms?.additional_fees ?? []).filter((fee) => pattern.test(fee.fee_type));

const feeList = (intro: string, fees: AdditionalFee[]): string =>
  [intro, ...fees.map((fee) => `- ${describeFee(fee)}`)].join('\n');

/** One topic answered from one lease. */
export function answerFromLease(topic: LeaseTopic, lease: LeaseOnFile): string {
  switch (topic) {
    case 'rent_amount':
      return lease.rentCents === null
        ? "The lease on file doesn't state the monthly rent; your landlord will confirm."
        : `Your rent is ${bold(formatMoney(lease.rentCents))} a month.`;
    case 'rent_due':
      return `Rent is due on the ${bold(ordinal(lease.dueDay))} of each month.`;
    case 'late_fee': {
      const late = lease.terms?.late_payment;
      const parts = [
        late?.initial_fee != null ? `a late fee of ${dollars(late.initial_fee)}` : undefined,
        late?.daily_late_charge != null
          ? `${dollars(late.daily_late_charge)} for each day it stays unpaid`
          : undefined,
      ].filter((part): part is string => part !== undefined);
      const named = feesMatching(lease, /late/i);
      if (parts.length === 0 && named.length === 0) return 'Your lease on file sets no late fee.';
      const sentence = parts.length ? `If rent is paid late, your lease sets ${parts.join(', plus ')}.` : '';
      return named.length ? feeList(sentence || 'Late fees in your lease on file:', named) : sentence;
    }
    case 'pets': {
      const fees = feesMatching(lease, /\b(pet|pets|animal|animals|dog|dogs|cat|cats)\b/i);
      return fees.length
        ? feeList('Pet fees in your lease on file:', fees)
        : 'Your lease on file lists no pet fees. Whether a pet is allowed is for your landlord to confirm; they can see this conversation.';
    }
    case 'parking': {
      const fees = feesMatching(lease, /\b(parking|park|garage|car|cars|vehicle|vehicles)\b/i);
      return fees.length
        ? feeList('Parking fees in your lease on file:', fees)
        : 'Your lease on file lists no parking fee. Your landlord can confirm where to park; they can see this conversation.';
    }
  }
}

/** The answer to every topic asked, one paragraph each; a topic the leases disagree on is the landlord's. */
export function answerLeaseQuestions(topics: LeaseTopic[], leases: LeaseOnFile[]): string {
  if (leases.length === 0) return NO_LEASE_ANSWER;
  const answers: string[] = [];
  const undecided: LeaseTopic[] = [];
  for (const topic of topics) {
    const distinct = [...new Set(leases.map((lease) => answerFromLease(topic, lease)))];
    if (distinct.length === 1) answers.push(distinct[0] as string);
    else undecided.push(topic);
  }
  if (undecided.length) {
    answers.push(
      undecided.length === topics.length
        ? DEPENDS_ANSWER
        : `For ${undecided.map((topic) => TOPIC_NAMES[topic]).join(' and ')}: ${DEPENDS_ANSWER.charAt(0).toLowerCase()}${DEPENDS_ANSWER.slice(1)}`,
    );
  }
  return answers.join('\n\n');
}
