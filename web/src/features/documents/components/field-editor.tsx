import type { ComponentProps, ReactNode } from 'react';
import { Plus, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { EMPTY_FEE, isAnimalViolationFee, type FeeDraft, type FieldDraft } from '../lib/field-drafts';

const moneyProps = { type: 'number', inputMode: 'decimal', step: 0.01, min: 0 } as const;

const INPUT_PROPS: Record<
  'text' | 'number' | 'money' | 'date' | 'list' | 'currency',
  ComponentProps<'input'>
> = {
  text: { type: 'text' },
  // An ISO 4217 code, as the server checks it.
  currency: {
    type: 'text',
    maxLength: 3,
    autoCapitalize: 'characters',
    spellCheck: false,
    placeholder: 'USD',
  },
  list: { type: 'text', placeholder: 'Separate items with commas' },
  number: { type: 'number', inputMode: 'decimal', min: 0 },
  money: moneyProps,
  date: { type: 'date' },
};

/**
 * The input for one proposed field, by kind: text, number, money, date, a checkbox, a comma-separated
 * list, the late-payment pair, or the list of additional fees. `label` names the input (or the group).
 */
export function FieldEditor({
  id,
  label,
  draft,
  isMultiline = false,
  onChange,
}: {
  id: string;
  label: string;
  draft: FieldDraft;
  /** Text only: a text area for a long value. */
  isMultiline?: boolean;
  onChange: (draft: FieldDraft) => void;
}) {
  if (draft.kind === 'text' && isMultiline) {
    return (
      <Labelled id={id} label={label}>
        <Textarea
          id={id}
          rows={4}
          value={draft.text}
          onChange={(event) => onChange({ ...draft, text: event.target.value })}
        />
      </Labelled>
    );
  }
  switch (draft.kind) {
    case 'text':
    case 'number':
    case 'money':
    case 'date':
    case 'list':
    case 'currency': {
      const typeProps = INPUT_PROPS[draft.kind];
      return (
        <Labelled id={id} label={label}>
          <Input
            id={id}
            autoComplete="off"
            {...typeProps}
            value={draft.text}
            onChange={(event) => onChange({ ...draft, text: event.target.value })}
          />
        </Labelled>
      );
    }
    case 'boolean':
      return (
        <Checkbox
          label={label}
          checked={draft.isChecked}
          onChange={(event) => onChange({ ...draft, isChecked: event.target.checked })}
        />
      );
    case 'late_payment':
      return (
        <Group id={id} label={label}>
          <div className="grid gap-3 sm:grid-cols-2">
            <Labelled id={`${id}-initial`} label="Initial fee" isSmall>
              <Input
                id={`${id}-initial`}
                {...moneyProps}
                value={draft.initialFee}
                onChange={(event) => onChange({ ...draft, initialFee: event.target.value })}
              />
            </Labelled>
            <Labelled id={`${id}-daily`} label="Daily late charge" isSmall>
              <Input
                id={`${id}-daily`}
                {...moneyProps}
                value={draft.dailyLateCharge}
                onChange={(event) => onChange({ ...draft, dailyLateCharge: event.target.value })}
              />
            </Labelled>
          </div>
        </Group>
      );
    case 'fees':
      return (
        <Group id={id} label={label}>
          <FeesEditor fees={draft.fees} onChange={(fees) => onChange({ ...draft, fees })} />
        </Group>
      );
  }
}

/**
 * docs/product.md#lease-terms: each fee has a type and an amount; an 'Animal Violation Fee' a first and an
 * additional one.
 */
function FeesEditor({ fees, onChange }: { fees: FeeDraft[]; onChange: (fees: FeeDraft[]) => void }) {
  const update = (index: number, change: Partial<FeeDraft>) =>
    onChange(fees.map((fee, at) => (at === index ? { ...fee, ...change } : fee)));

  return (
    <div className="space-y-2">
      {fees.length === 0 && <p className="text-sm text-slate-500">No additional fees.</p>}
      <ul className="space-y-2">
        {fees.map((fee, index) => {
          const number = index + 1;
          const isAnimal = isAnimalViolationFee(fee.feeType);
          return (
            <li key={index} className="flex flex-wrap items-end gap-2">
              <FeeInput
                caption="Fee type"
                number={number}
                value={fee.feeType}
                onChange={(feeType) => update(index, { feeType })}
                className="min-w-40 flex-[2]"
              />
              {isAnimal ? (
                <>
                  <FeeInput
                    caption="First violation"
                    number={number}
                    isMoney
                    value={fee.firstViolation}
                    onChange={(firstViolation) => update(index, { firstViolation })}
                  />
                  <FeeInput
                    caption="Additional violation"
                    number={number}
                    isMoney
                    value={fee.additionalViolation}
                    onChange={(additionalViolation) => update(index, { additionalViolation })}
                  />
                </>
              ) : (
                <FeeInput
                  caption="Amount"
                  number={number}
                  isMoney
                  value={fee.amount}
                  onChange={(amount) => update(index, { amount })}
                />
              )}
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Remove fee ${number}`}
                onClick={() => onChange(fees.filter((_, at) => at !== index))}
                className="mb-0.5"
              >
                <Trash2 className="size-4" aria-hidden />
              </Button>
            </li>
          );
        })}
      </ul>
      <Button variant="secondary" size="sm" onClick={() => onChange([...fees, { ...EMPTY_FEE }])}>
        <Plus className="size-4" aria-hidden />
        Add fee
      </Button>
    </div>
  );
}

/** One input of a fee row: a visible caption, and a name with the row number ('Amount 2'). */
function FeeInput({
  caption,
  number,
  value,
  isMoney = false,
  onChange,
  className = 'min-w-28 flex-1',
}: {
  caption: string;
  number: number;
  value: string;
  isMoney?: boolean;
  onChange: (value: string) => void;
  className?: string;
}) {
  return (
    <label className={className}>
      <span className="mb-1 block text-xs text-slate-500" aria-hidden>
        {caption}
      </span>
      <Input
        aria-label={`${caption} ${number}`}
        {...(isMoney ? moneyProps : {})}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </label>
  );
}

function Labelled({
  id,
  label,
  isSmall = false,
  children,
}: {
  id: string;
  label: string;
  isSmall?: boolean;
  children: ReactNode;
}) {
  return (
    <Field id={id} label={label} labelClassName={isSmall ? 'text-xs text-slate-500' : undefined}>
      {children}
    </Field>
  );
}

function Group({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div role="group" aria-labelledby={`${id}-label`} className="space-y-1.5">
      <p id={`${id}-label`} className="text-sm font-medium text-slate-700">
        {label}
      </p>
      {children}
    </div>
  );
}
