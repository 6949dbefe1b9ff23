import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PropertySchema, type CreatePropertyInput, type Property } from '@astor/contract/properties';
import { apiClient } from '@/lib/api-client';
import { queryKeyRoots } from '@/lib/queries/keys';

export function createProperty(input: CreatePropertyInput): Promise<Property> {
  return apiClient.request('/properties', { method: 'POST', body: input, schema: PropertySchema });
}

export function useCreateProperty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProperty,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeyRoots.properties }),
  });
}
