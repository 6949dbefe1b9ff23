import { useEffect, useRef, useState, type Ref } from 'react';
import { ChevronDown, FileText } from 'lucide-react';
import { PROPOSAL_TEXT_LIMIT } from '@astor/contract/processor';
import { Tabs } from '@/components/ui/tabs';
import { cn } from '@/lib/cn';
import type { TextRange } from '../lib/source-highlight';

type View = 'image' | 'text';

/** What to mark in the text: the source a field was read from, and the value itself inside it when found. */
export type Highlight = { source: TextRange; value: TextRange | null };

/** A photo or scan is shown as itself; a PDF or Word document as the text that was read from it. */
const isImageFile = (file: File | null): file is File => Boolean(file?.type.startsWith('image/'));

/** The value read when it is marked, else its source: what to bring into view. */
const markIn = (pane: HTMLElement): HTMLElement | null =>
  pane.querySelector<HTMLElement>('mark strong') ?? pane.querySelector<HTMLElement>('mark');

/**
 * Shows the chosen file in an image element through an object URL, released when the file changes or the
 * review closes. The URL is set on the element itself: it lives exactly as long as this effect.
 */
function useObjectUrlIn(image: HTMLImageElement | null, file: File | null) {
  useEffect(() => {
    if (!image || !file) return;
    const url = URL.createObjectURL(file);
    image.setAttribute('src', url);
    return () => {
      image.removeAttribute('src');
      URL.revokeObjectURL(url);
    };
  }, [image, file]);
}

/**
 * The document beside the review's fields (docs/product.md#upload-wizard): the image itself for a photo or
 * scan, and the text that was read, in which the focused field's source is highlighted and scrolled into
 * view. Side by side when the review is wide; on a phone it sits above the fields, folded until opened.
 * `revealCount` goes up when the landlord asks to see a source: the text is shown, opened and scrolled to.
 */
export function DocumentPreview({
  file,
  text,
  highlight,
  revealCount,
}: {
  file: File | null;
  text: string;
  highlight: Highlight | null;
  revealCount: number;
}) {
  const [isImageBroken, setIsImageBroken] = useState(false);
  // A format the browser cannot show (a TIFF scan) falls back to the text read.
  const hasImage = isImageFile(file) && !isImageBroken;
  const [image, setImage] = useState<HTMLImageElement | null>(null);
  useObjectUrlIn(image, hasImage ? file : null);
  const [view, setView] = useState<View>('image');
  const shown: View = hasImage && view === 'image' ? 'image' : 'text';
  const [isOpen, setIsOpen] = useState(false);
  const textRef = useRef<HTMLPreElement>(null);

  // Asking to see a source shows the text (the image has no highlight) and unfolds the preview.
  const [seenReveals, setSeenReveals] = useState(revealCount);
  if (revealCount !== seenReveals) {
    setSeenReveals(revealCount);
    setView('text');
    setIsOpen(true);
  }

  // The highlight is scrolled to inside the text only, so the fields beside it do not move.
  useEffect(() => {
    const pane = textRef.current;
    const mark = pane && markIn(pane);
    if (!pane || !mark) return;
    pane.scrollTop = Math.max(0, mark.offsetTop - pane.clientHeight / 3);
  }, [highlight, shown, isOpen]);

  // A source the landlord asked for is brought into view on a phone too, where the text sits above.
  useEffect(() => {
    if (revealCount === 0) return;
    const pane = textRef.current;
    if (pane) markIn(pane)?.scrollIntoView?.({ block: 'nearest' });
  }, [revealCount, shown, isOpen]);

  const textView = <TextView ref={textRef} text={text} highlight={highlight} />;

  return (
    <section aria-label="Document preview" className="min-w-0 space-y-2">
      <button
        type="button"
        aria-expanded={isOpen}
        onClick={() => setIsOpen((open) => !open)}
        className="flex w-full cursor-pointer items-center justify-between gap-2 rounded-lg border border-slate-200 px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-50 @xl:hidden"
      >
        <span className="flex items-center gap-2">
          <FileText aria-hidden className="size-4 text-slate-400" />
          {isOpen ? 'Hide the document' : 'Show the document'}
        </span>
        <ChevronDown aria-hidden className={cn('size-4 transition-transform', isOpen && 'rotate-180')} />
      </button>
      <div className={cn(isOpen ? 'block' : 'hidden', '@xl:block')}>
        {hasImage ? (
          <Tabs
            label="Document view"
            value={shown}
            onChange={setView}
            tabs={[
              { value: 'image', label: 'Image' },
              { value: 'text', label: 'Text read' },
            ]}
          >
            {shown === 'image' ? (
              <div className="max-h-[28rem] overflow-auto rounded-lg border border-slate-200 bg-slate-50">
                <img
                  ref={setImage}
                  alt="The uploaded document"
                  className="h-auto w-full"
                  onError={() => setIsImageBroken(true)}
                />
              </div>
            ) : (
              textView
            )}
          </Tabs>
        ) : (
          textView
        )}
        {text.length >= PROPOSAL_TEXT_LIMIT && (
          <p className="mt-1 text-xs text-slate-500">Only the beginning of a long text is shown.</p>
        )}
      </div>
    </section>
  );
}

function TextView({
  ref,
  text,
  highlight,
}: {
  ref: Ref<HTMLPreElement>;
  text: string;
  highlight: Highlight | null;
}) {
  if (text.trim() === '') {
    return (
      <p className="rounded-lg border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-slate-500">
        No text was read from this document.
      </p>
    );
  }
  return (
    <pre
      ref={ref}
      aria-label="Text read from the document"
      tabIndex={0}
      className="relative max-h-[28rem] overflow-auto rounded-lg border border-slate-200 bg-white p-3 font-sans text-xs leading-relaxed whitespace-pre-wrap text-slate-700 [overflow-wrap:anywhere]"
    >
      {highlight ? (
        <>
          {text.slice(0, highlight.source.start)}
          <mark className="rounded-sm bg-amber-100 text-slate-900">
            <Marked text={text} range={highlight.source} value={highlight.value} />
          </mark>
          {text.slice(highlight.source.end)}
        </>
      ) : (
        text
      )}
    </pre>
  );
}

/** The source's text, the value read in it in bold on a stronger colour. */
function Marked({ text, range, value }: { text: string; range: TextRange; value: TextRange | null }) {
  if (!value || value.start < range.start || value.end > range.end) return text.slice(range.start, range.end);
  return (
    <>
      {text.slice(range.start, value.start)}
      <strong className="rounded-sm bg-amber-300 font-semibold">{text.slice(value.start, value.end)}</strong>
      {text.slice(value.end, range.end)}
    </>
  );
}
