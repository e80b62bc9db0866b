import { hasPermission, type Actor, type SignedInActor } from './actor.js';

/** The /school namespace's events: a school's accounts. */
export function canActAsSchool(actor: Actor): actor is SignedInActor {
  return hasPermission(actor, 'school');
}

/** A school's own settings, coupons and packages: its accounts, or an operator. */
export function canManageSchool(actor: Actor, school: { id: number }): boolean {
  if (hasPermission(actor, 'admin')) return true;
  return canActAsSchool(actor) && actor.schoolId === school.id;
}
