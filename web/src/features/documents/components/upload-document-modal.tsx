import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { NOT_A_LEASE_MESSAGE, type ProcessProposal, type ProcessResult } from '@astor/contract/processor';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { FormError } from '@/components/ui/form-error';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { getErrorDetail } from '@/lib/api-client';
import { useProperties } from '@/lib/queries/properties';
import { useDetectDocumentType } from '../api/detect-document-type';
import { newProgressId, readingText, useReadingProgress } from '../api/reading-progress';
import { useSubmitDocument } from '../api/submit-document';
import { summarizeResult } from '../lib/created-summary';
import {
  missingRequiredMessage,
  readDrafts,
  toDrafts,
  type FieldDraft,
  type FieldDrafts,
} from '../lib/field-drafts';
import {
  chooseUploadTarget,
  DETECTION_EMPTY,
  detectionErrorMessage,
  DOCUMENT_TYPE_CHOICES,
  needsProperty,
  processingErrorMessage,
  resolveDocumentType,
  validateFileStep,
  validatePropertyStep,
  validateTypeStep,
  WIZARD_STEPS,
  type DocumentTypeChoice,
  type TypeChoice,
  type WizardStep,
} from '../lib/upload-wizard';
import { CreatedSummary } from './created-summary';
import { FileDropZone } from './file-drop-zone';
import { ReviewStep } from './review-step';

/**
 * docs/product.md#upload-wizard: the Upload Document modal, a three-step wizard (file, type, property)
 * followed by a review of what was read. Mounted once by the dashboard layout; closing it resets it.
 */
export function UploadDocumentModal({
  isOpen,
  onClose,
  propertyId,
}: {
  isOpen: boolean;
  onClose: () => void;
  /** Preselects this property (and links a lease to it). */
  propertyId?: string;
}) {
  // The review puts the document beside its fields: it gets the wider dialog.
  const [isReviewing, setIsReviewing] = useState(false);
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title="Upload Document" size={isReviewing ? 'xl' : 'lg'}>
      {/* Mounted only while open: every opening starts at step 1 with nothing chosen. */}
      <UploadWizard initialPropertyId={propertyId} onDone={onClose} onReviewing={setIsReviewing} />
    </Dialog>
  );
}

const PREVIOUS_STEP: Record<WizardStep, WizardStep> = {
  file: 'file',
  type: 'file',
  property: 'type',
  review: 'property',
};

function UploadWizard({
  initialPropertyId,
  onDone,
  onReviewing,
}: {
  initialPropertyId?: string;
  onDone: () => void;
  onReviewing: (isReviewing: boolean) => void;
}) {
  const id = useId();
  const navigate = useNavigate();
  const [step, setStep] = useState<WizardStep>('file');
  useEffect(() => onReviewing(step === 'review'), [step, onReviewing]);
  const [file, setFile] = useState<File | null>(null);
  // The file the type was detected for: choosing another one detects again.
  const [detectedFile, setDetectedFile] = useState<File | null>(null);
  const [detectedType, setDetectedType] = useState<DocumentTypeChoice | null>(null);
  const [typeChoice, setTypeChoice] = useState<TypeChoice>({ documentType: '', customType: '' });
  const [isLinkedToProperty, setIsLinkedToProperty] = useState(Boolean(initialPropertyId));
  const [propertyId, setPropertyId] = useState(initialPropertyId ?? '');
  const [proposal, setProposal] = useState<ProcessProposal | null>(null);
  const [drafts, setDrafts] = useState<FieldDrafts>({});
  const [error, setError] = useState<string | null>(null);
  // A lease upload the server says is no lease: the landlord may use it as one anyway (sent as confirm_type).
  const [isNotALease, setIsNotALease] = useState(false);
  const [isTypeConfirmed, setIsTypeConfirmed] = useState(false);
  const detect = useDetectDocumentType();
  const submit = useSubmitDocument();
  // The upload being read, named so that its pages read can be polled ("Reading page 3 of 16...").
  const [progressId, setProgressId] = useState<string | null>(null);
  const readingProgress = useReadingProgress(progressId);
  const properties = useProperties();

  const choice = { ...typeChoice, isLinkedToProperty, propertyId };
  const isBusy = detect.isPending || submit.isPending;
  // Nothing is saved while a required field (an expense's date or total) is empty: the reader never guesses.
  const missing = step === 'review' && proposal ? missingRequiredMessage(proposal.fields, drafts) : null;

  function showError(message: string | null) {
    setError(message);
    setIsNotALease(false);
  }

  function goBack() {
    // docs/product.md#upload-wizard: Back returns one step and clears the error.
    showError(null);
    setStep(PREVIOUS_STEP[step]);
  }

  async function handleFileNext() {
    const problem = validateFileStep(file);
    if (problem || !file) return setError(problem);
    setError(null);
    if (file === detectedFile) return setStep('type');
    try {
      const detected = await detect.mutateAsync(file);
      if (!detected) return setError(DETECTION_EMPTY);
      // docs/product.md#upload-wizard: the returned type pre-fills step 2.
      setTypeChoice(detected);
      setDetectedType(detected.documentType || null);
      setDetectedFile(file);
      setStep('type');
    } catch (caught) {
      setError(detectionErrorMessage(caught));
    }
  }

  function handleTypeNext() {
    const problem = validateTypeStep(typeChoice);
    if (problem) return setError(problem);
    setError(null);
    setStep('property');
  }

  async function handlePropertyNext(isConfirmed = isTypeConfirmed) {
    const problem = validatePropertyStep(choice);
    if (problem || !file) return showError(problem);
    showError(null);
    const target = chooseUploadTarget(choice);
    const id = newProgressId();
    setProgressId(id);
    try {
      const reply = await submit
        .mutateAsync({
          target,
          file,
          documentType: resolveDocumentType(typeChoice),
          isDryRun: true,
          isTypeConfirmed: isConfirmed,
          progressId: id,
        })
        .finally(() => setProgressId(null));
      if (!reply.dry_run) return finish(reply);
      setIsTypeConfirmed(isConfirmed);
      setProposal(reply);
      setDrafts(toDrafts(reply.fields));
      setStep('review');
    } catch (caught) {
      setError(processingErrorMessage(caught));
      setIsNotALease(target.endpoint === 'lease' && getErrorDetail(caught) === NOT_A_LEASE_MESSAGE);
    }
  }

  async function handleSave() {
    if (!file || !proposal || missing) return;
    setError(null);
    try {
      const reply = await submit.mutateAsync({
        target: chooseUploadTarget(choice),
        file,
        documentType: resolveDocumentType(typeChoice),
        isDryRun: false,
        fields: readDrafts(proposal.fields, drafts),
        isTypeConfirmed,
      });
      if (reply.dry_run) return setError(processingErrorMessage(null));
      finish(reply);
    } catch (caught) {
      setError(processingErrorMessage(caught));
    }
  }

  /**
   * docs/product.md#upload-wizard: after a successful upload the data is refreshed (by the mutation) and the
   * modal closes.
   */
  function finish(result: ProcessResult) {
    toast.success('Document processed', {
      description: <CreatedSummary lines={summarizeResult(result)} onOpen={(href) => void navigate(href)} />,
      duration: 3000,
    });
    onDone();
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isBusy) return;
    if (step === 'file') void handleFileNext();
    else if (step === 'type') handleTypeNext();
    else if (step === 'property') void handlePropertyNext();
    else void handleSave();
  }

  const propertyOptions = properties.data ?? [];

  return (
    <form onSubmit={handleSubmit} noValidate className="space-y-5">
      <StepList current={step} />
      <FormError message={error} />
      {isNotALease && step === 'property' && (
        <div className="flex flex-wrap items-center gap-3 rounded-lg bg-slate-50 px-3 py-2.5 text-sm text-slate-600">
          <span className="flex-1">
            Astor would not call it a lease. Choose another file, or use it as a lease and check every field.
          </span>
          <Button
            variant="secondary"
            size="sm"
            disabled={isBusy}
            onClick={() => void handlePropertyNext(true)}
          >
            Use it as a lease anyway
          </Button>
        </div>
      )}

      {step === 'file' && (
        <StepSection title="Choose a file">
          <FileDropZone
            id={`${id}-file`}
            file={file}
            isDisabled={detect.isPending}
            onChange={(chosen) => {
              setFile(chosen);
              setIsTypeConfirmed(false);
              showError(null);
            }}
          />
          {detect.isPending && <Progress text="Reading your document..." />}
        </StepSection>
      )}

      {step === 'type' && (
        <StepSection title="Document type">
          <fieldset className="space-y-2">
            <legend className="sr-only">Document type</legend>
            {DOCUMENT_TYPE_CHOICES.map((type) => (
              <div
                key={type}
                className={cn(
                  'flex items-center gap-3 rounded-lg border pr-3 text-sm transition-colors',
                  typeChoice.documentType === type
                    ? 'border-indigo-500 bg-indigo-50/60 text-slate-900'
                    : 'border-slate-200 text-slate-700 hover:bg-slate-50',
                )}
              >
                <label className="flex flex-1 cursor-pointer items-center gap-3 py-2.5 pl-3 font-medium">
                  <input
                    type="radio"
                    name={`${id}-type`}
                    value={type}
                    checked={typeChoice.documentType === type}
                    onChange={() => {
                      setTypeChoice((current) => ({ ...current, documentType: type }));
                      setIsTypeConfirmed(false);
                      showError(null);
                    }}
                    className="size-4 cursor-pointer accent-indigo-600"
                  />
                  {type}
                </label>
                {detectedType === type && <Badge tone="indigo">Detected</Badge>}
              </div>
            ))}
          </fieldset>
          {typeChoice.documentType === 'Other' && (
            <Field id={`${id}-custom`} label="Custom type">
              <Input
                id={`${id}-custom`}
                autoComplete="off"
                placeholder="e.g. Insurance policy"
                value={typeChoice.customType}
                onChange={(event) =>
                  setTypeChoice((current) => ({ ...current, customType: event.target.value }))
                }
              />
            </Field>
          )}
        </StepSection>
      )}

      {step === 'property' && (
        <StepSection title="Property">
          {typeChoice.documentType === 'Lease' && (
            <Checkbox
              label="Link to Existing Property"
              checked={isLinkedToProperty}
              onChange={(event) => {
                setIsLinkedToProperty(event.target.checked);
                showError(null);
              }}
            />
          )}
          {needsProperty(choice) ? (
            <Field id={`${id}-property`} label="Property">
              <Select
                id={`${id}-property`}
                value={propertyId}
                disabled={properties.isPending || submit.isPending}
                onChange={(event) => {
                  setPropertyId(event.target.value);
                  setError(null);
                }}
              >
                <option value="">
                  {properties.isPending ? 'Loading properties...' : 'Select a property'}
                </option>
                {propertyOptions.map((property) => (
                  <option key={property.id} value={property.id}>
                    {property.address}
                  </option>
                ))}
              </Select>
              {properties.isError && <p className="text-xs text-red-600">Failed to fetch properties</p>}
              {properties.isSuccess && propertyOptions.length === 0 && (
                <p className="text-xs text-slate-500">No properties yet. Add a property first.</p>
              )}
            </Field>
          ) : (
            <p className="rounded-lg bg-slate-50 px-3 py-2.5 text-sm text-slate-600">
              The property details will be read from the lease: the property, the lease and its tenants are
              created from it.
            </p>
          )}
          {submit.isPending && <Progress text={readingText(readingProgress)} />}
        </StepSection>
      )}

      {step === 'review' && proposal && (
        <ReviewStep
          proposal={proposal}
          drafts={drafts}
          onChange={(key: string, draft: FieldDraft) =>
            setDrafts((current) => ({ ...current, [key]: draft }))
          }
          file={file}
          propertyAddress={
            needsProperty(choice)
              ? (propertyOptions.find((property) => property.id === propertyId)?.address ?? null)
              : null
          }
          createsProperty={!needsProperty(choice)}
        />
      )}

      {missing && (
        <p id={`${id}-missing`} className="text-sm font-medium text-red-700">
          {missing}
        </p>
      )}

      <div className="flex justify-between gap-2 pt-1">
        {step === 'file' ? (
          <Button variant="secondary" onClick={onDone} disabled={isBusy}>
            Cancel
          </Button>
        ) : (
          <Button variant="secondary" onClick={goBack} disabled={isBusy}>
            Back
          </Button>
        )}
        <Button
          type="submit"
          disabled={isBusy || missing !== null}
          aria-describedby={missing ? `${id}-missing` : undefined}
        >
          {isBusy && <Spinner />}
          {step === 'review' ? 'Save' : 'Next'}
        </Button>
      </div>
    </form>
  );
}

function StepList({ current }: { current: WizardStep }) {
  const currentIndex = WIZARD_STEPS.findIndex((item) => item.step === current);
  return (
    <ol className="flex flex-wrap items-center gap-3 text-sm" aria-label="Steps">
      {WIZARD_STEPS.map((item, index) => (
        <li
          key={item.step}
          aria-current={index === currentIndex ? 'step' : undefined}
          className="flex items-center gap-2"
        >
          <span
            className={cn(
              'flex size-6 items-center justify-center rounded-full text-xs font-semibold',
              index <= currentIndex ? 'bg-indigo-600 text-white' : 'bg-slate-100 text-slate-500',
            )}
          >
            {index + 1}
          </span>
          <span className={index === currentIndex ? 'font-medium text-slate-900' : 'text-slate-500'}>
            {item.label}
          </span>
          {index < WIZARD_STEPS.length - 1 && <span className="h-px w-6 bg-slate-200" aria-hidden />}
        </li>
      ))}
    </ol>
  );
}

function StepSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-4">
      <h3 className="text-base font-semibold text-slate-900">{title}</h3>
      {children}
    </section>
  );
}

/**
 * The request cannot report its bytes, so the bar is indeterminate; the text says what is happening, page
 * by page for a long PDF (docs/product.md#upload-wizard).
 */
function Progress({ text }: { text: string }) {
  return (
    <div role="status" className="space-y-2">
      <div
        role="progressbar"
        aria-label={text}
        className="h-1.5 w-full overflow-hidden rounded-full bg-indigo-100"
      >
        <div className="h-full w-full animate-pulse rounded-full bg-indigo-500" />
      </div>
      <p className="flex items-center gap-2 text-sm text-slate-600">
        <Spinner className="text-indigo-600" />
        {text}
      </p>
    </div>
  );
}
