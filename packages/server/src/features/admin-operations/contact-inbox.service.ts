import { ResultCode } from '@kokpit/shared';
import type { AppContext } from '../../core/app-context.js';
import { AppError } from '../../core/app-error.js';
import {
  countOpenContactMessages,
  findContactMessage,
  listContactMessages,
  setContactHandledAt,
  type ContactMessageRow,
  type ContactQuery,
} from './contact-inbox.repository.js';
import { auditOperation } from './operations-audit.js';

/*
 * The contact form's inbox (SPEC: the home page's contact form). Messages are mailed to the
 * operators as they arrive (features/contact); here they are read in one place and marked
 * handled once answered, so nothing waits unseen. Marking or reopening is logged with the
 * handled_at before and after, so the audit screen can revert it.
 */

export interface ContactInboxPage {
  rows: ContactMessageRow[];
  total: number;
  open: number;
}

export async function contactInbox(ctx: AppContext, q: ContactQuery): Promise<ContactInboxPage> {
  const { rows, total } = await listContactMessages(ctx.db, q);
  return { rows, total, open: await countOpenContactMessages(ctx.db) };
}

const notFound = () => new AppError(ResultCode.notFound, 'admin.ops.contactNotFound');
const alreadyThere = (handled: boolean) =>
  new AppError(
    ResultCode.general,
    handled ? 'admin.ops.contactAlreadyHandled' : 'admin.ops.contactAlreadyOpen',
  );

/**
 * Marks the message handled now, or open again. One conditional update: of two operators
 * closing the same message, the second is told it was handled already.
 */
export async function setContactHandled(
  ctx: AppContext,
  input: { id: number; handled: boolean; ip?: string },
  actorId: number,
): Promise<ContactMessageRow> {
  await ctx.db.transaction().execute(async (trx) => {
    const message = await findContactMessage(trx, input.id);
    if (!message) throw notFound();
    const from = message.handledAt === null ? null : Number(message.handledAt);
    if ((from !== null) === input.handled) throw alreadyThere(input.handled);
    const to = input.handled ? Date.now() : null;
    if (!(await setContactHandledAt(trx, { id: input.id, from, to }))) {
      throw alreadyThere(input.handled);
    }
    await auditOperation(trx, {
      actorId,
      action: input.handled ? 'contact.handle' : 'contact.reopen',
      table: 'contact_messages',
      key: { id: input.id },
      before: { handled_at: from },
      after: { handled_at: to },
      ip: input.ip,
    });
  });
  const message = await findContactMessage(ctx.db, input.id);
  if (!message) throw notFound();
  return message;
}
