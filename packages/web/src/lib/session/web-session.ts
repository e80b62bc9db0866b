import { isEnvelope, WebSession } from '@kokpit/shared';
import { currentLanguage } from '../i18n/language';
import { ClientErrorCode, RequestError } from '../socket';
import { CookieName, readCookie } from './cookies';

/*
 * The session cookie, which only the server sets and clears (server features/auth/
 * web-session.routes.ts, docs/API.md "How the web authenticates"). Sign-in happens on the
 * socket, which cannot set a cookie: the token of a sign-in just made is handed once to
 * `POST /session`, which answers with the HttpOnly cookie and its marker, and is forgotten.
 */

/** At the site's root, as the pictures are: the same for every product (PRODUCT). */
const SESSION_URL = '/session';
const SIGN_OUT_WAIT_MS = 5_000;

/** Sets the HttpOnly cookie of a session just signed in; rejects with a RequestError. */
export async function storeSessionCookie(token: string): Promise<void> {
  let res: Response;
  try {
    res = await fetch(`${SESSION_URL}?lang=${currentLanguage()}`, {
      method: 'POST',
      headers: { 'x-api-token': token },
      credentials: 'same-origin',
    });
  } catch {
    throw new RequestError('network', ClientErrorCode.network, '');
  }
  if (res.ok) return;
  const body: unknown = await res.json().catch(() => null);
  if (!isEnvelope(body)) {
    throw new RequestError('server', ClientErrorCode.malformed, '', `HTTP ${res.status}`);
  }
  throw new RequestError('server', body.code, body.message, body.debugMessage);
}

/**
 * Ends the cookie's session on the server, if it is still live, and clears the cookie (which
 * no script can); false when the server could not be reached.
 */
export async function clearSessionCookie(): Promise<boolean> {
  try {
    const res = await fetch(SESSION_URL, {
      method: 'DELETE',
      credentials: 'same-origin',
      // A link that hangs must not hold the sign-out: it is retried when the server answers.
      signal: AbortSignal.timeout(SIGN_OUT_WAIT_MS),
    });
    return res.ok;
  } catch {
    return false;
  }
}

/** The session's marker, while there is one (the cookie it stands for may still be restored). */
export function sessionMarker(): string | null {
  return readCookie(CookieName.session);
}

/**
 * The header a REST call of these pages adds beside the cookie the browser sends: the marker,
 * which a page of another site cannot read, so the server knows the call is ours.
 */
export function sessionProofHeaders(): Record<string, string> {
  const marker = sessionMarker();
  return marker ? { [WebSession.markerHeader]: marker } : {};
}
