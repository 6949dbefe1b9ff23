import { useId, useState } from 'react';
import { toast } from 'sonner';
import { Copy, Link2, Link2Off, RefreshCw } from 'lucide-react';
import type { TenantConversation } from '@astor/contract/tenant-line';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { FormError } from '@/components/ui/form-error';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { getErrorDetail } from '@/lib/api-client';
import { formatDate, formatDateTime } from '@/lib/format';
import { useEnableTenantLink } from '../api/enable-tenant-link';
import { useTenantConversations } from '../api/get-tenant-conversations';
import { useTenantLink } from '../api/get-tenant-link';
import { useRevokeTenantLink } from '../api/revoke-tenant-link';
import { TenantLineMessage } from './tenant-line-message';

const URGENCY_TONES = { normal: 'neutral', urgent: 'amber', emergency: 'red' } as const;
const URGENCY_LABELS = { normal: 'Normal', urgent: 'Urgent', emergency: 'Emergency' } as const;

/**
 * The property's tenant line (docs/product.md#tenant-line). The landlord turns the private link on (its URL
 * is shown once, to copy), rotates it (the old link stops working) or turns it off, and reads every
 * conversation.
 */
export function TenantLinePanel({ propertyId }: { propertyId: string }) {
  return (
    <div className="space-y-6">
      <LinkSection propertyId={propertyId} />
      <ConversationsSection propertyId={propertyId} />
    </div>
  );
}

function LinkSection({ propertyId }: { propertyId: string }) {
  const id = useId();
  const link = useTenantLink(propertyId);
  const enable = useEnableTenantLink(propertyId);
  const revoke = useRevokeTenantLink(propertyId);
  // Only the server's reply to turning on or rotating carries the URL; it is not stored in the clear.
  const [shownUrl, setShownUrl] = useState<string | null>(null);
  const isActive = link.data?.active === true;
  const isBusy = enable.isPending || revoke.isPending;

  function turnOn() {
    if (isActive && !window.confirm('Make a new link? The current link stops working for your tenants.'))
      return;
    enable.mutate(undefined, {
      onSuccess: (created) => {
        setShownUrl(created.url);
        toast.success(isActive ? 'New link made; the old one no longer works' : 'Tenant line turned on', {
          duration: 3000,
        });
      },
      onError: (error) => toast.error(getErrorDetail(error) ?? 'Failed to make the link. Please try again.'),
    });
  }

  function turnOff() {
    if (!window.confirm('Turn off the tenant line? The link stops working; conversations stay here.')) return;
    revoke.mutate(undefined, {
      onSuccess: () => {
        setShownUrl(null);
        toast.success('Tenant line turned off', { duration: 3000 });
      },
      onError: (error) =>
        toast.error(getErrorDetail(error) ?? 'Failed to turn off the link. Please try again.'),
    });
  }

  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      toast.success('Link copied', { duration: 3000 });
    } catch {
      toast.error('Could not copy the link; select it and copy it by hand.');
    }
  }

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-4 rounded-lg border border-slate-200 p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-1">
          <h3 id={`${id}-title`} className="flex items-center gap-2 font-medium text-slate-900">
            Tenant line
            {link.data && (isActive ? <Badge tone="green">On</Badge> : <Badge>Off</Badge>)}
          </h3>
          <p className="mt-1 text-sm text-slate-600">
            A private link where this property's tenants report a problem or ask about their lease, without an
            account. Astor files maintenance requests, escalates emergencies, and never shows other tenants or
            your books. Every conversation appears below.
          </p>
          {isActive && link.data?.created_at && (
            <p className="mt-1 text-xs text-slate-500">Link made {formatDate(link.data.created_at)}.</p>
          )}
        </div>
        {link.isPending ? (
          <Spinner className="text-slate-400" />
        ) : link.isError ? null : (
          <div className="flex flex-wrap gap-2">
            <Button size="sm" variant={isActive ? 'secondary' : 'primary'} onClick={turnOn} disabled={isBusy}>
              {enable.isPending ? (
                <Spinner />
              ) : isActive ? (
                <RefreshCw className="size-4" aria-hidden />
              ) : (
                <Link2 className="size-4" aria-hidden />
              )}
              {isActive ? 'Rotate link' : 'Turn on tenant line'}
            </Button>
            {isActive && (
              <Button
                size="sm"
                variant="secondary"
                className="text-red-600 hover:bg-red-50 hover:text-red-700"
                onClick={turnOff}
                disabled={isBusy}
              >
                {revoke.isPending ? <Spinner /> : <Link2Off className="size-4" aria-hidden />}
                Turn off
              </Button>
            )}
          </div>
        )}
      </div>
      {link.isError && <FormError message="Failed to load the tenant line." />}
      {shownUrl && isActive && (
        <Field id={`${id}-url`} label="Tenant line link">
          <div className="flex gap-2">
            <Input
              id={`${id}-url`}
              readOnly
              value={shownUrl}
              onFocus={(event) => event.target.select()}
              className="font-mono text-xs"
            />
            <Button variant="secondary" onClick={() => void copy(shownUrl)}>
              <Copy className="size-4" aria-hidden />
              Copy
            </Button>
          </div>
          <p className="text-xs text-slate-500">
            Copy it now and send it to your tenants: it is shown only this once. Rotate it to make a new one.
          </p>
        </Field>
      )}
    </section>
  );
}

function ConversationsSection({ propertyId }: { propertyId: string }) {
  const conversations = useTenantConversations(propertyId);
  return (
    <section aria-label="Tenant conversations" className="space-y-3">
      <div className="flex items-center justify-between gap-3">
        <h3 className="font-medium text-slate-900">Conversations</h3>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => void conversations.refetch()}
          disabled={conversations.isFetching}
        >
          {conversations.isFetching ? <Spinner /> : <RefreshCw className="size-4" aria-hidden />}
          Refresh
        </Button>
      </div>
      {conversations.isPending ? (
        <p className="flex items-center gap-2 py-4 text-sm text-slate-500">
          <Spinner /> Loading...
        </p>
      ) : conversations.isError ? (
        <p role="alert" className="py-4 text-sm text-red-700">
          Failed to load the conversations.
        </p>
      ) : conversations.data.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-200 px-4 py-8 text-center text-sm text-slate-500">
          No conversations yet.
        </p>
      ) : (
        <ul className="space-y-4">
          {conversations.data.map((conversation) => (
            <ConversationItem key={conversation.id} conversation={conversation} />
          ))}
        </ul>
      )}
    </section>
  );
}

function ConversationItem({ conversation }: { conversation: TenantConversation }) {
  const { details } = conversation;
  const filed = conversation.maintenance_request_ids.length;
  return (
    <li
      aria-label={`Conversation started ${formatDateTime(conversation.created_at)}`}
      className="rounded-lg border border-slate-200"
    >
      <div className="flex flex-wrap items-center gap-2 border-b border-slate-100 px-3 py-2 text-xs text-slate-500">
        <span>
          Started {formatDateTime(conversation.created_at)} · last message{' '}
          {formatDateTime(conversation.last_message_at)}
        </span>
        {details.unit && <Badge>Unit {details.unit}</Badge>}
        {details.contact && <Badge tone="blue">{details.contact}</Badge>}
        {details.urgency && (
          <Badge tone={URGENCY_TONES[details.urgency]}>
            {URGENCY_LABELS[details.urgency]} report in progress
          </Badge>
        )}
        {filed > 0 && (
          <Badge tone="indigo">
            {filed} maintenance request{filed === 1 ? '' : 's'}
          </Badge>
        )}
      </div>
      <div role="log" aria-label="Messages" className="max-h-96 space-y-3 overflow-y-auto px-3 py-3">
        {conversation.messages.map((message) => (
          <TenantLineMessage key={message.id} message={message} tenantLabel="Tenant" />
        ))}
      </div>
    </li>
  );
}
