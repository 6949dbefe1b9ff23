import { useId, useState, type FormEvent } from 'react';
import { ChangePasswordInputSchema } from '@astor/contract/auth';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { FormError } from '@/components/ui/form-error';
import { PasswordInput } from '@/components/ui/password-input';
import { Spinner } from '@/components/ui/spinner';
import { getErrorDetail } from '@/lib/api-client';
import { useChangePassword } from '../api/change-password';
import { newPasswordError } from '../lib/new-password';
import { FormSuccess } from './form-success';
import { SettingsSection } from './settings-section';

/** Current, new and confirmation; on success the server has signed every other device out. */
export function PasswordSection() {
  const ids = { current: useId(), next: useId(), confirmation: useId() };
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [doneMessage, setDoneMessage] = useState<string | null>(null);
  const changePassword = useChangePassword();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    setDoneMessage(null);
    const problem = newPasswordError(newPassword, confirmation);
    const input = ChangePasswordInputSchema.safeParse({
      current_password: currentPassword,
      new_password: newPassword,
    });
    if (problem || !input.success) {
      setError(problem ?? input.error?.issues[0]?.message ?? 'Check the passwords and try again.');
      return;
    }
    try {
      const reply = await changePassword.mutateAsync(input.data);
      setDoneMessage(reply.message);
      setCurrentPassword('');
      setNewPassword('');
      setConfirmation('');
    } catch (caught) {
      setError(getErrorDetail(caught) ?? 'Failed to change your password. Please try again.');
    }
  }

  return (
    <SettingsSection title="Password" description="Changing it signs you out on every other device.">
      <form onSubmit={handleSubmit} className="space-y-4">
        <FormError message={error} />
        {doneMessage && <FormSuccess>{doneMessage}</FormSuccess>}
        <Field id={ids.current} label="Current password" className="sm:max-w-[calc(50%-0.5rem)]">
          <PasswordInput
            id={ids.current}
            name="current-password"
            autoComplete="current-password"
            required
            value={currentPassword}
            onChange={(event) => setCurrentPassword(event.target.value)}
          />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id={ids.next} label="New password">
            <PasswordInput
              id={ids.next}
              name="new-password"
              autoComplete="new-password"
              required
              value={newPassword}
              onChange={(event) => setNewPassword(event.target.value)}
            />
          </Field>
          <Field id={ids.confirmation} label="Confirm new password">
            <PasswordInput
              id={ids.confirmation}
              name="confirm-password"
              autoComplete="new-password"
              required
              value={confirmation}
              onChange={(event) => setConfirmation(event.target.value)}
            />
          </Field>
        </div>
        <div className="flex justify-end">
          <Button type="submit" disabled={changePassword.isPending}>
            {changePassword.isPending && <Spinner />}
            Change password
          </Button>
        </div>
      </form>
    </SettingsSection>
  );
}
