import { PageSection, PublicPage } from '@/features/marketing/components/public-page';

/** /about: what Astor is and the principles it is built on. */
export function AboutRoute() {
  return (
    <PublicPage
      eyebrow="Company"
      title="About Us"
      lead="Astor is open-source software for landlords and property managers who would rather spend their time on their properties than on paperwork."
    >
      <PageSection title="What Astor is">
        <p>
          One place for properties, tenants, leases, income, expenses and documents, for residential and
          commercial portfolios. Astor reads the documents you upload, keeps the dates that matter on a
          calendar and answers questions about your portfolio from your own records.
        </p>
      </PageSection>
      <PageSection title="What we believe">
        <ul>
          <li>
            <strong>Your data stays on your machine.</strong> Astor is self-hosted: it runs on your laptop or
            your server, and your leases and bank records never pass through anyone else's.
          </li>
          <li>
            <strong>It works offline.</strong> Document reading, OCR, address lookup and the assistant run
            without any outside service. Connecting one is the operator&apos;s choice.
          </li>
          <li>
            <strong>No tracking.</strong> No analytics, no advertising, no third-party scripts.
          </li>
          <li>
            <strong>Open source.</strong> The code is under the MIT License: read it, run it, change it.
          </li>
        </ul>
      </PageSection>
      <PageSection title="Where it stands">
        <p>
          Astor is in beta. It starts with two commands on one machine, and grows to several machines sharing
          a PostgreSQL database when you need it. Its design decisions are written down with the code, in{' '}
          <code>docs/decisions</code>.
        </p>
      </PageSection>
    </PublicPage>
  );
}
