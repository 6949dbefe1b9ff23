import { useId, useMemo, useState } from 'react';
import { TriangleAlert } from 'lucide-react';
import type { ProcessProposal, ProposedField } from '@astor/contract/processor';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { formatServerText } from '@/lib/format';
import { isDraftEmpty, toDraft, visibleFields, type FieldDraft, type FieldDrafts } from '../lib/field-drafts';
import { describeReviewCreates, reviewAddressWarning } from '../lib/review-summary';
import { findSource, findValue, toSearchableText } from '../lib/source-highlight';
import {
  describeReading,
  describeUnreadPages,
  formatConfidence,
  isLowConfidence,
} from '../lib/upload-wizard';
import { DocumentPreview, type Highlight } from './document-preview';
import { FieldEditor } from './field-editor';

/**
 * Review before write (docs/product.md#upload-wizard): the document beside every field read from it,
 * editable, with how sure the reading is and the text it came from, highlighted in the document when the
 * field is focused or its source clicked; unsure fields (below 0.6) say 'Check this', and a required field
 * left empty (nothing was read: no date or amount is ever made up) is marked until it is filled. Fields that
 * do not apply are hidden as the others are corrected; a document naming another address than the chosen
 * property's is pointed out; then what saving will create, as the fields now read.
 */
export function ReviewStep({
  proposal,
  drafts,
  onChange,
  file,
  propertyAddress,
  createsProperty,
}: {
  proposal: ProcessProposal;
  drafts: FieldDrafts;
  onChange: (key: string, draft: FieldDraft) => void;
  /** The chosen file: a photo is shown as itself. */
  file: File | null;
  /** The chosen property's address; null for a lease that creates its property. */
  propertyAddress: string | null;
  /** A lease not linked to a property: saving creates the property from it. */
  createsProperty: boolean;
}) {
  const unreadPages = describeUnreadPages(proposal);
  const text = proposal.text ?? '';
  const searchable = useMemo(() => toSearchableText(text), [text]);
  // Where each field's source, and the value read in it, are in the text: found once per reading.
  const sources = useMemo(
    () =>
      new Map<string, Highlight>(
        proposal.fields.flatMap((field) => {
          const source = findSource(searchable, field.source);
          return source ? [[field.key, { source, value: findValue(searchable, source, field) }]] : [];
        }),
      ),
    [proposal.fields, searchable],
  );
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const [revealCount, setRevealCount] = useState(0);
  const fields = visibleFields(proposal.fields, drafts);
  const creates = describeReviewCreates(proposal, drafts, createsProperty);
  const addressWarning = reviewAddressWarning(proposal, drafts, propertyAddress);

  return (
    <div className="space-y-4 @container">
      <div>
        <h3 className="text-base font-semibold text-slate-900">Review</h3>
        <p className="mt-0.5 text-sm text-slate-500">
          Check what was read and correct it before anything is saved.
        </p>
        <p className="mt-1 text-xs text-slate-500">{describeReading(proposal)}</p>
      </div>

      {unreadPages && <Warning>{unreadPages}</Warning>}
      {addressWarning && <Warning>{addressWarning}</Warning>}

      <div className="grid gap-4 @xl:grid-cols-2">
        <DocumentPreview
          file={file}
          text={text}
          highlight={activeKey ? (sources.get(activeKey) ?? null) : null}
          revealCount={revealCount}
        />
        {fields.length === 0 ? (
          <p className="rounded-lg border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-slate-500">
            No details were read from this document. It will be stored as it is.
          </p>
        ) : (
          // Beside the document the list scrolls on its own; stacked on a phone it flows in the sheet.
          <ul
            className="grid min-w-0 gap-3 @md:grid-cols-2 @xl:max-h-[28rem] @xl:grid-cols-1 @xl:overflow-y-auto @xl:pr-1"
            aria-label="Fields read"
          >
            {fields.map((field) => (
              <ReviewField
                key={field.key}
                field={field}
                draft={drafts[field.key] ?? toDraft(field)}
                isActive={activeKey === field.key}
                hasSourceInText={Boolean(sources.get(field.key))}
                onActivate={() => setActiveKey(field.key)}
                onShowSource={() => {
                  setActiveKey(field.key);
                  setRevealCount((count) => count + 1);
                }}
                onChange={(draft) => onChange(field.key, draft)}
              />
            ))}
          </ul>
        )}
      </div>

      <section className="rounded-lg bg-slate-50 px-4 py-3" aria-labelledby="creates-heading">
        <h4 id="creates-heading" className="text-sm font-medium text-slate-900">
          This will create:
        </h4>
        {/* Read out again as corrections change it. */}
        <ul aria-live="polite" className="mt-1 list-disc space-y-0.5 pl-5 text-sm text-slate-700">
          {creates.map((line, index) => (
            <li key={index}>{formatServerText(line)}</li>
          ))}
        </ul>
      </section>
    </div>
  );
}

function Warning({ children }: { children: string }) {
  return (
    <p
      role="alert"
      className="flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900"
    >
      <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
      {children}
    </p>
  );
}

/** Kinds whose editor needs the full width; the others sit two to a row. */
const WIDE_KINDS: ReadonlySet<ProposedField['kind']> = new Set(['list', 'late_payment', 'fees']);

function ReviewField({
  field,
  draft,
  isActive,
  hasSourceInText,
  onActivate,
  onShowSource,
  onChange,
}: {
  field: ProposedField;
  draft: FieldDraft;
  /** Focused last: its source is the one highlighted. */
  isActive: boolean;
  /** Its source was found in the text read, so it can be shown there. */
  hasSourceInText: boolean;
  onActivate: () => void;
  onShowSource: () => void;
  onChange: (draft: FieldDraft) => void;
}) {
  const id = useId();
  const isUnsure = isLowConfidence(field.confidence);
  const isMissing = field.required_message !== null && isDraftEmpty(draft);
  const confidence = formatConfidence(field.confidence);
  // A long reading (a summary, say) gets a text area; decided once, so typing never swaps the input.
  const isMultiline = field.kind === 'text' && typeof field.value === 'string' && field.value.length > 80;
  return (
    <li
      data-low-confidence={isUnsure || undefined}
      data-missing={isMissing || undefined}
      data-active={isActive || undefined}
      // Focus inside the field (its inputs, its source) makes its source the highlighted one.
      onFocus={onActivate}
      className={cn(
        'relative min-w-0 space-y-2 rounded-lg border p-3',
        isActive && 'ring-2 ring-indigo-200',
        isMissing
          ? 'border-red-400 bg-red-50/60'
          : isUnsure
            ? 'border-amber-400 bg-amber-50/60'
            : 'border-slate-200',
        (WIDE_KINDS.has(field.kind) || isMultiline) && '@md:col-span-2 @xl:col-span-1',
      )}
    >
      <div className="absolute top-3 right-3 flex items-center gap-1.5">
        {isMissing && <Badge tone="red">Required</Badge>}
        {isUnsure && (
          <Badge tone="amber">
            <TriangleAlert className="mr-1 size-3" aria-hidden />
            Check this
          </Badge>
        )}
        <Badge
          tone={isUnsure ? 'amber' : field.confidence >= 0.85 ? 'green' : 'neutral'}
          title={`Read with ${confidence} confidence`}
        >
          {confidence}
        </Badge>
      </div>
      <div className={field.kind === 'boolean' ? 'pr-28' : undefined}>
        <FieldEditor
          id={`${id}-input`}
          label={field.label}
          draft={draft}
          isMultiline={isMultiline}
          onChange={onChange}
        />
      </div>
      {field.source &&
        (hasSourceInText ? (
          <button
            type="button"
            onClick={onShowSource}
            title="Show in the document"
            className="block cursor-pointer text-left text-xs text-slate-500 [overflow-wrap:anywhere] hover:text-indigo-700 focus-visible:outline-2 focus-visible:outline-indigo-600"
          >
            <q className="italic">{field.source}</q>
          </button>
        ) : (
          <p className="text-xs text-slate-500 [overflow-wrap:anywhere]">
            <q className="italic">{field.source}</q>
          </p>
        ))}
    </li>
  );
}
