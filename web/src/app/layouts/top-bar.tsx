import { useEffect } from 'react';
import { Upload } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { useMe } from '@/lib/queries/me';
import { NavigationMenu } from './navigation-drawer';
import { TopBarSearchSlot } from './search-overlay';

/** docs/product.md#top-bar: the first word of the user's name, with the fallback 'User'. */
export function firstNameOf(name: string | undefined): string {
  return name?.trim().split(/\s+/)[0] || 'User';
}

export function TopBar({ onUpload }: { onUpload: () => void }) {
  return (
    <header className="sticky top-0 z-30 flex h-16 items-center gap-2 border-b border-slate-200 bg-white/85 px-3 backdrop-blur sm:gap-3 sm:px-6">
      <NavigationMenu />
      <TopBarSearchSlot />

      <div className="ml-auto flex items-center gap-1 sm:gap-2">
        <Button variant="primary" onClick={onUpload}>
          <Upload className="size-4" aria-hidden />
          <span className="max-sm:sr-only">Upload</span>
        </Button>
        <NotificationBell />
        <UserChip />
      </div>
    </header>
  );
}

function UserChip() {
  const me = useMe();

  useEffect(() => {
    // docs/product.md#top-bar: a failure to load the user is only logged; the name falls back to 'User'.
    if (me.error) console.error('Failed to load the current user', me.error);
  }, [me.error]);

  const firstName = firstNameOf(me.data?.name);
  return (
    <div className="flex items-center gap-2 rounded-lg py-1 pr-1 pl-2">
      <span
        aria-hidden
        className="flex size-8 items-center justify-center rounded-full bg-gradient-to-br from-indigo-500 to-emerald-500 text-sm font-semibold text-white"
      >
        {me.isPending ? '' : firstName.charAt(0).toUpperCase()}
      </span>
      {me.isPending ? (
        <span className="h-4 w-16 animate-pulse rounded bg-slate-200" aria-hidden />
      ) : (
        <span className="max-w-32 truncate text-sm font-medium text-slate-700">{firstName}</span>
      )}
    </div>
  );
}
