import { useEffect, useId } from 'react';
import { Bell, Search, Upload } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { useMe } from '@/features/auth/api/get-me';

/** spec §3: the first word of the user's name, with the fallback 'User'. */
export function firstNameOf(name: string | undefined): string {
  return name?.trim().split(/\s+/)[0] || 'User';
}

export function TopBar() {
  const searchId = useId();
  return (
    <header className="sticky top-0 z-30 flex h-16 items-center gap-3 border-b border-slate-200 bg-white/85 px-4 backdrop-blur sm:px-6">
      <form
        role="search"
        className="relative max-w-md min-w-0 flex-1"
        onSubmit={(event) => event.preventDefault()}
      >
        <label htmlFor={searchId} className="sr-only">
          Search
        </label>
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
          aria-hidden
        />
        <input
          id={searchId}
          type="search"
          placeholder="Search..."
          autoComplete="off"
          className="h-10 w-full rounded-lg border border-slate-200 bg-slate-50 pr-3 pl-9 text-sm text-slate-900 placeholder:text-slate-400 focus:border-indigo-500 focus:bg-white focus:ring-3 focus:ring-indigo-500/20 focus:outline-none"
        />
      </form>

      <div className="ml-auto flex items-center gap-1 sm:gap-2">
        <Button variant="primary" onClick={() => toast('Document upload is coming soon')}>
          <Upload className="size-4" aria-hidden />
          <span className="max-sm:sr-only">Upload</span>
        </Button>
        {/* spec §9: the notification count is fixed at 0, so there is no badge. */}
        <Button variant="ghost" size="icon" aria-label="Notifications">
          <Bell className="size-5" aria-hidden />
        </Button>
        <UserChip />
      </div>
    </header>
  );
}

function UserChip() {
  const me = useMe();

  useEffect(() => {
    // spec §8: a failure to load the user is only logged; the name falls back to 'User'.
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
