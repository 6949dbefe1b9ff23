import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render-with-providers';
import { TopBarSearchSlot } from './search-overlay';

function openOverlay() {
  renderWithProviders(<TopBarSearchSlot />, { route: '/dashboard' });
  const button = screen.getByRole('button', { name: 'Search' });
  // A click focuses the button in a browser; jsdom does not.
  button.focus();
  fireEvent.click(button);
  return { button, overlay: screen.getByRole('dialog', { name: 'Search' }) };
}

describe('TopBarSearchSlot', () => {
  afterEach(cleanup);

  it('opens the search over the top bar with the focus in its box', () => {
    const { button, overlay } = openOverlay();
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(within(overlay).getByRole('combobox', { name: 'Search' }));
  });

  it('closes on Escape and on Cancel, the focus back on the Search button', () => {
    const { button } = openOverlay();
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(button);

    fireEvent.click(button);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a first Escape closes the suggestions, not the overlay', () => {
    const { overlay } = openOverlay();
    const box = within(overlay).getByRole('combobox', { name: 'Search' });
    fireEvent.change(box, { target: { value: 'Vault' } });
    expect(within(overlay).getByRole('option', { name: /Vault/ })).toBeTruthy();
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(within(overlay).queryByRole('option')).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Search' })).toBeTruthy();
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
