import { ResetPasswordInputSchema } from '@astor/contract/auth';

/**
 * The check every "new password + confirmation" form runs before sending: the mismatch first (as at sign-up,
 * docs/product.md#sign-up: nothing is sent), then the contract's own rule, so the message is the server's.
 * Null when the password may be sent.
 */
export function newPasswordError(password: string, confirmation: string): string | null {
  if (password !== confirmation) return 'Passwords do not match';
  const result = ResetPasswordInputSchema.shape.password.safeParse(password);
  return result.success ? null : (result.error.issues[0]?.message ?? 'Choose another password');
}
