import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  LANDING_SECTIONS,
  resolveScrollTarget,
  scrollToSection,
  SECTION_FALLBACK_VIEWPORT_HEIGHTS,
  type LandingSection,
} from './section-scroll';

const noSection = () => null;

describe('resolveScrollTarget', () => {
  it('uses the fixed offsets when the section is missing', () => {
    expect(SECTION_FALLBACK_VIEWPORT_HEIGHTS).toEqual({ features: 0.8, pricing: 4.4, contact: 5.4 });
  });

  it.each<[LandingSection, number, number]>([
    ['features', 1000, 800],
    ['pricing', 1000, 4400],
    ['contact', 1000, 5400],
    ['features', 900, 720],
    ['pricing', 900, 3960],
    ['contact', 900, 4860],
    // Rounded to whole pixels.
    ['pricing', 777, 3419],
    ['contact', 0, 0],
  ])('%s at a %i px viewport falls back to %i px', (section, viewportHeight, top) => {
    expect(resolveScrollTarget(section, noSection, viewportHeight)).toEqual({ kind: 'offset', top });
  });

  it('prefers the section element with the same id', () => {
    const element = document.createElement('section');
    const find = vi.fn((id: string) => (id === 'pricing' ? element : null));
    expect(resolveScrollTarget('pricing', find, 900)).toEqual({ kind: 'element', element });
    expect(find).toHaveBeenCalledWith('pricing');
  });

  it('looks each section up by its own id', () => {
    const seen: string[] = [];
    for (const section of LANDING_SECTIONS) resolveScrollTarget(section, (id) => (seen.push(id), null), 500);
    expect(seen).toEqual(['features', 'pricing', 'contact']);
  });
});

describe('scrollToSection', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    vi.restoreAllMocks();
  });

  function fakeWindow(reducedMotion = false) {
    const scrollTo = vi.fn();
    const win = {
      document,
      innerHeight: 1000,
      scrollTo,
      matchMedia: (query: string) => ({ matches: reducedMotion && query.includes('reduce') }),
    } as unknown as Window;
    return { win, scrollTo };
  }

  it('scrolls smoothly to the fallback position when the page has no such section', () => {
    const { win, scrollTo } = fakeWindow();
    scrollToSection('contact', win);
    expect(scrollTo).toHaveBeenCalledWith({ top: 5400, behavior: 'smooth' });
  });

  it('jumps without animation for people who ask for less motion', () => {
    const { win, scrollTo } = fakeWindow(true);
    scrollToSection('features', win);
    expect(scrollTo).toHaveBeenCalledWith({ top: 800, behavior: 'auto' });
  });

  it('scrolls the section into view and moves focus to it', () => {
    document.body.innerHTML = '<section id="pricing" tabindex="-1"></section>';
    const section = document.getElementById('pricing')!;
    const scrollIntoView = vi.fn();
    section.scrollIntoView = scrollIntoView;
    const { win, scrollTo } = fakeWindow();
    scrollToSection('pricing', win);
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(scrollTo).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(section);
  });
});
