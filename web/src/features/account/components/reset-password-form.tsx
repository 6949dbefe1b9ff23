import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { getErrorDetail } from '@/lib/api-client';
import { useResetPassword } from '../api/reset-password';
import { newPasswordError } from '../lib/new-password';
import { FormSuccess } from './form-success';

// The server's sentence for a bad token, also shown when the link arrived without one.
const INVALID_LINK = 'This reset link is invalid or has expired. Ask for a new one.';

/** /reset-password?token=…: a new password twice, then a link to sign in with it. */
export function ResetPasswordForm({ token }: { token: string | null }) {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [error, setError] = useState<string | null>(token ? null : INVALID_LINK);
  const [doneMessage, setDoneMessage] = useState<string | null>(null);
  const resetPassword = useResetPassword();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!token) {
      setError(INVALID_LINK);
      return;
    }
    const problem = newPasswordError(password, confirmation);
    setError(problem);
    if (problem) return;
    try {
      const reply = await resetPassword.mutateAsync({ token, password });
      setDoneMessage(reply.message);
    } catch (caught) {
      setError(getErrorDetail(caught) ?? 'Failed to reset the password. Please try again.');
    }
  }

  if (doneMessage) {
    return (
      <div className="space-y-6">
        <FormSuccess>{doneMessage}</FormSuccess>
        <Link to={paths.auth.login.getHref()} className={buttonClasses({ size: 'lg', className: 'w-full' })}>
          Sign in
        </Link>
      </div>
    );
  }

  return (
    <div className="space-y-6">
      <form onSubmit={handleSubmit} className="space-y-5">
        <FormError message={error} />
        <TextField kind="new-password" label="New password" value={password} onValueChange={setPassword} />
        <TextField
          kind="confirm-password"
          label="Confirm new password"
          value={confirmation}
          onValueChange={setConfirmation}
        />
        <Button type="submit" size="lg" className="w-full" disabled={!token || resetPassword.isPending}>
          {resetPassword.isPending && <Spinner />}
          Set new password
        </Button>
      </form>
      <p className="text-center text-sm text-slate-600">
        Link expired?{' '}
        <Link
          to={paths.auth.forgotPassword.getHref()}
          className="font-medium text-indigo-600 hover:text-indigo-500"
        >
          Ask for a new one
        </Link>
      </p>
    </div>
  );
}
