import { ForgotPasswordForm } from '@/features/account/components/forgot-password-form';
import { AuthLayout } from '../layouts/auth-layout';

export function ForgotPasswordRoute() {
  return (
    <AuthLayout
      title="Reset your password"
      subtitle="Enter your username or email and we will send you a link to choose a new password."
    >
      <ForgotPasswordForm />
    </AuthLayout>
  );
}
