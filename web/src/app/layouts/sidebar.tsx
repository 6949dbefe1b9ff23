import { useState } from 'react';
import { NavLink, useNavigate } from 'react-router';
import {
  Building,
  CalendarDays,
  LayoutDashboard,
  LogOut,
  Pin,
  PinOff,
  Settings,
  Users,
  Vault,
  Wallet,
  type LucideIcon,
} from 'lucide-react';
import { Logo } from '@/components/ui/logo';
import { paths } from '@/config/paths';
import { useLogout } from '@/features/auth/api/logout';
import { cn } from '@/lib/cn';
import { isSidebarPinned, setSidebarPinned } from '@/lib/storage';

interface NavItem {
  label: string;
  to: string;
  icon: LucideIcon;
  /** Active only on its own path, not on the paths below it. */
  end?: boolean;
}

// docs/product.md#sidebar: the sidebar's pages, in order.
const mainItems: NavItem[] = [
  { label: 'Dashboard', to: paths.app.dashboard.getHref(), icon: LayoutDashboard, end: true },
  { label: 'Properties', to: paths.app.properties.getHref(), icon: Building },
  { label: 'Calendar', to: paths.app.calendar.getHref(), icon: CalendarDays },
  { label: 'Tenants', to: paths.app.tenants.getHref(), icon: Users },
  { label: 'Finances', to: paths.app.finances.getHref(), icon: Wallet },
  { label: 'Vault', to: paths.app.vault.getHref(), icon: Vault },
];

const itemClasses =
  'flex h-10 items-center gap-3 rounded-lg px-3 text-sm font-medium transition-colors cursor-pointer ' +
  'focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-indigo-500';

// The label fades in when the sidebar is expanded: on hover, with keyboard focus inside, or pinned.
const labelClasses =
  'truncate opacity-0 transition-opacity duration-150 group-hover/sidebar:opacity-100 ' +
  'group-has-focus-visible/sidebar:opacity-100 md:group-data-[pinned=true]/sidebar:opacity-100';

/**
 * Collapsed to icons; expands over the page on hover (or keyboard focus); pinned, it stays expanded
 * and the page makes room for it (the layout reads `isPinned`).
 */
export function Sidebar({ isPinned, onTogglePin }: { isPinned: boolean; onTogglePin: () => void }) {
  return (
    <aside
      data-pinned={isPinned}
      className={cn(
        'group/sidebar fixed inset-y-0 left-0 z-40 flex flex-col overflow-hidden border-r border-slate-200 bg-white',
        'transition-[width,box-shadow] duration-200 ease-out',
        'w-16',
        'hover:w-60 hover:shadow-xl has-focus-visible:w-60 has-focus-visible:shadow-xl',
        // Pinning makes room for the sidebar only where there is room to give (md and up).
        'md:data-[pinned=true]:w-60 md:data-[pinned=true]:shadow-none',
        // A phone gets the navigation from the top bar's Menu button instead (docs/product.md#phones).
        'max-md:hidden',
      )}
    >
      <div className="flex h-16 shrink-0 items-center justify-between gap-2 border-b border-slate-100 px-4">
        <Logo className="min-w-0" wordClassName={labelClasses} />
        <button
          type="button"
          onClick={onTogglePin}
          aria-label={isPinned ? 'Unpin sidebar' : 'Pin sidebar'}
          aria-pressed={isPinned}
          className={cn(
            'flex size-8 shrink-0 cursor-pointer items-center justify-center rounded-md text-slate-400 hover:bg-slate-100 hover:text-slate-700',
            'focus-visible:outline-2 focus-visible:outline-indigo-500',
            labelClasses,
          )}
        >
          {isPinned ? <PinOff className="size-4" aria-hidden /> : <Pin className="size-4" aria-hidden />}
        </button>
      </div>
      <NavigationLinks labelClassName={labelClasses} />
    </aside>
  );
}

/**
 * The pages of docs/product.md#sidebar, then Settings and Logout: the sidebar's content, and the
 * navigation drawer's on a phone (`labelClassName` empty: the labels always show).
 */
export function NavigationLinks({ labelClassName }: { labelClassName: string }) {
  const navigate = useNavigate();
  const logoutMutation = useLogout();

  async function handleLogout() {
    await logoutMutation.mutateAsync();
    await navigate(paths.auth.login.getHref(), { replace: true });
  }

  return (
    <>
      <nav aria-label="Main" className="flex flex-1 flex-col gap-1 overflow-y-auto px-3 py-4">
        {mainItems.map((item) => (
          <SidebarLink key={item.to} item={item} labelClassName={labelClassName} />
        ))}
      </nav>

      <div className="flex flex-col gap-1 border-t border-slate-100 px-3 py-4">
        <SidebarLink
          item={{ label: 'Settings', to: paths.app.settings.getHref(), icon: Settings }}
          labelClassName={labelClassName}
        />
        <button
          type="button"
          onClick={handleLogout}
          disabled={logoutMutation.isPending}
          className={cn(itemClasses, 'text-slate-600 hover:bg-red-50 hover:text-red-700 disabled:opacity-60')}
        >
          <LogOut className="size-5 shrink-0" aria-hidden />
          <span className={labelClassName}>Logout</span>
        </button>
      </div>
    </>
  );
}

function SidebarLink({ item, labelClassName }: { item: NavItem; labelClassName: string }) {
  const Icon = item.icon;
  return (
    <NavLink
      to={item.to}
      end={item.end}
      className={({ isActive }) =>
        cn(
          itemClasses,
          isActive
            ? 'bg-indigo-50 text-indigo-700'
            : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900',
        )
      }
    >
      <Icon className="size-5 shrink-0" aria-hidden />
      <span className={labelClassName}>{item.label}</span>
    </NavLink>
  );
}

/** Whether the sidebar is pinned open; the choice survives reloads. */
export function useSidebarPin() {
  const [isPinned, setIsPinned] = useState(isSidebarPinned);
  const togglePin = () => {
    setIsPinned(!isPinned);
    setSidebarPinned(!isPinned);
  };
  return { isPinned, togglePin };
}
