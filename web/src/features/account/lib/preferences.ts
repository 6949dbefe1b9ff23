import { CURRENCIES } from '@astor/contract/auth';

export type Currency = (typeof CURRENCIES)[number];

export const CURRENCY_LABELS: Record<Currency, string> = {
  USD: 'US dollar (USD)',
  CAD: 'Canadian dollar (CAD)',
  EUR: 'Euro (EUR)',
  GBP: 'British pound (GBP)',
  AUD: 'Australian dollar (AUD)',
};

export const isCurrency = (value: string | undefined): value is Currency =>
  (CURRENCIES as readonly string[]).includes(value ?? '');

/** The server's defaults for an account that never chose (db schema: 'UTC' and 'USD'). */
export const DEFAULT_TIME_ZONE = 'UTC';
export const DEFAULT_CURRENCY: Currency = 'USD';

/** The time zone this browser runs in, e.g. 'Europe/Paris'; undefined when the browser does not say. */
export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

/** Every IANA zone this browser knows; an older browser without the list gives none. */
export function supportedTimeZones(): string[] {
  try {
    return Intl.supportedValuesOf('timeZone');
  } catch {
    return [];
  }
}

/**
 * The time zone choices: the browser's list, plus the saved zone, the browser's own zone and UTC when
 * the list lacks them (Chrome lists canonical zones only, so neither 'UTC' nor an alias such as
 * 'Asia/Calcutta' need be in it), sorted and without repeats.
 */
export function timeZoneChoices(
  supported: readonly string[],
  extra: ReadonlyArray<string | undefined>,
): string[] {
  const zones = new Set(supported);
  for (const zone of [DEFAULT_TIME_ZONE, ...extra]) if (zone) zones.add(zone);
  return [...zones].sort((a, b) => a.localeCompare(b));
}

/** '(UTC+02:00)' style offset of a zone right now, to help pick among similar names; '' if unknown. */
export function timeZoneOffsetLabel(zone: string, now: Date = new Date()): string {
  try {
    const part = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
      .formatToParts(now)
      .find((entry) => entry.type === 'timeZoneName')?.value;
    if (!part) return '';
    return part === 'GMT' ? 'UTC+00:00' : part.replace('GMT', 'UTC');
  } catch {
    return '';
  }
}
