import { useMutation } from '@tanstack/react-query';
import { TokenSchema, type LoginInput, type Token } from '@astor/contract/auth';
import { apiClient } from '@/lib/api-client';
import { setAccessToken } from '@/lib/storage';

/** docs/product.md#sign-in: a login reply without a token reads 'Authentication failed'. */
export class MissingTokenError extends Error {
  override readonly name = 'MissingTokenError';
  constructor() {
    super('Authentication failed');
  }
}

export async function login(input: LoginInput): Promise<Token> {
  // A 401 here means wrong credentials, not an expired session: no silent refresh.
  const reply = await apiClient.request('/auth/login', {
    method: 'POST',
    body: input,
    skipAuthRefresh: true,
  });
  const token = TokenSchema.safeParse(reply);
  if (!token.success) throw new MissingTokenError();
  return token.data;
}

export function useLogin() {
  return useMutation({
    mutationFn: login,
    onSuccess: (token) => setAccessToken(token.access_token),
  });
}
