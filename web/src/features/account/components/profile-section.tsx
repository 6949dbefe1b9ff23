import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { UpdateMeInputSchema, type User } from '@astor/contract/auth';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { FormError } from '@/components/ui/form-error';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { getErrorDetail } from '@/lib/api-client';
import { useUpdateMe } from '../api/update-me';
import { SettingsSection } from './settings-section';

/** The name shown in the top bar (its first word) and on the profile; the username is fixed. */
export function ProfileSection({ user }: { user: User }) {
  const usernameId = useId();
  const [name, setName] = useState(user.name);
  const [error, setError] = useState<string | null>(null);
  const updateMe = useUpdateMe();
  const isUnchanged = name.trim() === user.name;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    const input = UpdateMeInputSchema.pick({ name: true }).required().safeParse({ name });
    if (!input.success) {
      setError(input.error.issues[0]?.message ?? 'Name is required');
      return;
    }
    try {
      const saved = await updateMe.mutateAsync(input.data);
      setName(saved.name);
      toast.success('Profile updated');
    } catch (caught) {
      setError(getErrorDetail(caught) ?? 'Failed to update your profile. Please try again.');
    }
  }

  return (
    <SettingsSection title="Profile" description="Your name, as shown in the top bar and on your profile.">
      <form onSubmit={handleSubmit} className="space-y-4">
        <FormError message={error} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField kind="name" label="Name" value={name} onValueChange={setName} />
          <Field id={usernameId} label="Username">
            <Input
              id={usernameId}
              value={user.email}
              readOnly
              disabled
              aria-describedby={`${usernameId}-hint`}
            />
            <p id={`${usernameId}-hint`} className="text-xs text-slate-500">
              You sign in with it; it cannot be changed.
            </p>
          </Field>
        </div>
        <div className="flex justify-end">
          <Button type="submit" disabled={isUnchanged || updateMe.isPending}>
            {updateMe.isPending && <Spinner />}
            Save profile
          </Button>
        </div>
      </form>
    </SettingsSection>
  );
}
