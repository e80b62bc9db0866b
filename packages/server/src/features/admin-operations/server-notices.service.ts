import { ServerPushes, type Language, type Role } from '@kokpit/shared';
import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../core/app-context.js';
import type { SocketData } from '../../realtime/socket-state.js';
import { auditOperation } from './operations-audit.js';

/*
 * Server notices (SPEC §4): a message pushed to every signed-in user, or to one audience, that
 * the web shows as a banner until dismissed. Every signed-in tab holds an /app socket; each is
 * told in its own language (the Greek text when the operator wrote none in it), on every node.
 */

export type NoticeAudience = 'everyone' | 'students' | 'schools' | 'operators';

const AUDIENCE_ROLE: Record<Exclude<NoticeAudience, 'everyone'>, Role> = {
  students: 'student',
  schools: 'school',
  operators: 'administrator',
};

export interface NoticeInput {
  /** The text per language; Greek (the source) is required. */
  texts: { el: string } & Partial<Record<Language, string>>;
  audience: NoticeAudience;
}

function reaches(data: Partial<SocketData>, audience: NoticeAudience): boolean {
  const session = data.session;
  if (!session || session.expiresAt <= Date.now()) return false;
  return audience === 'everyone' || session.roles.includes(AUDIENCE_ROLE[audience]);
}

/** Pushes the notice; the number of signed-in tabs it reached. */
export async function sendNotice(
  ctx: AppContext,
  input: NoticeInput,
  actorId: number,
  ip?: string,
): Promise<number> {
  const id = randomUUID();
  await auditOperation(ctx.db, {
    actorId,
    action: 'notice.send',
    table: 'notices',
    key: { id },
    after: { audience: input.audience, ...input.texts },
    ip,
  });
  const sockets = (await ctx.io?.of('/app').fetchSockets()) ?? [];
  let told = 0;
  for (const socket of sockets) {
    const data = socket.data as Partial<SocketData>;
    if (!reaches(data, input.audience)) continue;
    const lang = data.lang ?? 'el';
    const message = input.texts[lang]?.trim() || input.texts.el;
    socket.emit(ServerPushes.notice, { id, message });
    told++;
  }
  return told;
}
