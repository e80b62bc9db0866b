import type { Actor } from './actor.js';

/** Public data and sign-in: anyone, signed in or not, may call it. */
export function everyone(_actor: Actor): boolean {
  return true;
}
