import type { Dispatch, SetStateAction } from 'react';
import type { FormErrors } from './form-errors';

/**
 * For a form whose inputs hold strings: the props that tie the input of field `name` to its value and its
 * error. Its id is `${formId}-${name}` (the Field's `id`), and it names the Field's error
 * (`${id}-error`) while there is one.
 */
export function fieldBinder<V extends Record<keyof V & string, string>>(
  formId: string,
  values: V,
  setValues: Dispatch<SetStateAction<V>>,
  errors: FormErrors<keyof V & string>,
) {
  return (name: keyof V & string) => {
    const error = errors.fields[name];
    return {
      id: `${formId}-${name}`,
      value: values[name],
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `${formId}-${name}-error` : undefined,
      onChange: (event: { target: { value: string } }) =>
        setValues((current) => ({ ...current, [name]: event.target.value })),
    };
  };
}
