import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { SettingsPage } from '@/features/account/components/settings-page';

export function SettingsRoute() {
  const navigate = useNavigate();
  return (
    <SettingsPage
      // Signed out on every device, this one included: to the sign-in screen.
      onSignedOutEverywhere={() => navigate(paths.auth.login.getHref(), { replace: true })}
      // The account is gone: back to the public landing page.
      onAccountDeleted={() => navigate(paths.home.getHref(), { replace: true })}
    />
  );
}
