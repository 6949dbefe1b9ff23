import { useEffect, useId, useRef, type RefObject } from 'react';

/** Open modal layers (dialogs, the navigation drawer), innermost last: Escape and the focus trap are its alone. */
const openLayers: string[] = [];

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * What every modal layer does while mounted: the page behind stops scrolling, focus moves in (to the first
 * element matching `initialFocus`, by default `[data-autofocus]`, else the panel), Tab stays inside, Escape calls `onClose`, and focus returns
 * where it was on unmount. Layers may be stacked (a form opened from a detail dialog); only the innermost
 * answers the keyboard.
 */
export function useModalFocus(
  panelRef: RefObject<HTMLElement | null>,
  onClose: () => void,
  initialFocus = '[data-autofocus]',
): void {
  const id = useId();
  // The latest onClose without re-running the effect (and re-stealing focus) when the parent re-renders.
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const panel = panelRef.current;
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    openLayers.push(id);
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';

    const autofocus = panel?.querySelector<HTMLElement>(initialFocus);
    (autofocus ?? panel)?.focus();

    function isInnermost() {
      return openLayers[openLayers.length - 1] === id;
    }

    function handleKeyDown(event: KeyboardEvent) {
      if (!isInnermost() || !panel) return;
      if (event.key === 'Escape') {
        // A control inside that used Escape itself (a combobox closing its list) keeps the layer open.
        if (event.defaultPrevented) return;
        event.stopPropagation();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const focusable = Array.from(panel.querySelectorAll<HTMLElement>(FOCUSABLE));
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (!first || !last) {
        event.preventDefault();
        return;
      }
      if (event.shiftKey && (document.activeElement === first || document.activeElement === panel)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    }

    document.addEventListener('keydown', handleKeyDown);
    return () => {
      document.removeEventListener('keydown', handleKeyDown);
      openLayers.splice(openLayers.indexOf(id), 1);
      if (openLayers.length === 0) document.body.style.overflow = previousOverflow;
      previouslyFocused?.focus();
    };
  }, [id, panelRef, initialFocus]);
}
