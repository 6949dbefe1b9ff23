import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PropertySchema, type Property, type UpdatePropertyInput } from '@astor/contract/properties';
import { apiClient } from '@/lib/api-client';
import { queryKeyRoots } from '@/lib/queries/keys';

export function updateProperty({ id, input }: { id: string; input: UpdatePropertyInput }): Promise<Property> {
  return apiClient.request(`/properties/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: input,
    schema: PropertySchema,
  });
}

export function useUpdateProperty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProperty,
    // The list and every detail sit under the same key.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeyRoots.properties }),
  });
}
