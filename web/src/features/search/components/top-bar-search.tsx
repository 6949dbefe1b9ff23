import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import {
  ArrowDownLeft,
  ArrowUpRight,
  Building2,
  FileText,
  LayoutGrid,
  Search,
  User,
  Wrench,
  type LucideIcon,
} from 'lucide-react';
import { cn } from '@/lib/cn';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useSearchRecords } from '../api/search-records';
import {
  buildSuggestions,
  groupSuggestions,
  moveHighlight,
  SEARCH_DEBOUNCE_MS,
  type RecordType,
  type Suggestion,
} from '../lib/suggestions';

const RECORD_ICONS: Record<RecordType, LucideIcon> = {
  property: Building2,
  tenant: User,
  income: ArrowDownLeft,
  expense: ArrowUpRight,
  vendor: Wrench,
  document: FileText,
};

const KIND_LABELS: Record<RecordType | 'page', string> = {
  property: 'Property',
  tenant: 'Tenant',
  income: 'Income',
  expense: 'Expense',
  vendor: 'Vendor',
  document: 'Document',
  page: 'Page',
};

/**
 * docs/product.md#top-bar-search: the search box with up to 10 suggestions (the user's records grouped by
 * kind, then pages).
 * A WAI-ARIA combobox: ArrowUp and ArrowDown move the highlight, Tab completes the text with the highlighted
 * suggestion, Enter opens it (or the first one), Escape and a click outside close the list.
 */
export function TopBarSearch() {
  const navigate = useNavigate();
  const id = useId();
  const inputId = `${id}-input`;
  const listboxId = `${id}-listbox`;
  const containerRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  const [query, setQuery] = useState('');
  const [isOpen, setIsOpen] = useState(false);
  // The highlighted suggestion by key, so it stays on the same item when records arrive around it.
  const [highlightedKey, setHighlightedKey] = useState<string | null>(null);

  const debouncedQuery = useDebouncedValue(query.trim(), SEARCH_DEBOUNCE_MS);
  const records = useSearchRecords(debouncedQuery);
  const suggestions = buildSuggestions(query, records.data ?? []);
  const highlighted = suggestions.findIndex((suggestion) => suggestion.key === highlightedKey);
  const optionId = (index: number) => `${id}-option-${index}`;

  const hasQuery = query.trim() !== '';
  const isListShown = isOpen && hasQuery && suggestions.length > 0;
  const isSearching = records.isFetching || debouncedQuery !== query.trim();

  // docs/product.md#top-bar-search: a click outside closes the list.
  useEffect(() => {
    if (!isOpen) return;
    function handlePointerDown(event: PointerEvent | MouseEvent) {
      if (!containerRef.current?.contains(event.target as Node)) setIsOpen(false);
    }
    document.addEventListener('mousedown', handlePointerDown);
    return () => document.removeEventListener('mousedown', handlePointerDown);
  }, [isOpen]);

  function select(suggestion: Suggestion) {
    setQuery('');
    setIsOpen(false);
    setHighlightedKey(null);
    inputRef.current?.blur();
    void navigate(suggestion.href);
  }

  function highlight(index: number) {
    setHighlightedKey(suggestions[index]?.key ?? null);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (suggestions.length === 0) return;
        event.preventDefault();
        const step = event.key === 'ArrowDown' ? 1 : -1;
        if (!isListShown) {
          setIsOpen(true);
          highlight(step === 1 ? 0 : suggestions.length - 1);
          return;
        }
        highlight(moveHighlight(highlighted, step, suggestions.length));
        return;
      }
      case 'Tab': {
        // Completes once; when the text already is the suggestion, Tab moves on as usual.
        const target = suggestions[highlighted] ?? suggestions[0];
        if (!isListShown || event.shiftKey || !target || target.label === query) {
          setIsOpen(false);
          return;
        }
        event.preventDefault();
        setQuery(target.label);
        setHighlightedKey(target.key);
        return;
      }
      case 'Enter': {
        event.preventDefault();
        // With the list closed (after Escape) Enter does nothing: it would open a hidden suggestion.
        const target = suggestions[highlighted] ?? suggestions[0];
        if (isListShown && target) select(target);
        return;
      }
      case 'Escape': {
        if (!isListShown) return;
        event.preventDefault();
        setIsOpen(false);
        setHighlightedKey(null);
        return;
      }
    }
  }

  return (
    <form
      ref={containerRef}
      role="search"
      className="relative max-w-md min-w-0 flex-1"
      onSubmit={(event) => event.preventDefault()}
    >
      <label htmlFor={inputId} className="sr-only">
        Search
      </label>
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
        aria-hidden
      />
      <input
        ref={inputRef}
        id={inputId}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={isListShown}
        aria-controls={listboxId}
        aria-activedescendant={isListShown && highlighted >= 0 ? optionId(highlighted) : undefined}
        placeholder="Search..."
        autoComplete="off"
        spellCheck={false}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setIsOpen(true);
          setHighlightedKey(null);
        }}
        onFocus={() => setIsOpen(true)}
        onKeyDown={handleKeyDown}
        className="h-10 w-full rounded-lg border border-slate-200 bg-slate-50 pr-3 pl-9 text-sm text-slate-900 placeholder:text-slate-400 focus:border-indigo-500 focus:bg-white focus:ring-3 focus:ring-indigo-500/20 focus:outline-none"
      />

      <div
        className={cn(
          'absolute inset-x-0 top-full z-40 mt-1 overflow-hidden rounded-lg border border-slate-200 bg-white shadow-lg',
          !(isOpen && hasQuery) && 'hidden',
        )}
      >
        <ul
          id={listboxId}
          role="listbox"
          aria-label="Search suggestions"
          className="max-h-96 overflow-y-auto py-1"
        >
          {isListShown &&
            groupSuggestions(suggestions).map((group) => (
              <li key={group.key} role="group" aria-labelledby={`${id}-group-${group.key}`}>
                <div
                  id={`${id}-group-${group.key}`}
                  role="presentation"
                  className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-slate-400 uppercase"
                >
                  {group.label}
                </div>
                <ul role="none">
                  {group.items.map(({ suggestion, index }) => (
                    <SuggestionOption
                      key={suggestion.key}
                      id={optionId(index)}
                      suggestion={suggestion}
                      isHighlighted={index === highlighted}
                      onHighlight={() => setHighlightedKey(suggestion.key)}
                      onSelect={() => select(suggestion)}
                    />
                  ))}
                </ul>
              </li>
            ))}
        </ul>
        {isOpen && hasQuery && suggestions.length === 0 && (
          <p role="status" className="px-3 pb-2 text-sm text-slate-500">
            {isSearching ? 'Searching...' : 'No results'}
          </p>
        )}
      </div>
    </form>
  );
}

function SuggestionOption({
  id,
  suggestion,
  isHighlighted,
  onHighlight,
  onSelect,
}: {
  id: string;
  suggestion: Suggestion;
  isHighlighted: boolean;
  onHighlight: () => void;
  onSelect: () => void;
}) {
  const Icon = suggestion.kind === 'page' ? LayoutGrid : RECORD_ICONS[suggestion.type];
  const kindLabel = KIND_LABELS[suggestion.kind === 'page' ? 'page' : suggestion.type];
  const ref = useRef<HTMLLIElement>(null);

  useEffect(() => {
    if (isHighlighted) ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, [isHighlighted]);

  return (
    <li
      ref={ref}
      id={id}
      role="option"
      aria-selected={isHighlighted}
      // Keeps the focus in the box: the click selects, the box does not blur first.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onSelect}
      onMouseMove={isHighlighted ? undefined : onHighlight}
      className={cn(
        'flex cursor-pointer items-center gap-3 px-3 py-2 text-sm',
        isHighlighted ? 'bg-indigo-50 text-indigo-900' : 'text-slate-700',
      )}
    >
      <Icon
        className={cn('size-4 shrink-0', isHighlighted ? 'text-indigo-600' : 'text-slate-400')}
        aria-hidden
      />
      <span className="min-w-0 flex-1">
        <span className="block truncate font-medium">{suggestion.label}</span>
        {suggestion.sublabel && (
          <span className="block truncate text-xs text-slate-500">{suggestion.sublabel}</span>
        )}
      </span>
      <span className="shrink-0 text-xs text-slate-400">{kindLabel}</span>
    </li>
  );
}
