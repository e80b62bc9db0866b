import type { Actor } from './actor.js';

/** The six callers every permission table of these tests is read against. */
export const actors = {
  anonymous: null,
  student: { userId: 1, roles: ['student'], permissions: ['student'] },
  otherStudent: { userId: 2, roles: ['student'], permissions: ['student'] },
  school: { userId: 10, roles: ['school'], permissions: ['school'], schoolId: 100 },
  otherSchool: { userId: 11, roles: ['school'], permissions: ['school'], schoolId: 200 },
  operator: { userId: 99, roles: ['administrator'], permissions: ['admin'] },
} satisfies Record<string, Actor>;

export type ActorName = keyof typeof actors;
export const ACTOR_NAMES = Object.keys(actors) as ActorName[];

/** The actors a check lets through, in the fixture's order, for one-line table rows. */
export function allowedBy(check: (actor: Actor) => boolean): ActorName[] {
  return ACTOR_NAMES.filter((name) => check(actors[name]));
}
