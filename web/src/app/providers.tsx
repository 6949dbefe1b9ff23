import { useState, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from 'sonner';
import { ApiError } from '@/lib/api-client';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // A 4xx will not change by asking again; network and server errors get two more tries.
        retry: (failureCount, error) =>
          !(error instanceof ApiError && error.status < 500) && failureCount < 2,
      },
    },
  });
}

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      {/* Below the signed-in top bar (64 px), never over its Upload button or bell (docs/product.md#phones). */}
      <Toaster
        position="top-right"
        closeButton
        offset={{ top: 76, right: 24 }}
        mobileOffset={{ top: 72, left: 12, right: 12 }}
      />
    </QueryClientProvider>
  );
}
