import { Download } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { getErrorDetail } from '@/lib/api-client';
import { useExportAccount } from '../api/export-account';
import { SettingsSection } from './settings-section';

/** Everything the user put in, as one ZIP (JSON and CSV per collection, plus the original documents). */
export function DataExportSection() {
  const exportAccount = useExportAccount();

  function handleExport() {
    exportAccount.mutate(undefined, {
      onError: (error) =>
        toast.error(getErrorDetail(error) ?? 'Failed to export your data. Please try again.'),
    });
  }

  return (
    <SettingsSection
      title="Your data"
      description="A ZIP archive of your account: every record as JSON and CSV, and your original documents."
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-600">
          Properties, tenants, leases, transactions, documents, calendar and more, in open formats.
        </p>
        <Button variant="secondary" onClick={handleExport} disabled={exportAccount.isPending}>
          {exportAccount.isPending ? <Spinner /> : <Download className="size-4" aria-hidden />}
          {exportAccount.isPending ? 'Preparing...' : 'Export all my data'}
        </Button>
      </div>
    </SettingsSection>
  );
}
