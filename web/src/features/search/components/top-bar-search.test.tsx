import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import type { SearchResult } from '@astor/contract/search';
import { renderWithProviders } from '@/testing/render-with-providers';
import { TopBarSearch } from './top-bar-search';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** A fake `GET /api/search` answering with `results`, recording the queries asked. */
function serveSearch(results: SearchResult[] | ((q: string) => SearchResult[])) {
  const queries: Array<Record<string, string>> = [];
  vi.stubGlobal('fetch', async (url: string) => {
    const parsed = new URL(url, 'http://test');
    if (parsed.pathname !== '/api/search') return new Response('{"detail":"nope"}', { status: 404 });
    const params = Object.fromEntries(parsed.searchParams);
    queries.push(params);
    const body = { results: typeof results === 'function' ? results(params.q ?? '') : results };
    return new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return queries;
}

const ELM: SearchResult = { type: 'property', id: 'p1', label: '12 Elm Street', sublabel: 'Austin, TX' };
const ADA: SearchResult = { type: 'tenant', id: 't1', label: 'Ada Elmsworth', sublabel: '12 Elm Street' };

function renderSearch() {
  renderWithProviders(
    <>
      <TopBarSearch />
      <LocationProbe />
      <button type="button">Elsewhere</button>
    </>,
    { route: '/dashboard' },
  );
  return screen.getByRole('combobox', { name: 'Search' });
}

const options = () => within(screen.getByRole('listbox')).queryAllByRole('option');
const optionLabels = () => options().map((option) => option.querySelector('.font-medium')?.textContent);
const highlightedLabel = (input: HTMLElement) => {
  const id = input.getAttribute('aria-activedescendant');
  return id ? document.getElementById(id)?.querySelector('.font-medium')?.textContent : null;
};
const location = () => screen.getByTestId('location').textContent;

describe('TopBarSearch', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('is an ARIA combobox with the placeholder Search...', () => {
    serveSearch([]);
    const input = renderSearch();
    expect(input.getAttribute('placeholder')).toBe('Search...');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.getAttribute('aria-autocomplete')).toBe('list');
    expect(document.getElementById(input.getAttribute('aria-controls')!)?.getAttribute('role')).toBe(
      'listbox',
    );
  });

  it('suggests pages by name from the first letter, without asking for records', async () => {
    const queries = serveSearch([ELM]);
    const input = renderSearch();
    fireEvent.change(input, { target: { value: 'v' } });
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(optionLabels()).toEqual(['Vault']);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(queries).toEqual([]);
  });

  it('asks for records (debounced) from 2 characters and lists them before pages', async () => {
    const queries = serveSearch((q) => (q === 'ten' ? [ADA] : []));
    const input = renderSearch();
    fireEvent.change(input, { target: { value: 'te' } });
    fireEvent.change(input, { target: { value: 'ten' } });
    expect(optionLabels()).toEqual(['Tenants']);
    await waitFor(() => expect(optionLabels()).toEqual(['Ada Elmsworth', 'Tenants']));
    // Only the query typing paused on was sent, with the cap.
    expect(queries).toEqual([{ q: 'ten', limit: '10' }]);
    expect(options()[0]?.textContent).toContain('12 Elm Street');
    expect(options()[0]?.textContent).toContain('Tenant');
  });

  it('groups the records under headings by kind, a transaction with its date and amount, and opens it', async () => {
    serveSearch([
      { type: 'vendor', id: 'v1', label: 'Northside Plumbing', sublabel: 'Repairs' },
      {
        type: 'expense',
        id: 'e1',
        label: 'Burst pipe',
        sublabel: 'Northside Plumbing',
        date: '2026-09-02',
        amount: -1250.5,
        currency: 'USD',
      },
      {
        type: 'document',
        id: 'd1',
        label: 'scan-0042.pdf',
        sublabel: 'replaced the plumbing under the sink',
      },
    ]);
    const input = renderSearch();
    fireEvent.change(input, { target: { value: 'plumb' } });
    await waitFor(() => expect(options()).toHaveLength(3));
    const groups = within(screen.getByRole('listbox')).getAllByRole('group');
    expect(groups.map((group) => within(group).getAllByRole('option').length)).toEqual([1, 1, 1]);
    expect(
      groups.map((group) => document.getElementById(group.getAttribute('aria-labelledby')!)?.textContent),
    ).toEqual(['Transactions', 'Vendors', 'Documents']);
    expect(optionLabels()).toEqual(['Burst pipe', 'Northside Plumbing', 'scan-0042.pdf']);
    expect(options()[0]?.textContent).toContain('Sep 2, 2026 · ($1,250.50) · Northside Plumbing');

    fireEvent.keyDown(input, { key: 'Enter' });
    expect(location()).toBe('/dashboard/vault?folder=expenses&record=e1');
  });

  it('caps the suggestions at 10', async () => {
    serveSearch(
      Array.from({ length: 10 }, (_, index) => ({
        type: 'property',
        id: `p${index}`,
        label: `${index} Pro Way`,
        sublabel: null,
      })),
    );
    const input = renderSearch();
    fireEvent.change(input, { target: { value: 'pro' } });
    await waitFor(() => expect(options()).toHaveLength(10));
    // 8 records, then the two pages holding 'pro'.
    expect(optionLabels().slice(-3)).toEqual(['7 Pro Way', 'Properties', 'Profile']);
  });

  it('moves the highlight with the arrow keys, wrapping around', async () => {
    serveSearch([ELM]);
    const input = renderSearch();
    fireEvent.change(input, { target: { value: 'el' } });
    await waitFor(() => expect(optionLabels()).toEqual(['12 Elm Street']));
    fireEvent.change(input, { target: { value: 's' } });
    expect(optionLabels()).toEqual([
      'Settings',
      'Support',
      'Dashboard',
      'Properties',
      'Tenants',
      'Finances',
      'Notifications',
    ]);
    expect(highlightedLabel(input)).toBeNull();

    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(highlightedLabel(input)).toBe('Settings');
    expect(options()[0]?.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(highlightedLabel(input)).toBe('Support');
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(highlightedLabel(input)).toBe('Notifications');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(highlightedLabel(input)).toBe('Settings');
  });

  it('completes the text with the highlighted suggestion on Tab, then lets Tab move on', () => {
    serveSearch([]);
    const input = renderSearch();
    fireEvent.change(input, { target: { value: 'n' } });
    // 'n' → Notifications first (it starts with n), then the others holding an n.
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    const second = highlightedLabel(input);
    const tab = fireEvent.keyDown(input, { key: 'Tab' });
    expect(tab).toBe(false); // default prevented: the focus stays in the box
    expect((input as HTMLInputElement).value).toBe(second);
    expect(highlightedLabel(input)).toBe(second);

    // The text already is the suggestion: Tab is not held back.
    expect(fireEvent.keyDown(input, { key: 'Tab' })).toBe(true);
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('navigates to the highlighted page on Enter and clears the box', () => {
    serveSearch([]);
    const input = renderSearch();
    fireEvent.change(input, { target: { value: 'fin' } });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(location()).toBe('/dashboard/finances');
    expect((input as HTMLInputElement).value).toBe('');
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('opens the first suggestion on Enter when none is highlighted', async () => {
    serveSearch([ELM]);
    const input = renderSearch();
    fireEvent.change(input, { target: { value: 'elm' } });
    await waitFor(() => expect(optionLabels()).toEqual(['12 Elm Street']));
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(location()).toBe('/dashboard/properties?property=p1');
  });

  it.each([
    [{ type: 'property', id: 'p1' }, '/dashboard/properties?property=p1'],
    [{ type: 'tenant', id: 't1' }, '/dashboard/tenants?tenant=t1'],
    [{ type: 'vendor', id: 'v1' }, '/dashboard/vault?folder=vendors&record=v1'],
    [{ type: 'document', id: 'd1' }, '/dashboard/vault?folder=documents&record=d1'],
  ] as const)('opens a %j where its screen shows it', async (result, href) => {
    serveSearch([{ ...result, label: 'The Record', sublabel: null }]);
    const input = renderSearch();
    fireEvent.change(input, { target: { value: 'record' } });
    const option = await screen.findByRole('option', { name: /The Record/ });
    fireEvent.click(option);
    expect(location()).toBe(href);
  });

  it('closes the list on Escape, keeping the text; Enter then does nothing', () => {
    serveSearch([]);
    const input = renderSearch();
    fireEvent.change(input, { target: { value: 'vault' } });
    expect(input.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(options()).toHaveLength(0);
    expect((input as HTMLInputElement).value).toBe('vault');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(location()).toBe('/dashboard');
    // ArrowDown opens it again.
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(highlightedLabel(input)).toBe('Vault');
  });

  it('closes the list on a click outside', () => {
    serveSearch([]);
    const input = renderSearch();
    fireEvent.change(input, { target: { value: 'vault' } });
    fireEvent.mouseDown(screen.getByRole('listbox'));
    expect(input.getAttribute('aria-expanded')).toBe('true');
    fireEvent.mouseDown(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it("says 'No results' when nothing matches", async () => {
    serveSearch([]);
    const input = renderSearch();
    fireEvent.change(input, { target: { value: 'zzzz' } });
    expect(await screen.findByText('No results')).toBeTruthy();
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });
});
