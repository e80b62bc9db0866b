import type { Permission, Role } from '../constants.js';

/**
 * Who makes a call: the signed-in user's id, roles and permissions (and their school, for a
 * school's accounts), or null for an anonymous visitor.
 */
export type Actor = ActorFields | null;

export interface ActorFields {
  userId: number;
  roles: readonly Role[];
  permissions: readonly Permission[];
  /** The school the user acts for; set for school accounts once the session knows it. */
  schoolId?: number | null;
}

declare const proven: unique symbol;

/**
 * An actor a policy has proven signed in. The mark exists only in the type system: it lets a
 * policy be a type guard whose false branch still allows a signed-in actor (one without the
 * permission), which a guard on ActorFields itself would wrongly narrow to null.
 */
export type SignedInActor = ActorFields & { readonly [proven]: true };

/**
 * The check an event declares, run by the pipeline after validation. A policy that no
 * anonymous actor can pass is a type guard, so the handler sees a signed-in session.
 */
export type Policy = (actor: Actor) => boolean;
export type SignedInPolicy = (actor: Actor) => actor is SignedInActor;

export function hasPermission(actor: Actor, permission: Permission): boolean {
  return actor !== null && actor.permissions.includes(permission);
}

/** Any signed-in user, whatever their role (e.g. signing out). */
export function isSignedIn(actor: Actor): actor is SignedInActor {
  return actor !== null;
}
