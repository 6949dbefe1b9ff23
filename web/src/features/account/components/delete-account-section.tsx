import { useId, useState, type FormEvent } from 'react';
import { Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { FormError } from '@/components/ui/form-error';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { Spinner } from '@/components/ui/spinner';
import { getErrorDetail } from '@/lib/api-client';
import { useDeleteAccount } from '../api/delete-account';
import { SettingsSection } from './settings-section';

const CONFIRMATION_WORD = 'DELETE';
const dangerClasses = 'bg-red-600 hover:bg-red-500 active:bg-red-700 focus-visible:outline-red-600';

/** Deleting the account asks for the password and for DELETE typed out; then `onDeleted` leaves. */
export function DeleteAccountSection({ onDeleted }: { onDeleted: () => void }) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <SettingsSection
      title="Danger zone"
      isDanger
      description="Deleting your account removes every property, tenant, transaction and document in it."
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-600">
          This cannot be undone. Export your data first if you need it.
        </p>
        <Button className={dangerClasses} onClick={() => setIsOpen(true)}>
          <Trash2 className="size-4" aria-hidden />
          Delete my account
        </Button>
      </div>
      {isOpen && <DeleteAccountDialog onCancel={() => setIsOpen(false)} onDeleted={onDeleted} />}
    </SettingsSection>
  );
}

function DeleteAccountDialog({ onCancel, onDeleted }: { onCancel: () => void; onDeleted: () => void }) {
  const ids = { password: useId(), confirmation: useId() };
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [error, setError] = useState<string | null>(null);
  const deleteAccount = useDeleteAccount();
  const isDeleting = deleteAccount.isPending;
  const canDelete = password !== '' && confirmation === CONFIRMATION_WORD && !isDeleting;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canDelete) return;
    setError(null);
    try {
      const reply = await deleteAccount.mutateAsync(password);
      toast.success(reply.message);
      onDeleted();
    } catch (caught) {
      setError(getErrorDetail(caught) ?? 'Failed to delete your account. Please try again.');
    }
  }

  return (
    <Dialog
      isOpen
      // A delete on the wire cannot be called back: the dialog stays until it ends.
      onClose={() => !isDeleting && onCancel()}
      title="Delete your account"
      description="Your account and all its data will be deleted for good."
      size="sm"
    >
      <form onSubmit={handleSubmit} className="space-y-4">
        <FormError message={error} />
        <Field id={ids.password} label="Your password">
          <PasswordInput
            id={ids.password}
            data-autofocus
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </Field>
        <Field
          id={ids.confirmation}
          label={
            <>
              Type <span className="font-mono font-semibold text-red-700">{CONFIRMATION_WORD}</span> to
              confirm
            </>
          }
        >
          <Input
            id={ids.confirmation}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            value={confirmation}
            onChange={(event) => setConfirmation(event.target.value)}
          />
        </Field>
        <div className="flex justify-end gap-2 pt-2">
          <Button variant="secondary" onClick={onCancel} disabled={isDeleting}>
            Cancel
          </Button>
          <Button type="submit" className={dangerClasses} disabled={!canDelete}>
            {isDeleting && <Spinner />}
            {isDeleting ? 'Deleting...' : 'Delete my account'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
