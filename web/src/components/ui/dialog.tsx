import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { X } from 'lucide-react';
import { cn } from '@/lib/cn';
import { useModalFocus } from './use-modal-focus';

type Size = 'sm' | 'md' | 'lg' | 'xl';

const sizes: Record<Size, string> = {
  sm: 'max-w-md',
  md: 'max-w-lg',
  lg: 'max-w-2xl',
  xl: 'max-w-4xl',
};

export interface DialogProps {
  isOpen: boolean;
  onClose: () => void;
  /** Names the dialog for screen readers and is shown as its heading. */
  title: ReactNode;
  description?: ReactNode;
  size?: Size;
  children: ReactNode;
  className?: string;
}

/**
 * A modal dialog: rendered over the page in a portal, named by its title, closed by Escape, the close
 * button or a click on the backdrop; focus moves in on open, stays inside, and returns on close.
 * Dialogs may be stacked (a form opened from a detail dialog).
 */
export function Dialog({ isOpen, ...props }: DialogProps) {
  if (!isOpen) return null;
  return <DialogPanel {...props} />;
}

function DialogPanel({
  onClose,
  title,
  description,
  size = 'md',
  children,
  className,
}: Omit<DialogProps, 'isOpen'>) {
  const id = useId();
  const titleId = `${id}-title`;
  const descriptionId = `${id}-description`;
  const panelRef = useRef<HTMLDivElement>(null);
  useModalFocus(panelRef, onClose);

  return createPortal(
    // On a phone the dialog is a bottom sheet (docs/product.md#phones); `mt-auto` rather than `items-end` keeps
    // the top of a sheet taller than the screen reachable by scrolling.
    <div className="fixed inset-0 z-50 flex flex-col items-stretch overflow-y-auto pt-10 sm:flex-row sm:items-center sm:justify-center sm:p-6">
      <div className="fixed inset-0 bg-slate-900/50 backdrop-blur-[1px]" aria-hidden onMouseDown={onClose} />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        className={cn(
          'relative mt-auto w-full rounded-t-2xl bg-white shadow-xl ring-1 ring-slate-900/5 focus:outline-none',
          'sm:mt-0 sm:rounded-xl',
          sizes[size],
          className,
        )}
      >
        <div className="flex items-start justify-between gap-4 border-b border-slate-100 px-4 py-4 sm:px-6">
          <div className="min-w-0">
            <h2 id={titleId} className="text-lg font-semibold text-slate-900">
              {title}
            </h2>
            {description && (
              <p id={descriptionId} className="mt-0.5 text-sm text-slate-500">
                {description}
              </p>
            )}
          </div>
          <button
            type="button"
            onClick={onClose}
            aria-label="Close"
            className="-mr-2 flex size-8 shrink-0 cursor-pointer items-center justify-center rounded-lg text-slate-400 hover:bg-slate-100 hover:text-slate-600 focus-visible:outline-2 focus-visible:outline-indigo-600"
          >
            <X className="size-4" aria-hidden />
          </button>
        </div>
        <div className="px-4 py-5 sm:px-6">{children}</div>
      </div>
    </div>,
    document.body,
  );
}
