import { buttonClasses } from '@/components/ui/button';
import { GoogleIcon } from '@/components/ui/google-icon';
import { paths } from '@/config/paths';

/** A plain link: the server redirects the whole page to the external sign-in provider (spec §7). */
export function GoogleButton() {
  return (
    <a
      href={paths.auth.google.getHref()}
      className={buttonClasses({ variant: 'secondary', className: 'w-full' })}
    >
      <GoogleIcon className="size-4" />
      Continue with Google
    </a>
  );
}
