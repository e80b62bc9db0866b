import type { MessageKey } from '../i18n/index.js';
import type { SignedInView, UserView } from '../schemas/user.js';

/**
 * The data each server push carries (SPEC §7 "Server events received"); names in
 * ServerPushes. Most pushes only say what changed, and the client refetches.
 */
export interface PushPayloads {
  authenticated: SignedInView;
  'profile-changed': UserView;
  /** The new current section, or the section whose status changed (null: none activated). */
  'sections-changed': { current: string } | { code: string | null };
  'statistics-changed': { section: string };
  'pending-students-changed': { studentId: number };
  'active-students-changed': { studentId: number };
  'archived-students-changed': { studentId: number };
  'theory-changed': Record<string, unknown>;
  message: Record<string, unknown>;
  signout: { reason: MessageKey; message: string };
  notice: { message: string };
}
export type PushName = keyof PushPayloads;
