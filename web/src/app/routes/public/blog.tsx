import { PageSection, PublicPage } from '@/features/marketing/components/public-page';

/** /blog: no posts yet; what the beta contains so far. */
export function BlogRoute() {
  return (
    <PublicPage
      eyebrow="Resources"
      title="Blog"
      lead="No posts yet. Until the first one, here is what the beta contains so far."
    >
      <PageSection title="Release notes: the beta">
        <ul>
          <li>
            Accounts: username and password, optional Google sign-in, password reset, sessions you can end.
          </li>
          <li>
            Properties, tenants, leases, contracts and maintenance requests, with a map of the portfolio.
          </li>
          <li>
            A dashboard on your real figures: revenue, expenses, rents paid and late, renewals and tasks.
          </li>
          <li>Finances: a ledger per property, bank CSV import and export, and a Schedule E summary.</li>
          <li>A calendar generated from your data, custom events, an iCal feed and a compliance tracker.</li>
          <li>
            Document upload with type detection, OCR and field extraction that you review before saving.
          </li>
          <li>A vault of every record and document, and search across the portfolio.</li>
          <li>Astor, the assistant, answering from your own records, offline by default.</li>
          <li>A full export of your data as a ZIP file, and account deletion that leaves nothing behind.</li>
        </ul>
      </PageSection>
      <PageSection title="Following along">
        <p>
          Every change is recorded in the project&apos;s history with the source code, and the bigger
          decisions are written up in <code>docs/decisions</code>.
        </p>
      </PageSection>
    </PublicPage>
  );
}
