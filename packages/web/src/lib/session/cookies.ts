import { WebSession } from '@kokpit/shared';

/*
 * Small cookie helpers: the session lives in cookies (SPEC §9), not in local storage. The token
 * itself is in an HttpOnly cookie that the server sets and clears (web-session.ts): no script,
 * ours included, can read it. What the app reads is the marker the server sets beside it.
 */

export const CookieName = {
  /** The server's marker of the session: present while a session may be restored. */
  session: WebSession.markerCookie,
  rememberMe: 'rememberMe',
  authDay: 'authDay',
  /** A token an earlier version of the app wrote from script, before the server set it. */
  legacyToken: WebSession.tokenCookie,
} as const;

export function readCookie(name: string): string | null {
  const prefix = `${name}=`;
  for (const part of document.cookie.split(';')) {
    const item = part.trim();
    if (item.startsWith(prefix)) return decodeURIComponent(item.slice(prefix.length));
  }
  return null;
}

/** Writes a cookie; without maxAgeSeconds it is a session cookie (gone when the browser closes). */
export function writeCookie(name: string, value: string, maxAgeSeconds?: number): void {
  const parts = [`${name}=${encodeURIComponent(value)}`, 'path=/', 'SameSite=Lax'];
  if (maxAgeSeconds !== undefined) parts.push(`max-age=${Math.max(0, Math.floor(maxAgeSeconds))}`);
  if (window.location.protocol === 'https:') parts.push('Secure');
  document.cookie = parts.join('; ');
}

export function deleteCookie(name: string): void {
  document.cookie = `${name}=; path=/; max-age=0; SameSite=Lax`;
}

/** Sign-out clears every cookie the app can see (SPEC §4), not only the ones it knows. */
export function clearAllCookies(): void {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) deleteCookie(name);
  }
}
