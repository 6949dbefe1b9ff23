import { useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { X } from 'lucide-react';
import { useModalFocus } from './use-modal-focus';

/**
 * A modal panel sliding in from the left edge (the navigation on a phone): named by `label`, closed by
 * Escape, its close button or a tap on the backdrop; focus moves in, stays inside and returns on close.
 */
export function Drawer({
  isOpen,
  onClose,
  label,
  id,
  header,
  children,
}: {
  isOpen: boolean;
  onClose: () => void;
  /** Names the drawer for screen readers. */
  label: string;
  /** For the button that opens it (`aria-controls`). */
  id?: string;
  /** Shown beside the close button. */
  header?: ReactNode;
  children: ReactNode;
}) {
  if (!isOpen) return null;
  return (
    <DrawerPanel onClose={onClose} label={label} id={id} header={header}>
      {children}
    </DrawerPanel>
  );
}

function DrawerPanel({
  onClose,
  label,
  id,
  header,
  children,
}: {
  onClose: () => void;
  label: string;
  id?: string;
  header?: ReactNode;
  children: ReactNode;
}) {
  const panelRef = useRef<HTMLDivElement>(null);
  useModalFocus(panelRef, onClose);
  return createPortal(
    <div className="fixed inset-0 z-50">
      <div className="fixed inset-0 bg-slate-900/50" aria-hidden onMouseDown={onClose} />
      <div
        ref={panelRef}
        id={id}
        role="dialog"
        aria-modal="true"
        aria-label={label}
        tabIndex={-1}
        className="fixed inset-y-0 left-0 flex w-72 max-w-[85vw] flex-col bg-white shadow-xl focus:outline-none"
      >
        <div className="flex h-16 shrink-0 items-center justify-between gap-2 border-b border-slate-100 px-4">
          {header}
          <button
            type="button"
            onClick={onClose}
            aria-label="Close menu"
            className="-mr-2 ml-auto flex size-9 shrink-0 cursor-pointer items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-700 focus-visible:outline-2 focus-visible:outline-indigo-600"
          >
            <X className="size-5" aria-hidden />
          </button>
        </div>
        <div className="flex min-h-0 flex-1 flex-col">{children}</div>
      </div>
    </div>,
    document.body,
  );
}
