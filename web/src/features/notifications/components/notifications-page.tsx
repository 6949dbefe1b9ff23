import { Bell, CheckCheck } from 'lucide-react';
import type { Notification } from '@astor/contract/calendar';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { formatServerText } from '@/lib/format';
import { useNotifications } from '../api/get-notifications';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import { NotificationButton, unreadRowClass, useOpenNotification } from './notification-bell';

/** /notifications: every notification, unread first (the server's order), with mark read and mark all. */
export function NotificationsPage() {
  const notifications = useNotifications();
  const markAll = useMarkAllNotificationsRead();
  const unread = notifications.data?.unread ?? 0;

  return (
    <section className="mx-auto max-w-3xl">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Notifications</h1>
          <p className="mt-1 text-sm text-slate-500">
            {notifications.isSuccess
              ? unread === 0
                ? 'Everything is read.'
                : `${unread} unread`
              : 'Lease ends, late rent, compliance and emergencies.'}
          </p>
        </div>
        <Button
          variant="secondary"
          disabled={unread === 0 || markAll.isPending}
          onClick={() => markAll.mutate()}
        >
          {markAll.isPending ? <Spinner /> : <CheckCheck className="size-4" aria-hidden />}
          Mark all as read
        </Button>
      </div>

      <div className="mt-6">
        {notifications.isPending ? (
          <p role="status" className="flex items-center justify-center gap-2 py-16 text-sm text-slate-500">
            <Spinner /> Loading notifications...
          </p>
        ) : notifications.isError ? (
          <div className="space-y-3">
            <FormError message="Failed to load notifications." />
            <Button variant="secondary" onClick={() => void notifications.refetch()}>
              Try again
            </Button>
          </div>
        ) : notifications.data.items.length === 0 ? (
          <div className="flex flex-col items-center rounded-xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center">
            <span className="flex size-12 items-center justify-center rounded-full bg-indigo-50 text-indigo-600">
              <Bell className="size-6" aria-hidden />
            </span>
            <p className="mt-4 text-base font-medium text-slate-900">No notifications yet</p>
            <p className="mt-1 max-w-md text-sm text-slate-500">
              You will hear here about leases ending, late rent, compliance items coming due and emergencies.
            </p>
          </div>
        ) : (
          <ul
            aria-label="Notifications"
            className="divide-y divide-slate-100 overflow-hidden rounded-xl border border-slate-200 bg-white"
          >
            {notifications.data.items.map((item) => (
              <NotificationRow key={item.id} notification={item} />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

function NotificationRow({ notification }: { notification: Notification }) {
  const openNotification = useOpenNotification();
  const markRead = useMarkNotificationRead();
  return (
    <li className={cn('flex items-center', unreadRowClass(notification))}>
      <div className="min-w-0 flex-1">
        <NotificationButton notification={notification} onOpen={() => openNotification(notification)} />
      </div>
      {!notification.read_at && (
        <Button
          variant="ghost"
          size="sm"
          className="mr-3"
          disabled={markRead.isPending}
          onClick={() => markRead.mutate(notification.id)}
        >
          {/* The name starts with the words shown (a name that differs from them fails voice control). */}
          Mark as read<span className="sr-only">: {formatServerText(notification.title)}</span>
        </Button>
      )}
    </li>
  );
}
