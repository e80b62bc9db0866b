import { z } from 'zod';
import { FieldLimits } from '../constants.js';
import { idField, optionalText } from './fields.js';

/*
 * The operators' inbox of the home page's contact form (table contact_messages): open messages
 * first, each marked handled once answered (or reopened). Error messages are catalogue keys.
 */

/** Which messages a tab lists: not handled yet, handled, or both (open ones first). */
export const CONTACT_INBOX_TABS = ['open', 'handled', 'all'] as const;
export type ContactInboxTab = (typeof CONTACT_INBOX_TABS)[number];

/** `contact/list`: one page of the inbox, newest first. */
export const contactListPayload = z.strictObject({
  tab: z.enum(CONTACT_INBOX_TABS, { error: 'validation.criteria' }).default('open'),
  /** Words in the sender's name or e-mail, the subject or the text. */
  search: optionalText(FieldLimits.name.max),
  page: z.number().int().min(1).max(100_000).default(1),
  pageSize: z.number().int().min(1).max(100).default(20),
});
export type ContactListPayload = z.input<typeof contactListPayload>;

/** `contact/handle`: mark one message handled (`handled: true`) or open again. */
export const contactHandlePayload = z.strictObject({
  message: idField,
  handled: z.boolean({ error: 'validation.criteria' }),
});
export type ContactHandlePayload = z.input<typeof contactHandlePayload>;

export interface ContactMessageView {
  id: number;
  /** The sender's account when they wrote signed in (null: a visitor, or the account is gone). */
  userId: number | null;
  username: string | null;
  name: string;
  email: string;
  subject: string;
  /** The whole text, line breaks as typed. */
  text: string;
  /** The page's language when it was sent. */
  lang: string;
  createdAt: number;
  handledAt: number | null;
}

export interface ContactInboxView {
  items: ContactMessageView[];
  /** Messages of the tab matching the search, over every page. */
  total: number;
  page: number;
  pageSize: number;
  /** Open messages in all, whatever the tab and search. */
  open: number;
}
