import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { cn } from '@/lib/cn';

export interface RowAction {
  label: string;
  onSelect: () => void;
  tone?: 'danger';
}

const MENU_WIDTH = 160;
const MENU_GAP = 4;
/** Room a one-item menu needs below the button before it opens upwards instead. */
const MENU_ROOM = 56;

/** Where the menu goes: under the button, or above it near the bottom of the window; null when hidden. */
function placeBelowOrAbove(button: HTMLElement | null): { top: number; left: number } | null {
  const rect = button?.getBoundingClientRect();
  if (!rect || rect.bottom < 0 || rect.top > window.innerHeight) return null;
  const opensUp = rect.bottom + MENU_ROOM > window.innerHeight;
  return {
    top: opensUp ? rect.top - MENU_GAP - MENU_ROOM + 8 : rect.bottom + MENU_GAP,
    left: Math.max(8, rect.right - MENU_WIDTH),
  };
}

/**
 * docs/product.md#ledger: the ledger's row menu, a '⋯' button opening a menu. The menu is drawn in a portal
 * at the button's place, so the table's scroll box cannot clip it on the last rows. Escape, Tab or a click
 * elsewhere close it; Escape gives the focus back to the button.
 */
export function RowActionsMenu({ actions }: { actions: readonly RowAction[] }) {
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const [position, setPosition] = useState<{ top: number; left: number } | null>(null);
  const isOpen = position !== null;

  function open() {
    setPosition(placeBelowOrAbove(buttonRef.current));
  }

  useEffect(() => {
    if (!isOpen) return;
    menuRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    function handlePointerDown(event: PointerEvent) {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !buttonRef.current?.contains(target)) setPosition(null);
    }
    // The menu follows its button when the page scrolls or resizes, and closes once the button is gone.
    const follow = () => setPosition(placeBelowOrAbove(buttonRef.current));
    document.addEventListener('pointerdown', handlePointerDown);
    window.addEventListener('scroll', follow, true);
    window.addEventListener('resize', follow);
    return () => {
      document.removeEventListener('pointerdown', handlePointerDown);
      window.removeEventListener('scroll', follow, true);
      window.removeEventListener('resize', follow);
    };
  }, [isOpen]);

  function handleMenuKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const items = Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
    const index = items.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      setPosition(null);
      buttonRef.current?.focus();
    } else if (event.key === 'Tab') {
      setPosition(null);
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      items[(index + step + items.length) % items.length]?.focus();
    }
  }

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-label="Row actions"
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={isOpen ? menuId : undefined}
        onClick={() => (isOpen ? setPosition(null) : open())}
        className="flex size-8 cursor-pointer items-center justify-center rounded-lg text-lg leading-none text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600"
      >
        ⋯
      </button>
      {position &&
        createPortal(
          <div
            ref={menuRef}
            id={menuId}
            role="menu"
            aria-label="Row actions"
            onKeyDown={handleMenuKeyDown}
            style={{ top: position.top, left: position.left, width: MENU_WIDTH }}
            className="fixed z-40 rounded-lg bg-white py-1 shadow-lg ring-1 ring-slate-900/10"
          >
            {actions.map((action) => (
              <button
                key={action.label}
                type="button"
                role="menuitem"
                tabIndex={-1}
                onClick={() => {
                  setPosition(null);
                  action.onSelect();
                }}
                className={cn(
                  'block w-full cursor-pointer px-3 py-2 text-left text-sm focus:outline-none',
                  action.tone === 'danger'
                    ? 'text-red-700 hover:bg-red-50 focus:bg-red-50'
                    : 'text-slate-700 hover:bg-slate-100 focus:bg-slate-100',
                )}
              >
                {action.label}
              </button>
            ))}
          </div>,
          document.body,
        )}
    </>
  );
}
