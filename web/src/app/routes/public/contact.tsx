import { ContactForm } from '@/features/marketing/components/contact-form';
import { PageSection, PublicPage } from '@/features/marketing/components/public-page';

/** /contact: the public contact form (POST /api/contact). */
export function ContactRoute() {
  return (
    <PublicPage
      eyebrow="Company"
      title="Contact"
      lead="Questions, bugs, ideas: write to the people who run this Astor server. Messages are stored on this server for its operator and shared with no one."
    >
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <ContactForm />
      </div>
      <PageSection title="What happens next">
        <p>
          Your name, email address and message are kept on this server so that its operator can answer you by
          email. To keep the form usable, each address can send a few messages an hour.
        </p>
      </PageSection>
    </PublicPage>
  );
}
