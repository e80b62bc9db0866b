import type { Server as IoServer } from 'socket.io';
import type { Config } from '../config/config.js';
import type { DatabaseHandle, Db, Dialect } from '../db/database.js';
import type { Mailer } from '../features/mail/mailer.js';
import type { Geocoder } from '../features/places/geocoder.js';
import type { LimiterStore } from './rate-limiter.js';

/** Logger subset used by services (Fastify's pino logger satisfies it). */
export interface Logger {
  info: (obj: unknown, msg?: string) => void;
  warn: (obj: unknown, msg?: string) => void;
  error: (obj: unknown, msg?: string) => void;
}

/** What every feature needs; built once in main.ts (or by the test server). */
export interface AppContext {
  config: Config;
  db: Db;
  dialect: Dialect;
  database: DatabaseHandle;
  mailer: Mailer;
  logger: Logger;
  /** Where rate-limit counters live: memory, or Redis shared by every node. */
  limiterStore: LimiterStore;
  /** Set once Socket.IO is attached; services push through it after commits. */
  io: IoServer | null;
  /** Finds where a typed place or postal code is (offline gazetteer by default). */
  geocoder: Geocoder;
  /** Set when the node starts shutting down: /readyz answers 503 from then on. */
  draining: boolean;
}
