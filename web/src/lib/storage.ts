/**
 * The browser storage keys of docs/product.md#browser-storage (session data) and the only code that touches
 * them. Storage can throw (private modes, quotas, disabled cookies): reads then give null, writes do nothing.
 */
export const storageKeys = {
  accessToken: 'access_token',
  rememberedUser: 'remember_user',
  sidebarPinned: 'sidebar_pinned',
} as const;

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Storage unavailable: the value simply is not kept.
  }
}

function remove(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Storage unavailable: nothing was stored.
  }
}

export const getAccessToken = (): string | null => read(storageKeys.accessToken);
export const setAccessToken = (token: string): void => write(storageKeys.accessToken, token);
export const clearAccessToken = (): void => remove(storageKeys.accessToken);

export const getRememberedUser = (): string | null => read(storageKeys.rememberedUser);
export const setRememberedUser = (username: string): void => write(storageKeys.rememberedUser, username);
export const clearRememberedUser = (): void => remove(storageKeys.rememberedUser);

export const isSidebarPinned = (): boolean => read(storageKeys.sidebarPinned) === 'true';
export const setSidebarPinned = (pinned: boolean): void =>
  pinned ? write(storageKeys.sidebarPinned, 'true') : remove(storageKeys.sidebarPinned);

/**
 * Logout (docs/product.md#sessions): the token and session storage go; the remembered username stays, it is
 * opt-in.
 */
export function clearSessionData(): void {
  clearAccessToken();
  try {
    window.sessionStorage.clear();
  } catch {
    // Storage unavailable: nothing was stored.
  }
}
