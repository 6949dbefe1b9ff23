import { useLayoutEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';

/**
 * Lists at least this long keep in the page only the rows near the viewport (docs/architecture.md#budgets: a
 * portfolio of 500 properties and 2,000 tenants). Shorter ones render whole: nothing to gain, and the
 * browser's find in page still sees every card.
 */
export const VIRTUALIZE_FROM = 120;

/** Rows drawn beyond the viewport on each side, so a fast scroll does not show blank space. */
const OVERSCAN_ROWS = 4;

/** The window's width, kept current on resize (media-query columns follow the viewport, not the box). */
function useWindowWidth(): number {
  return useSyncExternalStore(
    (onChange) => {
      window.addEventListener('resize', onChange);
      return () => window.removeEventListener('resize', onChange);
    },
    () => window.innerWidth,
    () => 1024,
  );
}

/**
 * The distance from the top of the document to `element`, measured after layout and again when the
 * page above it changes height (a banner, a wrapped toolbar): the virtualizer's scroll margin.
 */
export function useDocumentTop(element: HTMLElement | null): number {
  const [top, setTop] = useState(0);
  useLayoutEffect(() => {
    if (!element) return;
    const measure = () => setTop(element.getBoundingClientRect().top + window.scrollY);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [element]);
  return top;
}

/** Columns of the cards grid 'grid-cols-1 sm:grid-cols-2 xl:grid-cols-3' (Tailwind: sm 640 px, xl 1280 px). */
export function gridColumnsAt(windowWidth: number): number {
  return windowWidth >= 1280 ? 3 : windowWidth >= 640 ? 2 : 1;
}

/** Splits items into rows of `columns`. */
function toRows<T>(items: readonly T[], columns: number): T[][] {
  const rows: T[][] = [];
  for (let i = 0; i < items.length; i += columns) rows.push(items.slice(i, i + columns));
  return rows;
}

export type VirtualGridProps<T> = {
  items: readonly T[];
  getKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  /** The grid's classes, e.g. 'grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3'. */
  className: string;
  /** The number of columns those classes give at a window width (the same breakpoints). */
  columnsAt: (windowWidth: number) => number;
  /** Space between rows in px (the grid's row gap). */
  rowGap: number;
  /** A row's height in px before it is measured. */
  estimateRowHeight: number;
  label: string;
};

/**
 * A grid of cards that scrolls with the page, as an ARIA list of list items. Long lists are virtualised
 * (@tanstack/react-virtual): rows are measured as they render, so cards may differ in height.
 */
export function VirtualGrid<T>(props: VirtualGridProps<T>) {
  return props.items.length < VIRTUALIZE_FROM ? <WholeGrid {...props} /> : <WindowedGrid {...props} />;
}

function WholeGrid<T>({ items, getKey, renderItem, className, label }: VirtualGridProps<T>) {
  return (
    <div role="list" aria-label={label} className={className}>
      {items.map((item) => (
        <div role="listitem" key={getKey(item)}>
          {renderItem(item)}
        </div>
      ))}
    </div>
  );
}

function WindowedGrid<T>({
  items,
  getKey,
  renderItem,
  className,
  columnsAt,
  rowGap,
  estimateRowHeight,
  label,
}: VirtualGridProps<T>) {
  const [list, setList] = useState<HTMLDivElement | null>(null);
  const scrollMargin = useDocumentTop(list);
  const columns = Math.max(1, columnsAt(useWindowWidth()));
  const rows = toRows(items, columns);
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: () => estimateRowHeight + rowGap,
    overscan: OVERSCAN_ROWS,
    scrollMargin,
    // A row's first item names it: a row keeps its measured height while its items stay the same.
    getItemKey: (index) => `${columns}:${getKey((rows[index] as T[])[0] as T)}`,
  });
  return (
    <div
      ref={setList}
      role="list"
      aria-label={label}
      style={{ position: 'relative', height: virtualizer.getTotalSize() }}
    >
      {virtualizer.getVirtualItems().map((row) => (
        <div
          key={row.key}
          data-index={row.index}
          ref={virtualizer.measureElement}
          className={className}
          style={{
            position: 'absolute',
            top: 0,
            left: 0,
            width: '100%',
            paddingBottom: rowGap,
            transform: `translateY(${row.start - scrollMargin}px)`,
          }}
        >
          {(rows[row.index] ?? []).map((item) => (
            <div role="listitem" key={getKey(item)}>
              {renderItem(item)}
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}
