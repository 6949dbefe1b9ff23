import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { paths } from '@/config/paths';
import { screenTitle } from '../layouts/document-title';

function describeError(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  return String(error);
}

/** docs/product.md#errors-on-screen: an unhandled routing error shows a generic page with the error text. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  useEffect(() => console.error(error), [error]);
  // The shell that titles screens is not drawn here (the error replaced it).
  useEffect(() => {
    document.title = screenTitle('Error');
  }, []);
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center bg-slate-50 px-4 text-center">
      <div className="w-full max-w-lg rounded-2xl border border-slate-200 bg-white p-8 shadow-sm">
        <h1 className="text-xl font-semibold text-slate-900">Unexpected Application Error!</h1>
        <pre className="mt-4 overflow-x-auto rounded-lg bg-red-50 p-3 text-left text-sm whitespace-pre-wrap text-red-700">
          {describeError(error)}
        </pre>
        {/* A full page load: whatever broke starts again from a clean state. */}
        <a
          href={paths.home.getHref()}
          className="mt-6 inline-block text-sm font-medium text-indigo-600 hover:text-indigo-500"
        >
          Reload the app
        </a>
      </div>
    </main>
  );
}
