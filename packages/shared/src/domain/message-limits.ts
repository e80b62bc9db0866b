/* The limits of messages (schemas/messages.ts), apart from their schemas: a page can read them without zod. */

/** The longest message, in characters (after trimming). */
export const MESSAGE_MAX_LENGTH = 2000;
/** Messages per page of a thread. */
export const MESSAGE_PAGE_SIZE = 30;
