import { useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Bell } from 'lucide-react';
import type { Notification } from '@astor/contract/calendar';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { formatServerText, formatTimeAgo } from '@/lib/format';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import { useNotifications } from '../api/get-notifications';
import { formatUnreadCount } from '../lib/unread-count';

/** How many notifications the dropdown lists; the rest are on /notifications. */
const DROPDOWN_LIMIT = 8;

/**
 * The top bar's bell: the real unread count (no badge at 0), refreshed every minute and on window
 * focus; a dropdown of the latest notifications. Opening one marks it read and follows its link.
 */
export function NotificationBell() {
  const notifications = useNotifications();
  const [isOpen, setIsOpen] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const countId = useId();
  const unread = notifications.data?.unread ?? 0;

  useEffect(() => {
    if (!isOpen) return;
    function handlePointerDown(event: PointerEvent) {
      if (!containerRef.current?.contains(event.target as Node)) setIsOpen(false);
    }
    function handleKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      setIsOpen(false);
      buttonRef.current?.focus();
    }
    document.addEventListener('pointerdown', handlePointerDown);
    document.addEventListener('keydown', handleKeyDown);
    return () => {
      document.removeEventListener('pointerdown', handlePointerDown);
      document.removeEventListener('keydown', handleKeyDown);
    };
  }, [isOpen]);

  return (
    <div ref={containerRef} className="relative">
      <Button
        ref={buttonRef}
        variant="ghost"
        size="icon"
        aria-label="Notifications"
        aria-describedby={unread > 0 ? countId : undefined}
        aria-expanded={isOpen}
        aria-controls={isOpen ? panelId : undefined}
        className="relative"
        onClick={() => setIsOpen((open) => !open)}
      >
        <Bell className="size-5" aria-hidden />
      </Button>
      {/* Beside the button, not in it: the button's name stays 'Notifications', and the count is its
          description (a number inside the button would not match its name). */}
      {unread > 0 && (
        <span
          data-testid="notification-count"
          aria-hidden
          className="pointer-events-none absolute -top-0.5 -right-0.5 flex h-4.5 min-w-4.5 items-center justify-center rounded-full bg-red-600 px-1 text-[10px] leading-none font-semibold text-white ring-2 ring-white"
        >
          {formatUnreadCount(unread)}
        </span>
      )}
      {unread > 0 && (
        <span id={countId} className="sr-only">
          {unread} unread
        </span>
      )}
      {isOpen && (
        <NotificationsDropdown
          id={panelId}
          items={notifications.data?.items.slice(0, DROPDOWN_LIMIT) ?? []}
          unread={unread}
          isPending={notifications.isPending}
          isError={notifications.isError}
          onClose={() => setIsOpen(false)}
        />
      )}
    </div>
  );
}

function NotificationsDropdown({
  id,
  items,
  unread,
  isPending,
  isError,
  onClose,
}: {
  id: string;
  items: Notification[];
  unread: number;
  isPending: boolean;
  isError: boolean;
  onClose: () => void;
}) {
  const markAll = useMarkAllNotificationsRead();
  const openNotification = useOpenNotification();
  return (
    <div
      id={id}
      role="region"
      aria-label="Latest notifications"
      // On a phone the bell is too far from the left edge for a panel hung from it: the panel spans the
      // screen under the top bar instead (fixed to the top bar, whose backdrop blur holds fixed boxes).
      className={
        'absolute right-0 z-40 mt-2 w-[22rem] max-w-[calc(100vw-2rem)] overflow-hidden rounded-xl bg-white shadow-lg ring-1 ring-slate-900/10 ' +
        'max-sm:fixed max-sm:inset-x-3 max-sm:top-14 max-sm:w-auto max-sm:max-w-none'
      }
    >
      <div className="flex items-center justify-between border-b border-slate-100 px-4 py-3">
        <p className="text-sm font-semibold text-slate-900">Notifications</p>
        <button
          type="button"
          disabled={unread === 0 || markAll.isPending}
          onClick={() => markAll.mutate()}
          className="cursor-pointer text-xs font-medium text-indigo-600 hover:underline disabled:cursor-default disabled:text-slate-400 disabled:no-underline"
        >
          Mark all as read
        </button>
      </div>
      {isPending ? (
        <p className="flex items-center gap-2 px-4 py-6 text-sm text-slate-500">
          <Spinner /> Loading...
        </p>
      ) : isError ? (
        <p role="alert" className="px-4 py-6 text-sm text-red-700">
          Failed to load notifications.
        </p>
      ) : items.length === 0 ? (
        <p className="px-4 py-8 text-center text-sm text-slate-500">You're all caught up.</p>
      ) : (
        <ul className="max-h-96 divide-y divide-slate-100 overflow-y-auto">
          {items.map((item) => (
            <li key={item.id} className={unreadRowClass(item)}>
              <NotificationButton
                notification={item}
                onOpen={() => {
                  onClose();
                  openNotification(item);
                }}
              />
            </li>
          ))}
        </ul>
      )}
      <Link
        to={paths.app.notifications.getHref()}
        onClick={onClose}
        className="block border-t border-slate-100 px-4 py-2.5 text-center text-sm font-medium text-indigo-600 hover:bg-slate-50"
      >
        View all
      </Link>
    </div>
  );
}

/** Opening a notification: marks it read (when it is not) and goes to its link. */
export function useOpenNotification() {
  const navigate = useNavigate();
  const markRead = useMarkNotificationRead();
  return (notification: Notification) => {
    if (!notification.read_at) markRead.mutate(notification.id);
    if (notification.link) void navigate(notification.link);
  };
}

/** Unread rows are tinted; the list item carries it, so a row's other buttons share it. */
export const unreadRowClass = (notification: Notification) =>
  notification.read_at ? undefined : 'bg-indigo-50/50';

/** One notification as a button: title, body and time ago; unread ones are bold with a dot. */
export function NotificationButton({
  notification,
  onOpen,
}: {
  notification: Notification;
  onOpen: () => void;
}) {
  const isUnread = !notification.read_at;
  return (
    <button
      type="button"
      onClick={onOpen}
      data-unread={isUnread}
      className="flex w-full cursor-pointer gap-3 px-4 py-3 text-left hover:bg-slate-100/60 focus-visible:bg-slate-100/60 focus-visible:outline-none"
    >
      <span
        aria-hidden
        className={cn('mt-1.5 size-2 shrink-0 rounded-full', isUnread ? 'bg-indigo-600' : 'bg-transparent')}
      />
      <span className="min-w-0 flex-1">
        <span className={cn('block text-sm', isUnread ? 'font-semibold text-slate-900' : 'text-slate-700')}>
          {formatServerText(notification.title)}
          {isUnread && <span className="sr-only"> (unread)</span>}
        </span>
        {notification.body && (
          <span className="mt-0.5 line-clamp-2 block text-xs text-slate-600">
            {formatServerText(notification.body)}
          </span>
        )}
        <span className="mt-1 block text-xs text-slate-600">{formatTimeAgo(notification.created_at)}</span>
      </span>
    </button>
  );
}
