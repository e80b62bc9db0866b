import {
  canActAsSchool,
  canActAsStudent,
  canOperate,
  Limits,
  ResultCode,
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
  isRequestError,
  request,
  setSocketToken,
} from '../socket';
import { clearCached, readCached, tokenTag, writeCached } from '../offline-queue/offline-cache';
import { CookieName, clearAllCookies, deleteCookie, readCookie, writeCookie } from './cookies';
import { syncUserLanguage } from './language-sync';
import { addServerNotice } from './server-notices';
import {
  actorOf,
  toSessionUser,
  type AppStatus,
  type AuthReply,
  type SessionUser,
  type SignInInput,
} from './session-types';

/*
 * The session: who is signed in, and whether the realtime link is up. A tiny external store
 * (read by hooks through useSyncExternalStore) so that sockets, cookies and pushes are
 * handled in one place outside React.
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

function applyAuthReply(reply: AuthReply, remember: boolean): SessionUser {
  // A remembered token outlives the browser until just before the server forgets it.
  const lifetime = remember ? reply.expiresIn - 1 : undefined;
  writeCookie(CookieName.token, reply.token, lifetime);
  writeCookie(CookieName.authDay, today(), lifetime);
  setSocketToken(reply.token);
  const user = toSessionUser(reply);
  update({ user });
  syncRoleNamespaces(user);
  syncUserLanguage(user);
  void rememberOfflineUser(reply.token, user);
  return user;
}

/*
 * Offline, a reload cannot ask the server who is signed in. The last user this session's
 * server confirmed is kept on the device (with a fingerprint of the token), so the pages a
 * student already had open — a running test — reopen; the server confirms or refuses the
 * session as soon as the link returns.
 */
const OFFLINE_USER_KEY = 'session-user';
/** Online, the server normally answers well within this; past it the device's copy is used. */
const OFFLINE_RESTORE_MS = 1500;

async function rememberOfflineUser(token: string, user: SessionUser): Promise<void> {
  const tag = await tokenTag(token);
  if (tag) await writeCached(OFFLINE_USER_KEY, { tag, user });
}

async function restoreOfflineUser(token: string): Promise<void> {
  if (snapshot.user || getSocket('/app').connected) return;
  const [tag, cached] = await Promise.all([
    tokenTag(token),
    readCached<{ tag: string; user: SessionUser }>(OFFLINE_USER_KEY),
  ]);
  if (!tag || cached?.value.tag !== tag) return;
  if (snapshot.user || getSocket('/app').connected || readCookie(CookieName.token) !== token)
    return;
  setSocketToken(token);
  update({ user: cached.value.user, status: 'started' });
  syncRoleNamespaces(cached.value.user);
}

/** Forgets the session in this tab: user, tokens, every cookie, cached server data. */
function clearLocalSession(): void {
  setSocketToken(null);
  clearAllCookies();
  syncRoleNamespaces(null);
  queryClient.clear();
  void clearCached();
  update({ user: null });
}

async function resumeWithToken(token: string): Promise<void> {
  try {
    const reply = await request('/app', 'auth', { token });
    applyAuthReply(reply.data, reply.data.rememberMe);
  } catch (error) {
    // A lost link keeps the token: the next connect tries again.
    if (!isRequestError(error) || error.kind !== 'server') return;
    if (error.code === ResultCode.alreadyAuthenticated) return;
    // Expired, revoked, locked…: the server's translated reason tells the visitor why.
    clearLocalSession();
    notify({ message: error.message, fallbackKey: 'auth.signedOut', tone: 'warning' });
  }
}

async function handleConnect(): Promise<void> {
  update({ realtime: 'connected' });
  const token = readCookie(CookieName.token);
  if (token && !signingIn) await resumeWithToken(token);
  if (snapshot.status !== 'started') update({ status: 'started' });
}

function handleDisconnect(reason: Socket.DisconnectReason): void {
  update({ realtime: 'disconnected' });
  // The server dropped us on purpose (e.g. after a forced sign-out): come back anonymously.
  if (reason === 'io server disconnect') getSocket('/app').connect();
}

function handleSignoutPush(payload: unknown): void {
  if (signingOut || snapshot.user === null) return;
  clearLocalSession();
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
 * Starts the realtime link and restores a session from the token cookie. Status goes
 * none → starting → started once the session is known (SPEC §4).
 */
export function startSession(): void {
  if (snapshot.status !== 'none') return;
  update({ status: 'starting' });
  const socket = getSocket('/app');
  socket.on('connect', () => void handleConnect());
  socket.on('disconnect', handleDisconnect);
  watchPushes(socket);
  const token = readCookie(CookieName.token);
  socket.on('connect_error', () => {
    update({ realtime: 'disconnected' });
    if (token) void restoreOfflineUser(token);
  });
  // Nothing to restore: the app is usable at once, even before the link is up.
  if (!token) update({ status: 'started' });
  else if (!navigator.onLine) void restoreOfflineUser(token);
  else window.setTimeout(() => void restoreOfflineUser(token), OFFLINE_RESTORE_MS);
  socket.connect();
  window.setInterval(checkNewDay, 60_000);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') checkNewDay();
  });
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
    const reply = await call();
    // The server echoes the remember-me it was asked for (or the social trip's choice).
    const { rememberMe } = reply;
    if (rememberMe) {
      writeCookie(CookieName.rememberMe, '1', Limits.rememberMeCookieSeconds);
    } else {
      deleteCookie(CookieName.rememberMe);
    }
    const user = applyAuthReply(reply, rememberMe);
    update({ status: 'started' });
    return user;
  } finally {
    signingIn = false;
  }
}

/** Signs out on the server (when reachable) and always clears the session here. */
export async function signOut(): Promise<void> {
  signingOut = true;
  try {
    if (snapshot.user && getSocket('/app').connected) {
      await request('/app', 'signout').catch(() => undefined);
    }
    clearLocalSession();
  } finally {
    signingOut = false;
  }
}

/** Whether the visitor ticked remember-me last time (pre-fills the sign-in form). */
export function rememberedChoice(): boolean {
  return readCookie(CookieName.rememberMe) === '1';
}
