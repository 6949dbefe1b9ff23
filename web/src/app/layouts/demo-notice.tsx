import { useNavigate } from 'react-router';
import { isDemoAccount } from '@astor/contract/demo';
import { paths } from '@/config/paths';
import { useLogout } from '@/features/auth/api/logout';
import { DemoBanner } from '@/features/demo/components/demo-banner';
import { useMe } from '@/lib/queries/me';

/** The demo's banner, while the signed-in account is the public demo; its 'Sign up' signs out first. */
export function DemoNotice() {
  const me = useMe();
  const navigate = useNavigate();
  const logoutMutation = useLogout();
  if (!isDemoAccount(me.data)) return null;

  async function leaveDemoForSignup() {
    // Off the guarded pages first: signed out on one, its guard would send the visitor to /login.
    await navigate(paths.auth.signup.getHref());
    await logoutMutation.mutateAsync();
  }
  return <DemoBanner onLeaveDemo={leaveDemoForSignup} />;
}
