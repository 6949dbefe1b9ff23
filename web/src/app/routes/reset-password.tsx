import { useSearchParams } from 'react-router';
import { ResetPasswordForm } from '@/features/account/components/reset-password-form';
import { AuthLayout } from '../layouts/auth-layout';

export function ResetPasswordRoute() {
  const [searchParams] = useSearchParams();
  return (
    <AuthLayout title="Choose a new password" subtitle="The link in your email works once, for one hour.">
      <ResetPasswordForm token={searchParams.get('token')} />
    </AuthLayout>
  );
}
