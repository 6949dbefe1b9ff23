import { useId, type ComponentProps, type ReactNode } from 'react';
import { Field } from './field';
import { Input } from './input';
import { PasswordInput } from './password-input';

/**
 * The inputs the account forms (sign-in, sign-up, settings, password reset, contact) share: the name,
 * type and autocomplete the browser's autofill reads, and all of them required. A form can still set its
 * own `name` (the sign-in form's password is `password`).
 */
const KINDS = {
  name: { name: 'name', autoComplete: 'name' },
  email: { name: 'email', type: 'email', autoComplete: 'email' },
  username: { name: 'username', autoComplete: 'username' },
  'current-password': { name: 'current-password', type: 'password', autoComplete: 'current-password' },
  'new-password': { name: 'new-password', type: 'password', autoComplete: 'new-password' },
  'confirm-password': { name: 'confirm-password', type: 'password', autoComplete: 'new-password' },
} as const;

export type TextFieldKind = keyof typeof KINDS;

interface TextFieldProps extends Omit<ComponentProps<'input'>, 'id' | 'value' | 'onChange' | 'type'> {
  kind: TextFieldKind;
  label: ReactNode;
  value: string;
  onValueChange: (value: string) => void;
  /** The field's class (its width, its grid cell); `className` is the input's. */
  fieldClassName?: string;
}

/** A labelled, required account input holding a string (a password one has the show/hide toggle). */
export function TextField({ kind, label, value, onValueChange, fieldClassName, ...props }: TextFieldProps) {
  const id = useId();
  const preset: { name: string; autoComplete: string; type?: 'email' | 'password' } = KINDS[kind];
  const { type, ...attributes } = preset;
  const inputProps = {
    id,
    required: true,
    ...attributes,
    ...props,
    value,
    onChange: (event: { target: { value: string } }) => onValueChange(event.target.value),
  };
  return (
    <Field id={id} label={label} className={fieldClassName}>
      {type === 'password' ? <PasswordInput {...inputProps} /> : <Input type={type} {...inputProps} />}
    </Field>
  );
}
