import { ANIMAL_VIOLATION_FEE, type SpecialLeaseTerms } from '@astor/contract/leases';
import { formatMoney } from '@/lib/format';

/** One line of a lease's special terms, as shown in the Leases tab. */
export interface LeaseTermLine {
  label: string;
  value: string;
}

export interface LeaseTermsView {
  latePayment: LeaseTermLine[];
  additionalFees: LeaseTermLine[];
}

/**
 * docs/product.md#lease-terms: late payment (initial fee, daily late charge) and additional fees; an 'Animal
 * Violation Fee' has first and additional violation amounts. Null when there are no terms: 'No special
 * terms'.
 */
export function describeLeaseTerms(terms: SpecialLeaseTerms | null | undefined): LeaseTermsView | null {
  const latePayment = terms?.late_payment
    ? [
        { label: 'Late payment initial fee', value: formatMoney(terms.late_payment.initial_fee) },
        { label: 'Daily late charge', value: formatMoney(terms.late_payment.daily_late_charge) },
        ...(terms.late_payment.max_late_fee == null
          ? []
          : [{ label: 'Late fees capped at', value: formatMoney(terms.late_payment.max_late_fee) }]),
      ]
    : [];
  const additionalFees = (terms?.additional_fees ?? []).map((fee) =>
    fee.fee_type === ANIMAL_VIOLATION_FEE && 'first_violation' in fee
      ? {
          label: fee.fee_type,
          value: `First violation ${formatMoney(fee.first_violation)}, additional violation ${formatMoney(fee.additional_violation)}`,
        }
      : { label: fee.fee_type, value: formatMoney('amount' in fee ? fee.amount : null) },
  );
  if (latePayment.length === 0 && additionalFees.length === 0) return null;
  return { latePayment, additionalFees };
}

const ordinal = (day: number): string => {
  const tens = day % 100;
  if (tens >= 11 && tens <= 13) return `${day}th`;
  return `${day}${({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[day % 10] ?? 'th'}`;
};

/** 'Rent due on the 1st, late after 5 days of grace'; 'late the day after' with no grace period. */
export function describeRentDue(rentDueDay: number, gracePeriodDays: number): string {
  const late =
    gracePeriodDays === 0
      ? 'late the day after'
      : `late after ${gracePeriodDays} ${gracePeriodDays === 1 ? 'day' : 'days'} of grace`;
  return `Rent due on the ${ordinal(rentDueDay)}, ${late}`;
}
