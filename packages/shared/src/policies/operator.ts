import { hasPermission, type Actor, type SignedInActor } from './actor.js';

/** The Kokpit team's back office: users with the `admin` permission. */
export function canOperate(actor: Actor): actor is SignedInActor {
  return hasPermission(actor, 'admin');
}
