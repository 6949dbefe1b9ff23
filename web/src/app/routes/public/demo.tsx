import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useDemoAvailability } from '@/features/demo/api/get-demo-availability';
import { OpenDemoButton } from '@/features/demo/components/open-demo-button';
import { PageSection, PublicPage } from '@/features/marketing/components/public-page';

/** /demo: the read-only demo workspace, and how to try Astor on your own computer. */
export function DemoRoute() {
  // Until the server answers, the button shows: most servers have the demo.
  const isAvailable = useDemoAvailability();
  return (
    <PublicPage
      eyebrow="Product"
      title="Try Astor"
      lead="Look around a demo workspace before you make your own: no account needed."
    >
      {isAvailable === false ? (
        <PageSection title="No demo on this server">
          <p>
            The operator of this server has turned the demo workspace off.{' '}
            <Link to={paths.auth.signup.getHref()}>Create an account</Link> instead: it is free during the
            beta, your records are visible to you only, and you can delete the account with everything in it
            from Settings whenever you like.
          </p>
        </PageSection>
      ) : (
        <PageSection title="The demo workspace">
          <p>
            A small portfolio of six properties around Austin, Texas: their tenants and leases, a year of rent
            and expenses, maintenance requests, vendors, a calendar and a compliance checklist, with the
            dashboard and the map computed from them.
          </p>
          <ul>
            <li>
              <strong>Made-up data.</strong> The streets are real; the tenants, companies and figures are
              invented.
            </li>
            <li>
              <strong>Read-only.</strong> Open every screen, search and filter as you like; saving changes is
              turned off, and everyone who opens the demo sees the same workspace. You can ask Astor about it
              in the chat: your conversation is yours alone, and an emergency you describe files no request.
            </li>
            <li>
              <strong>Reset daily.</strong> It is rebuilt every night and dated from that day, so a lease is
              always about to end and this month&apos;s rent is always coming in.
            </li>
          </ul>
          <div className="pt-3">
            <OpenDemoButton />
          </div>
          <p>
            To try it with your own properties,{' '}
            <Link to={paths.auth.signup.getHref()}>create an account</Link>: it is free during the beta.
          </p>
        </PageSection>
      )}
      <PageSection title="On your own computer, in two commands">
        <p>With Node.js 20.19 or newer, in a copy of the Astor source code:</p>
        <pre>
          <code>npm install && npm start</code>
        </pre>
        <p>
          Then open <code>http://localhost:3000</code> and create an account, or open the demo from this page.
          Everything is kept in the <code>data</code> folder next to the code: an embedded database and your
          documents. No internet connection is needed, and nothing is sent anywhere.
        </p>
      </PageSection>
    </PublicPage>
  );
}
