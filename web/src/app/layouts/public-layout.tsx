import { Link, Outlet } from 'react-router';
import { Logo } from '@/components/ui/logo';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** The landing page's frame: a light header with the logo and Login. The full header and footer come later. */
export function PublicLayout() {
  return (
    <div className="flex min-h-dvh flex-col bg-white">
      <header className="border-b border-slate-100">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4 sm:px-6">
          <Link to={paths.home.getHref()} aria-label="Astor home" className="rounded-lg">
            <Logo />
          </Link>
          <Link to={paths.auth.login.getHref()} className={buttonClasses({ variant: 'secondary' })}>
            Login
          </Link>
        </div>
      </header>
      <Outlet />
    </div>
  );
}
