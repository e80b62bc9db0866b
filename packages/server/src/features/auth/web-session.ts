import { createHash } from 'node:crypto';
import { WebSession } from '@kokpit/shared';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config/config.js';
import { apiToken } from '../../http/api-token.js';
import { safeEqual } from './tokens.js';

/*
 * The web's session cookie (docs/API.md, "How the web authenticates"). The token lives in an
 * HttpOnly cookie that only the server sets, so no script can read it. Beside it goes a
 * script-readable marker, a fingerprint of the token: a script of our own pages can read it
 * and present it, another site cannot, so a call that carries the cookie counts only with the
 * marker beside it (in the handshake's `auth.session` or the `X-Session` header) and, when the
 * browser names one, our own Origin. That is what keeps a cross-site form, link or WebSocket
 * from riding on the cookie (SameSite=Lax still sends it on a top-level GET from elsewhere).
 */

/** A token's marker: it says which session the cookie holds and cannot be turned back into it. */
export function sessionMarker(token: string): string {
  return createHash('sha256')
    .update(`kokpit-session-marker:${token}`, 'utf8')
    .digest('base64url')
    .slice(0, 22);
}

/** A cookie's value from a Cookie header, if it is there. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of String(header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
}

/**
 * Whether an Origin header names this site: PUBLIC_URL's origin, or the host the request was
 * sent to (by its name alone when the Host header names no port, as a proxy's `$host` does).
 * None at all is a client that is not a page of another site (browsers name the origin on
 * every WebSocket handshake and every cross-site request that is not a plain GET).
 */
export function isOwnOrigin(
  origin: string | undefined,
  host: string | undefined,
  config: Pick<Config, 'PUBLIC_URL' | 'publicUrl'>,
): boolean {
  if (origin === undefined) return true;
  const from = parseUrl(origin);
  if (!from) return false;
  if (config.PUBLIC_URL && from.origin === new URL(config.publicUrl).origin) return true;
  const to = host ? parseUrl(`http://${host}`) : null;
  if (!to) return false;
  return to.port === '' ? from.hostname === to.hostname : from.host === to.host;
}

function parseUrl(text: string): URL | null {
  try {
    return new URL(text);
  } catch {
    return null;
  }
}

/** What a call offers to be authenticated by the cookie. */
export interface CookieCall {
  /** The Cookie header. */
  cookie: string | undefined;
  origin: string | undefined;
  /** The host the request was sent to. */
  host: string | undefined;
  /** The marker the page presented. */
  marker: unknown;
}

/** The cookie's token when the call shows it comes from our own pages; undefined otherwise. */
export function cookieToken(call: CookieCall, config: Config): string | undefined {
  const token = readCookie(call.cookie, WebSession.tokenCookie);
  if (!token || typeof call.marker !== 'string' || call.marker.length === 0) return undefined;
  if (!isOwnOrigin(call.origin, call.host, config)) return undefined;
  return safeEqual(call.marker, sessionMarker(token)) ? token : undefined;
}

const headerOf = (value: string | string[] | undefined) =>
  typeof value === 'string' ? value : undefined;

/**
 * A REST call's session token: the `X-Api-Token` header (API clients), or else the web's cookie
 * with its marker in the `X-Session` header.
 */
export function requestToken(config: Config, request: FastifyRequest): string | undefined {
  return (
    apiToken(request) ??
    cookieToken(
      {
        cookie: headerOf(request.headers.cookie),
        origin: headerOf(request.headers.origin),
        host: request.host,
        marker: headerOf(request.headers[WebSession.markerHeader]),
      },
      config,
    )
  );
}

/**
 * Secure outside plain-HTTP development: when the public address is https, or the request came
 * over https (through a TRUSTED_PROXIES proxy that says so).
 */
export function secureCookies(config: Pick<Config, 'publicUrl'>, protocol: string): boolean {
  return protocol === 'https' || config.publicUrl.startsWith('https:');
}

function cookie(
  name: string,
  value: string,
  o: { maxAge?: number; secure: boolean; httpOnly: boolean },
) {
  return [
    `${name}=${value}`,
    'Path=/',
    ...(o.maxAge === undefined ? [] : [`Max-Age=${Math.max(0, Math.floor(o.maxAge))}`]),
    ...(o.httpOnly ? ['HttpOnly'] : []),
    ...(o.secure ? ['Secure'] : []),
    'SameSite=Lax',
  ].join('; ');
}

/**
 * The Set-Cookie values of a session: the token (HttpOnly) and its marker, with one lifetime.
 * `maxAge` undefined: session cookies, gone when the browser closes (SPEC §9 without
 * remember-me).
 */
export function sessionCookies(
  token: string,
  o: { maxAge?: number; secure: boolean },
): [string, string] {
  return [
    cookie(WebSession.tokenCookie, token, { ...o, httpOnly: true }),
    cookie(WebSession.markerCookie, sessionMarker(token), { ...o, httpOnly: false }),
  ];
}

/** The Set-Cookie values that remove both. */
export function clearedSessionCookies(secure: boolean): [string, string] {
  return [
    cookie(WebSession.tokenCookie, '', { maxAge: 0, secure, httpOnly: true }),
    cookie(WebSession.markerCookie, '', { maxAge: 0, secure, httpOnly: false }),
  ];
}
