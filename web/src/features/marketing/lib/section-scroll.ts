/** The landing page's sections that the top navigation scrolls to (docs/product.md#top-navigation). */
export const LANDING_SECTIONS = ['features', 'pricing', 'contact'] as const;
export type LandingSection = (typeof LANDING_SECTIONS)[number];

/**
 * docs/product.md#top-navigation: where the page goes when a section is missing, in viewport heights from the
 * top.
 */
export const SECTION_FALLBACK_VIEWPORT_HEIGHTS: Record<LandingSection, number> = {
  features: 0.8,
  pricing: 4.4,
  contact: 5.4,
};

export type ScrollTarget = { kind: 'element'; element: HTMLElement } | { kind: 'offset'; top: number };

/** The section's element when the page has it, else the fixed fallback position in pixels. */
export function resolveScrollTarget(
  section: LandingSection,
  findSection: (id: string) => HTMLElement | null,
  viewportHeight: number,
): ScrollTarget {
  const element = findSection(section);
  if (element) return { kind: 'element', element };
  return { kind: 'offset', top: Math.round(SECTION_FALLBACK_VIEWPORT_HEIGHTS[section] * viewportHeight) };
}

/**
 * Scrolls smoothly to the section (or its fallback position) and moves keyboard focus there, so the next
 * Tab continues from the section rather than from the menu. Instant for people who ask for less motion.
 */
export function scrollToSection(section: LandingSection, win: Window = window): void {
  const target = resolveScrollTarget(section, (id) => win.document.getElementById(id), win.innerHeight);
  const behavior: ScrollBehavior = win.matchMedia('(prefers-reduced-motion: reduce)').matches
    ? 'auto'
    : 'smooth';
  if (target.kind === 'offset') {
    win.scrollTo({ top: target.top, behavior });
    return;
  }
  target.element.scrollIntoView({ behavior, block: 'start' });
  if (target.element.hasAttribute('tabindex')) {
    target.element.focus({ preventScroll: true });
  }
}
