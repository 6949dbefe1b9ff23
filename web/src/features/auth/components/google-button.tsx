import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { buttonClasses } from '@/components/ui/button';
import { GoogleIcon } from '@/components/ui/google-icon';
import { paths } from '@/config/paths';
import { publicConfigQueryOptions } from '@/lib/queries/public-config';

export const GOOGLE_UNAVAILABLE = 'Sign-in with Google is not set up on this server.';

/**
 * 'Continue with Google' (docs/product.md#google-sign-in). When the server has it configured (GET /config), a
 * plain link: the server redirects the whole page to the provider (docs/product.md#google-sign-in). When it
 * has not, the button stays where the sign-in screens show it but explains instead of leading to the server's
 * 503. While the config is unknown (or failed to load) it is the link: the server has the last word.
 */
export function GoogleButton() {
  const config = useQuery(publicConfigQueryOptions());
  const noteId = useId();
  const [isNoteShown, setIsNoteShown] = useState(false);
  const content = (
    <>
      <GoogleIcon className="size-4" />
      Continue with Google
    </>
  );

  if (config.data?.google_sign_in !== false) {
    return (
      <a
        href={paths.auth.google.getHref()}
        className={buttonClasses({ variant: 'secondary', className: 'w-full' })}
      >
        {content}
      </a>
    );
  }

  return (
    <div className="space-y-2">
      {/* Not disabled: a click is how the visitor learns why it does not lead anywhere. */}
      <button
        type="button"
        aria-describedby={isNoteShown ? noteId : undefined}
        onClick={() => setIsNoteShown(true)}
        className={buttonClasses({ variant: 'secondary', className: 'w-full' })}
      >
        {content}
      </button>
      {isNoteShown && (
        <p id={noteId} role="status" className="text-center text-sm text-slate-600">
          {GOOGLE_UNAVAILABLE}
        </p>
      )}
    </div>
  );
}
