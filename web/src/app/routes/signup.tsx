import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { SignupForm } from '@/features/auth/components/signup-form';
import { AuthLayout } from '../layouts/auth-layout';

export function SignupRoute() {
  const navigate = useNavigate();
  return (
    <AuthLayout title="Create your account" subtitle="Free during beta.">
      <SignupForm
        onSuccess={({ isSignedIn }) =>
          navigate(isSignedIn ? paths.app.dashboard.getHref() : paths.auth.login.getHref(), { replace: true })
        }
      />
    </AuthLayout>
  );
}
