import { useMutation } from '@tanstack/react-query';
import { TokenSchema, type SignupInput, type Token } from '@astor/contract/auth';
import { apiClient } from '@/lib/api-client';
import { setAccessToken } from '@/lib/storage';

/** docs/product.md#sign-up: the reply may carry a token; without one the user signs in next (null). */
export async function signup(input: SignupInput): Promise<Token | null> {
  const reply = await apiClient.request('/auth/signup', {
    method: 'POST',
    body: input,
    skipAuthRefresh: true,
  });
  const token = TokenSchema.safeParse(reply);
  return token.success ? token.data : null;
}

export function useSignup() {
  return useMutation({
    mutationFn: signup,
    onSuccess: (token) => {
      if (token) setAccessToken(token.access_token);
    },
  });
}
