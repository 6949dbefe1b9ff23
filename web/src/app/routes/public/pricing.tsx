import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { PageSection, PublicPage } from '@/features/marketing/components/public-page';
import { IncludedList } from '@/features/marketing/components/included-list';

const INCLUDED = [
  'Unlimited properties, tenants, leases, transactions and documents',
  'Document reading, calendar, finances, vault and the assistant',
  'No card to enter, nothing to cancel',
];

/**
 * /pricing: the pricing text (docs/product.md#audience-and-pricing), and what it means for a self-hosted,
 * open-source app.
 */
export function PricingRoute() {
  return (
    <PublicPage
      eyebrow="Product"
      title="Pricing"
      lead="Every feature is free while Astor is in beta, and running it yourself is free for good."
    >
      <div className="rounded-2xl border border-slate-200 bg-slate-50 p-8">
        <p className="text-2xl font-semibold tracking-tight text-slate-900">$29/mo deal, free during beta</p>
        <IncludedList items={INCLUDED} />
        <Link to={paths.auth.login.getHref()} className={buttonClasses({ size: 'lg', className: 'mt-8' })}>
          Try it for free
          <ArrowRight className="size-4" aria-hidden />
        </Link>
      </div>
      <PageSection title="Running it yourself">
        <p>
          Astor is open source under the MIT License. Running it on your own computer or server costs nothing
          and always will: <code>npm install &amp;&amp; npm start</code>, and your data stays on that machine.
        </p>
      </PageSection>
      <PageSection title="What you might pay for elsewhere">
        <p>
          Nothing else is required. If the operator of a server chooses to connect outside services (a mail
          server for password resets, Google sign-in, an address lookup service or a language model for the
          assistant), those services have their own terms and prices.
        </p>
      </PageSection>
    </PublicPage>
  );
}
