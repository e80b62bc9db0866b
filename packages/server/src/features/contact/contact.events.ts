import { positive, translate, everyone } from '@kokpit/shared';
import { defineEvent } from '../../realtime/events.js';
import { insertContactMessage, operatorEmails } from './contact.repository.js';

/**
 * `contact`: the home page's contact form. Stored first (so nothing is lost if mail fails),
 * then mailed to every operator with the sender as reply-to.
 */
export const contactEvent = defineEvent('/app', 'contact', {
  policy: everyone,
  rateLimit: { limit: 5, windowMs: 10 * 60_000 },
  handle: async (input, ec) => {
    const subject = input.subject ?? '';
    const id = await insertContactMessage(ec.ctx.db, {
      userId: ec.session?.userId ?? null,
      name: input.name,
      email: input.email,
      subject,
      text: input.text,
      lang: ec.lang,
    });
    const recipients = await operatorEmails(ec.ctx.db);
    const params = { ...input, subject: subject || input.name, lang: ec.lang };
    for (const to of recipients) {
      await ec.ctx.mailer
        .send({
          to,
          replyTo: input.email,
          subject: translate('el', 'mail.contactSubject', params),
          text: translate('el', 'mail.contactBody', params),
        })
        .catch((err: unknown) => ec.ctx.logger.error({ err, id }, 'contact mail failed'));
    }
    return positive({ id }, translate(ec.lang, 'contact.sent'));
  },
});

export const contactEvents = [contactEvent];
