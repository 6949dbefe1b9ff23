import type { ChatSource } from '@astor/contract/chat';
import { paths } from '@/config/paths';

/**
 * Where a reply's source opens, so the user can check a figure against its record; undefined for a
 * source that is not a record (a period such as 'March 2026' is shown as a plain chip).
 */
export function getSourceHref(source: ChatSource): string | undefined {
  switch (source.type) {
    case 'property':
      return paths.app.properties.getHref({ property: source.id });
    case 'tenant':
      return paths.app.tenants.getHref({ tenant: source.id });
    // Leases and transactions have no detail screen of their own: the vault opens the exact record
    // (the finances ledger cannot point at one row).
    case 'lease':
      return paths.app.vault.getHref({ folder: 'leases', record: source.id });
    case 'income':
      return paths.app.vault.getHref({ folder: 'incomes', record: source.id });
    case 'expense':
      return paths.app.vault.getHref({ folder: 'expenses', record: source.id });
    case 'document':
      return paths.app.vault.getHref({ folder: 'documents', record: source.id });
    // Maintenance requests and reminders are dated items of the calendar.
    case 'maintenance':
    case 'event':
      return paths.app.calendar.getHref();
    case 'period':
      return undefined;
  }
}
