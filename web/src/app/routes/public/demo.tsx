import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { PageSection, PublicPage } from '@/features/marketing/components/public-page';

/** /demo: no shared demo workspace yet; how to try Astor here or on your own machine. */
export function DemoRoute() {
  return (
    <PublicPage
      eyebrow="Product"
      title="Try Astor"
      lead="There is no shared demo workspace yet. You can try the real thing in a minute instead, here or on your own computer."
    >
      <PageSection title="On this server">
        <p>
          <Link to={paths.auth.signup.getHref()}>Create an account</Link>: it is free during the beta. Add a
          property by typing its address, or upload a lease and let Astor fill it in. Your records are visible
          to you only, and you can delete the account with everything in it from Settings whenever you like.
        </p>
      </PageSection>
      <PageSection title="On your own computer, in two commands">
        <p>With Node.js 20.19 or newer, in a copy of the Astor source code:</p>
        <pre>
          <code>npm install && npm start</code>
        </pre>
        <p>
          Then open <code>http://localhost:3000</code> and create an account. Everything is kept in the{' '}
          <code>data</code> folder next to the code: an embedded database and your documents. No internet
          connection is needed, and nothing is sent anywhere.
        </p>
      </PageSection>
      <PageSection title="Why no shared demo?">
        <p>
          A public workspace that anyone can edit needs a read-only mode and a daily reset, and we would
          rather not show you a demo that behaves differently from the product. Until it is there, your own
          account is the honest demo.
        </p>
      </PageSection>
    </PublicPage>
  );
}
