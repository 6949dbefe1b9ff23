import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

export interface TabItem<V extends string> {
  value: V;
  label: ReactNode;
}

/**
 * Tabs as the WAI-ARIA pattern: a tablist of tabs (arrow keys, Home and End move between them) and
 * one panel, labelled by the selected tab. Controlled: the parent holds the selected value.
 */
export function Tabs<V extends string>({
  label,
  tabs,
  value,
  onChange,
  children,
  className,
}: {
  /** Names the tab list for screen readers. */
  label: string;
  tabs: ReadonlyArray<TabItem<V>>;
  value: V;
  onChange: (value: V) => void;
  /** The selected tab's panel. */
  children: ReactNode;
  className?: string;
}) {
  const id = useId();
  const tabRefs = useRef(new Map<V, HTMLButtonElement>());
  const tabId = (tab: V) => `${id}-tab-${tab}`;
  const panelId = `${id}-panel`;

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = tabs.findIndex((tab) => tab.value === value);
    const moves: Record<string, number> = {
      ArrowRight: (index + 1) % tabs.length,
      ArrowLeft: (index - 1 + tabs.length) % tabs.length,
      Home: 0,
      End: tabs.length - 1,
    };
    const next = tabs[moves[event.key] ?? -1];
    if (!next) return;
    event.preventDefault();
    onChange(next.value);
    tabRefs.current.get(next.value)?.focus();
  }

  return (
    <div className={className}>
      <div
        role="tablist"
        aria-label={label}
        onKeyDown={handleKeyDown}
        // More tabs than the width (a property's seven on a phone) scroll sideways inside the list, never
        // the page (docs/product.md#phones); the line under the tabs is an inset shadow, so it scrolls too.
        className="flex gap-1 overflow-x-auto overflow-y-hidden overscroll-x-contain shadow-[inset_0_-1px_0_var(--color-slate-200)] [scrollbar-width:none]"
      >
        {tabs.map((tab) => {
          const isSelected = tab.value === value;
          return (
            <button
              key={tab.value}
              ref={(element) => {
                if (element) tabRefs.current.set(tab.value, element);
                else tabRefs.current.delete(tab.value);
              }}
              type="button"
              role="tab"
              id={tabId(tab.value)}
              aria-selected={isSelected}
              aria-controls={panelId}
              tabIndex={isSelected ? 0 : -1}
              onClick={(event) => {
                onChange(tab.value);
                // A tab half out of the scrolled list comes fully into view.
                event.currentTarget.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
              }}
              className={cn(
                'shrink-0 cursor-pointer border-b-2 px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors',
                'focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-indigo-600',
                isSelected
                  ? 'border-indigo-600 text-indigo-700'
                  : 'border-transparent text-slate-500 hover:border-slate-300 hover:text-slate-700',
              )}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={panelId}
        aria-labelledby={tabId(value)}
        tabIndex={0}
        className="pt-4 focus:outline-none"
      >
        {children}
      </div>
    </div>
  );
}
