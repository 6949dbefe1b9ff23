import { Link } from 'react-router';
import { PageSection, PublicPage } from '@/features/marketing/components/public-page';
import { paths } from '@/config/paths';

/** /features: what Astor does today, screen by screen, and what it does not do yet. */
export function FeaturesRoute() {
  return (
    <PublicPage
      eyebrow="Product"
      title="Features"
      lead="Everything below works today in the version you are looking at. It all runs on the server you signed up on, with no outside service needed."
    >
      <PageSection title="Documents that read themselves">
        <ul>
          <li>
            Upload a lease, contract, invoice or legal notice as a PDF, a Word file (DOC or DOCX) or an image.
            Scans and photos are read with OCR on the server itself.
          </li>
          <li>
            Astor detects the kind of document and proposes the fields it found (tenant, rent, dates, deposit,
            fees, vendor, amount) with how sure it is of each. You correct what is wrong, then confirm: only
            then are the lease, tenant, property or expense created.
          </li>
          <li>A new property can start from its lease: upload it and the address and terms come along.</li>
        </ul>
      </PageSection>
      <PageSection title="Your portfolio at a glance">
        <ul>
          <li>
            A dashboard with monthly revenue, year to date, the revenue trend, properties, tenants, paid and
            late rents, expenses by category, maintenance by status, upcoming renewals and tasks.
          </li>
          <li>A map of your properties, with addresses placed without any online service by default.</li>
          <li>
            Properties with their tenants, leases, finances, documents, contracts, maintenance requests and
            compliance checklist in one place.
          </li>
          <li>Tenants in a grid or a list, filtered by status, with their payments and lease.</li>
        </ul>
      </PageSection>
      <PageSection title="Money">
        <ul>
          <li>Income and expenses per property, with categories, payment methods and bank accounts.</li>
          <li>Bank CSV import with a preview and duplicate matching; CSV export.</li>
          <li>A Schedule E summary by property, exportable as CSV.</li>
        </ul>
      </PageSection>
      <PageSection title="Dates that matter">
        <ul>
          <li>
            A calendar built from your data: rent due dates, lease ends, renewal reminders, maintenance and
            compliance deadlines, plus your own events, repeating if you like.
          </li>
          <li>Day, week and month views, and a private iCal feed for your phone or desktop calendar.</li>
          <li>Notifications when something is due, overdue or about to expire.</li>
        </ul>
      </PageSection>
      <PageSection title="Records and answers">
        <ul>
          <li>A vault that files every record and document in folders, with previews and search.</li>
          <li>
            Astor, the assistant: questions about your portfolio answered from your own records, with the
            records it used. It works offline; an operator can connect an OpenAI-compatible language model.
          </li>
        </ul>
      </PageSection>
      <PageSection title="Your account, your data">
        <ul>
          <li>Sign in with a username and password, or with Google when the server operator sets it up.</li>
          <li>See and end your sessions, change your password, reset a forgotten one by email.</li>
          <li>Export everything as a ZIP file; delete your account and everything in it.</li>
        </ul>
      </PageSection>
      <PageSection title="Not in Astor yet">
        <p>To be clear about what you will not find today:</p>
        <ul>
          <li>
            a hosted version: you run Astor yourself (try the read-only demo workspace first on the{' '}
            <Link to={paths.site.demo.getHref()}>demo page</Link>);
          </li>
          <li>
            a full tenant portal: tenants get a private chat link per property (the tenant line) to ask about
            their lease and report repairs, but no accounts or payments;
          </li>
          <li>
            online rent collection or bank connections: transactions are entered, imported or read from
            documents.
          </li>
        </ul>
      </PageSection>
    </PublicPage>
  );
}
