import { LogOut, Monitor, Smartphone } from 'lucide-react';
import { toast } from 'sonner';
import type { Session } from '@astor/contract/auth';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { Spinner } from '@/components/ui/spinner';
import { getErrorDetail } from '@/lib/api-client';
import { formatTimeAgo } from '@/lib/format';
import { useSessions } from '../api/get-sessions';
import { useRevokeAllSessions } from '../api/revoke-all-sessions';
import { useRevokeSession } from '../api/revoke-session';
import { describeUserAgent } from '../lib/describe-user-agent';
import { sortSessions } from '../lib/sort-sessions';
import { SettingsSection } from './settings-section';

const MOBILE = /\b(Android|iPhone|iPad|iPod|Mobile)\b/;

/**
 * The devices signed in to the account: any other one can be signed out; 'Sign out everywhere' ends
 * them all, this one included, and `onSignedOut` then leaves the signed-in area.
 */
export function SessionsSection({ onSignedOut }: { onSignedOut: () => void }) {
  const sessions = useSessions();
  const revokeAll = useRevokeAllSessions();

  async function handleSignOutEverywhere() {
    try {
      // The hook has forgotten this device's session (and the cache) once this resolves.
      await revokeAll.mutateAsync();
    } catch (error) {
      toast.error(getErrorDetail(error) ?? 'Failed to sign out everywhere. Please try again.');
      return;
    }
    toast.success('Signed out on every device');
    onSignedOut();
  }

  return (
    <SettingsSection
      title="Active sessions"
      description="The devices signed in to your account. Sign out any you do not recognise, then change your password."
    >
      {sessions.isPending ? (
        <p role="status" className="flex items-center gap-2 py-6 text-sm text-slate-500">
          <Spinner /> Loading sessions...
        </p>
      ) : sessions.isError ? (
        <div className="space-y-3">
          <FormError message="Failed to load your sessions." />
          <Button variant="secondary" onClick={() => void sessions.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <ul
          aria-label="Active sessions"
          className="divide-y divide-slate-100 rounded-lg border border-slate-200"
        >
          {sortSessions(sessions.data).map((session) => (
            <SessionRow key={session.id} session={session} />
          ))}
        </ul>
      )}
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-500">Signs out every device, this one included.</p>
        <Button variant="secondary" onClick={handleSignOutEverywhere} disabled={revokeAll.isPending}>
          {revokeAll.isPending ? <Spinner /> : <LogOut className="size-4" aria-hidden />}
          Sign out everywhere
        </Button>
      </div>
    </SettingsSection>
  );
}

function SessionRow({ session }: { session: Session }) {
  const revoke = useRevokeSession();
  const device = describeUserAgent(session.user_agent);
  const Icon = MOBILE.test(session.user_agent ?? '') ? Smartphone : Monitor;

  function handleSignOut() {
    revoke.mutate(session.id, {
      onSuccess: () => toast.success(`Signed out ${device}`),
      onError: (error) => toast.error(getErrorDetail(error) ?? 'Failed to sign out that device.'),
    });
  }

  return (
    <li className="flex items-center gap-3 px-4 py-3">
      <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-slate-100 text-slate-500">
        <Icon className="size-4" aria-hidden />
      </span>
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-slate-900">
          <span title={session.user_agent ?? undefined}>{device}</span>
          {session.current && <Badge tone="indigo">This device</Badge>}
          {session.persistent && <Badge>Remembered</Badge>}
        </p>
        <p className="mt-0.5 text-xs text-slate-500">
          {session.ip && <>{session.ip} · </>}
          Last used {formatTimeAgo(session.last_used_at)}
        </p>
      </div>
      {!session.current && (
        <Button
          variant="ghost"
          size="sm"
          onClick={handleSignOut}
          disabled={revoke.isPending}
          aria-label={`Sign out ${device}, last used ${formatTimeAgo(session.last_used_at)}`}
        >
          {revoke.isPending && <Spinner />}
          Sign out
        </Button>
      )}
    </li>
  );
}
