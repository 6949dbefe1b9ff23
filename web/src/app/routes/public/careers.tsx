import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { PageSection, PublicPage } from '@/features/marketing/components/public-page';

/** /careers: a small open-source project; no openings, contributions welcome. */
export function CareersRoute() {
  return (
    <PublicPage
      eyebrow="Company"
      title="Careers"
      lead="Astor is a small open-source project. We have no open positions, but contributions are very welcome."
    >
      <PageSection title="Ways to contribute">
        <ul>
          <li>Report a bug or a confusing screen, with the steps that led to it.</li>
          <li>Suggest a feature from your own experience managing properties.</li>
          <li>Improve the code, the tests or the documentation.</li>
          <li>Try self-hosting it on your own machine and tell us what got in the way.</li>
        </ul>
      </PageSection>
      <PageSection title="Getting started with the code">
        <p>
          The README in the source code explains the quick start and the architecture; <code>npm test</code>{' '}
          runs every check a reviewer needs (types, lint, unit, integration and browser tests), and{' '}
          <code>docs/decisions</code> records why things are the way they are.
        </p>
      </PageSection>
      <PageSection title="Get in touch">
        <p>
          Questions about contributing? <Link to={paths.site.contact.getHref()}>Send us a message</Link>.
        </p>
      </PageSection>
    </PublicPage>
  );
}
