import { useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useLocation } from 'react-router';
import { Search } from 'lucide-react';
import { useModalFocus } from '@/components/ui/use-modal-focus';
import { TopBarSearch } from '@/features/search/components/top-bar-search';

/**
 * docs/product.md#phones: the top-bar search. Inline from 768 px; below, a Search button opens it over
 * the whole width of the top bar, so the suggestions get the screen's width. The overlay closes on
 * Escape (once the suggestions are closed), on Cancel and when a suggestion opens a page.
 */
export function TopBarSearchSlot() {
  const location = useLocation();
  const overlayId = useId();
  // Open only on the page it was opened on: choosing a suggestion navigates, which closes it.
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const isOpen = openedOn === location.key;

  return (
    <>
      <div className="hidden min-w-0 flex-1 md:flex">
        <TopBarSearch />
      </div>
      <button
        type="button"
        aria-label="Search"
        aria-expanded={isOpen}
        aria-controls={isOpen ? overlayId : undefined}
        onClick={() => setOpenedOn(location.key)}
        className="flex size-10 shrink-0 cursor-pointer items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600 md:hidden"
      >
        <Search className="size-5" aria-hidden />
      </button>
      {isOpen && <SearchOverlay id={overlayId} onClose={() => setOpenedOn(null)} />}
    </>
  );
}

function SearchOverlay({ id, onClose }: { id: string; onClose: () => void }) {
  const panelRef = useRef<HTMLDivElement>(null);
  useModalFocus(panelRef, onClose, 'input');
  // In a portal: the top bar's backdrop blur would make it the box of anything fixed inside it.
  return createPortal(
    <>
      <div className="fixed inset-0 z-40 bg-slate-900/40" aria-hidden onMouseDown={onClose} />
      <div
        ref={panelRef}
        id={id}
        role="dialog"
        aria-modal="true"
        aria-label="Search"
        tabIndex={-1}
        className="fixed inset-x-0 top-0 z-50 flex h-16 items-center gap-2 border-b border-slate-200 bg-white px-3 focus:outline-none [&_input]:bg-white"
      >
        <div className="flex min-w-0 flex-1 [&_form]:max-w-none">
          <TopBarSearch />
        </div>
        <button
          type="button"
          onClick={onClose}
          className="h-10 shrink-0 cursor-pointer rounded-lg px-2 text-sm font-medium text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600"
        >
          Cancel
        </button>
      </div>
    </>,
    document.body,
  );
}
