import { act, cleanup, render, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { gridColumnsAt, VIRTUALIZE_FROM, VirtualGrid } from './virtual-grid';

type Card = { id: string; name: string };
const cards = (count: number): Card[] =>
  Array.from({ length: count }, (_, i) => ({ id: `card-${i}`, name: `Card ${i}` }));

function renderGrid(items: Card[]) {
  return render(
    <VirtualGrid
      items={items}
      getKey={(card) => card.id}
      renderItem={(card) => <p>{card.name}</p>}
      className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3"
      columnsAt={gridColumnsAt}
      rowGap={16}
      estimateRowHeight={200}
      label="Cards"
    />,
  );
}

function scrollWindowTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}

// jsdom lays nothing out: every box measures 0. A rendered row measures what a browser would give it.
const ROW_HEIGHT = 216;
beforeAll(() => {
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return this.dataset.index === undefined ? 0 : ROW_HEIGHT;
  });
});
afterAll(() => vi.restoreAllMocks());

afterEach(() => {
  cleanup();
  scrollWindowTo(0);
});

describe('VirtualGrid', () => {
  it('renders a short list whole, as a list of items', () => {
    renderGrid(cards(5));
    const list = screen.getByRole('list', { name: 'Cards' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    expect(within(list).getByText('Card 4')).not.toBeNull();
  });

  it('keeps only the rows near the viewport of a long list, and follows the scroll', () => {
    // jsdom's window: 1024 × 768, so two columns of 216 px rows: about four rows on screen.
    const many = cards(VIRTUALIZE_FROM * 5);
    renderGrid(many);
    const list = screen.getByRole('list', { name: 'Cards' });
    const shown = within(list).getAllByRole('listitem');
    expect(shown.length).toBeGreaterThan(4);
    expect(shown.length).toBeLessThan(40);
    expect(within(list).getByText('Card 0')).not.toBeNull();
    expect(within(list).queryByText(`Card ${many.length - 1}`)).toBeNull();
    // The list keeps the height of every row, so the page scrolls as far as it would with all of them.
    expect(list.style.height).toBe(`${(many.length / 2) * ROW_HEIGHT}px`);

    scrollWindowTo((many.length / 2) * ROW_HEIGHT - 700);
    expect(within(list).getByText(`Card ${many.length - 1}`)).not.toBeNull();
    expect(within(list).queryByText('Card 0')).toBeNull();
  });

  it('lays out as many columns as the grid classes give at the window width', () => {
    expect([320, 639, 640, 1279, 1280, 1920].map(gridColumnsAt)).toEqual([1, 1, 2, 2, 3, 3]);
  });
});
