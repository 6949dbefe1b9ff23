/**
 * Below Tailwind's `md` (768 px) the signed-in screens take their phone layout (docs/product.md#phones).
 * For the choices CSS cannot make, such as which calendar view opens first.
 */
export const PHONE_WIDTH_QUERY = '(max-width: 767.98px)';

/** Whether the window is phone-wide now; false where there is no `matchMedia` (tests, old browsers). */
export function isPhoneWidth(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(PHONE_WIDTH_QUERY).matches
    : false;
}
