import type { Server as HttpServer } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import { createAdapter } from '@socket.io/redis-adapter';
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  ResultCode,
  translate,
  type Language,
  type Namespace as NamespaceName,
  type Permission,
} from '@kokpit/shared';
import { createClient } from 'redis';
import { Server, type Namespace } from 'socket.io';
import { redisNamespace } from '../config/config.js';
import type { AppContext } from '../core/app-context.js';
import { AppError } from '../core/app-error.js';
import { within } from '../core/time-limit.js';
import { resumeSession } from '../features/auth/session.service.js';
import { startSessionSweeper } from '../features/auth/session-sweeper.js';
import { cookieToken } from '../features/auth/web-session.js';
import { securityHeaders } from '../http/security-headers.js';
import { EventGate } from './event-gate.js';
import { attachEvents, type EventDefinition } from './events.js';
import { sessionRoom, userRoom, type AppSocket } from './socket-state.js';
import { listenForUserLanguages } from './user-language.js';

export interface NamespaceEvents {
  '/app': EventDefinition[];
  '/student': EventDefinition[];
  '/school': EventDefinition[];
  '/admin': EventDefinition[];
}

/**
 * Feature work for a socket whose handshake carried a valid session (joining a school's room,
 * counting a visit). It runs before the client sees `connect`, so rooms are in place by then;
 * a failure is logged and never refuses the connection.
 */
export type ConnectionHook = (ctx: AppContext, socket: AppSocket) => Promise<void>;
export type NamespaceHooks = Partial<Record<NamespaceName, ConnectionHook[]>>;

const REQUIRED_PERMISSION: Record<NamespaceName, Permission | null> = {
  '/app': null,
  '/student': 'student',
  '/school': 'school',
  '/admin': 'admin',
};

function handshakeLanguage(socket: AppSocket): Language | null {
  const auth = socket.handshake.auth as Record<string, unknown> | undefined;
  const fromAuth = auth?.lang ?? socket.handshake.query.lang;
  return isLanguage(fromAuth) ? fromAuth : null;
}

/**
 * The client's address: X-Forwarded-For is believed only from a TRUSTED_PROXIES peer, by the
 * same rule Fastify applies to REST, so both count limits and write audits for one address.
 */
function clientIp(socket: AppSocket, trusted: (addr: string, i: number) => boolean): string {
  try {
    return proxyAddr(socket.request, trusted) || socket.handshake.address || '';
  } catch {
    // A peer whose connection is already gone has no address to parse.
    return socket.handshake.address || '';
  }
}

/** A connect error carrying an envelope-like `data` (code, message) for the client. */
function connectError(code: number, message: string): Error {
  const err = new Error(message) as Error & { data: unknown };
  err.data = { isPositive: false, code, message, debugMessage: '', data: {} };
  return err;
}

const headerOf = (value: string | string[] | undefined) =>
  typeof value === 'string' ? value : undefined;

/**
 * The token a handshake presents: `auth.token` (API clients, tests), or the web's HttpOnly
 * cookie, which counts only with its marker in `auth.session` and from our own Origin
 * (features/auth/web-session.ts): a page of another site opening a WebSocket here sends the
 * cookie too, but can neither read the marker nor hide where it comes from.
 */
function handshakeToken(ctx: AppContext, socket: AppSocket): string | undefined {
  const auth = socket.handshake.auth as Record<string, unknown> | undefined;
  if (typeof auth?.token === 'string' && auth.token.length > 0) return auth.token;
  const headers = socket.handshake.headers;
  return cookieToken(
    {
      cookie: headerOf(headers.cookie),
      origin: headerOf(headers.origin),
      host: headerOf(headers.host),
      marker: auth?.session,
    },
    ctx.config,
  );
}

/**
 * The handshake: a socket may present a token (handshakeToken); /student, /school and /admin
 * refuse a socket whose session lacks their permission (SPEC §6) with a connect error of code
 * 404. On /app a token that signs nothing in leaves the socket anonymous, its reason kept for
 * the `session` event.
 */
function useHandshakeAuth(
  ctx: AppContext,
  nsp: Namespace,
  name: NamespaceName,
  hooks: ConnectionHook[] = [],
): void {
  const trusted = proxyAddr.compile(ctx.config.TRUSTED_PROXIES);
  nsp.use((raw, next) => {
    const socket = raw as unknown as AppSocket;
    const chosen = handshakeLanguage(socket);
    socket.data.lang = chosen ?? DEFAULT_LANGUAGE;
    socket.data.langChosen = chosen !== null;
    socket.data.ip = clientIp(socket, trusted);
    socket.data.session = null;
    socket.data.sessionRefusal = null;
    socket.data.floodCount = 0;
    socket.data.floodWindowStart = 0;
    const token = handshakeToken(ctx, socket);
    const required = REQUIRED_PERMISSION[name];
    if (token === undefined) {
      if (!required) return next();
      return next(
        connectError(
          ResultCode.insufficientPermissions,
          translate(socket.data.lang, 'auth.notLoggedIn'),
        ),
      );
    }
    resumeSession(ctx, token)
      .then(({ session, user }) => {
        if (required && !user.permissions.includes(required)) {
          return next(
            connectError(
              ResultCode.insufficientPermissions,
              translate(socket.data.lang, 'auth.insufficientPermissions'),
            ),
          );
        }
        socket.data.session = {
          sessionId: session.id,
          userId: user.id,
          roles: user.roles,
          permissions: user.permissions,
          authAt: Date.now(),
          expiresAt: session.expires_at,
        };
        if (!socket.data.langChosen && isLanguage(user.lang)) socket.data.lang = user.lang;
        return runHooks(ctx, socket, hooks).then(() => next());
      })
      .catch((error: unknown) => {
        // A stale token on /app just leaves the socket anonymous; `session` tells the client why.
        if (!required && error instanceof AppError) {
          socket.data.sessionRefusal = { code: error.code, key: error.messageKey };
          return next();
        }
        const code = error instanceof AppError ? error.code : ResultCode.internal;
        const key = error instanceof AppError ? error.messageKey : 'general.internalError';
        next(connectError(code, translate(socket.data.lang, key)));
      });
  });
  nsp.on('connection', (raw) => {
    const socket = raw as unknown as AppSocket;
    const s = socket.data.session;
    if (s) void socket.join([userRoom(s.userId), sessionRoom(s.sessionId)]);
  });
}

async function runHooks(ctx: AppContext, socket: AppSocket, hooks: ConnectionHook[]) {
  for (const hook of hooks) {
    try {
      await hook(ctx, socket);
    } catch (err) {
      ctx.logger.warn({ err, nsp: socket.nsp.name }, 'connection hook failed');
    }
  }
}

export interface Realtime {
  io: Server;
  /**
   * Takes no new event, waits until those in hand are acknowledged, then closes every connection
   * so that its client reconnects (to another node, through the proxy); Redis last.
   */
  close: () => Promise<void>;
}

/** How long a shutdown waits for the events in hand, then for their acknowledgements to leave. */
const EVENTS_SETTLE_MS = 10_000;
const CONNECTIONS_CLOSE_MS = 5_000;

/**
 * Closes each client's connection once what it has to send (acknowledgements) is written. No
 * Socket.IO disconnect is sent: the client sees its transport close and reconnects (a
 * server-side disconnect tells it not to).
 */
async function closeConnections(io: Server, namespaces: readonly string[]): Promise<void> {
  const connections = new Set(
    namespaces.flatMap((name) => [...io.of(name).sockets.values()].map((s) => s.conn)),
  );
  const closed = [...connections].map(
    (conn) =>
      new Promise<void>((resolve) => {
        conn.once('close', () => resolve());
        conn.close();
      }),
  );
  await within(Promise.all(closed), CONNECTIONS_CLOSE_MS);
}

/** Attaches Socket.IO to the HTTP server, with the Redis adapter when REDIS_URL is set. */
export async function createRealtime(
  ctx: AppContext,
  httpServer: HttpServer,
  events: NamespaceEvents,
  hooks: NamespaceHooks = {},
): Promise<Realtime> {
  const io = new Server(httpServer, {
    maxHttpBufferSize: 256 * 1024,
    pingInterval: 20_000,
    pingTimeout: 20_000,
    serveClient: false,
    cors: ctx.config.isProduction ? undefined : { origin: true, credentials: true },
  });
  // Engine.IO answers its own HTTP requests (the polling transport): the same headers as Fastify.
  const headers = securityHeaders([]);
  const addHeaders = (h: Record<string, string>) => Object.assign(h, headers);
  io.engine.on('initial_headers', addHeaders);
  io.engine.on('headers', addHeaders);
  const redisClients: { quit: () => Promise<unknown> }[] = [];
  if (ctx.config.REDIS_URL) {
    const pub = createClient({ url: ctx.config.REDIS_URL });
    const sub = pub.duplicate();
    pub.on('error', (err: unknown) => ctx.logger.error({ err }, 'redis publisher error'));
    sub.on('error', (err: unknown) => ctx.logger.error({ err }, 'redis subscriber error'));
    await Promise.all([pub.connect(), sub.connect()]);
    // Channels per deployment (config redisNamespace), not Socket.IO's one default for all.
    io.adapter(createAdapter(pub, sub, { key: `socket.io:${redisNamespace(ctx.config)}` }));
    listenForUserLanguages(io);
    redisClients.push(pub, sub);
  }
  const gate = new EventGate();
  const namespaces = Object.keys(events) as NamespaceName[];
  for (const name of namespaces) {
    const nsp = io.of(name);
    useHandshakeAuth(ctx, nsp, name, hooks[name]);
    attachEvents(ctx, nsp, events[name], gate);
  }
  ctx.io = io;
  const stopSweeper = startSessionSweeper(ctx, io);
  return {
    io,
    close: async () => {
      stopSweeper();
      await within(gate.close(), EVENTS_SETTLE_MS);
      await closeConnections(io, namespaces);
      await io.close();
      ctx.io = null;
      await Promise.all(redisClients.map((c) => c.quit().catch(() => undefined)));
    },
  };
}
