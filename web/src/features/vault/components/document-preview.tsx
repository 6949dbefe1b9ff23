import { useEffect, useRef } from 'react';
import { Download } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useDocumentFile } from '../api/get-document-file';

const IMAGE_TYPES = /^image\/(png|jpeg|webp)$/;

/**
 * The original of a document in the Record Details dialog: a PDF in a frame, an image as an image,
 * anything else only as a download. The bytes come with the bearer header, so they are shown from an
 * object URL made from the fetched Blob (and revoked when the dialog closes).
 */
export function DocumentPreview({ documentId, fileName }: { documentId: string; fileName: string | null }) {
  const file = useDocumentFile(documentId);

  return (
    <section aria-label="Original document" className="space-y-3">
      <h3 className="text-sm font-semibold text-slate-900">Original document</h3>
      {file.isPending ? (
        <p role="status" className="flex items-center gap-2 text-sm text-slate-500">
          <Spinner /> Loading preview...
        </p>
      ) : file.isError ? (
        <p className="rounded-lg border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-slate-500">
          Preview unavailable.
        </p>
      ) : (
        <FileView blob={file.data} fileName={fileName ?? 'document'} />
      )}
    </section>
  );
}

/** Shows a fetched file and offers it as a download; exported for its own tests. */
export function FileView({ blob, fileName }: { blob: Blob; fileName: string }) {
  const previewRef = useRef<HTMLIFrameElement & HTMLImageElement>(null);
  const downloadRef = useRef<HTMLAnchorElement>(null);
  const type = blob.type.split(';')[0]?.trim().toLowerCase() ?? '';
  const kind = type === 'application/pdf' ? 'pdf' : IMAGE_TYPES.test(type) ? 'image' : 'other';

  // The object URL holds the bytes in memory: made while the file is shown, revoked after. It is set on
  // the elements directly (an external resource, not React state).
  useEffect(() => {
    const url = URL.createObjectURL(blob);
    if (previewRef.current) previewRef.current.src = url;
    if (downloadRef.current) downloadRef.current.href = url;
    return () => URL.revokeObjectURL(url);
  }, [blob, kind]);

  return (
    <div className="space-y-3">
      {kind === 'pdf' ? (
        <iframe
          ref={previewRef}
          title={`Preview of ${fileName}`}
          className="h-[60vh] w-full rounded-lg border border-slate-200"
        />
      ) : kind === 'image' ? (
        <img
          ref={previewRef}
          alt={`Preview of ${fileName}`}
          className="max-h-[60vh] w-full rounded-lg border border-slate-200 object-contain"
        />
      ) : (
        <p className="rounded-lg border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-slate-500">
          No preview for this file type.
        </p>
      )}
      <a
        ref={downloadRef}
        download={fileName}
        className={buttonClasses({ variant: 'secondary', size: 'sm' })}
      >
        <Download className="size-4" aria-hidden />
        Download
      </a>
    </div>
  );
}
