import {
  DEFAULT_LANGUAGE,
  isEnvelope,
  type Envelope,
  type EventName,
  type EventPayload,
  type EventReply,
  type Language,
  type Namespace,
} from '@kokpit/shared';
import type { io as createSocket, Socket } from 'socket.io-client';

/**
 * The one realtime client of the web app. `/app` is always open (public calls and sign-in);
 * `/student` and `/school` open only for a signed-in user with that permission, because the
 * server refuses them otherwise (SPEC §6). All three share one connection (multiplexed).
 *
 * Socket.IO's client is a chunk of its own (`socket`, vite.config.ts), fetched at start beside
 * the first render rather than before it: the home page draws without it (issue 30's budget).
 * `request()` and `whenConnected()` wait for it; `getSocket()` is for code that runs once it is
 * there (the session opens the link with `loadSocketClient()`, and every signed-in page comes
 * after the session).
 */

/** How long a call waits for its acknowledgement before it fails with a timeout. */
export const REQUEST_TIMEOUT_MS = 20_000;

/** Codes of failures that never reached the server; server codes are all positive. */
export const ClientErrorCode = { timeout: -1, network: -2, malformed: -3 } as const;

/** A negative envelope (or a call that never got one), thrown by `request`. */
export class RequestError extends Error {
  readonly code: number;
  readonly debugMessage: string;
  readonly data: Record<string, unknown>;
  readonly kind: 'server' | 'timeout' | 'network';

  constructor(
    kind: RequestError['kind'],
    code: number,
    message: string,
    debugMessage = '',
    data: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'RequestError';
    this.kind = kind;
    this.code = code;
    this.debugMessage = debugMessage;
    this.data = data;
  }
}

export function isRequestError(error: unknown): error is RequestError {
  return error instanceof RequestError;
}

interface Credentials {
  /** The session's marker as it is now (lib/session/web-session.ts), which lets the cookie count. */
  session: () => string | null;
  lang: Language;
}

/** Read at every (re)connect by the function form of `auth`, so a reconnect sends the latest. */
const credentials: Credentials = { session: () => null, lang: DEFAULT_LANGUAGE };
const sockets = new Map<Namespace, Socket>();
/** The marker each namespace's last handshake presented. */
const presented = new Map<Namespace, string | null>();
const creationListeners = new Set<(namespace: Namespace, socket: Socket) => void>();

let io: typeof createSocket | null = null;
let clientLoading: Promise<void> | null = null;

/** Fetches Socket.IO's client once (again after a failed fetch). */
export function loadSocketClient(): Promise<void> {
  clientLoading ??= import('socket.io-client').then(
    (client) => {
      io = client.io;
    },
    (error: unknown) => {
      clientLoading = null;
      throw error;
    },
  );
  return clientLoading;
}

/** Whether the namespace's link is up now (false while the client is still being fetched). */
export function isConnected(namespace: Namespace): boolean {
  return sockets.get(namespace)?.connected ?? false;
}

/** Where handshakes read the session's marker (the session store's cookie). */
export function setSessionSource(source: () => string | null): void {
  credentials.session = source;
}

/** The marker the namespace's last handshake presented (null: none). */
export function presentedSession(namespace: Namespace): string | null {
  return presented.get(namespace) ?? null;
}

export function setSocketLanguage(lang: Language): void {
  credentials.lang = lang;
}

/**
 * The socket of a namespace, created on first use. Every handshake carries the language and,
 * while there is a session, its marker; the browser adds the HttpOnly cookie that holds the
 * token, and the server signs the socket in by the two together. `/app` then learns its user
 * with the `session` event.
 */
export function getSocket(namespace: Namespace): Socket {
  const existing = sockets.get(namespace);
  if (existing) return existing;
  if (!io) throw new Error(`the realtime client is not loaded yet (${namespace})`);
  const socket = io(namespace, {
    autoConnect: false,
    /*
     * WebSocket only (it always was: without tryAllTransports the client never fell back to
     * polling). One socket is one connection to one node, so the front door balances sockets
     * without sticky sessions (deploy/nginx, docs/DEPLOYMENT.md).
     */
    transports: ['websocket'],
    reconnectionDelay: 1000,
    reconnectionDelayMax: 10_000,
    auth: (cb) => {
      const session = credentials.session();
      presented.set(namespace, session);
      cb(session ? { session, lang: credentials.lang } : { lang: credentials.lang });
    },
  });
  sockets.set(namespace, socket);
  for (const listener of creationListeners) listener(namespace, socket);
  return socket;
}

/** Sockets created so far (the push registry attaches to each as it appears). */
export function existingSockets(): [Namespace, Socket][] {
  return [...sockets.entries()];
}

export function onSocketCreated(
  listener: (namespace: Namespace, socket: Socket) => void,
): () => void {
  creationListeners.add(listener);
  return () => creationListeners.delete(listener);
}

export function connectNamespace(namespace: Namespace): Socket {
  const socket = getSocket(namespace);
  if (!socket.connected && !socket.active) socket.connect();
  return socket;
}

export function disconnectNamespace(namespace: Namespace): void {
  sockets.get(namespace)?.disconnect();
}

/**
 * Opens the connection again and resolves once `/app` is back (false past `ms`). Every namespace
 * of a connection is signed in with the headers of the request that opened it: after a sign-in
 * has set the session's cookie, only a new connection carries it.
 */
export function reopenConnection(ms = REQUEST_TIMEOUT_MS): Promise<boolean> {
  // With no namespace left open, the manager closes the connection itself.
  for (const socket of sockets.values()) socket.disconnect();
  connectNamespace('/app');
  return whenConnected('/app', ms);
}

/** Whether the namespace's link is up, waiting up to `ms` for a connection in progress. */
export async function whenConnected(namespace: Namespace, ms: number): Promise<boolean> {
  try {
    await loadSocketClient();
  } catch {
    return false;
  }
  const socket = getSocket(namespace);
  if (socket.connected) return true;
  return new Promise((resolve) => {
    const done = (up: boolean) => {
      window.clearTimeout(timer);
      socket.off('connect', onConnect);
      resolve(up);
    };
    const onConnect = () => done(true);
    const timer = window.setTimeout(() => done(false), ms);
    socket.on('connect', onConnect);
  });
}

export interface RequestOptions {
  timeoutMs?: number;
}

/** The payload argument of an event: optional where the contract's schema accepts none. */
export type PayloadArgs<N extends Namespace, E extends EventName<N>> =
  undefined extends EventPayload<N, E>
    ? [payload?: EventPayload<N, E>, options?: RequestOptions]
    : [payload: EventPayload<N, E>, options?: RequestOptions];

/**
 * Emits an event of the realtime contract (shared/src/realtime) with its acknowledgement and
 * resolves with the positive envelope, typed by the contract; a negative one (or no answer in
 * time) rejects with a RequestError carrying the code and the message the server already
 * translated.
 */
export async function request<N extends Namespace, E extends EventName<N>>(
  namespace: N,
  event: E,
  ...[payload, options = {}]: PayloadArgs<N, E>
): Promise<Envelope<EventReply<N, E>>> {
  try {
    await loadSocketClient();
  } catch {
    throw new RequestError('network', ClientErrorCode.network, '');
  }
  const socket = namespace === '/app' ? connectNamespace('/app') : getSocket(namespace);
  const timed = socket.timeout(options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  let reply: unknown;
  try {
    reply =
      payload === undefined
        ? await timed.emitWithAck(event)
        : await timed.emitWithAck(event, payload);
  } catch {
    const kind = socket.connected ? 'timeout' : 'network';
    throw new RequestError(
      kind,
      kind === 'timeout' ? ClientErrorCode.timeout : ClientErrorCode.network,
      '',
    );
  }
  if (!isEnvelope(reply)) {
    throw new RequestError('server', ClientErrorCode.malformed, '', 'reply is not an envelope');
  }
  if (!reply.isPositive) {
    throw new RequestError(
      'server',
      reply.code,
      reply.message,
      reply.debugMessage,
      reply.data as Record<string, unknown>,
    );
  }
  // The one place the wire is trusted: the server's defineEvent is held to the same contract.
  return reply as Envelope<EventReply<N, E>>;
}
