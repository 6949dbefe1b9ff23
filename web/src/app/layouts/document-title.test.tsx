import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, Link, Outlet, RouterProvider, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createAppRouter } from '../router';
import { documentTitle, useDocumentTitle } from './document-title';

describe('documentTitle', () => {
  it("names the deepest titled route, else the app's name", () => {
    expect(documentTitle([{ handle: undefined }, { handle: { title: 'Finances' } }])).toBe(
      'Finances · Astor',
    );
    expect(documentTitle([{ handle: { title: 'Outer' } }, { handle: { title: 'Inner' } }])).toBe(
      'Inner · Astor',
    );
    expect(documentTitle([{ handle: { title: 'Outer' } }, { handle: { isPublicPage: true } }])).toBe(
      'Outer · Astor',
    );
    expect(documentTitle([{ handle: { title: '  ' } }, { handle: null }])).toBe('Astor');
    expect(documentTitle([])).toBe('Astor');
  });
});

function Shell() {
  useDocumentTitle();
  return <Outlet />;
}

describe('useDocumentTitle', () => {
  it("keeps the tab's title on the screen shown", async () => {
    const router = createMemoryRouter(
      [
        {
          element: <Shell />,
          children: [
            { path: '/', element: <Link to="/finances">Finances</Link> },
            { path: '/finances', handle: { title: 'Finances' }, element: <p>Books</p> },
          ],
        },
      ],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    expect(document.title).toBe('Astor');
    screen.getByRole('link', { name: 'Finances' }).click();
    await screen.findByText('Books');
    // The title follows in an effect, which React may run a moment after the screen shows (a busy machine).
    await waitFor(() => expect(document.title).toBe('Finances · Astor'));
  });
});

describe("the app's routes", () => {
  /** Every route with a path, with the title its own handle gives it. */
  function titledPaths(routes: readonly RouteObject[]): Array<[string, string]> {
    return routes.flatMap((route) => {
      const own: Array<[string, string]> =
        route.path === undefined ? [] : [[route.path, documentTitle([{ handle: route.handle }])]];
      return [...own, ...titledPaths(route.children ?? [])];
    });
  }

  it('give every screen but the landing page its own title', () => {
    const router = createAppRouter();
    const titles = new Map(titledPaths(router.routes));
    router.dispose();

    expect(titles.get('/')).toBe('Astor');
    expect(titles.get('/dashboard')).toBe('Dashboard · Astor');
    expect(titles.get('/dashboard/properties')).toBe('Properties · Astor');
    expect(titles.get('/dashboard/calendar')).toBe('Calendar · Astor');
    expect(titles.get('/dashboard/tenants')).toBe('Tenants · Astor');
    expect(titles.get('/dashboard/finances')).toBe('Finances · Astor');
    expect(titles.get('/dashboard/vault')).toBe('Vault · Astor');
    expect(titles.get('/settings')).toBe('Settings · Astor');
    expect(titles.get('/login')).toBe('Sign in · Astor');
    expect(titles.get('/pricing')).toBe('Pricing · Astor');
    expect(titles.get('/privacy-policy')).toBe('Privacy Policy · Astor');
    expect(titles.get('*')).toBe('Page not found · Astor');
    const untitled = [...titles].filter(([path, title]) => path !== '/' && title === 'Astor');
    expect(untitled).toEqual([]);
  });
});
