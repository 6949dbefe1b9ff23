import type { ProcessResult } from '@astor/contract/processor';
import { paths } from '@/config/paths';
import { formatServerText } from '@/lib/format';

export type CreatedKind = ProcessResult['created'][number]['type'];

const KIND_TITLES: Record<CreatedKind, string> = {
  property: 'Property',
  lease: 'Lease',
  tenant: 'Tenant',
  contract: 'Contract',
  vendor: 'Vendor',
  invoice: 'Invoice',
  expense: 'Expense',
};

/** Where each created record is seen. Contracts show in the property's detail; vendors only in the Vault. */
const KIND_HREFS: Record<CreatedKind, string> = {
  property: paths.app.properties.getHref(),
  lease: paths.app.tenants.getHref(),
  tenant: paths.app.tenants.getHref(),
  contract: paths.app.properties.getHref(),
  vendor: paths.app.vault.getHref(),
  invoice: paths.app.finances.getHref(),
  expense: paths.app.finances.getHref(),
};

export interface CreatedLine {
  key: string;
  title: string;
  label: string;
  href: string;
}

/**
 * The lines of the success summary: the stored document first, then every record made from it, their
 * labels (the server's words) in the app's money and date formats.
 */
export function summarizeResult(result: ProcessResult): CreatedLine[] {
  const { document } = result;
  return [
    {
      key: `document-${document.id}`,
      title: 'Document',
      label: document.file_name ?? document.document_type,
      href: paths.app.vault.getHref(),
    },
    ...result.created.map((item) => ({
      key: `${item.type}-${item.id}`,
      title: KIND_TITLES[item.type],
      label: formatServerText(item.label),
      href: KIND_HREFS[item.type],
    })),
  ];
}
