import { useState } from 'react';
import { Pie, PieChart, Sector, Tooltip, type PieSectorShapeProps } from 'recharts';
import type { DashboardSummary } from '@astor/contract/dashboard';
import { cn } from '@/lib/cn';
import { formatMoney, formatMoneyWhole } from '@/lib/format';
import {
  CHART_ANIMATION_MS,
  CHART_THROTTLE_MS,
  DONUT_CHART_HEIGHT,
  DONUT_INNER_RADIUS,
  DONUT_OUTER_RADIUS,
  categoryColor,
} from '../lib/chart-settings';
import { computeExpenseShares, formatShare } from '../lib/dashboard-labels';
import { DashboardPanel, EmptyPanelMessage } from './dashboard-panel';

type Breakdown = DashboardSummary['expense_breakdown'];

/**
 * docs/product.md#dashboard-charts: this month's expenses by category, with a side list of the categories and
 * their sub-items. Hovering a slice or a category row sets the active category (both highlight); leaving
 * clears it.
 */
export function ExpenseBreakdown({ breakdown, className }: { breakdown: Breakdown; className?: string }) {
  const [activeCategory, setActiveCategory] = useState<string | null>(null);
  const { total, shares } = computeExpenseShares(breakdown);
  const slices = shares.map(({ entry }, index) => ({
    category: entry.category,
    amount: entry.amount,
    fill: categoryColor(index),
  }));
  const isDimmed = (category: string) => activeCategory !== null && activeCategory !== category;

  return (
    <DashboardPanel
      title="Expense Breakdown"
      label="Current month"
      className={className}
      aside={
        <p className="text-right">
          <span className="block text-xs text-slate-500">Total</span>
          <span data-testid="expense-total" className="text-base font-semibold text-slate-900">
            {formatMoneyWhole(total)}
          </span>
        </p>
      }
    >
      {total > 0 ? (
        <div className="grid items-center gap-4 md:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)]">
          <div className="relative">
            <PieChart
              responsive
              style={{ width: '100%', height: DONUT_CHART_HEIGHT }}
              throttleDelay={CHART_THROTTLE_MS}
            >
              <Pie
                data={slices}
                dataKey="amount"
                nameKey="category"
                innerRadius={DONUT_INNER_RADIUS}
                outerRadius={DONUT_OUTER_RADIUS}
                paddingAngle={slices.length > 1 ? 2 : 0}
                animationDuration={CHART_ANIMATION_MS}
                onMouseEnter={(_, index) => setActiveCategory(slices[index]?.category ?? null)}
                onMouseLeave={() => setActiveCategory(null)}
                shape={(props: PieSectorShapeProps) => (
                  <Sector
                    {...props}
                    stroke="#fff"
                    opacity={isDimmed(slices[props.index]?.category ?? '') ? 0.3 : 1}
                  />
                )}
              />
              <Tooltip formatter={(value) => formatMoney(value)} />
            </PieChart>
            {/* The total in the donut's hole; it lets pointer events through to the slices. */}
            <div className="pointer-events-none absolute inset-0 flex flex-col items-center justify-center">
              <span className="text-xs text-slate-500">Total</span>
              <span className="text-lg font-semibold text-slate-900">{formatMoneyWhole(total)}</span>
            </div>
          </div>

          <ul aria-label="Expense categories" className="space-y-1">
            {shares.map(({ entry, share }, index) => {
              const isActive = activeCategory === entry.category;
              return (
                <li
                  key={entry.category}
                  tabIndex={0}
                  data-active={isActive}
                  onMouseEnter={() => setActiveCategory(entry.category)}
                  onMouseLeave={() => setActiveCategory(null)}
                  onFocus={() => setActiveCategory(entry.category)}
                  onBlur={() => setActiveCategory(null)}
                  className={cn(
                    'rounded-lg px-3 py-2 transition-colors outline-none',
                    'focus-visible:ring-2 focus-visible:ring-indigo-600',
                    isActive ? 'bg-indigo-50' : 'hover:bg-slate-50',
                    isDimmed(entry.category) && 'opacity-60',
                  )}
                >
                  <div className="flex items-center gap-2 text-sm">
                    <span
                      aria-hidden
                      className="size-2.5 shrink-0 rounded-full"
                      style={{ backgroundColor: categoryColor(index) }}
                    />
                    <span className="min-w-0 flex-1 truncate font-medium text-slate-900">
                      {entry.category}
                    </span>
                    <span className="font-medium text-slate-900">{formatMoneyWhole(entry.amount)}</span>
                    <span className="w-14 text-right text-slate-500">{formatShare(share)}</span>
                  </div>
                  {entry.items.length > 0 && (
                    <ul aria-label={`${entry.category} items`} className="mt-1 space-y-0.5 pl-[1.125rem]">
                      {entry.items.map((item, itemIndex) => (
                        <li
                          key={`${item.name}-${itemIndex}`}
                          className="flex justify-between gap-3 text-xs text-slate-500"
                        >
                          <span className="truncate">{item.name}</span>
                          <span>{formatMoneyWhole(item.amount)}</span>
                        </li>
                      ))}
                    </ul>
                  )}
                </li>
              );
            })}
          </ul>
        </div>
      ) : (
        <EmptyPanelMessage height={DONUT_CHART_HEIGHT}>No expenses recorded this month.</EmptyPanelMessage>
      )}
    </DashboardPanel>
  );
}
