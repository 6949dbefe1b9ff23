import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { Spinner } from '@/components/ui/spinner';
import { useMe } from '@/lib/queries/me';
import { DataExportSection } from './data-export-section';
import { DeleteAccountSection } from './delete-account-section';
import { PasswordSection } from './password-section';
import { PreferencesSection } from './preferences-section';
import { ProfileSection } from './profile-section';
import { SessionsSection } from './sessions-section';

/**
 * /settings: profile, preferences, password, sessions, data export and account deletion. The two ways
 * out of the signed-in area (signing out everywhere, deleting the account) are the route's to follow.
 */
export function SettingsPage({
  onSignedOutEverywhere,
  onAccountDeleted,
}: {
  onSignedOutEverywhere: () => void;
  onAccountDeleted: () => void;
}) {
  const me = useMe();

  return (
    <section className="mx-auto max-w-5xl">
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Settings</h1>
      <p className="mt-1 text-sm text-slate-500">Your profile, security and data.</p>
      <div className="mt-6 space-y-6">
        {me.isPending ? (
          <p role="status" className="flex items-center justify-center gap-2 py-16 text-sm text-slate-500">
            <Spinner /> Loading your settings...
          </p>
        ) : me.isError ? (
          <div className="space-y-3">
            <FormError message="Failed to load your settings." />
            <Button variant="secondary" onClick={() => void me.refetch()}>
              Try again
            </Button>
          </div>
        ) : (
          <>
            {/* Keyed by the user so the forms start from the saved values. */}
            <ProfileSection key={`profile-${me.data.id}`} user={me.data} />
            <PreferencesSection key={`preferences-${me.data.id}`} user={me.data} />
            <PasswordSection />
            <SessionsSection onSignedOut={onSignedOutEverywhere} />
            <DataExportSection />
            <DeleteAccountSection onDeleted={onAccountDeleted} />
          </>
        )}
      </div>
    </section>
  );
}
