/** `ids` with the item at `from` moved to `to`; unchanged when either is out of range. */
export function moveItem(ids: readonly number[], from: number, to: number): number[] {
  if (from < 0 || from >= ids.length || to < 0 || to >= ids.length) return [...ids];
  const next = [...ids];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}
