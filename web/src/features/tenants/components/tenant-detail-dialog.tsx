import { useId, useState } from 'react';
import { FileText, Mail, Pencil, Plus, Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import type { Tenant } from '@astor/contract/tenants';
import { LeaseStatementDialog } from '@/components/rent-ledger/lease-statement-dialog';
import { Button, buttonClasses } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormError } from '@/components/ui/form-error';
import { Spinner } from '@/components/ui/spinner';
import { Tabs } from '@/components/ui/tabs';
import { getErrorDetail } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useDeleteTenant } from '../api/delete-tenant';
import { AddExpenseDialog } from './add-expense-dialog';
import { AddPaymentDialog } from './add-payment-dialog';
import { fullName } from './tenant-card';
import { TenantFinancials } from './tenant-financials';
import { TenantFormDialog } from './tenant-form-dialog';
import { TenantInformation } from './tenant-information';

type Tab = 'information' | 'financials';
type OpenForm = 'edit' | 'payment' | 'expense' | 'statement' | null;

const TABS = [
  { value: 'information', label: 'Information' },
  { value: 'financials', label: 'Financials' },
] as const;

export const DELETE_CONFIRMATION = 'Are you sure you want to delete this tenant?';

/**
 * docs/product.md#tenant-detail: the detail popup, with the tabs Information and Financials and the tenant's
 * actions.
 */
export function TenantDetailDialog({ tenant, onClose }: { tenant: Tenant; onClose: () => void }) {
  const hintId = useId();
  const [tab, setTab] = useState<Tab>('information');
  const [openForm, setOpenForm] = useState<OpenForm>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const deleteTenant = useDeleteTenant();

  const hasEmail = Boolean(tenant.email);
  const hasProperty = tenant.property !== null;
  const hints = [
    !hasEmail && 'Send Message needs an email address: add one with Edit Tenant.',
    !hasProperty && 'Add Payment and Add Expense need a property: choose one with Edit Tenant.',
  ].filter(Boolean);

  async function handleDelete() {
    // docs/product.md#tenant-detail: deleting a tenant requires a browser confirm.
    if (!window.confirm(DELETE_CONFIRMATION)) return;
    setDeleteError(null);
    try {
      await deleteTenant.mutateAsync(tenant.id);
      // docs/product.md#toasts: the success toast lasts 3 s.
      toast.success('Tenant successfully deleted', { duration: 3000 });
      onClose();
    } catch (error) {
      setDeleteError(getErrorDetail(error) ?? 'Failed to delete tenant. Please try again.');
      toast.error('Failed to delete tenant');
    }
  }

  const closeForm = () => setOpenForm(null);

  return (
    <Dialog
      isOpen
      onClose={onClose}
      title={fullName(tenant)}
      description={tenant.title ?? undefined}
      size="xl"
    >
      <div className="space-y-5">
        <FormError message={deleteError} />

        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" size="sm" onClick={() => setOpenForm('edit')}>
            <Pencil className="size-4" aria-hidden />
            Edit Tenant
          </Button>
          {hasEmail ? (
            <a
              href={`mailto:${tenant.email}`}
              className={buttonClasses({ variant: 'secondary', size: 'sm' })}
            >
              <Mail className="size-4" aria-hidden />
              Send Message
            </a>
          ) : (
            <span
              aria-disabled="true"
              aria-describedby={hintId}
              className={cn(
                buttonClasses({ variant: 'secondary', size: 'sm' }),
                'cursor-not-allowed opacity-50',
              )}
            >
              <Mail className="size-4" aria-hidden />
              Send Message
            </span>
          )}
          <Button
            variant="secondary"
            size="sm"
            disabled={!hasProperty}
            aria-describedby={hasProperty ? undefined : hintId}
            onClick={() => setOpenForm('payment')}
          >
            <Plus className="size-4" aria-hidden />
            Add Payment
          </Button>
          <Button
            variant="secondary"
            size="sm"
            disabled={!hasProperty}
            aria-describedby={hasProperty ? undefined : hintId}
            onClick={() => setOpenForm('expense')}
          >
            <Plus className="size-4" aria-hidden />
            Add Expense
          </Button>
          {tenant.lease && (
            <Button variant="secondary" size="sm" onClick={() => setOpenForm('statement')}>
              <FileText className="size-4" aria-hidden />
              Statement
            </Button>
          )}
          <Button
            variant="secondary"
            size="sm"
            className="text-red-700 hover:bg-red-50 hover:text-red-800 sm:ml-auto"
            disabled={deleteTenant.isPending}
            onClick={() => void handleDelete()}
          >
            {deleteTenant.isPending ? <Spinner /> : <Trash2 className="size-4" aria-hidden />}
            Delete Tenant
          </Button>
        </div>
        {hints.length > 0 && (
          <p id={hintId} className="text-xs text-slate-500">
            {hints.join(' ')}
          </p>
        )}

        <Tabs label="Tenant details" tabs={TABS} value={tab} onChange={setTab}>
          {tab === 'information' ? (
            <TenantInformation tenant={tenant} />
          ) : (
            <TenantFinancials tenant={tenant} />
          )}
        </Tabs>
      </div>

      <TenantFormDialog isOpen={openForm === 'edit'} onClose={closeForm} tenant={tenant} />
      {tenant.lease && (
        <LeaseStatementDialog
          leaseId={tenant.lease.id}
          isOpen={openForm === 'statement'}
          onClose={closeForm}
        />
      )}
      {tenant.property && (
        <>
          <AddPaymentDialog
            isOpen={openForm === 'payment'}
            onClose={closeForm}
            tenant={tenant}
            property={tenant.property}
          />
          <AddExpenseDialog isOpen={openForm === 'expense'} onClose={closeForm} property={tenant.property} />
        </>
      )}
    </Dialog>
  );
}
