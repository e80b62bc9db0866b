import type { MessageKey } from '../i18n/index.js';
import type { MessageView } from '../schemas/messages.js';
import type { ExportProgress } from '../schemas/admin-exports.js';
import type { ImportProgress } from '../schemas/admin-content.js';
import type { SchoolAccountView } from '../schemas/school-billing.js';
import type { SignedInView, UserView } from '../schemas/user.js';

/**
 * The data each server push carries (SPEC §7 "Server events received"); names in
 * ServerPushes. Most pushes only say what changed, and the client refetches.
 */
export interface PushPayloads {
  authenticated: SignedInView;
  /**
   * To a user's sockets: their account changed. To a school's /school sockets: its editor
   * saved something (`schoolId`, and who saved), so its other sessions refetch.
   */
  'profile-changed': UserView | { schoolId: number; by: number };
  /** The new current section, or the section whose status changed (null: none activated). */
  'sections-changed': { current: string } | { code: string | null };
  'statistics-changed': { section: string };
  'pending-students-changed': { studentId: number };
  'active-students-changed': { studentId: number };
  'archived-students-changed': { studentId: number };
  /** A school's presentations of this section changed (to the school and its students). */
  'theory-changed': { section: string };
  /** A new message, to both sides' tabs and devices; `unread` is the receiving side's count. */
  message: { message: MessageView; unread: number };
  signout: { reason: MessageKey; message: string };
  /** A server notice (SPEC §4), shown as a banner until dismissed; `id` keys the dismissal. */
  notice: { message: string; id?: string };
  /** To a school's sockets: its money changed (package, credits, reservations, coupons). */
  'school-account-changed': SchoolAccountView;
  /**
   * To a school's sockets: a charge left the balance below zero (a student reached 10% with
   * no credit left, or provisional credits lapsed). The student keeps practising.
   */
  'school-account-error': { account: SchoolAccountView; message: string };
  /** To a school's sockets: coupons were reserved, freed or used; refetch the list. */
  'coupons-changed': Record<string, never>;
  /** To both sides of a thread: one side read the other's messages (`unread`: that side's). */
  'messages-read': { studentId: number; bySchool: boolean; readAt: number; unread: number };
  /** To an operator's /admin sockets: how far an export of theirs has come. */
  'export-progress': ExportProgress;
  /** To an operator's /admin sockets: how far a content import of theirs has come. */
  'import-progress': ImportProgress;
}
export type PushName = keyof PushPayloads;
