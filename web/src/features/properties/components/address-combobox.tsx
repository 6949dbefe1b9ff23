import { useId, useState, type KeyboardEvent } from 'react';
import { MapPin } from 'lucide-react';
import type { AddressSuggestion } from '@astor/contract/geo';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useAddressSuggestions } from '../api/autocomplete-address';

const DEBOUNCE_MS = 200;

/** docs/product.md#add-property: a house number and street alone cannot be placed. */
export const STREET_NEEDS_PLACE_HINT = 'Add the city or ZIP code to find this address.';
/** docs/product.md#add-property: the mark on a suggestion whose point is a ZIP code area's or city's centre. */
export const APPROXIMATE_SUGGESTION_MARK = 'approximate';

/**
 * The address field with suggestions, as the WAI-ARIA combobox pattern: arrow keys move the highlight,
 * Enter picks it, Escape closes the list, a click outside closes it; focus stays in the input.
 */
export function AddressCombobox({
  id,
  value,
  onChange,
  onPick,
  describedBy,
  isAutofocus = false,
}: {
  id: string;
  value: string;
  /** The typed text. */
  onChange: (value: string) => void;
  onPick: (suggestion: AddressSuggestion) => void;
  describedBy?: string;
  /** The field a dialog focuses when it opens. */
  isAutofocus?: boolean;
}) {
  const listboxId = useId();
  const [isOpen, setIsOpen] = useState(false);
  // The highlight belongs to the list it was made in: a new list starts with nothing highlighted.
  const [highlight, setHighlight] = useState<{ query: string; index: number }>({ query: '', index: -1 });
  const query = useDebouncedValue(value.trim(), DEBOUNCE_MS);
  const suggestionsQuery = useAddressSuggestions(query, { enabled: isOpen });
  const suggestions = isOpen && query !== '' ? (suggestionsQuery.data ?? []) : [];
  const isExpanded = suggestions.length > 0;
  // '1510 W Belmont' finds nothing until a city or ZIP follows: say so rather than show nothing.
  const isStreetWithoutPlace =
    isOpen && /^\d/.test(query) && suggestionsQuery.isSuccess && !suggestionsQuery.isFetching && !isExpanded;
  const activeIndex =
    highlight.query === query && highlight.index < suggestions.length ? highlight.index : -1;
  const optionId = (index: number) => `${listboxId}-option-${index}`;

  function pick(suggestion: AddressSuggestion) {
    setIsOpen(false);
    setHighlight({ query: '', index: -1 });
    onPick(suggestion);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!isExpanded) {
        setIsOpen(true);
        return;
      }
      event.preventDefault();
      const last = suggestions.length - 1;
      const next =
        event.key === 'ArrowDown'
          ? activeIndex >= last
            ? 0
            : activeIndex + 1
          : activeIndex <= 0
            ? last
            : activeIndex - 1;
      setHighlight({ query, index: next });
    } else if (event.key === 'Enter') {
      const suggestion = suggestions[activeIndex];
      if (!suggestion) return;
      // Picking is not submitting the step.
      event.preventDefault();
      pick(suggestion);
    } else if (event.key === 'Escape') {
      if (!isExpanded) return;
      // Close the list only, not the dialog around it.
      event.preventDefault();
      event.stopPropagation();
      setIsOpen(false);
    }
  }

  return (
    <div className="relative">
      <MapPin
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
        aria-hidden
      />
      <Input
        id={id}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={isExpanded}
        aria-controls={listboxId}
        aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
        aria-describedby={describedBy}
        data-autofocus={isAutofocus || undefined}
        autoComplete="off"
        placeholder="Start typing an address..."
        className="pr-9 pl-9"
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
          setIsOpen(true);
        }}
        onKeyDown={handleKeyDown}
        onBlur={() => setIsOpen(false)}
      />
      {isOpen && suggestionsQuery.isFetching && (
        <Spinner className="absolute top-1/2 right-3 -translate-y-1/2 text-slate-400" />
      )}
      <ul
        id={listboxId}
        role="listbox"
        aria-label="Address suggestions"
        hidden={!isExpanded}
        className="absolute z-10 mt-1 max-h-64 w-full overflow-y-auto rounded-lg border border-slate-200 bg-white py-1 shadow-lg"
      >
        {suggestions.map((suggestion, index) => (
          <li
            key={suggestion.placeId}
            id={optionId(index)}
            role="option"
            aria-selected={index === activeIndex}
            // Keep focus in the input: the list closes on blur, which would swallow the click.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => pick(suggestion)}
            onMouseMove={() => index !== activeIndex && setHighlight({ query, index })}
            className={cn(
              'cursor-pointer px-3 py-2 text-sm text-slate-700',
              index === activeIndex && 'bg-indigo-50 text-indigo-900',
            )}
          >
            {suggestion.formattedAddress}
            {suggestion.approximate && (
              <>
                {' '}
                <span className="ml-1 text-xs text-slate-500">{APPROXIMATE_SUGGESTION_MARK}</span>
              </>
            )}
          </li>
        ))}
      </ul>
      {isStreetWithoutPlace && (
        <p role="status" className="mt-1 text-xs text-slate-500">
          {STREET_NEEDS_PLACE_HINT}
        </p>
      )}
    </div>
  );
}
