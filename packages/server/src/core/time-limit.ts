/** Waits for `work` or `ms`, whichever comes first (a shutdown step that must not hang). */
export function within(work: Promise<unknown>, ms: number): Promise<unknown> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise((resolve) => (timer = setTimeout(resolve, ms)));
  return Promise.race([work, limit]).finally(() => clearTimeout(timer));
}
