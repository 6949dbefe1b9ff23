/**
 * Runs `task` once after `firstAfterMs`, then every `intervalMs`, in the background: a run still going
 * when the next is due is not doubled, a failure goes to `onError` and the next run comes as planned, and
 * the timers never keep the process alive. The notification scheduler and the demo's resets use it.
 */
export function repeatInBackground(
  task: () => Promise<unknown>,
  { firstAfterMs, intervalMs }: { firstAfterMs: number; intervalMs: number },
  onError: (error: unknown) => void,
): { stop: () => void } {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await task();
    } catch (error) {
      onError(error);
    } finally {
      running = false;
    }
  };
  const first = setTimeout(() => void tick(), firstAfterMs);
  const timer = setInterval(() => void tick(), intervalMs);
  first.unref();
  timer.unref();
  return {
    stop: () => {
      clearTimeout(first);
      clearInterval(timer);
    },
  };
}
