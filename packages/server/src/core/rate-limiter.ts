/**
 * A fixed-window counter per key, in memory. Each node counts on its own; with several nodes
 * behind a balancer the effective limit is per node (documented in docs/ARCHITECTURE.md).
 */
export class RateLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly enabled = true,
  ) {}

  /** Counts one hit; false when the key is over its limit for this window. */
  async hit(key: string, at = Date.now()): Promise<boolean> {
    if (!this.enabled) return true;
    const w = this.windows.get(key);
    if (!w || at - w.start >= this.windowMs) {
      this.windows.set(key, { start: at, count: 1 });
      if (this.windows.size > 50_000) this.sweep(at);
      return true;
    }
    w.count += 1;
    return w.count <= this.limit;
  }

  private sweep(at: number): void {
    for (const [key, w] of this.windows)
      if (at - w.start >= this.windowMs) this.windows.delete(key);
  }
}
