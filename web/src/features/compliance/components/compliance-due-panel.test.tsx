import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { Toaster } from 'sonner';
import { queryKeyRoots } from '@/lib/queries/keys';
import { fakeApi } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render-with-providers';
import { makeComplianceItem } from '../testing/fixtures';
import { ComplianceDuePanel } from './compliance-due-panel';

function serve(routes: Parameters<typeof fakeApi>[0]) {
  const api = fakeApi(routes);
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

describe('ComplianceDuePanel', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('lists overdue and due-soon compliance items in the side panel', async () => {
    serve({
      'GET /api/compliance': {
        status: 200,
        body: [
          makeComplianceItem({
            id: 'c1',
            title: 'Boiler inspection',
            status: 'due_soon',
            due_date: '2026-05-12',
          }),
          makeComplianceItem({ id: 'c2', title: 'Smoke alarms', status: 'overdue', due_date: '2026-04-30' }),
          makeComplianceItem({
            id: 'c3',
            title: 'Insurance renewal',
            status: 'upcoming',
            due_date: '2026-09-01',
          }),
        ],
      },
    });
    renderWithProviders(<ComplianceDuePanel />);
    const panel = within(screen.getByRole('region', { name: 'Compliance due' }));
    await panel.findByText('Smoke alarms');
    expect(panel.getAllByRole('listitem').map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Smoke alarms',
      'Boiler inspection',
    ]);
    expect(panel.getByText('Overdue')).toBeTruthy();
    expect(panel.getByText('Due soon')).toBeTruthy();
    expect(panel.queryByText('Insurance renewal')).toBeNull();
  });

  it("marks an item done and asks the calendar's events again, where its due date moves", async () => {
    const overdue = makeComplianceItem({ id: 'c2', title: 'Smoke alarms', status: 'overdue' });
    const api = serve({
      'GET /api/compliance': { status: 200, body: [overdue] },
      'PATCH /api/compliance/c2': {
        status: 200,
        body: { ...overdue, status: 'upcoming', due_date: '2026-11-01' },
      },
    });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const eventsFetched = vi.fn().mockResolvedValue([]);
    // A stand-in for the calendar's events query, on screen beside the panel.
    function Events() {
      useQuery({ queryKey: [...queryKeyRoots.calendarEvents, 'range'], queryFn: eventsFetched });
      return null;
    }
    render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>
          <ComplianceDuePanel />
          <Events />
          <Toaster />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const panel = within(screen.getByRole('region', { name: 'Compliance due' }));
    await panel.findByText('Smoke alarms');
    expect(eventsFetched).toHaveBeenCalledTimes(1);
    fireEvent.click(panel.getByRole('button', { name: 'Mark done' }));
    await vi.waitFor(() => expect(eventsFetched).toHaveBeenCalledTimes(2));
    expect(api.writes()).toEqual([{ method: 'PATCH', url: '/api/compliance/c2', body: { done: true } }]);
  });
});
