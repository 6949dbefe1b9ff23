import { useId } from 'react';
import { toast } from 'sonner';
import { Copy, RefreshCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { FormError } from '@/components/ui/form-error';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { getErrorDetail } from '@/lib/api-client';
import { useCalendarFeed } from '../api/get-calendar-feed';
import { useRevokeCalendarFeed } from '../api/revoke-calendar-feed';

/** The secret iCal URL to subscribe from another calendar app, with Copy and Revoke. */
export function SubscribeDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title="Subscribe to your calendar" size="md">
      <SubscribeContent />
    </Dialog>
  );
}

function SubscribeContent() {
  const id = useId();
  const feed = useCalendarFeed({ isEnabled: true });
  const revoke = useRevokeCalendarFeed();
  const url = feed.data?.url ?? '';

  async function handleCopy() {
    try {
      await navigator.clipboard.writeText(url);
      toast.success('Link copied', { duration: 3000 });
    } catch {
      toast.error('Could not copy the link; select it and copy it by hand.');
    }
  }

  function handleRevoke() {
    revoke.mutate(undefined, {
      onSuccess: () => toast.success('Old link revoked', { duration: 3000 }),
      onError: (error) =>
        toast.error(getErrorDetail(error) ?? 'Failed to revoke the link. Please try again.'),
    });
  }

  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600">
        Add this link in Google Calendar (Other calendars, From URL) or Apple Calendar (File, New Calendar
        Subscription) to see your rent, lease, maintenance and compliance dates there; anyone with the link
        can read them, so revoke it if it leaks.
      </p>
      {feed.isError ? (
        <FormError message="Failed to load your calendar link." />
      ) : (
        <Field id={`${id}-url`} label="Calendar link (iCal)">
          <div className="flex gap-2">
            <Input
              id={`${id}-url`}
              readOnly
              value={feed.isPending ? 'Loading...' : url}
              onFocus={(event) => event.target.select()}
              className="font-mono text-xs"
            />
            <Button variant="secondary" onClick={handleCopy} disabled={!url || feed.isFetching}>
              <Copy className="size-4" aria-hidden />
              Copy
            </Button>
          </div>
        </Field>
      )}
      <div className="flex items-center justify-between gap-3 border-t border-slate-100 pt-4">
        <p className="text-xs text-slate-500">Revoking stops the old link and makes a new one.</p>
        <Button
          variant="secondary"
          size="sm"
          className="text-red-600 hover:bg-red-50 hover:text-red-700"
          onClick={handleRevoke}
          disabled={revoke.isPending || feed.isPending}
        >
          {revoke.isPending ? <Spinner /> : <RefreshCw className="size-4" aria-hidden />}
          Revoke
        </Button>
      </div>
    </div>
  );
}
