import { ProfilePage } from '@/features/account/components/profile-page';

export function ProfileRoute() {
  return <ProfilePage />;
}
