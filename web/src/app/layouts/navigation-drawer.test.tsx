import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { renderWithProviders } from '@/testing/render-with-providers';
import { NavigationMenu } from './navigation-drawer';

function renderMenu() {
  renderWithProviders(
    <>
      <button type="button">Before</button>
      <NavigationMenu />
      <Routes>
        <Route path="/dashboard" element={<h1>Dashboard page</h1>} />
        <Route path="/dashboard/finances" element={<h1>Finances page</h1>} />
      </Routes>
    </>,
    { route: '/dashboard' },
  );
  return screen.getByRole('button', { name: 'Menu' });
}

describe('NavigationMenu', () => {
  afterEach(cleanup);

  it('opens the pages in a drawer named Navigation, focus inside, and says it is expanded', () => {
    const menu = renderMenu();
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(menu);
    const drawer = screen.getByRole('dialog', { name: 'Navigation' });
    expect(menu.getAttribute('aria-expanded')).toBe('true');
    expect(menu.getAttribute('aria-controls')).toBe(drawer.id);
    const links = within(drawer)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(links).toEqual([
      'Dashboard',
      'Properties',
      'Calendar',
      'Tenants',
      'Finances',
      'Vault',
      'Settings',
    ]);
    expect(within(drawer).getByRole('button', { name: 'Logout' })).toBeTruthy();
    expect(drawer.contains(document.activeElement)).toBe(true);
  });

  it('keeps Tab inside the drawer: from the last control back to the first, and Shift+Tab the other way', () => {
    fireEvent.click(renderMenu());
    const drawer = screen.getByRole('dialog', { name: 'Navigation' });
    const close = within(drawer).getByRole('button', { name: 'Close menu' });
    const logout = within(drawer).getByRole('button', { name: 'Logout' });

    logout.focus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(logout);
  });

  it('closes on Escape and gives the focus back to the Menu button', () => {
    const menu = renderMenu();
    menu.focus();
    fireEvent.click(menu);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(menu);
    expect(menu.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes on the close button', () => {
    fireEvent.click(renderMenu());
    fireEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes when a link opens another page', () => {
    fireEvent.click(renderMenu());
    const drawer = screen.getByRole('dialog', { name: 'Navigation' });
    fireEvent.click(within(drawer).getByRole('link', { name: 'Finances' }));
    expect(screen.getByRole('heading', { name: 'Finances page' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
