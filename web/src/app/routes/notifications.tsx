import { NotificationsPage } from '@/features/notifications/components/notifications-page';

export function NotificationsRoute() {
  return <NotificationsPage />;
}
