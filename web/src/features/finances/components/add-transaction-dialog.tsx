import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { toast } from 'sonner';
import { BANK_ACCOUNTS, PAYMENT_METHODS } from '@astor/contract/categories';
import { DuplicatePaymentDialog, duplicatePaymentQuestion } from '@/components/rent-ledger/duplicate-payment';
import { Dialog } from '@/components/ui/dialog';
import { FormActions } from '@/components/ui/form-actions';
import { FormError } from '@/components/ui/form-error';
import { AmountInput, Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { PropertyOptions, Select, TextOptions } from '@/components/ui/select';
import { cn } from '@/lib/cn';
import { todayIso } from '@/lib/format';
import { useProperties } from '@/lib/queries/properties';
import { useCreateTransaction, type CreateTransactionArgs } from '../api/create-transaction';
import {
  categoriesFor,
  emptyTransactionForm,
  parseTransactionForm,
  withType,
  type TransactionFormValues,
  type TransactionType,
} from '../lib/transaction-form';
import { CREATE_FAILED, CREATE_SUCCEEDED, PROPERTIES_LOAD_FAILED } from '../lib/transaction-messages';

/** docs/product.md#add-transaction: an income or an expense for one of the user's properties. */
export function AddTransactionDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title="Add Transaction" size="lg">
      {/* Mounted only while open, so each opening starts from a clean form dated today. */}
      <AddTransactionForm onDone={onClose} />
    </Dialog>
  );
}

function AddTransactionForm({ onDone }: { onDone: () => void }) {
  const id = useId();
  const [values, setValues] = useState(() => emptyTransactionForm(todayIso()));
  const [error, setError] = useState<string | null>(null);
  // The server's question when the income looks like a payment already recorded (a 409).
  const [duplicate, setDuplicate] = useState<{ question: string; args: CreateTransactionArgs } | null>(null);
  const properties = useProperties();
  const createTransaction = useCreateTransaction();

  const set = (field: keyof TransactionFormValues) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    const parsed = parseTransactionForm(values);
    if (!parsed.ok) {
      setError(parsed.message);
      return;
    }
    await save({ type: parsed.type, input: parsed.input });
  }

  async function save(args: CreateTransactionArgs) {
    try {
      await createTransaction.mutateAsync(args);
      setDuplicate(null);
      // docs/product.md#toasts: success toasts last 3 s.
      toast.success(CREATE_SUCCEEDED, { duration: 3000 });
      onDone();
    } catch (caught) {
      const question = args.allowDuplicate ? null : duplicatePaymentQuestion(caught);
      setDuplicate(question ? { question, args } : null);
      // The server asks before recording what looks like the same payment twice.
      if (question) return;
      // 'Failed to create transaction' (docs/product.md#add-transaction). The form stays, filled, for another
      // try.
      toast.error(CREATE_FAILED);
    }
  }

  return (
    <form onSubmit={handleSubmit} noValidate className="space-y-4">
      <FormError message={error} />
      {properties.isError && <FormError message={PROPERTIES_LOAD_FAILED} />}

      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={`${id}-type`} label="Type">
          <Select
            id={`${id}-type`}
            data-autofocus
            value={values.type}
            onChange={(event) =>
              setValues((current) => withType(current, event.target.value as TransactionType))
            }
          >
            <option value="expense">Expense</option>
            <option value="income">Income</option>
          </Select>
        </Field>
        <Field id={`${id}-property`} label="Property" isRequired>
          <Select
            id={`${id}-property`}
            required
            value={values.propertyId}
            onChange={(event) => set('propertyId')(event.target.value)}
            disabled={!properties.isSuccess}
          >
            <option value="">
              {properties.isPending
                ? 'Loading properties...'
                : properties.data?.length === 0
                  ? 'Add a property first'
                  : 'Select a property'}
            </option>
            <PropertyOptions properties={properties.data} />
          </Select>
        </Field>
        <Field id={`${id}-amount`} label="Amount" isRequired>
          <AmountInput
            id={`${id}-amount`}
            required
            value={values.amount}
            onChange={(event) => set('amount')(event.target.value)}
          />
        </Field>
        <Field id={`${id}-date`} label="Transaction Date">
          <Input
            id={`${id}-date`}
            type="date"
            value={values.transactionDate}
            onChange={(event) => set('transactionDate')(event.target.value)}
          />
        </Field>
        <Field id={`${id}-description`} label="Description" className="sm:col-span-2">
          <Input
            id={`${id}-description`}
            autoComplete="off"
            value={values.description}
            onChange={(event) => set('description')(event.target.value)}
          />
        </Field>
        <Field id={`${id}-category`} label="Category">
          <Select
            id={`${id}-category`}
            value={values.category}
            onChange={(event) => set('category')(event.target.value)}
          >
            <option value="">Not specified</option>
            <TextOptions options={categoriesFor(values.type)} />
          </Select>
        </Field>
        <Field id={`${id}-entity`} label="Entity">
          <Input
            id={`${id}-entity`}
            autoComplete="off"
            placeholder={values.type === 'income' ? 'Who paid' : 'Who was paid'}
            value={values.entity}
            onChange={(event) => set('entity')(event.target.value)}
          />
        </Field>
        <Field id={`${id}-bank`} label="Bank account">
          <Select
            id={`${id}-bank`}
            value={values.bankAccount}
            onChange={(event) => set('bankAccount')(event.target.value)}
          >
            <option value="">Not specified</option>
            <TextOptions options={BANK_ACCOUNTS} />
          </Select>
        </Field>
        <Field id={`${id}-method`} label="Method">
          <Select
            id={`${id}-method`}
            value={values.method}
            onChange={(event) => set('method')(event.target.value)}
          >
            <option value="">Not specified</option>
            <TextOptions options={PAYMENT_METHODS} />
          </Select>
        </Field>
      </div>

      <FormActions
        onCancel={onDone}
        isSaving={createTransaction.isPending}
        submitLabel="Add Transaction"
        className="pt-1"
      />
      <DuplicatePaymentDialog
        question={duplicate?.question ?? null}
        isSaving={createTransaction.isPending}
        onSaveAnyway={() => duplicate && void save({ ...duplicate.args, allowDuplicate: true })}
        onCancel={() => setDuplicate(null)}
      />
    </form>
  );
}

function Field({
  id,
  label,
  isRequired = false,
  className,
  children,
}: {
  id: string;
  label: string;
  isRequired?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn('space-y-1.5', className)}>
      {/* The required mark is drawn by CSS, so the label's text (and accessible name) stays the field's. */}
      <Label
        htmlFor={id}
        className={isRequired ? "after:ml-0.5 after:text-red-600 after:content-['*']" : undefined}
      >
        {label}
      </Label>
      {children}
    </div>
  );
}
