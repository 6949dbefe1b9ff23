import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { SignupInputSchema } from '@astor/contract/auth';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { FormError } from '@/components/ui/form-error';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { getErrorDetail } from '@/lib/api-client';
import { useSignup } from '../api/signup';
import { AuthDivider } from './auth-divider';
import { GoogleButton } from './google-button';
import { LegalLinks } from './legal-links';

/**
 * docs/product.md#sign-up: the first validation message, else the detail text (both via getErrorDetail), else
 * a fallback.
 */
export function signupErrorMessage(error: unknown): string {
  return getErrorDetail(error) ?? 'Signup failed';
}

/**
 * `isSignedIn` is false when the server created the account but returned no token (docs/product.md#sign-up:
 * go to /login).
 */
export function SignupForm({ onSuccess }: { onSuccess: (result: { isSignedIn: boolean }) => void }) {
  const ids = { name: useId(), username: useId(), password: useId(), confirmPassword: useId() };
  const [name, setName] = useState('');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const signupMutation = useSignup();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    // docs/product.md#sign-up: checked first, and nothing is sent.
    if (password !== confirmPassword) {
      setError('Passwords do not match');
      return;
    }
    // The contract's own rules, so the message is the one the server would send.
    const input = SignupInputSchema.safeParse({ email: username, password, name });
    if (!input.success) {
      setError(input.error.issues[0]?.message ?? 'Signup failed');
      return;
    }

    try {
      const token = await signupMutation.mutateAsync(input.data);
      onSuccess({ isSignedIn: token !== null });
    } catch (caught) {
      setError(signupErrorMessage(caught));
    }
  }

  const isSubmitting = signupMutation.isPending;

  return (
    <div className="space-y-6">
      <GoogleButton />
      <AuthDivider />
      <form onSubmit={handleSubmit} className="space-y-5">
        <FormError message={error} />
        <Field id={ids.name} label="Name">
          <Input
            id={ids.name}
            name="name"
            autoComplete="name"
            required
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
        </Field>
        <Field id={ids.username} label="Username">
          <Input
            id={ids.username}
            name="username"
            autoComplete="username"
            required
            value={username}
            onChange={(event) => setUsername(event.target.value)}
          />
        </Field>
        <Field id={ids.password} label="Password">
          <PasswordInput
            id={ids.password}
            name="password"
            autoComplete="new-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </Field>
        <Field id={ids.confirmPassword} label="Confirm Password">
          <PasswordInput
            id={ids.confirmPassword}
            name="confirm-password"
            autoComplete="new-password"
            required
            value={confirmPassword}
            onChange={(event) => setConfirmPassword(event.target.value)}
          />
        </Field>
        <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
          {isSubmitting && <Spinner />}
          Create Account
        </Button>
      </form>
      <p className="text-center text-sm text-slate-600">
        Already have an account?{' '}
        <Link to={paths.auth.login.getHref()} className="font-medium text-indigo-600 hover:text-indigo-500">
          Sign in
        </Link>
      </p>
      <LegalLinks />
    </div>
  );
}
