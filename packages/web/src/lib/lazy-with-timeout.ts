import { Limits } from '@kokpit/shared';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** A page group that failed to arrive, or arrived too late (SPEC §2: 120 s). */
export class ChunkLoadError extends Error {
  readonly reason: 'failed' | 'timeout';

  constructor(reason: 'failed' | 'timeout', cause?: unknown) {
    super(reason === 'timeout' ? 'page group load timed out' : 'page group failed to load', {
      cause,
    });
    this.name = 'ChunkLoadError';
    this.reason = reason;
  }
}

/** Rejects with a ChunkLoadError when the promise fails or has not settled within `ms`. */
export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = globalThis.setTimeout(() => reject(new ChunkLoadError('timeout')), ms);
    promise.then(
      (value) => {
        globalThis.clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        globalThis.clearTimeout(timer);
        reject(new ChunkLoadError('failed', error));
      },
    );
  });
}

export interface RetryableLazy<P extends object> {
  /**
   * The component to render: the loaded one once `preload` has fetched it, else the current
   * lazy component (a new one after each `retry`).
   */
  current: () => ComponentType<P> | LazyExoticComponent<ComponentType<P>>;
  /** Forgets a failed load: React.lazy caches rejections forever, so a retry needs a new one. */
  retry: () => void;
  /**
   * Fetches the component ahead of its first render, which then draws it at once instead of
   * suspending on an already-loaded chunk (and waiting for React's fallback throttle).
   */
  preload: () => Promise<void>;
}

/** React.lazy for a named export, with the chunk timeout and a way to try again. */
export function lazyWithTimeout<P extends object>(
  load: () => Promise<ComponentType<P>>,
  timeoutMs: number = Limits.chunkLoadTimeoutMs,
): RetryableLazy<P> {
  let loaded: ComponentType<P> | null = null;
  const make = () =>
    lazy(() => withTimeout(load(), timeoutMs).then((component) => ({ default: component })));
  let component = make();
  return {
    current: () => loaded ?? component,
    retry: () => {
      component = make();
    },
    preload: () =>
      withTimeout(load(), timeoutMs).then(
        (value) => {
          loaded = value;
        },
        // The render will load it again and show the failure with its Retry.
        () => undefined,
      ),
  };
}
