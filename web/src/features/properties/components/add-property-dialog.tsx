import { useId, useRef, useState, type FormEvent } from 'react';
import { FileText, MapPinned, X } from 'lucide-react';
import { toast } from 'sonner';
import type { ProcessProposal } from '@astor/contract/processor';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { FormError } from '@/components/ui/form-error';
import { Spinner } from '@/components/ui/spinner';
import { getErrorDetail } from '@/lib/api-client';
import { useUploadLease } from '@/lib/queries/upload-lease';
import { useCreateProperty } from '../api/create-property';
import {
  applySuggestion,
  APPROXIMATE_LOCATION_NOTE,
  clearAddress,
  emptyPropertyForm,
  LEASE_FILE_ACCEPT,
  toCreatePropertyInput,
  validatePropertyInformation,
  type PropertyFormValues,
} from '../lib/property-form';
import { AddressCombobox } from './address-combobox';
import { LocalityFields, PropertyDetailsFields } from './property-details-fields';

// A failed lease upload (docs/product.md#property-validation).
const LEASE_UPLOAD_FAILED = 'Failed to upload lease. Please try again.';

const STEPS = ['Property Information', 'Property Details'] as const;

/**
 * docs/product.md#add-property: Add Property in two steps, Property Information then Property Details, with
 * Back.
 */
export function AddPropertyDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title="Add Property" size="lg">
      {/* Mounted only while open, so every opening starts from an empty form. */}
      <AddPropertyForm onDone={onClose} />
    </Dialog>
  );
}

export function AddPropertyForm({ onDone }: { onDone: () => void }) {
  const ids = { address: useId(), file: useId(), fileNote: useId(), creates: useId() };
  const [step, setStep] = useState<0 | 1>(0);
  const [values, setValues] = useState<PropertyFormValues>(emptyPropertyForm);
  const [leaseFile, setLeaseFile] = useState<File | null>(null);
  // A lease file is read first (a dry run) and what it would create is shown before anything is saved.
  const [leaseProposal, setLeaseProposal] = useState<ProcessProposal | null>(null);
  const [error, setError] = useState<string | null>(null);
  const fileInputRef = useRef<HTMLInputElement>(null);
  const createMutation = useCreateProperty();
  const leaseMutation = useUploadLease();

  const update = (change: Partial<PropertyFormValues>) => setValues((current) => ({ ...current, ...change }));

  function chooseFile(file: File | null) {
    setLeaseFile(file);
    setError(null);
    // docs/product.md#add-property: choosing a file clears the address, city, state and zip fields.
    if (file) setValues(clearAddress);
  }

  function removeFile() {
    chooseFile(null);
    if (fileInputRef.current) fileInputRef.current.value = '';
  }

  async function handleInformationSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = validatePropertyInformation({ address: values.address, leaseFile });
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    if (leaseFile) {
      try {
        const reply = await leaseMutation.mutateAsync({ file: leaseFile, isDryRun: true });
        if (!reply.dry_run) return finishLease();
        setLeaseProposal(reply);
      } catch (caught) {
        setError(getErrorDetail(caught) ?? LEASE_UPLOAD_FAILED);
        return;
      }
    }
    setStep(1);
  }

  async function handleLeaseSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!leaseFile) return;
    setError(null);
    try {
      await leaseMutation.mutateAsync({ file: leaseFile, isDryRun: false });
    } catch (caught) {
      setError(getErrorDetail(caught) ?? LEASE_UPLOAD_FAILED);
      return;
    }
    finishLease();
  }

  function finishLease() {
    toast.success('Property added from lease', { duration: 3000 });
    onDone();
  }

  function goBack() {
    setError(null);
    setLeaseProposal(null);
    setStep(0);
  }

  async function handleDetailsSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    try {
      await createMutation.mutateAsync(toCreatePropertyInput(values));
    } catch (caught) {
      // docs/product.md#property-validation: the server's detail, else the fallback.
      setError(getErrorDetail(caught) ?? 'Failed to add property. Please try again.');
      return;
    }
    toast.success('Property added', { duration: 3000 });
    onDone();
  }

  return (
    <div className="space-y-5">
      <ol className="flex items-center gap-3 text-sm" aria-label="Steps">
        {STEPS.map((label, index) => (
          <li
            key={label}
            aria-current={index === step ? 'step' : undefined}
            className="flex items-center gap-2"
          >
            <span
              className={
                index <= step
                  ? 'flex size-6 items-center justify-center rounded-full bg-indigo-600 text-xs font-semibold text-white'
                  : 'flex size-6 items-center justify-center rounded-full bg-slate-100 text-xs font-semibold text-slate-500'
              }
            >
              {index + 1}
            </span>
            <span className={index === step ? 'font-medium text-slate-900' : 'text-slate-500'}>{label}</span>
            {index < STEPS.length - 1 && <span className="h-px w-8 bg-slate-200" aria-hidden />}
          </li>
        ))}
      </ol>

      {step === 0 ? (
        <form onSubmit={handleInformationSubmit} noValidate className="space-y-4">
          <h3 className="text-base font-semibold text-slate-900">Property Information</h3>
          <FormError message={error} />
          <Field id={ids.address} label="Address">
            <AddressCombobox
              id={ids.address}
              isAutofocus
              value={values.address}
              onChange={(address) => {
                // A changed address no longer matches the picked suggestion's coordinates.
                update({ address, latitude: null, longitude: null, isLocationApproximate: false });
                if (leaseFile) removeFile();
              }}
              onPick={(suggestion) => setValues((current) => applySuggestion(current, suggestion))}
            />
          </Field>
          <LocalityFields values={values} onChange={update} />
          {values.isLocationApproximate && (
            <p role="status" className="flex items-start gap-2 text-xs text-amber-800">
              <MapPinned className="mt-px size-4 shrink-0" aria-hidden />
              {APPROXIMATE_LOCATION_NOTE}
            </p>
          )}

          <div className="flex items-center gap-3 text-xs font-medium tracking-wide text-slate-400 uppercase">
            <span className="h-px flex-1 bg-slate-200" />
            or
            <span className="h-px flex-1 bg-slate-200" />
          </div>

          <Field id={ids.file} label="Upload a lease">
            <input
              ref={fileInputRef}
              id={ids.file}
              type="file"
              accept={LEASE_FILE_ACCEPT}
              aria-describedby={ids.fileNote}
              onChange={(event) => chooseFile(event.target.files?.[0] ?? null)}
              className="block w-full text-sm text-slate-600 file:mr-3 file:cursor-pointer file:rounded-lg file:border-0 file:bg-indigo-50 file:px-3 file:py-2 file:text-sm file:font-medium file:text-indigo-700 hover:file:bg-indigo-100"
            />
            <p id={ids.fileNote} className="text-xs text-slate-500">
              Images, PDF, DOC or DOCX.
            </p>
            {leaseFile && (
              <div className="flex items-start gap-2 rounded-lg border border-indigo-200 bg-indigo-50 px-3 py-2 text-sm text-indigo-900">
                <FileText className="mt-0.5 size-4 shrink-0" aria-hidden />
                <span className="flex-1">
                  <span className="font-medium">{leaseFile.name}</span>: the property details will be read
                  from this lease.
                </span>
                <button
                  type="button"
                  onClick={removeFile}
                  disabled={leaseMutation.isPending}
                  className="cursor-pointer rounded p-0.5 hover:bg-indigo-100"
                  aria-label="Remove file"
                >
                  <X className="size-4" aria-hidden />
                </button>
              </div>
            )}
          </Field>

          <div className="flex items-center justify-end gap-2 pt-2">
            {leaseMutation.isPending && (
              <span role="status" className="mr-auto text-sm text-slate-600">
                Reading your lease...
              </span>
            )}
            <Button variant="secondary" onClick={onDone}>
              Cancel
            </Button>
            <Button type="submit" disabled={leaseMutation.isPending}>
              {leaseMutation.isPending && <Spinner />}
              Next
            </Button>
          </div>
        </form>
      ) : leaseProposal && leaseFile ? (
        <form onSubmit={handleLeaseSubmit} className="space-y-4">
          <div>
            <h3 className="text-base font-semibold text-slate-900">Property Details</h3>
            <p className="mt-0.5 text-sm text-slate-500">Read from {leaseFile.name}</p>
          </div>
          <FormError message={error} />
          <section className="rounded-lg bg-slate-50 px-4 py-3" aria-labelledby={ids.creates}>
            <h4 id={ids.creates} className="text-sm font-medium text-slate-900">
              This will create:
            </h4>
            <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm text-slate-700">
              {leaseProposal.creates.map((line, index) => (
                <li key={index}>{line}</li>
              ))}
            </ul>
          </section>
          <div className="flex justify-between gap-2 pt-2">
            <Button variant="secondary" onClick={goBack} disabled={leaseMutation.isPending}>
              Back
            </Button>
            <Button type="submit" disabled={leaseMutation.isPending}>
              {leaseMutation.isPending && <Spinner />}
              Add Property
            </Button>
          </div>
        </form>
      ) : (
        <form onSubmit={handleDetailsSubmit} className="space-y-4">
          <div>
            <h3 className="text-base font-semibold text-slate-900">Property Details</h3>
            <p className="mt-0.5 text-sm text-slate-500">{values.address}</p>
          </div>
          <FormError message={error} />
          <PropertyDetailsFields values={values} onChange={update} />
          <div className="flex justify-between gap-2 pt-2">
            <Button variant="secondary" onClick={goBack}>
              Back
            </Button>
            <Button type="submit" disabled={createMutation.isPending}>
              {createMutation.isPending && <Spinner />}
              Add Property
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
