import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { EXPENSE_CATEGORIES } from '@astor/contract/categories';
import { ExpenseInputSchema } from '@astor/contract/finances';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { FormActions } from '@/components/ui/form-actions';
import { FormError } from '@/components/ui/form-error';
import { Input } from '@/components/ui/input';
import { Select, TextOptions } from '@/components/ui/select';
import { getErrorDetail } from '@/lib/api-client';
import { todayIso } from '@/lib/format';
import { useCreateExpense } from '../api/create-expense';
import { amountFromText, moneyFormMessage } from '../lib/money-form';
import { AmountField, DateField } from './money-fields';

interface AddExpenseDialogProps {
  isOpen: boolean;
  onClose: () => void;
  property: { id: string; address: string };
}

/** Records an expense for the tenant's property. */
export function AddExpenseDialog({ isOpen, onClose, property }: AddExpenseDialogProps) {
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title="Add Expense" description={property.address} size="sm">
      <AddExpenseForm propertyId={property.id} onDone={onClose} />
    </Dialog>
  );
}

function AddExpenseForm({ propertyId, onDone }: { propertyId: string; onDone: () => void }) {
  const id = useId();
  const [amount, setAmount] = useState('');
  const [date, setDate] = useState(todayIso);
  const [category, setCategory] = useState('');
  const [description, setDescription] = useState('');
  const [error, setError] = useState<string | null>(null);
  const createExpense = useCreateExpense();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    const input = ExpenseInputSchema.safeParse({
      property_id: propertyId,
      amount: amountFromText(amount),
      transaction_date: date,
      category: category || null,
      description,
    });
    if (!input.success) {
      setError(moneyFormMessage(input.error.issues));
      return;
    }
    try {
      await createExpense.mutateAsync(input.data);
      toast.success('Expense recorded', { duration: 3000 });
      onDone();
    } catch (caught) {
      setError(getErrorDetail(caught) ?? 'Failed to record expense. Please try again.');
    }
  }

  return (
    <form onSubmit={handleSubmit} noValidate className="space-y-4">
      <FormError message={error} />
      <AmountField formId={id} value={amount} onValueChange={setAmount} />
      <DateField formId={id} value={date} onValueChange={setDate} />
      <Field id={`${id}-category`} label="Category">
        <Select id={`${id}-category`} value={category} onChange={(event) => setCategory(event.target.value)}>
          <option value="">Not specified</option>
          <TextOptions options={EXPENSE_CATEGORIES} />
        </Select>
      </Field>
      <Field id={`${id}-description`} label="Description">
        <Input
          id={`${id}-description`}
          autoComplete="off"
          value={description}
          onChange={(event) => setDescription(event.target.value)}
        />
      </Field>
      <FormActions
        onCancel={onDone}
        isSaving={createExpense.isPending}
        submitLabel="Record Expense"
        className="pt-1"
      />
    </form>
  );
}
