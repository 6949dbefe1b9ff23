import { Link2Off } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Logo } from '@/components/ui/logo';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { useTenantLine } from '../api/get-tenant-line';
import { TenantChat } from './tenant-chat';

/** What a tenant sees when the landlord's link is unknown or was revoked. */
export const INACTIVE_LINK_MESSAGE = 'This link is no longer active. Please contact your landlord.';

const isNotFound = (error: unknown): boolean => error instanceof ApiError && error.status === 404;

/**
 * docs/product.md#tenant-line: the tenant line at /t/{token}, for a tenant without an account: no sign-in and
 * no dashboard, the property's street, and a chat with Astor that fills the screen on a phone.
 */
export function TenantLinePage({ token }: { token: string }) {
  const line = useTenantLine(token);

  return (
    <div className="flex h-dvh flex-col bg-slate-50">
      <header className="flex items-center gap-3 border-b border-slate-200 bg-white px-4 py-3">
        <Logo wordClassName="sr-only sm:not-sr-only" />
        {line.data && (
          <div className="min-w-0">
            <h1 className="truncate text-base font-semibold text-slate-900">{line.data.property.address}</h1>
            <p className="truncate text-xs text-slate-500">
              {[line.data.property.city, 'Tenant line'].filter(Boolean).join(' · ')}
            </p>
          </div>
        )}
      </header>
      <main className="flex min-h-0 flex-1 flex-col">
        {line.isPending ? (
          <p className="flex flex-1 items-center justify-center gap-2 text-sm text-slate-500">
            <Spinner /> Loading...
          </p>
        ) : line.isError ? (
          isNotFound(line.error) ? (
            <InactiveLink />
          ) : (
            <div className="flex flex-1 flex-col items-center justify-center gap-3 px-4 text-center">
              <p role="alert" className="text-sm text-red-700">
                Failed to load the tenant line. Check your connection and try again.
              </p>
              <Button variant="secondary" size="sm" onClick={() => void line.refetch()}>
                Retry
              </Button>
            </div>
          )
        ) : (
          <TenantChat token={token} greeting={line.data.greeting} inactive={<InactiveLink />} />
        )}
      </main>
    </div>
  );
}

function InactiveLink() {
  return (
    <div className="flex flex-1 items-center justify-center px-4">
      <div className="max-w-sm rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm">
        <span className="mx-auto flex size-10 items-center justify-center rounded-full bg-slate-100 text-slate-500">
          <Link2Off className="size-5" aria-hidden />
        </span>
        <p role="alert" className="mt-3 text-sm text-slate-700">
          {INACTIVE_LINK_MESSAGE}
        </p>
      </div>
    </div>
  );
}
