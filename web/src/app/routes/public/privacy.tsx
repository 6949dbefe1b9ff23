import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { PageSection, PublicPage } from '@/features/marketing/components/public-page';

/** /privacy and /privacy-policy: what this server keeps, what can leave it, and your controls. */
export function PrivacyRoute() {
  return (
    <PublicPage
      eyebrow="Legal"
      title="Privacy Policy"
      lead="Astor is self-hosted: your data is kept by whoever runs this server (you, if you installed it) and by no one else. The Astor project never receives it."
    >
      <PageSection title="What this server keeps">
        <ul>
          <li>
            Your account: name, username, a salted scrypt hash of your password, time zone and currency.
          </li>
          <li>
            Your sessions: when they started, and the IP address and browser they came from, so that you can
            recognise and end them.
          </li>
          <li>
            What you enter or upload: properties, tenants, leases, transactions, maintenance requests, events,
            documents, and your conversations with the assistant.
          </li>
          <li>Messages sent through the contact form: name, email address, topic and message.</li>
        </ul>
        <p>
          It is stored in the server&apos;s database and document folder, on the machine (or the PostgreSQL
          server) its operator chose. Each record belongs to its owner and is only shown to that account.
        </p>
      </PageSection>
      <PageSection title="What can leave the server">
        <p>Nothing, unless one of these is in use:</p>
        <ul>
          <li>
            <strong>Map tiles.</strong> Your browser loads the map images from the tile server the operator
            configured (OpenStreetMap by default), which sees your IP address and the area shown.
          </li>
          <li>
            <strong>Google sign-in</strong>, if the operator set it up and you choose it: Google learns that
            you signed in here.
          </li>
          <li>
            <strong>An address lookup service</strong>, if the operator configured one instead of the built-in
            offline data: it receives the addresses you type.
          </li>
          <li>
            <strong>A language model service</strong>, if the operator connected one to the assistant: it
            receives your questions and the records needed to answer them.
          </li>
          <li>
            <strong>Email</strong>, for password resets, through the operator&apos;s mail server.
          </li>
        </ul>
      </PageSection>
      <PageSection title="No tracking">
        <p>
          No analytics, no advertising and no third-party scripts: the pages only load code from this server.
          The only cookies are those needed to keep you signed in (see the{' '}
          <Link to={paths.site.cookies.getHref()}>Cookie Policy</Link>).
        </p>
      </PageSection>
      <PageSection title="Your controls">
        <ul>
          <li>Settings lets you export everything you stored, documents included, as one ZIP file.</li>
          <li>It also lists your sessions, so you can end any of them, or all at once.</li>
          <li>Deleting your account removes its records and documents from this server.</li>
        </ul>
        <p>
          For anything else, <Link to={paths.site.contact.getHref()}>write to the operator</Link>.
        </p>
      </PageSection>
    </PublicPage>
  );
}
