import { lazy, Suspense, useRef } from 'react';
import { Link } from 'react-router';
import { Mail } from 'lucide-react';
import { paths } from '@/config/paths';
import { useIntersection } from '../lib/use-intersection';

// The form brings the API client and zod with it: loaded when the section comes near, not with the page.
const ContactForm = lazy(() => import('./contact-form').then((module) => ({ default: module.ContactForm })));

export function ContactSection() {
  const formSlotRef = useRef<HTMLDivElement>(null);
  const isNear = useIntersection(formSlotRef, { rootMargin: '800px 0px', once: true });
  return (
    <section
      id="contact"
      tabIndex={-1}
      aria-labelledby="contact-title"
      className="scroll-mt-16 py-20 outline-none sm:py-28"
    >
      <div className="mx-auto grid max-w-6xl gap-12 px-4 sm:px-6 lg:grid-cols-[2fr_3fr]">
        <div>
          <p className="text-sm font-semibold tracking-wide text-indigo-600 uppercase">Contact</p>
          <h2
            id="contact-title"
            className="mt-2 text-3xl font-semibold tracking-tight text-slate-900 sm:text-4xl"
          >
            Questions? Ideas? Tell us.
          </h2>
          <p className="mt-4 text-base text-slate-600">
            Self-hosting, a bug, a feature you miss: write to the people who run this Astor. Messages are
            stored on this server for its operator and are not shared with anyone.
          </p>
          <p className="mt-6 flex items-center gap-2 text-sm text-slate-600">
            <Mail className="size-4 text-indigo-600" aria-hidden />
            Prefer a page of its own?{' '}
            <Link
              to={paths.site.contact.getHref()}
              className="font-medium text-indigo-700 underline-offset-2 hover:underline"
            >
              Open the contact page
            </Link>
          </p>
        </div>
        {/* The slot keeps the form's height from the start, so nothing below moves when it arrives. */}
        <div
          ref={formSlotRef}
          className="min-h-[27rem] rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
        >
          {isNear && (
            <Suspense fallback={null}>
              <ContactForm />
            </Suspense>
          )}
        </div>
      </div>
    </section>
  );
}
