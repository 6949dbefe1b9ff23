import { useState, type FormEvent } from 'react';
import { SignupInputSchema } from '@astor/contract/auth';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { getErrorDetail } from '@/lib/api-client';
import { useSignup } from '../api/signup';
import { AuthFormFrame } from './auth-form-frame';

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

  return (
    <AuthFormFrame
      onSubmit={handleSubmit}
      error={error}
      isSubmitting={signupMutation.isPending}
      submitLabel="Create Account"
      switchPrompt={{
        question: 'Already have an account?',
        to: paths.auth.login.getHref(),
        label: 'Sign in',
      }}
    >
      <TextField kind="name" label="Name" value={name} onValueChange={setName} />
      <TextField kind="username" label="Username" value={username} onValueChange={setUsername} />
      <TextField
        kind="new-password"
        name="password"
        label="Password"
        value={password}
        onValueChange={setPassword}
      />
      <TextField
        kind="confirm-password"
        label="Confirm Password"
        value={confirmPassword}
        onValueChange={setConfirmPassword}
      />
    </AuthFormFrame>
  );
}
