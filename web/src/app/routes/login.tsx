import { useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { LoginForm } from '@/features/auth/components/login-form';
import { AuthLayout } from '../layouts/auth-layout';

/**
 * Where to go after signing in: the page the guard sent the user away from, if it is one of ours
 * (a same-site path, not /login itself), else the dashboard.
 */
export function redirectTargetFrom(state: unknown): string {
  const from = typeof state === 'object' && state !== null && 'from' in state ? state.from : undefined;
  const isOwnPath = typeof from === 'string' && from.startsWith('/') && !from.startsWith('//');
  if (!isOwnPath || from.startsWith(paths.auth.login.path)) return paths.app.dashboard.getHref();
  return from;
}

export function LoginRoute() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <AuthLayout title="Sign in to your account" subtitle="Welcome back. Sign in to manage your portfolio.">
      <LoginForm onSuccess={() => navigate(redirectTargetFrom(location.state), { replace: true })} />
    </AuthLayout>
  );
}
