import { useMutation, useQueryClient } from '@tanstack/react-query';
import { UserSchema, type UpdateMeInput, type User } from '@astor/contract/auth';
import { apiClient } from '@/lib/api-client';
import { meQueryKey } from '@/lib/queries/me';

/** `PATCH /users/me`: name, time zone and currency; only the fields given change. */
export function updateMe(input: UpdateMeInput): Promise<User> {
  return apiClient.request('/users/me', { method: 'PATCH', body: input, schema: UserSchema });
}

export function useUpdateMe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMe,
    onSuccess: async (user) => {
      // The reply is the saved user: shown at once, then confirmed by a refetch (the top bar included).
      queryClient.setQueryData(meQueryKey, user);
      await queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
  });
}
