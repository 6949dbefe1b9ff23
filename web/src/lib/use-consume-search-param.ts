import { useEffect, useEffectEvent } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A deep link's one-shot query parameter (`?property=<id>` from the top-bar search): hands its value to
 * `onValue` once, then removes it from the URL (replacing the history entry), so a reload or a later
 * close does not open the record again.
 */
export function useConsumeSearchParam(name: string, onValue: (value: string) => void): void {
  const [searchParams, setSearchParams] = useSearchParams();
  const value = searchParams.get(name);
  const handleValue = useEffectEvent(onValue);

  useEffect(() => {
    if (value === null) return;
    handleValue(value);
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(name);
        return next;
      },
      { replace: true },
    );
  }, [name, value, setSearchParams]);
}
