import type { ContactPayload } from '@kokpit/shared';
import { request } from '../../../lib/socket';

/** `contact`: stored and mailed to the operators; resolves with the server's thank-you. */
export async function sendContactMessage(input: ContactPayload): Promise<string> {
  const envelope = await request('/app', 'contact', input);
  return envelope.message;
}
