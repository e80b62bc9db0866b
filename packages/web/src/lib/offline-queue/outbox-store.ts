/** An answer waiting in the outbox until the server acknowledges it. */
export interface QueuedAnswer {
  /** The client's reply id (crypto.randomUUID): the server counts an id only once. */
  id: string;
  /** The student who gave it: a shared browser must never send one user's answers as another's. */
  userId: number;
  testId: number;
  questionId: number;
  answerId: number;
  /** Picked after "show correct answer": the server records it as not known. */
  revealed?: boolean;
  /** Picked with the question's help open: likewise not known. */
  helped?: boolean;
  /** When it was given (ms); orders the flush and ages the "waiting" indicator. */
  queuedAt: number;
}

/** Where queued answers survive a reload, a closed tab or a lost link. */
export interface OutboxStore {
  put(entry: QueuedAnswer): Promise<void>;
  remove(ids: readonly string[]): Promise<void>;
  list(): Promise<QueuedAnswer[]>;
}

/** An outbox in memory: for tests, and for browsers that refuse IndexedDB (some private modes). */
export function createMemoryStore(initial: readonly QueuedAnswer[] = []): OutboxStore {
  const entries = new Map(initial.map((e) => [e.id, e]));
  return {
    put: async (entry) => {
      entries.set(entry.id, { ...entry });
    },
    remove: async (ids) => {
      for (const id of ids) entries.delete(id);
    },
    list: async () => [...entries.values()].map((e) => ({ ...e })),
  };
}
