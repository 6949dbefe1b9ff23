import { useId } from 'react';
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { PROPERTY_TYPES, type PropertyFormValues } from '../lib/property-form';

type Update = (change: Partial<PropertyFormValues>) => void;

/** City, State and ZIP Code: editable after a suggestion fills them. */
export function LocalityFields({ values, onChange }: { values: PropertyFormValues; onChange: Update }) {
  const id = useId();
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-[2fr_1fr_1fr]">
      <Field id={`${id}-city`} label="City">
        <Input
          id={`${id}-city`}
          autoComplete="address-level2"
          value={values.city}
          onChange={(event) => onChange({ city: event.target.value })}
        />
      </Field>
      <Field id={`${id}-state`} label="State">
        <Input
          id={`${id}-state`}
          autoComplete="address-level1"
          value={values.state}
          onChange={(event) => onChange({ state: event.target.value })}
        />
      </Field>
      <Field id={`${id}-zip`} label="ZIP Code">
        <Input
          id={`${id}-zip`}
          autoComplete="postal-code"
          inputMode="numeric"
          value={values.zipCode}
          onChange={(event) => onChange({ zipCode: event.target.value })}
        />
      </Field>
    </div>
  );
}

/**
 * docs/product.md#add-property: the numeric and flag fields of a property (Add Property step 2, and Edit).
 */
export function PropertyDetailsFields({
  values,
  onChange,
}: {
  values: PropertyFormValues;
  onChange: Update;
}) {
  const id = useId();
  const number = (
    key: 'bedrooms' | 'bathrooms' | 'floors' | 'purchasePrice' | 'hoaFee',
    label: string,
    step = '1',
  ) => (
    <Field id={`${id}-${key}`} label={label}>
      <Input
        id={`${id}-${key}`}
        type="number"
        inputMode="decimal"
        min={0}
        step={step}
        value={values[key]}
        onChange={(event) => onChange({ [key]: event.target.value })}
      />
    </Field>
  );
  // A type stored before this list existed stays selectable.
  const typeOptions: string[] =
    values.propertyType && !(PROPERTY_TYPES as readonly string[]).includes(values.propertyType)
      ? [...PROPERTY_TYPES, values.propertyType]
      : [...PROPERTY_TYPES];

  return (
    <div className="space-y-4">
      <Field id={`${id}-type`} label="Property Type">
        <Select
          id={`${id}-type`}
          value={values.propertyType}
          onChange={(event) => onChange({ propertyType: event.target.value })}
        >
          <option value="">Select a type</option>
          {typeOptions.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </Select>
      </Field>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        {number('bedrooms', 'Bedrooms')}
        {number('bathrooms', 'Bathrooms', '0.5')}
        {number('floors', 'Floors')}
      </div>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {number('purchasePrice', 'Purchase Price', '0.01')}
        <Field id={`${id}-purchase-date`} label="Purchase Date">
          <Input
            id={`${id}-purchase-date`}
            type="date"
            value={values.purchaseDate}
            onChange={(event) => onChange({ purchaseDate: event.target.value })}
          />
        </Field>
      </div>
      <fieldset className="space-y-3">
        <legend className="text-sm font-medium text-slate-700">Features</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          <Checkbox
            label="Commercial"
            checked={values.isCommercial}
            onChange={(event) => onChange({ isCommercial: event.target.checked })}
          />
          <Checkbox
            label="HOA"
            checked={values.isHoa}
            onChange={(event) => onChange({ isHoa: event.target.checked })}
          />
          <Checkbox
            label="NNN"
            checked={values.isNnn}
            onChange={(event) => onChange({ isNnn: event.target.checked })}
          />
        </div>
        {values.isHoa && <div className="sm:w-1/2">{number('hoaFee', 'HOA Fee (monthly)', '0.01')}</div>}
      </fieldset>
    </div>
  );
}
