import { useEffect, useState } from 'react';

/** Whether GET /api/config says this server has the demo (`demo`); older servers do not send it: no. */
export function readDemoAvailability(config: unknown): boolean {
  return typeof config === 'object' && config !== null && 'demo' in config && config.demo === true;
}

export async function getDemoAvailability(signal?: AbortSignal): Promise<boolean> {
  const response = await fetch('/api/config', { headers: { Accept: 'application/json' }, signal });
  if (!response.ok) return false;
  return readDemoAvailability(await response.json());
}

/** null while asking; then whether the demo can be opened here (a failed call counts as yes: try it). */
export function useDemoAvailability(): boolean | null {
  const [isAvailable, setIsAvailable] = useState<boolean | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    getDemoAvailability(controller.signal).then(setIsAvailable, () => {
      // Unknown: offer the button; opening the demo says what is wrong if anything is.
      if (!controller.signal.aborted) setIsAvailable(true);
    });
    return () => controller.abort();
  }, []);
  return isAvailable;
}
