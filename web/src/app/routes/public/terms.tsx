import { PageSection, PublicPage } from '@/features/marketing/components/public-page';

/** /terms and /terms-conditions: the terms of using Astor, an open-source, self-hosted beta. */
export function TermsRoute() {
  return (
    <PublicPage
      eyebrow="Legal"
      title="Terms of Service"
      lead="Plain terms for plain software: Astor is open source, runs on its operator's machine, and is in beta."
    >
      <PageSection title="The software">
        <p>
          Astor is distributed under the MIT License. You may use, copy, change and share it. It comes as is,
          without warranty of any kind: its authors are not liable for any loss arising from its use.
        </p>
      </PageSection>
      <PageSection title="This server">
        <p>
          The person or company running this server (its operator) decides who may use it and is responsible
          for it: its security, its backups and any outside service connected to it. Keep backups of data you
          cannot afford to lose.
        </p>
      </PageSection>
      <PageSection title="Your account and content">
        <ul>
          <li>Keep your password to yourself; you are responsible for what is done with your account.</li>
          <li>What you enter and upload remains yours. You can export it or delete it at any time.</li>
          <li>
            Only upload documents you are allowed to keep, and use Astor lawfully, including towards your
            tenants&apos; personal data.
          </li>
        </ul>
      </PageSection>
      <PageSection title="Check what Astor tells you">
        <p>
          Document reading, the assistant&apos;s answers and the Schedule E summary are aids, not legal, tax
          or financial advice. Fields read from a document are shown to you before they are saved: check them.
        </p>
      </PageSection>
      <PageSection title="Beta">
        <p>
          Astor is in beta: features may change, and pricing with them. Changes to these terms will be shown
          on this page.
        </p>
      </PageSection>
    </PublicPage>
  );
}
