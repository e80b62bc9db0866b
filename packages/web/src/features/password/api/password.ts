import { AppEvents, type ResetPasswordPayload } from '@kokpit/shared';
import { request } from '../../../lib/socket';

/**
 * `forgot-password`: asks for a reset link. Resolves with the server's message, which is the
 * same whether or not the address has an account.
 */
export async function requestResetLink(email: string): Promise<string> {
  const envelope = await request('/app', AppEvents.forgotPassword, { email });
  return envelope.message;
}

/** `reset-password`: sets the new password from a mailed link; resolves with the message. */
export async function resetPassword(input: ResetPasswordPayload): Promise<string> {
  const envelope = await request('/app', AppEvents.resetPassword, input);
  return envelope.message;
}
