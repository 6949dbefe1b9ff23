import { act, render, screen } from '@testing-library/react';
import { toast, Toaster } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_DISPLAY_CURRENCY, getDisplayPreferences, setDisplayPreferences } from '@/lib/format';

// In this order even in a shuffled run: the second test checks what the first one left.
describe(
  'the jsdom tests: what a test leaves is gone for the next (setup-dom.ts)',
  { shuffle: false },
  () => {
    const initialTitle = document.title;

    it('leaves a toast, a title, stored values, a URL, fake timers and a currency', async () => {
      render(<Toaster />);
      act(() => {
        toast.success('Left over');
      });
      expect(await screen.findByText('Left over')).toBeTruthy();
      document.title = 'Left over · Astor';
      localStorage.setItem('left', 'over');
      sessionStorage.setItem('left', 'over');
      history.pushState(null, '', '/dashboard/finances?tab=ledger');
      document.body.style.overflow = 'hidden';
      vi.useFakeTimers();
      setDisplayPreferences({ currency: 'EUR' });
    });

    it('starts with none of them', async () => {
      expect(vi.isFakeTimers()).toBe(false);
      expect(document.title).toBe(initialTitle);
      expect(localStorage.length).toBe(0);
      expect(sessionStorage.length).toBe(0);
      expect(`${location.pathname}${location.search}`).toBe('/');
      expect(document.body.style.overflow).toBe('');
      expect(getDisplayPreferences().currency).toBe(DEFAULT_DISPLAY_CURRENCY);
      render(<Toaster />);
      // Sonner shows a toast a moment after it is asked for, or replayed to a new Toaster.
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(screen.queryByText('Left over')).toBeNull();
    });
  },
);
