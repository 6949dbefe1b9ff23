import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { PAYMENT_METHODS } from '@astor/contract/categories';
import { PaymentInputSchema, type PaymentInput } from '@astor/contract/finances';
import type { Tenant } from '@astor/contract/tenants';
import { DuplicatePaymentDialog, duplicatePaymentQuestion } from '@/components/rent-ledger/duplicate-payment';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { FormActions } from '@/components/ui/form-actions';
import { FormError } from '@/components/ui/form-error';
import { Select, TextOptions } from '@/components/ui/select';
import { getErrorDetail } from '@/lib/api-client';
import { todayIso } from '@/lib/format';
import { useCreatePayment } from '../api/create-payment';
import { amountFromText, moneyFormMessage } from '../lib/money-form';
import { AmountField, DateField } from './money-fields';

interface AddPaymentDialogProps {
  isOpen: boolean;
  onClose: () => void;
  tenant: Tenant;
  property: { id: string; address: string };
}

/** Records a rent payment against the tenant's active lease; the server records the matching income. */
export function AddPaymentDialog({ isOpen, onClose, ...props }: AddPaymentDialogProps) {
  return (
    <Dialog
      isOpen={isOpen}
      onClose={onClose}
      title="Add Payment"
      description={props.property.address}
      size="sm"
    >
      <AddPaymentForm onDone={onClose} {...props} />
    </Dialog>
  );
}

function AddPaymentForm({
  tenant,
  property,
  onDone,
}: Omit<AddPaymentDialogProps, 'isOpen' | 'onClose'> & { onDone: () => void }) {
  const id = useId();
  const [amount, setAmount] = useState('');
  const [paidDate, setPaidDate] = useState(todayIso);
  const [method, setMethod] = useState('');
  const [error, setError] = useState<string | null>(null);
  // The server's question when this looks like a payment already recorded (a 409).
  const [duplicate, setDuplicate] = useState<{ question: string; input: PaymentInput } | null>(null);
  const createPayment = useCreatePayment();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    const input = PaymentInputSchema.safeParse({
      tenant_id: tenant.id,
      lease_id: tenant.lease?.id ?? null,
      property_id: property.id,
      amount: amountFromText(amount),
      paid_date: paidDate,
      method: method || null,
    });
    if (!input.success) {
      setError(moneyFormMessage(input.error.issues));
      return;
    }
    await save(input.data);
  }

  async function save(input: PaymentInput) {
    try {
      await createPayment.mutateAsync(input);
      setDuplicate(null);
      toast.success('Payment recorded', { duration: 3000 });
      onDone();
    } catch (caught) {
      const question = input.allow_duplicate ? null : duplicatePaymentQuestion(caught);
      setDuplicate(question ? { question, input } : null);
      if (!question) setError(getErrorDetail(caught) ?? 'Failed to record payment. Please try again.');
    }
  }

  return (
    <form onSubmit={handleSubmit} noValidate className="space-y-4">
      <FormError message={error} />
      <AmountField formId={id} value={amount} onValueChange={setAmount} />
      <DateField formId={id} value={paidDate} onValueChange={setPaidDate} />
      <Field id={`${id}-method`} label="Method">
        <Select id={`${id}-method`} value={method} onChange={(event) => setMethod(event.target.value)}>
          <option value="">Not specified</option>
          <TextOptions options={PAYMENT_METHODS} />
        </Select>
      </Field>
      <FormActions
        onCancel={onDone}
        isSaving={createPayment.isPending}
        submitLabel="Record Payment"
        className="pt-1"
      />
      <DuplicatePaymentDialog
        question={duplicate?.question ?? null}
        isSaving={createPayment.isPending}
        onSaveAnyway={() => duplicate && void save({ ...duplicate.input, allow_duplicate: true })}
        onCancel={() => setDuplicate(null)}
      />
    </form>
  );
}
