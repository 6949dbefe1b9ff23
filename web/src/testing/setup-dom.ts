/**
 * Setup of the jsdom test files (web/vite.config.ts). Most of them share one jsdom and one module cache
 * per worker (`isolate: false`), so what a test leaves in the page or in a module's state would reach the
 * next test or file: each test ends by putting back the page, the toasts, the timers and the app's
 * module-level settings, and each file by undoing its stubs and spies.
 */
import { cleanup } from '@testing-library/react';
import { toast } from 'sonner';
import { afterAll, afterEach, vi } from 'vitest';
import { setAuthFailureHandler } from '@/lib/api-client';
import { setDisplayPreferences } from '@/lib/format';

const initialTitle = document.title;

afterEach(() => {
  // Unmount first, so that the dismissals below reach no mounted Toaster (no update outside act).
  cleanup();
  // Sonner's store outlives the Toaster: a toast still active when the next Toaster mounts is shown there.
  toast.dismiss();
  vi.useRealTimers();
  document.title = initialTitle;
  document.body.innerHTML = '';
  document.body.removeAttribute('style');
  localStorage.clear();
  sessionStorage.clear();
  history.replaceState(null, '', '/');
  // Set by the signed-in area: the account's currency (auth-guard.tsx), where a dead session goes
  // (app/layouts/api-providers.tsx).
  setDisplayPreferences({});
  setAuthFailureHandler(() => {});
});

// Per file rather than per test: a file may spy or stub in `beforeAll` for all its tests.
afterAll(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});
