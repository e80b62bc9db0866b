import { Limits } from '@kokpit/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, lazyWithTimeout, withTimeout } from './lazy-with-timeout';

describe('withTimeout (page group loading)', () => {
  afterEach(() => vi.useRealTimers());

  it('gives up on a page group that has not arrived after 120 s', async () => {
    vi.useFakeTimers();
    const never = new Promise<string>(() => {});
    const loading = withTimeout(never, Limits.chunkLoadTimeoutMs);
    const outcome = expect(loading).rejects.toMatchObject({
      name: 'ChunkLoadError',
      reason: 'timeout',
    });
    await vi.advanceTimersByTimeAsync(Limits.chunkLoadTimeoutMs - 1);
    let settled = false;
    loading.catch(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await outcome;
  });

  it('reports a failed download as a ChunkLoadError that keeps the cause', async () => {
    const cause = new TypeError('Failed to fetch dynamically imported module');
    const error = await withTimeout(Promise.reject(cause), 1000).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(error).toMatchObject({ reason: 'failed', cause });
  });

  it('passes a page group through when it arrives in time', async () => {
    await expect(withTimeout(Promise.resolve('page'), 1000)).resolves.toBe('page');
  });
});

describe('lazyWithTimeout preload', () => {
  const Page = () => null;

  it('renders the lazy component until preloaded, then the loaded one without suspending', async () => {
    const page = lazyWithTimeout(() => Promise.resolve(Page));
    expect(page.current()).not.toBe(Page);
    await page.preload();
    expect(page.current()).toBe(Page);
  });

  it('keeps the lazy component (and its error and Retry) when the preload fails', async () => {
    const page = lazyWithTimeout(() => Promise.reject(new Error('offline')));
    const lazyOne = page.current();
    await expect(page.preload()).resolves.toBeUndefined();
    expect(page.current()).toBe(lazyOne);
  });
});
