import { CapabilitiesSection } from '@/features/marketing/components/capabilities-section';
import { ContactSection } from '@/features/marketing/components/contact-section';
import { FeaturesSection } from '@/features/marketing/components/features-section';
import { LandingHero } from '@/features/marketing/components/landing-hero';
import { PricingSection } from '@/features/marketing/components/pricing-section';

/**
 * The landing page (docs/product.md#landing-page): hero and preview, features, capabilities, pricing,
 * contact.
 */
export function LandingRoute() {
  return (
    <main id="main" className="flex-1">
      <LandingHero />
      <FeaturesSection />
      <CapabilitiesSection />
      <PricingSection />
      <ContactSection />
    </main>
  );
}
