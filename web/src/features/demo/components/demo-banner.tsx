import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import { FlaskConical } from 'lucide-react';
import { paths } from '@/config/paths';

/**
 * The strip across the signed-in app while the account is the public demo. 'Sign up' leaves the demo
 * first (`onLeaveDemo`), so the new account starts without the demo's session or cached data.
 */
export function DemoBanner({ onLeaveDemo }: { onLeaveDemo: () => Promise<void> }) {
  async function handleSignUp(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    await onLeaveDemo();
  }

  return (
    <div
      role="region"
      aria-label="Demo workspace"
      className="flex flex-wrap items-center justify-center gap-x-3 gap-y-1 border-b border-amber-200 bg-amber-50 px-4 py-2 text-center text-sm text-amber-900"
    >
      <FlaskConical className="size-4 shrink-0" aria-hidden />
      <p>
        <strong className="font-semibold">Demo workspace</strong> — sample data, read-only, reset daily
      </p>
      <Link
        to={paths.auth.signup.getHref()}
        onClick={handleSignUp}
        className="rounded font-semibold text-amber-950 underline underline-offset-2 hover:text-amber-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-600"
      >
        Sign up
      </Link>
    </div>
  );
}
