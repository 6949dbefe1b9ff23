import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether the element is within `rootMargin` of the viewport. With `once`, it stays true after the
 * first time (for loading something once); without, it follows scrolling (for playing and pausing).
 */
export function useIntersection(
  ref: RefObject<Element | null>,
  {
    rootMargin = '0px',
    threshold = 0,
    once = false,
  }: { rootMargin?: string; threshold?: number; once?: boolean },
): boolean {
  // Without IntersectionObserver (old browsers, jsdom) everything counts as in view.
  const [isIntersecting, setIntersecting] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry) return;
        setIntersecting(entry.isIntersecting);
        if (entry.isIntersecting && once) observer.disconnect();
      },
      { rootMargin, threshold },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, rootMargin, threshold, once]);
  return isIntersecting;
}
