import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '@/lib/api-client';
import { readDetectedType, type TypeChoice } from '../lib/upload-wizard';

/** docs/product.md#api-calls: POST /processor/upload reads the file and answers its type as a JSON string. */
export async function detectDocumentType(file: File): Promise<TypeChoice | null> {
  const form = new FormData();
  form.append('file', file, file.name);
  // Not the contract's enum: an empty or unknown answer has its own message
  // (docs/product.md#upload-messages), not a parse error.
  const reply = await apiClient.request('/processor/upload', {
    method: 'POST',
    body: form,
    schema: z.unknown(),
  });
  return readDetectedType(reply);
}

export function useDetectDocumentType() {
  return useMutation({ mutationFn: detectDocumentType });
}
