import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { ForgotPasswordInputSchema } from '@astor/contract/auth';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { FormError } from '@/components/ui/form-error';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { getErrorDetail } from '@/lib/api-client';
import { getRememberedUser } from '@/lib/storage';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { FormSuccess } from './form-success';

/**
 * /forgot-password: asks for the username (or email) and then shows the server's reply, which is the
 * same whether an account matches or not, so the screen never tells who has an account.
 */
export function ForgotPasswordForm() {
  const inputId = useId();
  const [usernameOrEmail, setUsernameOrEmail] = useState(() => getRememberedUser() ?? '');
  const [error, setError] = useState<string | null>(null);
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const requestReset = useRequestPasswordReset();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    const input = ForgotPasswordInputSchema.safeParse({ email: usernameOrEmail });
    if (!input.success) {
      setError(input.error.issues[0]?.message ?? 'Username or email is required');
      return;
    }
    try {
      const reply = await requestReset.mutateAsync(input.data.email);
      setSentMessage(reply.message);
    } catch (caught) {
      setError(getErrorDetail(caught) ?? 'Something went wrong. Please try again.');
    }
  }

  if (sentMessage) {
    return (
      <div className="space-y-6">
        <FormSuccess>
          <p>{sentMessage}</p>
          <p className="mt-1 text-emerald-700">The link works once, for one hour.</p>
        </FormSuccess>
        <BackToSignIn />
      </div>
    );
  }

  return (
    <div className="space-y-6">
      <form onSubmit={handleSubmit} className="space-y-5">
        <FormError message={error} />
        <Field id={inputId} label="Username or email">
          <Input
            id={inputId}
            name="username"
            autoComplete="username"
            required
            value={usernameOrEmail}
            onChange={(event) => setUsernameOrEmail(event.target.value)}
          />
        </Field>
        <Button type="submit" size="lg" className="w-full" disabled={requestReset.isPending}>
          {requestReset.isPending && <Spinner />}
          Send reset link
        </Button>
      </form>
      <BackToSignIn />
    </div>
  );
}

function BackToSignIn() {
  return (
    <p className="text-center text-sm text-slate-600">
      Remembered it?{' '}
      <Link to={paths.auth.login.getHref()} className="font-medium text-indigo-600 hover:text-indigo-500">
        Back to sign in
      </Link>
    </p>
  );
}
