import { useEffect, type ReactNode } from 'react';
import { setAuthFailureHandler } from '@/lib/api-client';
import { AppProviders } from '../providers';

/**
 * The app's providers, and where a dead session goes (docs/product.md#sessions), for every screen that uses
 * the API.
 */
export function ApiProviders({
  onAuthFailure,
  children,
}: {
  onAuthFailure: () => void;
  children: ReactNode;
}) {
  // A failure needs a refused refresh, so it always comes after this effect has run.
  useEffect(() => setAuthFailureHandler(onAuthFailure), [onAuthFailure]);
  return <AppProviders>{children}</AppProviders>;
}
