import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { EXPENSE_CATEGORIES } from '@astor/contract/categories';
import { ExpenseInputSchema } from '@astor/contract/finances';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { FormError } from '@/components/ui/form-error';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { getErrorDetail } from '@/lib/api-client';
import { todayIso } from '@/lib/format';
import { useCreateExpense } from '../api/create-expense';

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
      amount: amount.trim() === '' ? Number.NaN : Number(amount),
      transaction_date: date,
      category: category || null,
      description,
    });
    if (!input.success) {
      const issue = input.error.issues[0];
      setError(
        issue?.path[0] === 'amount'
          ? 'Enter an amount greater than 0.'
          : (issue?.message ?? 'Please check the form.'),
      );
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
      <Field id={`${id}-amount`} label="Amount">
        <Input
          id={`${id}-amount`}
          type="number"
          inputMode="decimal"
          min={0.01}
          step={0.01}
          data-autofocus
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
        />
      </Field>
      <Field id={`${id}-date`} label="Date">
        <Input id={`${id}-date`} type="date" value={date} onChange={(event) => setDate(event.target.value)} />
      </Field>
      <Field id={`${id}-category`} label="Category">
        <Select id={`${id}-category`} value={category} onChange={(event) => setCategory(event.target.value)}>
          <option value="">Not specified</option>
          {EXPENSE_CATEGORIES.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
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
      <div className="flex justify-end gap-3 pt-1">
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={createExpense.isPending}>
          {createExpense.isPending && <Spinner />}
          Record Expense
        </Button>
      </div>
    </form>
  );
}
