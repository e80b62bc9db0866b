/*
 * The door every realtime event passes on its way in. While the node serves, it counts the
 * events being handled; once the node shuts down (server.ts, docs/ARCHITECTURE.md "Shutting a
 * node down") it lets no new event in and says when the last one inside has been acknowledged.
 * An event turned away is not run and gets no acknowledgement: the client sends it again after
 * it reconnects, to another node, under the same client ids.
 */
export class EventGate {
  #open = true;
  #inside = 0;
  #idle: (() => void)[] = [];

  /** Whether the event may run; when true, `leave` must follow once it is acknowledged. */
  enter(): boolean {
    if (!this.#open) return false;
    this.#inside += 1;
    return true;
  }

  leave(): void {
    this.#inside -= 1;
    if (this.#inside === 0) for (const settle of this.#idle.splice(0)) settle();
  }

  /** Events being handled now. */
  get inside(): number {
    return this.#inside;
  }

  /** Turns every later event away; settles once those inside are acknowledged. */
  close(): Promise<void> {
    this.#open = false;
    if (this.#inside === 0) return Promise.resolve();
    return new Promise((resolve) => this.#idle.push(resolve));
  }
}
