import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { LoginInputSchema } from '@astor/contract/auth';
import { Checkbox } from '@/components/ui/checkbox';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { getErrorDetail } from '@/lib/api-client';
import { clearRememberedUser, getAccessToken, getRememberedUser, setRememberedUser } from '@/lib/storage';
import { useConsumeSearchParam } from '@/lib/use-consume-search-param';
import { MissingTokenError, useLogin } from '../api/login';
import { AuthFormFrame } from './auth-form-frame';

// docs/product.md#sign-in: the post-login token check runs 100 ms after a successful login.
const TOKEN_CHECK_DELAY_MS = 100;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * docs/product.md#sign-in: the server's detail text, 'Authentication failed' for a reply without a token,
 * else a fallback.
 */
export function loginErrorMessage(error: unknown): string {
  if (error instanceof MissingTokenError) return error.message;
  return getErrorDetail(error) ?? 'Unable to sign in.';
}

export function LoginForm({ onSuccess }: { onSuccess: () => void }) {
  const [rememberedUser] = useState(getRememberedUser);
  const [username, setUsername] = useState(rememberedUser ?? '');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(rememberedUser !== null);
  const [error, setError] = useState<string | null>(null);
  const loginMutation = useLogin();
  // The Google callback comes back to /login?error=<sentence> when the external sign-in failed.
  useConsumeSearchParam('error', setError);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    const input = LoginInputSchema.safeParse({ email: username, password, remember_me: rememberMe });
    if (!input.success) {
      setError(input.error.issues[0]?.message ?? 'Unable to sign in.');
      return;
    }

    if (rememberMe) setRememberedUser(input.data.email);
    else clearRememberedUser();

    try {
      await loginMutation.mutateAsync(input.data);
    } catch (caught) {
      setError(loginErrorMessage(caught));
      return;
    }
    // docs/product.md#sign-in: a login that left no token behind (storage refused it, another tab signed out)
    // failed.
    await wait(TOKEN_CHECK_DELAY_MS);
    if (!getAccessToken()) {
      setError('Authentication failed');
      return;
    }
    onSuccess();
  }

  return (
    <AuthFormFrame
      onSubmit={handleSubmit}
      error={error}
      isSubmitting={loginMutation.isPending}
      submitLabel="Sign in"
      switchPrompt={{ question: "Don't have an account?", to: paths.auth.signup.getHref(), label: 'Sign up' }}
    >
      <TextField kind="username" label="Username" value={username} onValueChange={setUsername} />
      <TextField
        kind="current-password"
        name="password"
        label="Password"
        value={password}
        onValueChange={setPassword}
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Checkbox
          label="Remember me on this device"
          checked={rememberMe}
          onChange={(event) => setRememberMe(event.target.checked)}
        />
        <Link
          to={paths.auth.forgotPassword.getHref()}
          className="text-sm font-medium text-indigo-600 hover:text-indigo-500"
        >
          Forgot your password?
        </Link>
      </div>
    </AuthFormFrame>
  );
}
