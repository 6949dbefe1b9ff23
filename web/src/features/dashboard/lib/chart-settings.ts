/** The dashboard charts' sizes and timings (docs/product.md#interface-timings-and-sizes). */
export const CHART_ANIMATION_MS = 1500;
/** Tooltip and hover events are throttled to one per frame at 60 Hz. */
export const CHART_THROTTLE_MS = 1000 / 60;
export const LINE_CHART_HEIGHT = 200;
export const DONUT_CHART_HEIGHT = 300;
export const DONUT_INNER_RADIUS = 70;
export const DONUT_OUTER_RADIUS = 90;
export const BAR_CHART_HEIGHT = 120;

/** Chart colours, from the app's Tailwind palette (indigo-600, rose-500, ...). */
export const REVENUE_COLOR = '#4f46e5';
export const EXPENSES_COLOR = '#f43f5e';
export const CATEGORY_COLORS = [
  '#4f46e5',
  '#0ea5e9',
  '#10b981',
  '#f59e0b',
  '#f43f5e',
  '#8b5cf6',
  '#14b8a6',
  '#64748b',
] as const;

export const categoryColor = (index: number): string => CATEGORY_COLORS[index % CATEGORY_COLORS.length]!;
