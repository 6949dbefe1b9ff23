import { Field } from '@/components/ui/field';
import { AmountInput, Input } from '@/components/ui/input';

interface MoneyFieldProps {
  /** The form's id: the input's is `${formId}-amount` or `${formId}-date`. */
  formId: string;
  value: string;
  onValueChange: (value: string) => void;
}

/** The Amount of an expense or a payment, as typed; the field the dialog opens on. */
export function AmountField({ formId, value, onValueChange }: MoneyFieldProps) {
  return (
    <Field id={`${formId}-amount`} label="Amount">
      <AmountInput
        id={`${formId}-amount`}
        data-autofocus
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
      />
    </Field>
  );
}

/** The Date of an expense or a payment (yyyy-mm-dd). */
export function DateField({ formId, value, onValueChange }: MoneyFieldProps) {
  return (
    <Field id={`${formId}-date`} label="Date">
      <Input
        id={`${formId}-date`}
        type="date"
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
      />
    </Field>
  );
}
