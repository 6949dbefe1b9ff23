import { useId } from 'react';
import { TriangleAlert } from 'lucide-react';
import type { ProcessProposal, ProposedField } from '@astor/contract/processor';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { formatServerText } from '@/lib/format';
import { isDraftEmpty, toDraft, type FieldDraft, type FieldDrafts } from '../lib/field-drafts';
import {
  describeReading,
  describeUnreadPages,
  formatConfidence,
  isLowConfidence,
} from '../lib/upload-wizard';
import { FieldEditor } from './field-editor';

/**
 * Review before write: every field read from the document, editable, with how sure the reading is and
 * the text it came from; unsure fields (below 0.6) say 'Check this', and a required field left empty
 * (nothing was read: no date or amount is ever made up) is marked until it is filled. Then what saving
 * will create.
 */
export function ReviewStep({
  proposal,
  drafts,
  onChange,
}: {
  proposal: ProcessProposal;
  drafts: FieldDrafts;
  onChange: (key: string, draft: FieldDraft) => void;
}) {
  const unreadPages = describeUnreadPages(proposal);
  return (
    <div className="space-y-4">
      <div>
        <h3 className="text-base font-semibold text-slate-900">Review</h3>
        <p className="mt-0.5 text-sm text-slate-500">
          Check what was read and correct it before anything is saved.
        </p>
        <p className="mt-1 text-xs text-slate-400">{describeReading(proposal)}</p>
      </div>

      {unreadPages && (
        <p
          role="alert"
          className="flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900"
        >
          <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
          {unreadPages}
        </p>
      )}

      {proposal.fields.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-slate-500">
          No details were read from this document. It will be stored as it is.
        </p>
      ) : (
        <ul className="grid max-h-[28rem] gap-3 overflow-y-auto pr-1 sm:grid-cols-2" aria-label="Fields read">
          {proposal.fields.map((field) => (
            <ReviewField
              key={field.key}
              field={field}
              draft={drafts[field.key] ?? toDraft(field)}
              onChange={(draft) => onChange(field.key, draft)}
            />
          ))}
        </ul>
      )}

      {proposal.creates.length > 0 && (
        <section className="rounded-lg bg-slate-50 px-4 py-3" aria-labelledby="creates-heading">
          <h4 id="creates-heading" className="text-sm font-medium text-slate-900">
            This will create:
          </h4>
          <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm text-slate-700">
            {proposal.creates.map((line, index) => (
              <li key={index}>{formatServerText(line)}</li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

/** Kinds whose editor needs the full width; the others sit two to a row. */
const WIDE_KINDS: ReadonlySet<ProposedField['kind']> = new Set(['list', 'late_payment', 'fees']);

function ReviewField({
  field,
  draft,
  onChange,
}: {
  field: ProposedField;
  draft: FieldDraft;
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
      className={cn(
        'relative space-y-2 rounded-lg border p-3',
        isMissing
          ? 'border-red-400 bg-red-50/60'
          : isUnsure
            ? 'border-amber-400 bg-amber-50/60'
            : 'border-slate-200',
        (WIDE_KINDS.has(field.kind) || isMultiline) && 'sm:col-span-2',
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
      {field.source && (
        <p className="text-xs text-slate-500">
          <q className="italic">{field.source}</q>
        </p>
      )}
    </li>
  );
}
