import { useState, type FormEvent } from 'react';
import { ChangePasswordInputSchema } from '@astor/contract/auth';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { getErrorDetail } from '@/lib/api-client';
import { useChangePassword } from '../api/change-password';
import { newPasswordError } from '../lib/new-password';
import { FormSuccess } from './form-success';
import { SettingsSection } from './settings-section';

/** Current, new and confirmation; on success the server has signed every other device out. */
export function PasswordSection() {
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
        <TextField
          kind="current-password"
          label="Current password"
          fieldClassName="sm:max-w-[calc(50%-0.5rem)]"
          value={currentPassword}
          onValueChange={setCurrentPassword}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            kind="new-password"
            label="New password"
            value={newPassword}
            onValueChange={setNewPassword}
          />
          <TextField
            kind="confirm-password"
            label="Confirm new password"
            value={confirmation}
            onValueChange={setConfirmation}
          />
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
