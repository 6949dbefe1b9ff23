import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { IncludedList } from './included-list';

const INCLUDED = [
  'Unlimited properties, tenants, leases and documents',
  'Document reading, calendar, finances, vault and the assistant',
  'Runs on your own machine; your data never leaves it',
  'Open source under the MIT License',
];

/**
 * docs/product.md#audience-and-pricing: the pricing and closing section, with the pricing text word for word.
 */
export function PricingSection() {
  return (
    <section
      id="pricing"
      tabIndex={-1}
      aria-labelledby="pricing-title"
      className="scroll-mt-16 bg-indigo-950 py-20 text-white outline-none sm:py-28"
    >
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 sm:px-6 lg:grid-cols-2">
        <div>
          <p className="text-sm font-semibold tracking-wide text-emerald-300 uppercase">Pricing</p>
          <h2 id="pricing-title" className="mt-2 text-3xl font-semibold tracking-tight sm:text-4xl">
            Spend your time on your properties, not on paperwork
          </h2>
          <p className="mt-4 text-lg text-indigo-100">
            Start today: create an account on your Astor and add your first property in a minute.
          </p>
        </div>
        <div className="rounded-2xl bg-white p-8 text-slate-900 shadow-xl">
          <p className="text-2xl font-semibold tracking-tight">$29/mo deal, free during beta</p>
          <p className="mt-2 text-sm text-slate-600">Self-hosting is free, always.</p>
          <IncludedList items={INCLUDED} />
          <Link
            to={paths.auth.login.getHref()}
            className={buttonClasses({ size: 'lg', className: 'mt-8 w-full' })}
          >
            Try it for free
            <ArrowRight className="size-4" aria-hidden />
          </Link>
        </div>
      </div>
    </section>
  );
}
