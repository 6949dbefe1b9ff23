import { useId, useMemo, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { CURRENCIES, type User } from '@astor/contract/auth';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { FormError } from '@/components/ui/form-error';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { getErrorDetail } from '@/lib/api-client';
import { useUpdateMe } from '../api/update-me';
import {
  browserTimeZone,
  CURRENCY_LABELS,
  DEFAULT_CURRENCY,
  DEFAULT_TIME_ZONE,
  isCurrency,
  supportedTimeZones,
  timeZoneChoices,
  timeZoneOffsetLabel,
  type Currency,
} from '../lib/preferences';
import { SettingsSection } from './settings-section';

/** Time zone (the browser's own zone is suggested) and currency. */
export function PreferencesSection({ user }: { user: User }) {
  const ids = { timezone: useId(), currency: useId() };
  const savedTimeZone = user.timezone ?? DEFAULT_TIME_ZONE;
  const savedCurrency = isCurrency(user.currency) ? user.currency : DEFAULT_CURRENCY;
  const [timezone, setTimezone] = useState(savedTimeZone);
  const [currency, setCurrency] = useState<Currency>(savedCurrency);
  const [error, setError] = useState<string | null>(null);
  const updateMe = useUpdateMe();

  const [deviceZone] = useState(browserTimeZone);
  // About 400 zones, each labelled with its offset: worked out once, not on every keystroke.
  const zoneOptions = useMemo(
    () =>
      timeZoneChoices(supportedTimeZones(), [savedTimeZone, deviceZone]).map((zone) => ({
        zone,
        label: zoneLabel(zone, deviceZone),
      })),
    [savedTimeZone, deviceZone],
  );
  const isUnchanged = timezone === savedTimeZone && currency === savedCurrency;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    try {
      await updateMe.mutateAsync({ timezone, currency });
      toast.success('Preferences saved');
    } catch (caught) {
      setError(getErrorDetail(caught) ?? 'Failed to save your preferences. Please try again.');
    }
  }

  return (
    <SettingsSection title="Preferences" description="The time zone and currency of your account.">
      <form onSubmit={handleSubmit} className="space-y-4">
        <FormError message={error} />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id={ids.timezone} label="Time zone">
            <Select
              id={ids.timezone}
              name="timezone"
              value={timezone}
              onChange={(event) => setTimezone(event.target.value)}
            >
              {zoneOptions.map(({ zone, label }) => (
                <option key={zone} value={zone}>
                  {label}
                </option>
              ))}
            </Select>
            {deviceZone && deviceZone !== timezone && (
              <p className="text-xs text-slate-500">
                This device is set to {deviceZone}.{' '}
                <button
                  type="button"
                  onClick={() => setTimezone(deviceZone)}
                  className="cursor-pointer font-medium text-indigo-600 hover:text-indigo-500"
                >
                  Use {deviceZone}
                </button>
              </p>
            )}
          </Field>
          <Field id={ids.currency} label="Currency">
            <Select
              id={ids.currency}
              name="currency"
              value={currency}
              onChange={(event) => {
                if (isCurrency(event.target.value)) setCurrency(event.target.value);
              }}
            >
              {CURRENCIES.map((code) => (
                <option key={code} value={code}>
                  {CURRENCY_LABELS[code]}
                </option>
              ))}
            </Select>
          </Field>
        </div>
        <div className="flex justify-end">
          <Button type="submit" disabled={isUnchanged || updateMe.isPending}>
            {updateMe.isPending && <Spinner />}
            Save preferences
          </Button>
        </div>
      </form>
    </SettingsSection>
  );
}

function zoneLabel(zone: string, deviceZone: string | undefined): string {
  const offset = timeZoneOffsetLabel(zone);
  const name = zone.replaceAll('_', ' ');
  const label = offset ? `${name} (${offset})` : name;
  return zone === deviceZone ? `${label}, this device` : label;
}
