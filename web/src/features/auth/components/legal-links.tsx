import { Link } from 'react-router';
import { paths } from '@/config/paths';

export function LegalLinks() {
  const linkClass = 'font-medium text-slate-600 underline-offset-2 hover:text-slate-900 hover:underline';
  return (
    <p className="text-center text-xs text-slate-500">
      By continuing you agree to our{' '}
      <Link to={paths.legal.termsConditions.getHref()} className={linkClass}>
        Terms &amp; Conditions
      </Link>{' '}
      and{' '}
      <Link to={paths.legal.privacyPolicy.getHref()} className={linkClass}>
        Privacy Policy
      </Link>
      .
    </p>
  );
}
