/** Current time in epoch ms; one place so tests can reason about time. */
export const now = (): number => Date.now();
