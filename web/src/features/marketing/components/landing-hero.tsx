import { Link } from 'react-router';
import { ArrowRight, CalendarClock } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useFoundersBookingUrl } from '../api/get-founders-booking-url';

/** The dashboard screenshot (docs/screenshot.png, re-encoded): two widths, the box fixed by width/height. */
const PREVIEW = {
  src: '/media/dashboard-preview-1400.webp',
  srcSet: '/media/dashboard-preview-800.webp 800w, /media/dashboard-preview-1400.webp 1400w',
  width: 1400,
  height: 1000,
};

export function LandingHero() {
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden">
      <div
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top,rgba(99,102,241,0.14),transparent_60%)]"
        aria-hidden
      />
      <div className="mx-auto max-w-3xl px-4 pt-20 pb-14 text-center sm:px-6 sm:pt-24">
        <p className="inline-flex items-center gap-2 rounded-full border border-indigo-200 bg-indigo-50 px-3 py-1 text-xs font-medium text-indigo-700">
          Open source · Self-hosted · Your data stays on your machine
        </p>
        <h1
          id="hero-title"
          className="mt-6 text-4xl font-semibold tracking-tight text-balance text-slate-900 sm:text-6xl"
        >
          Simplify your property operations. Maximize your profit.
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-pretty text-slate-600">
          Astor keeps your properties, tenants, leases, income, expenses and documents in one place. It reads
          your leases and invoices for you, puts every due date on one calendar, and answers questions about
          your portfolio.
        </p>
        <div className="mt-10 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <Link to={paths.auth.signup.getHref()} className={buttonClasses({ size: 'lg' })}>
            Try for free
            <ArrowRight className="size-4" aria-hidden />
          </Link>
          <TalkToFoundersButton />
        </div>
      </div>
      <div className="mx-auto max-w-6xl px-4 pb-20 sm:px-6">
        <div className="rounded-2xl border border-slate-200 bg-white p-2 shadow-2xl shadow-indigo-900/10">
          <img
            src={PREVIEW.src}
            srcSet={PREVIEW.srcSet}
            sizes="(min-width: 1152px) 1104px, calc(100vw - 3rem)"
            width={PREVIEW.width}
            height={PREVIEW.height}
            // The largest thing in the first screen: fetched early, decoded off the main thread.
            fetchPriority="high"
            decoding="async"
            alt="The Astor dashboard: monthly revenue, properties, tenants and paid rents, revenue against expenses, the expense breakdown and the maintenance overview."
            className="block h-auto w-full rounded-xl"
          />
        </div>
      </div>
    </section>
  );
}

/**
 * Opens the founders' booking page in a new tab when the server has one (FOUNDERS_BOOKING_URL);
 * otherwise it is a link to the contact page.
 */
function TalkToFoundersButton() {
  const bookingUrl = useFoundersBookingUrl();
  const className = buttonClasses({ variant: 'secondary', size: 'lg' });
  if (!bookingUrl) {
    return (
      <Link to={paths.site.contact.getHref()} className={className}>
        <CalendarClock className="size-4" aria-hidden />
        Talk to founders
      </Link>
    );
  }
  return (
    <a href={bookingUrl} target="_blank" rel="noopener noreferrer" className={className}>
      <CalendarClock className="size-4" aria-hidden />
      Talk to founders
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
