import { useRef, useState, type DragEvent } from 'react';
import { FileText, UploadCloud, X } from 'lucide-react';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/cn';
import { formatFileSize } from '@/lib/format';
import { DOCUMENT_FILE_ACCEPT } from '../lib/upload-wizard';

/**
 * Step 1 of docs/product.md#upload-wizard: a file chosen with the file input (labelled 'File') or dropped on
 * the zone.
 */
export function FileDropZone({
  id,
  file,
  isDisabled,
  onChange,
}: {
  id: string;
  file: File | null;
  isDisabled: boolean;
  onChange: (file: File | null) => void;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [isDragging, setIsDragging] = useState(false);

  function handleDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setIsDragging(false);
    if (isDisabled) return;
    const dropped = event.dataTransfer.files[0];
    if (dropped) onChange(dropped);
  }

  function clear() {
    onChange(null);
    if (inputRef.current) inputRef.current.value = '';
  }

  return (
    <div className="space-y-2">
      <Label htmlFor={id}>File</Label>
      <div
        onDragOver={(event) => {
          event.preventDefault();
          if (!isDisabled) setIsDragging(true);
        }}
        onDragLeave={() => setIsDragging(false)}
        onDrop={handleDrop}
        className={cn(
          'flex flex-col items-center gap-3 rounded-xl border-2 border-dashed px-6 py-8 text-center transition-colors',
          isDragging ? 'border-indigo-400 bg-indigo-50' : 'border-slate-300 bg-slate-50',
        )}
      >
        <UploadCloud className="size-8 text-slate-400" aria-hidden />
        <p className="text-sm text-slate-600">Drag and drop a file here, or choose one.</p>
        <input
          ref={inputRef}
          id={id}
          type="file"
          accept={DOCUMENT_FILE_ACCEPT}
          disabled={isDisabled}
          data-autofocus
          onChange={(event) => onChange(event.target.files?.[0] ?? null)}
          className="block max-w-full text-sm text-slate-600 file:mr-3 file:cursor-pointer file:rounded-lg file:border-0 file:bg-indigo-50 file:px-3 file:py-2 file:text-sm file:font-medium file:text-indigo-700 hover:file:bg-indigo-100"
        />
        <p className="text-xs text-slate-500">Images, PDF, DOC or DOCX.</p>
      </div>
      {file && (
        <div className="flex items-center gap-2 rounded-lg border border-slate-200 bg-white px-3 py-2 text-sm">
          <FileText className="size-4 shrink-0 text-indigo-600" aria-hidden />
          <span className="min-w-0 flex-1 truncate font-medium text-slate-900">{file.name}</span>
          <span className="shrink-0 text-xs text-slate-500">{formatFileSize(file.size)}</span>
          <button
            type="button"
            onClick={clear}
            disabled={isDisabled}
            aria-label="Remove file"
            className="cursor-pointer rounded p-0.5 text-slate-400 hover:bg-slate-100 hover:text-slate-600 disabled:pointer-events-none"
          >
            <X className="size-4" aria-hidden />
          </button>
        </div>
      )}
    </div>
  );
}
