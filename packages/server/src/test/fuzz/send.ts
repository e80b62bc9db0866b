import { isEnvelope, ResultCode, type Envelope, type Namespace } from '@kokpit/shared';
import { io as ioClient, type Socket } from 'socket.io-client';
import { httpStatus } from '../../http/rest.js';
import type { ActorName } from '../authorization-fixture.js';
import type { EventCase, RouteCase } from './cases.js';
import { holdsDeepText, jsonText } from './hostile.js';

/*
 * Sends the fuzzer's cases and says what came back: an outcome for the summary and the
 * problems, if any, with the reply (not an envelope, an internal error, a stack trace, a
 * refused payload answered as if it were fine, no answer at all).
 */

const WAIT_MS = 20_000;

export interface Sent {
  outcome: string;
  problems: string[];
}

/** One socket per caller and namespace, connected again when the server dropped it. */
export class SocketPool {
  #sockets = new Map<string, Promise<Socket | Error>>();
  #open = new Set<Socket>();

  constructor(
    private readonly url: string,
    private readonly tokenOf: (actor: ActorName) => string | null,
  ) {}

  async get(ns: Namespace, actor: ActorName): Promise<Socket | Error> {
    const key = `${ns} ${actor}`;
    const known = await this.#sockets.get(key);
    if (known && (known instanceof Error || known.connected)) return known;
    const fresh = this.connect(ns, actor);
    this.#sockets.set(key, fresh);
    return fresh;
  }

  /** A socket of its own (for a frame the server will drop it for). */
  connect(ns: Namespace, actor: ActorName): Promise<Socket | Error> {
    const token = this.tokenOf(actor);
    return new Promise((resolve) => {
      const socket = ioClient(`${this.url}${ns}`, {
        auth: token ? { token, lang: 'en' } : { lang: 'en' },
        transports: ['websocket'],
        reconnection: false,
        forceNew: true,
      });
      this.#open.add(socket);
      socket.once('connect', () => resolve(socket));
      socket.once('disconnect', () => this.#open.delete(socket));
      socket.once('connect_error', (error) => {
        this.#open.delete(socket);
        socket.close();
        resolve(error);
      });
    });
  }

  close(): void {
    for (const socket of this.#open) socket.disconnect();
    this.#open.clear();
    this.#sockets.clear();
  }
}

/** Codes that refuse a call before it does anything: what a refused case must get. */
const REFUSALS: number[] = [ResultCode.validation, ResultCode.notAuthenticated, ResultCode.insufficientPermissions, ResultCode.rateLimited]; // prettier-ignore

function outcomeOf(reply: Envelope): string {
  if (reply.isPositive) return 'ok';
  if (reply.code === ResultCode.validation) return 'invalid';
  if (reply.code === ResultCode.notAuthenticated || reply.code === ResultCode.insufficientPermissions) return 'refused'; // prettier-ignore
  if ((reply.data as { awaitingApproval?: unknown }).awaitingApproval === true) return 'refused';
  if (reply.code === ResultCode.rateLimited) return 'limited';
  if (reply.code >= 500) return 'internal';
  return 'declined';
}

/** Stack frames, source paths: what no reply may carry. */
const LEAK = /\n\s+at |\(\S+:\d+:\d+\)|node_modules|\/work\/|\/home\/|\/tmp\/|\.[jt]s:\d+/;

/** What is wrong with an envelope for a case refused or not. */
function envelopeProblems(
  reply: unknown,
  rejected: boolean,
): { outcome: string; problems: string[] } {
  if (!isEnvelope(reply)) return { outcome: 'not an envelope', problems: ['not an envelope'] };
  const outcome = outcomeOf(reply);
  const problems: string[] = [];
  if (outcome === 'internal') problems.push(`internal error: ${reply.message} ${reply.debugMessage}`.slice(0, 300)); // prettier-ignore
  if (LEAK.test(reply.message) || LEAK.test(reply.debugMessage)) problems.push(`leaks a trace: ${reply.debugMessage.slice(0, 200)}`); // prettier-ignore
  const refused = outcome === 'refused' || REFUSALS.includes(reply.code);
  if (rejected && !refused) problems.push(`refused input answered ${reply.code} ${reply.message}`);
  return { outcome, problems };
}

function waitForDisconnect(socket: Socket, ms: number): Promise<boolean> {
  return new Promise((resolve) => {
    if (!socket.connected) return resolve(true);
    const timer = setTimeout(() => resolve(false), ms);
    socket.once('disconnect', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

let frameIds = 1_000_000;

/**
 * An event written as Socket.IO's text frame by hand (`2/ns,id[event,payload]`), for payloads
 * too deep for JSON.stringify; its acknowledgement, when it asks for one, is awaited the way the
 * client awaits any (without, the frame has no id: `2/ns,[event,payload]`).
 */
function sendFrame(socket: Socket, event: string, payloadText: string, ack?: (r: unknown) => void) {
  let id = '';
  if (ack) {
    const n = frameIds++;
    (socket as unknown as { acks: Record<number, (reply: unknown) => void> }).acks[n] = ack;
    id = String(n);
  }
  const engine = socket.io.engine as unknown as { write: (text: string) => void };
  const nsp = (socket as unknown as { nsp: string }).nsp;
  engine.write(`2${nsp},${id}[${JSON.stringify(event)},${payloadText}]`);
}

export async function sendEvent(c: EventCase, pool: SocketPool): Promise<Sent> {
  const { ns, event } = c.row;
  if (c.shape === 'oversized') {
    const socket = await pool.connect(ns, c.actor);
    if (socket instanceof Error) return { outcome: 'no socket', problems: [] };
    const dropped = waitForDisconnect(socket, WAIT_MS);
    socket.emit(event, c.payload, () => undefined);
    const ok = await dropped;
    socket.disconnect();
    return { outcome: 'dropped', problems: ok ? [] : ['an oversized frame kept its socket'] };
  }
  const socket = await pool.get(ns, c.actor);
  if (socket instanceof Error) return { outcome: 'no socket', problems: [] };
  if (c.shape === 'no-ack') {
    // A deep payload is a marker until written out by hand: emitted, the marker itself would go.
    if (holdsDeepText(c.payload)) sendFrame(socket, event, jsonText(c.payload)!);
    else socket.emit(event, c.payload);
    return { outcome: 'unacknowledged', problems: [] };
  }
  const answer = await new Promise<{ reply?: unknown; lost?: string }>((resolve) => {
    const done = (result: { reply?: unknown; lost?: string }) => {
      clearTimeout(timer);
      socket.off('disconnect', onDisconnect);
      resolve(result);
    };
    const timer = setTimeout(() => done({ lost: 'no acknowledgement' }), WAIT_MS);
    const onDisconnect = () => done({ lost: 'socket dropped' });
    socket.once('disconnect', onDisconnect);
    const ack = (reply: unknown) => done({ reply });
    try {
      if (holdsDeepText(c.payload)) sendFrame(socket, event, jsonText(c.payload)!, ack);
      else if (c.shape === 'no-payload') socket.emit(event, ack);
      else if (c.shape === 'extra-args') socket.emit(event, c.payload, 'extra', 42, ack);
      else socket.emit(event, c.payload, ack);
    } catch (error) {
      // The client itself could not encode it (too deep for its own walk): nothing was sent.
      done({ lost: `unsent: ${(error as Error).name}` });
    }
  });
  if (answer.lost?.startsWith('unsent')) return { outcome: 'unsent', problems: [] };
  if (answer.lost) return { outcome: answer.lost, problems: [answer.lost] };
  return envelopeProblems(answer.reply, c.rejected);
}

export async function sendRoute(
  c: RouteCase,
  baseUrl: string,
  token: string | null,
): Promise<Sent> {
  const { method, path, body } = c.request;
  const headers = { ...c.request.headers };
  if (token && !('x-api-token' in headers)) headers['x-api-token'] = token;
  let status: number;
  let text: string;
  let type: string;
  try {
    const res = await fetch(`${baseUrl}${path}`, {
      method,
      headers,
      body: body as RequestInit['body'],
      redirect: 'manual',
      signal: AbortSignal.timeout(WAIT_MS),
    });
    status = res.status;
    type = res.headers.get('content-type') ?? '';
    text = await res.text();
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).name;
    return { outcome: `failed ${cause}`, problems: [`request failed: ${cause}`] };
  }
  const problems: string[] = [];
  // The readiness probe says 503 "not ready" by design when a check takes over 2 s (a loaded
  // machine): the proxy then tries another node. Any other 5xx is a fault.
  const notReady = status === 503 && path.startsWith('/readyz');
  if (status >= 500 && !notReady) problems.push(`HTTP ${status}`);
  // Redirects (social sign-in), files (exports) and the probes' own formats are not envelopes.
  const file = status < 300 && !type.includes('json');
  if (path.startsWith('/api/') && !file && (status < 300 || status >= 400)) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      problems.push(`HTTP ${status} without JSON`);
    }
    if (parsed !== undefined) {
      const checked = envelopeProblems(parsed, c.rejected);
      problems.push(...checked.problems);
      // Node's own limits (headers, URL) answer with their status and a validation envelope.
      const early = [413, 414, 431].includes(status) && isEnvelope(parsed) && parsed.code === ResultCode.validation; // prettier-ignore
      if (isEnvelope(parsed) && !early && status !== httpStatus(parsed.code)) problems.push(`HTTP ${status} for code ${parsed.code}`); // prettier-ignore
    }
  } else if (LEAK.test(text.slice(0, 2000))) problems.push('leaks a trace');
  return { outcome: `HTTP ${status}`, problems };
}
