import {
  canActAsSchool,
  canActAsStudent,
  canOperate,
  Limits,
  ServerPushes,
  type Namespace,
  type Policy,
} from '@kokpit/shared';
import type { Socket } from 'socket.io-client';
import { notify } from '../notify';
import { queryClient } from '../query-client';
import {
  connectNamespace,
  disconnectNamespace,
  getSocket,
  isConnected,
  isRequestError,
  loadSocketClient,
  presentedSession,
  reopenConnection,
  request,
  setSessionSource,
} from '../socket';
import { clearCached, readCached, writeCached } from '../offline-queue/offline-cache';
import { CookieName, clearAllCookies, deleteCookie, readCookie, writeCookie } from './cookies';
import { syncUserLanguage } from './language-sync';
import { addServerNotice } from './server-notices';
import {
  actorOf,
  toSessionUser,
  type AppStatus,
  type AuthReply,
  type SessionState,
  type SessionUser,
  type SignInInput,
} from './session-types';
import { clearSessionCookie, sessionMarker, storeSessionCookie } from './web-session';

/*
 * The session: who is signed in, and whether the realtime link is up. A tiny external store
 * (read by hooks through useSyncExternalStore) so that sockets, cookies and pushes are
 * handled in one place outside React. The token never stays here: it lives in an HttpOnly
 * cookie that the server sets and clears (web-session.ts); the marker beside it says whether a
 * session may be restoring, and signs the sockets in with the cookie.
 */

export type RealtimeStatus = 'connecting' | 'connected' | 'disconnected';

export interface SessionSnapshot {
  status: AppStatus;
  user: SessionUser | null;
  realtime: RealtimeStatus;
}

let snapshot: SessionSnapshot = { status: 'none', user: null, realtime: 'connecting' };
const listeners = new Set<() => void>();
/** While a password sign-in or a sign-out runs, reconnects and pushes must not interfere. */
let signingIn = false;
let signingOut = false;

function update(patch: Partial<SessionSnapshot>): void {
  snapshot = { ...snapshot, ...patch };
  for (const listener of listeners) listener();
}

export function getSessionSnapshot(): SessionSnapshot {
  return snapshot;
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The local calendar day: a new day re-authenticates (SPEC §9). */
function today(): string {
  const d = new Date();
  return `${d.getFullYear()}-${d.getMonth() + 1}-${d.getDate()}`;
}

/** The namespaces that open for an account, with the policy the server admits them by. */
const ROLE_NAMESPACES: [Namespace, Policy][] = [
  ['/student', canActAsStudent],
  ['/school', canActAsSchool],
  ['/admin', canOperate],
];

/** Opens `/student` or `/school` only for a user the server admits there (SPEC §6). */
function syncRoleNamespaces(user: SessionUser | null): void {
  for (const [namespace, policy] of ROLE_NAMESPACES) {
    if (policy(actorOf(user))) {
      const socket = connectNamespace(namespace);
      watchPushes(socket);
    } else {
      disconnectNamespace(namespace);
    }
  }
}

/** A session the server confirmed: the user, the role namespaces, the day of this check. */
function applySession(state: SessionState): SessionUser {
  // As the token's cookie (set by the server): a remembered one lives until just before the
  // server forgets the session, otherwise until the browser closes.
  const lifetime = state.rememberMe ? state.expiresIn - 1 : undefined;
  writeCookie(CookieName.authDay, today(), lifetime);
  const marker = sessionMarker();
  const user = toSessionUser(state);
  update({ user });
  syncRoleNamespaces(user);
  syncUserLanguage(user);
  if (marker) void rememberOfflineUser(marker, user);
  return user;
}

/*
 * Offline, a reload cannot ask the server who is signed in. The last user this session's
 * server confirmed is kept on the device (with the session's marker), so the pages a student
 * already had open — a running test — reopen; the server confirms or refuses the session as
 * soon as the link returns.
 */
const OFFLINE_USER_KEY = 'session-user';
/** Online, the server normally answers well within this; past it the device's copy is used. */
const OFFLINE_RESTORE_MS = 1500;

async function rememberOfflineUser(marker: string, user: SessionUser): Promise<void> {
  await writeCached(OFFLINE_USER_KEY, { tag: marker, user });
}

async function restoreOfflineUser(marker: string): Promise<void> {
  if (snapshot.user || isConnected('/app')) return;
  const cached = await readCached<{ tag: string; user: SessionUser }>(OFFLINE_USER_KEY);
  if (cached?.value.tag !== marker) return;
  if (snapshot.user || isConnected('/app') || sessionMarker() !== marker) return;
  update({ user: cached.value.user, status: 'started' });
  syncRoleNamespaces(cached.value.user);
}

/*
 * A sign-out the server could not hear (offline) leaves the HttpOnly cookie, which only the
 * server can clear: it is cleared, and its session ended, as soon as the server answers.
 */
const SIGNOUT_PENDING_KEY = 'kokpit.signout-pending';
let pendingSignOut: Promise<void> | null = null;

function setSignOutPending(pending: boolean): void {
  try {
    if (pending) localStorage.setItem(SIGNOUT_PENDING_KEY, '1');
    else localStorage.removeItem(SIGNOUT_PENDING_KEY);
  } catch {
    // Without storage the cookie waits for its own expiry, or the next sign-in replaces it.
  }
}

function signOutPending(): boolean {
  try {
    return localStorage.getItem(SIGNOUT_PENDING_KEY) === '1';
  } catch {
    return false;
  }
}

/** Ends the cookie's session on the server and clears the cookie, now or when it is reachable. */
function endServerSession(): Promise<void> {
  pendingSignOut ??= clearSessionCookie()
    .then((done) => setSignOutPending(!done))
    .finally(() => {
      pendingSignOut = null;
    });
  return pendingSignOut;
}

/** Waits for a sign-out still owed to the server, so it cannot clear a newer cookie. */
async function settleSignOut(): Promise<void> {
  if (signOutPending()) await endServerSession();
  else if (pendingSignOut) await pendingSignOut;
}

/** Forgets the session in this tab: user, marker, every cookie it can see, cached server data. */
function clearLocalSession(): void {
  clearAllCookies();
  syncRoleNamespaces(null);
  queryClient.clear();
  void clearCached();
  update({ user: null });
}

/** The session ended (elsewhere, or found ended): forgotten here, its cookie cleared. */
function endSession(): void {
  clearLocalSession();
  void endServerSession();
}

/** Asks who the handshake signed in by the cookie (the `/app` socket is signed in by then). */
async function resumeFromCookie(): Promise<void> {
  try {
    const { data } = await request('/app', 'session');
    // A marker whose cookie did not sign the socket in (gone, or not sent): nothing to restore.
    if (data.user) applySession(data.user);
    else endSession();
  } catch (error) {
    // A lost link keeps the session: the next connect asks again.
    if (!isRequestError(error) || error.kind !== 'server') return;
    // Expired, revoked, locked…: the server's translated reason tells the visitor why.
    endSession();
    notify({ message: error.message, fallbackKey: 'auth.signedOut', tone: 'warning' });
  }
}

/**
 * A token an earlier version of the app wrote from script: the server takes it over into the
 * HttpOnly cookie (which replaces it), or it is dropped when its session is gone.
 */
async function adoptLegacyToken(): Promise<void> {
  const legacy = readCookie(CookieName.legacyToken);
  if (!legacy || sessionMarker()) return;
  try {
    await storeSessionCookie(legacy);
  } catch (error) {
    if (isRequestError(error) && error.kind === 'server') deleteCookie(CookieName.legacyToken);
  }
}

async function handleConnect(): Promise<void> {
  update({ realtime: 'connected' });
  await settleSignOut();
  const marker = sessionMarker();
  if (marker && !signingIn) {
    // Signed in meanwhile in another tab: this connection was made before its cookie.
    if (presentedSession('/app') !== marker) return void reopenConnection();
    await resumeFromCookie();
  }
  if (snapshot.status !== 'started') update({ status: 'started' });
}

function handleDisconnect(reason: Socket.DisconnectReason): void {
  // A sign-in opens the connection again on purpose (signInWith): no need to say it went.
  if (signingIn && reason === 'io client disconnect') return;
  update({ realtime: 'disconnected' });
  // The server dropped us on purpose (e.g. after a forced sign-out): come back anonymously.
  if (reason === 'io server disconnect') getSocket('/app').connect();
}

function handleSignoutPush(payload: unknown): void {
  if (signingOut || snapshot.user === null) return;
  endSession();
  const message = (payload as { message?: unknown } | undefined)?.message;
  notify({
    message: typeof message === 'string' ? message : '',
    fallbackKey: 'auth.signedOut',
    tone: 'warning',
  });
}

/**
 * `profile-changed` carries the user as the server now presents it (a profile saved in another
 * tab, a school joined, a section switched): the header and everything reading the session
 * show it at once.
 */
function handleProfilePush(payload: unknown): void {
  const current = snapshot.user;
  if (signingOut || current === null || typeof payload !== 'object' || payload === null) return;
  const pushed = payload as Partial<SessionUser>;
  if (pushed.id !== current.id) return;
  const next = { ...current };
  for (const key of Object.keys(current) as (keyof SessionUser)[]) {
    if (key in pushed && pushed[key] !== undefined) Object.assign(next, { [key]: pushed[key] });
  }
  update({ user: next });
}

/** A server notice stays as a banner until dismissed (server-notices.ts), not a toast. */
function handleNotice(payload: unknown): void {
  const notice = payload as { message?: unknown; id?: unknown } | undefined;
  if (typeof notice?.message !== 'string' || !notice.message) return;
  addServerNotice({
    message: notice.message,
    id: typeof notice.id === 'string' ? notice.id : undefined,
  });
}

const watched = new WeakSet<Socket>();
function watchPushes(socket: Socket): void {
  if (watched.has(socket)) return;
  watched.add(socket);
  socket.on(ServerPushes.signout, handleSignoutPush);
  socket.on(ServerPushes.notice, handleNotice);
  socket.on(ServerPushes.profileChanged, handleProfilePush);
}

/** Re-authenticates when the day changed since the last authentication. */
function checkNewDay(): void {
  if (snapshot.user === null || readCookie(CookieName.authDay) === today()) return;
  // A fresh /app connection authenticates again with the token (see handleConnect).
  getSocket('/app').disconnect().connect();
}

/**
 * Starts the realtime link and restores a session from the cookie (its marker says there may
 * be one). Status goes none → starting → started once the session is known (SPEC §4). The
 * link opens once Socket.IO's client has arrived (lib/socket.ts), which the first render does
 * not wait for.
 */
export function startSession(): void {
  if (snapshot.status !== 'none') return;
  update({ status: 'starting' });
  setSessionSource(sessionMarker);
  const legacy = readCookie(CookieName.legacyToken) !== null;
  const marker = sessionMarker();
  // Nothing to restore: the app is usable at once, even before the link is up.
  if (!marker && !legacy) update({ status: 'started' });
  loadSocketClient().then(
    () => openAppLink(marker, legacy),
    () => update({ realtime: 'disconnected' }),
  );
  window.setInterval(checkNewDay, 60_000);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') checkNewDay();
  });
}

function openAppLink(marker: string | null, legacy: boolean): void {
  const socket = getSocket('/app');
  socket.on('connect', () => void handleConnect());
  socket.on('disconnect', handleDisconnect);
  watchPushes(socket);
  socket.on('connect_error', () => {
    update({ realtime: 'disconnected' });
    if (marker) void restoreOfflineUser(marker);
  });
  if (marker) {
    if (!navigator.onLine) void restoreOfflineUser(marker);
    else window.setTimeout(() => void restoreOfflineUser(marker), OFFLINE_RESTORE_MS);
  }
  // A token of an earlier version goes to the server first, so the handshake has its cookie.
  if (legacy) void adoptLegacyToken().finally(() => socket.connect());
  else socket.connect();
}

/** Signs in with username and password; rejects with a RequestError (code 402: max sessions). */
export function signIn(input: SignInInput): Promise<SessionUser> {
  return signInWith(() =>
    request('/app', 'auth', {
      username: input.username,
      password: input.password,
      rememberMe: input.rememberMe,
      ...(input.forceUnique ? { forceUnique: true } : {}),
    }).then((reply) => reply.data),
  );
}

/**
 * Signs in with a call that answers like `auth` (a social sign-in's `social/complete` or
 * `social/sign-up`, which bind this socket to the new session as `auth` does).
 */
export async function signInWith(call: () => Promise<AuthReply>): Promise<SessionUser> {
  signingIn = true;
  try {
    const { token, ...state } = await call();
    // The token goes to the server once, for the HttpOnly cookie, and is not kept here. Without
    // the cookie the session is of no use to this page: it is ended, and the sign-in fails.
    await settleSignOut();
    try {
      await storeSessionCookie(token);
    } catch (error) {
      await request('/app', 'signout').catch(() => undefined);
      throw error;
    }
    // The open connection was made without the cookie; the next one is signed in by it.
    await reopenConnection();
    // The server echoes the remember-me it was asked for (or the social trip's choice).
    if (state.rememberMe) {
      writeCookie(CookieName.rememberMe, '1', Limits.rememberMeCookieSeconds);
    } else {
      deleteCookie(CookieName.rememberMe);
    }
    const user = applySession(state);
    update({ status: 'started' });
    return user;
  } finally {
    signingIn = false;
  }
}

/** Signs out on the server (now, or once it is reachable) and always clears the session here. */
export async function signOut(): Promise<void> {
  signingOut = true;
  try {
    if (snapshot.user && isConnected('/app')) {
      await request('/app', 'signout').catch(() => undefined);
    }
    await endServerSession();
    clearLocalSession();
  } finally {
    signingOut = false;
  }
}

/** Whether the visitor ticked remember-me last time (pre-fills the sign-in form). */
export function rememberedChoice(): boolean {
  return readCookie(CookieName.rememberMe) === '1';
}
