import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { PageSection, PublicPage } from '@/features/marketing/components/public-page';

/** /help: how to use each screen of the signed-in app. */
export function HelpRoute() {
  return (
    <PublicPage
      eyebrow="Resources"
      title="Help Center"
      lead="How to use each screen of Astor. Sign in first: the sidebar on the left leads to every screen, and the search box at the top finds any property, tenant, vendor or document."
    >
      <PageSection id="dashboard" title="Dashboard">
        <p>
          Your portfolio in figures: monthly revenue (this month&apos;s income plus the rent of active
          leases), year to date, the trend against last month, properties, tenants and paid rents. Below:
          revenue against expenses, the expense breakdown, maintenance by status, upcoming renewals, tasks and
          a map of your properties. With no property yet, it shows how to add the first one.
        </p>
      </PageSection>
      <PageSection id="properties" title="Properties">
        <p>
          <strong>Add Property</strong> takes an address (suggestions appear as you type) and optional details
          such as bedrooms, purchase price or HOA fee; you can also start from a lease. Click a card to open
          the property: its tenants, leases, finances, documents, contracts, maintenance requests and
          compliance checklist each have a tab. Deleting a property first tells you what goes with it.
        </p>
      </PageSection>
      <PageSection id="tenants" title="Tenants">
        <p>
          <strong>Add Tenant</strong> records a tenant and, if you like, their property and lease. Switch
          between grid and list, filter by status, and open a tenant to see their lease, payments and the
          property&apos;s expenses, or to record a payment.
        </p>
      </PageSection>
      <PageSection id="finances" title="Finances">
        <p>
          The ledger lists income and expenses with totals. <strong>Add Transaction</strong> records one;{' '}
          <strong>Import CSV</strong> reads your bank&apos;s export, shows a preview and skips duplicates;{' '}
          <strong>Export</strong> downloads a CSV. The <strong>Schedule E</strong> tab sums the year per
          property, ready for your tax preparer.
        </p>
      </PageSection>
      <PageSection id="calendar" title="Calendar">
        <p>
          Rent due dates, lease ends, renewal reminders, maintenance and compliance deadlines appear by
          themselves from your records; add your own events (they can repeat). Switch between day, week and
          month views. <strong>Subscribe</strong> gives a private address for your phone or desktop calendar;
          you can revoke it at any time.
        </p>
      </PageSection>
      <PageSection id="vault" title="Vault">
        <p>
          Every record and document, filed in folders by kind. Open a folder, page through its table, and open
          a record to see its details, preview a document or delete it.
        </p>
      </PageSection>
      <PageSection id="upload" title="Upload">
        <p>
          The <strong>Upload</strong> button in the top bar accepts a PDF, a Word file or an image. Astor
          detects the kind of document (lease, contract, invoice, legal or other) and shows the fields it
          read, with the unsure ones highlighted. Correct them, choose the property, and confirm: only then is
          anything created.
        </p>
      </PageSection>
      <PageSection id="astor-chat" title="Astor chat">
        <p>
          The <strong>Chat</strong> button at the bottom right of the signed-in screens opens Astor, the
          assistant. It answers questions about your own data (&quot;which rents are late?&quot;, &quot;what
          did 12 Elm St cost me this year?&quot;) and lists the records each answer comes from. It works
          offline; the operator of the server can connect a language model for freer conversation. A message
          that describes an emergency, such as a gas smell or a flood, gets safety guidance first. Its API is{' '}
          <code>POST /api/chat/copilot</code> (see the{' '}
          <Link to={paths.site.apiDocs.getHref()}>API documentation</Link>).
        </p>
      </PageSection>
      <PageSection title="Still stuck?">
        <p>
          <Link to={paths.site.contact.getHref()}>Send us a message</Link>.
        </p>
      </PageSection>
    </PublicPage>
  );
}
