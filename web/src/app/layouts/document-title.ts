import { useEffect } from 'react';
import { useMatches } from 'react-router';

export const APP_NAME = 'Astor';

/** A route's handle naming its screen: the tab reads '<title> · Astor' while it is shown. */
export interface TitledHandle {
  title: string;
}

/** '<title> · Astor'. */
export const screenTitle = (title: string): string => `${title} · ${APP_NAME}`;

function titleOf(handle: unknown): string | undefined {
  if (typeof handle !== 'object' || handle === null || !('title' in handle)) return undefined;
  return typeof handle.title === 'string' && handle.title.trim() !== '' ? handle.title : undefined;
}

/**
 * The tab's title for the matched routes: the deepest route that names its screen, as 'Finances · Astor';
 * 'Astor' alone when none does (the landing page).
 */
export function documentTitle(matches: ReadonlyArray<{ handle: unknown }>): string {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const title = titleOf(matches[index]?.handle);
    if (title) return screenTitle(title);
  }
  return APP_NAME;
}

/** Keeps `document.title` on the current screen's title (router.tsx names every screen's route). */
export function useDocumentTitle(): void {
  const title = documentTitle(useMatches());
  useEffect(() => {
    document.title = title;
  }, [title]);
}
