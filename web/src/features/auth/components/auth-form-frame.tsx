import type { FormEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { Spinner } from '@/components/ui/spinner';
import { AuthDivider } from './auth-divider';
import { GoogleButton } from './google-button';
import { LegalLinks } from './legal-links';

/**
 * What the sign-in and sign-up pages share around their fields: the external sign-in and the "or" line
 * above the form, its error, its submit button, then the way to the other page and the legal links.
 */
export function AuthFormFrame({
  onSubmit,
  error,
  isSubmitting,
  submitLabel,
  switchPrompt,
  children,
}: {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  error: string | null;
  isSubmitting: boolean;
  submitLabel: string;
  /** The question and the link to the other page: "Already have an account? Sign in". */
  switchPrompt: { question: string; to: string; label: string };
  children: ReactNode;
}) {
  return (
    <div className="space-y-6">
      <GoogleButton />
      <AuthDivider />
      <form onSubmit={onSubmit} className="space-y-5">
        <FormError message={error} />
        {children}
        <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
          {isSubmitting && <Spinner />}
          {submitLabel}
        </Button>
      </form>
      <p className="text-center text-sm text-slate-600">
        {switchPrompt.question}{' '}
        <Link to={switchPrompt.to} className="font-medium text-indigo-600 hover:text-indigo-500">
          {switchPrompt.label}
        </Link>
      </p>
      <LegalLinks />
    </div>
  );
}
