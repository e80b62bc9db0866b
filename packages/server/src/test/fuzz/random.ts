/*
 * The fuzzer's one source of chance: a seeded generator (mulberry32), so that a run, and any
 * payload it printed with its seed, can be made again exactly.
 */

export interface Random {
  /** The seed this generator started from. */
  readonly seed: number;
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [0, n). */
  int(n: number): number;
  /** An integer in [min, max], both included. */
  between(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(p: number): boolean;
}

export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  return {
    seed,
    next,
    int,
    between: (min, max) => min + int(max - min + 1),
    pick: <T>(items: readonly T[]) => {
      if (items.length === 0) throw new Error('pick from nothing');
      return items[int(items.length)]!;
    },
    chance: (p) => next() < p,
  };
}

/** A seed for a run that was given none: printed with the summary, so it can be run again. */
export const freshSeed = (): number => Math.floor(Math.random() * 2 ** 31);
