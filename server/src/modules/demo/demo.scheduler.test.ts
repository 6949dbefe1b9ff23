import type { FastifyBaseLogger } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startDemoResets } from './demo.scheduler.js';
import type { DemoService } from './demo.service.js';

const HOUR = 60 * 60 * 1000;

describe('startDemoResets', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('seeds shortly after start, checks every hour, logs a failure and goes on, stops when told', async () => {
    const ensureFresh = vi
      .fn<() => Promise<string>>()
      .mockResolvedValueOnce('id')
      .mockRejectedValueOnce(new Error('database gone'))
      .mockResolvedValue('id');
    const log = { error: vi.fn() } as unknown as FastifyBaseLogger;
    const resets = startDemoResets({ ensureFresh } as unknown as DemoService, log);

    await vi.advanceTimersByTimeAsync(1_999);
    expect(ensureFresh).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(ensureFresh).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(HOUR);
    expect(ensureFresh).toHaveBeenCalledTimes(2);
    expect(log.error).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(HOUR);
    expect(ensureFresh).toHaveBeenCalledTimes(3);

    resets.stop();
    await vi.advanceTimersByTimeAsync(5 * HOUR);
    expect(ensureFresh).toHaveBeenCalledTimes(3);
  });
});
