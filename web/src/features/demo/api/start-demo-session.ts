import { TokenSchema, type Token } from '@astor/contract/auth';
import { apiClient } from '@/lib/api-client';
import { setAccessToken } from '@/lib/storage';

/**
 * POST /api/demo/session: signs into the read-only demo and keeps the token as a login does (the refresh
 * cookie comes with the reply). A plain call, not a query mutation: the public pages run without the
 * query client. 404 when the server has no demo.
 */
export async function startDemoSession(): Promise<Token> {
  const token = await apiClient.request('/demo/session', {
    method: 'POST',
    schema: TokenSchema,
    skipAuthRefresh: true,
  });
  setAccessToken(token.access_token);
  return token;
}
