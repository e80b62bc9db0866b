import { isIP } from 'node:net';
import { PERMISSIONS, type Permission } from '@kokpit/shared';
import { z } from 'zod';
import { parseOidcProviders, type OidcProvider } from './oidc-providers.js';

/** An API client of API_CLIENTS: its secret and the permissions it is granted (none: public data). */
export interface ApiClient {
  secret: string;
  permissions: Permission[];
}

/** `id:secret` or `id:secret:perm1+perm2`, comma-separated; a secret may not contain `:`. */
const apiClients = z
  .string()
  .default('')
  .transform((raw, ctx) => {
    const clients = new Map<string, ApiClient>();
    for (const entry of raw
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)) {
      const [id = '', secret = '', perms, ...rest] = entry.split(':');
      if (!id || !secret || rest.length > 0 || perms === '') {
        ctx.addIssue({ code: 'custom', message: `"${id}" is not id:secret or id:secret:permissions` }); // prettier-ignore
        continue;
      }
      const permissions = perms === undefined ? [] : perms.split('+');
      const unknown = permissions.filter((p) => !(PERMISSIONS as readonly string[]).includes(p));
      if (unknown.length > 0) {
        ctx.addIssue({ code: 'custom', message: `"${id}": unknown permission ${unknown.join(', ')}` }); // prettier-ignore
        continue;
      }
      clients.set(id, { secret, permissions: permissions as Permission[] });
    }
    return clients;
  });

/**
 * A comma-separated list of addresses and CIDR ranges, or proxy-addr's names for ranges
 * (`loopback`, `linklocal`, `uniquelocal`); anything else is refused at start.
 */
const addressList = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .transform((raw, ctx) => {
      const list = raw
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      for (const entry of list) {
        // proxy-addr's names for the loopback and private ranges.
        if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) continue;
        const [address = '', bits, ...rest] = entry.split('/');
        const family = isIP(address);
        const maxBits = family === 6 ? 128 : 32;
        const badBits = bits !== undefined && !(/^\d{1,3}$/.test(bits) && Number(bits) <= maxBits);
        if (family === 0 || badBits || rest.length > 0) {
          ctx.addIssue({ code: 'custom', message: `"${entry}" is not an address or CIDR range` });
        }
      }
      return list;
    });

/** Addresses and CIDR ranges of reverse proxies whose X-Forwarded-* headers are believed. */
const trustedProxies = addressList('');

const flag = z
  .enum(['', '0', '1', 'true', 'false'])
  .default('')
  .transform((v) => v === '1' || v === 'true');

const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3001),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .default('sqlite:data/kokpit.db')
    .refine((v) => v.startsWith('sqlite:') || /^postgres(ql)?:\/\//.test(v), {
      message: 'must be sqlite:PATH or postgres://…',
    }),
  /** PostgreSQL schema to use (tests run each suite in a fresh one). */
  DATABASE_SCHEMA: z
    .string()
    .regex(/^[a-z_][a-z0-9_]*$/)
    .optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, { message: 'must be redis://…' })
    .optional(),
  PRODUCT: z
    .string()
    .regex(/^[a-z0-9-]+$/)
    .default('kokpit'),
  PUBLIC_URL: z.url().optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, { message: 'must be smtp://… or smtps://…' })
    .optional(),
  MAIL_FROM: z.string().default('Kokpit <no-reply@kokpit.gr>'),
  MAX_SESSIONS: z.coerce.number().int().min(1).max(100).default(3),
  API_CLIENTS: apiClients,
  /** Reverse proxies (addresses, CIDRs) trusted to tell the client address and protocol. */
  TRUSTED_PROXIES: trustedProxies,
  /**
   * Who may read `/metrics`: the client's address (as TRUSTED_PROXIES lets it be told) must be
   * in one of these. Loopback only unless said: Prometheus on the node's own machine.
   */
  METRICS_ALLOW: addressList('loopback'),
  KOKPIT_DEMO: flag,
  KOKPIT_CONTENT: z.string().optional(),
  /** The folder operators may import content from in the back office; none: the sample only. */
  CONTENT_IMPORT_ROOT: z.string().optional(),
  /** The maps' tile server ({z}/{x}/{y}); OpenStreetMap's by default. */
  MAP_TILES_URL: z
    .string()
    .regex(/^https?:\/\/\S*\{z\}\S*$/, { message: 'must be an http(s) URL with {z}, {x} and {y}' })
    .default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  /** Whose tiles they are, shown on the maps (HTML allowed); OpenStreetMap's by default. */
  MAP_ATTRIBUTION: z.string().max(500).optional(),
  /** Where the built web app lives; defaults to packages/web/dist. */
  WEB_DIST: z.string().optional(),
  /** Folder for the embedded database, outbox and uploaded files. */
  DATA_DIR: z.string().default('data'),
  /** Disable rate limits (only the malformed-payload and load tests set this). */
  RATE_LIMITS: z.enum(['on', 'off']).default('on'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** How long a node shutting down (SIGTERM, SIGINT) may take before it exits anyway, code 1. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(25_000),
});

export type Config = z.infer<typeof configSchema> & {
  isProduction: boolean;
  isSqlite: boolean;
  publicUrl: string;
  /** Social sign-in providers (OIDC_PROVIDERS and OIDC_<ID>_*), none unless configured. */
  oidcProviders: OidcProvider[];
};

export class ConfigError extends Error {}

/** Parses the environment; throws a ConfigError listing every problem at once. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(
    Object.entries(env).filter(([, v]) => v !== undefined && v !== ''),
  );
  const parsed = configSchema.safeParse(cleaned);
  const oidc = parseOidcProviders(cleaned);
  if (!parsed.success || oidc.issues.length > 0) {
    const lines = [
      ...(parsed.error?.issues ?? []).map((i) => `${i.path.join('.')}: ${i.message}`),
      ...oidc.issues,
    ].map((line) => `  - ${line}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  return {
    ...c,
    isProduction: c.NODE_ENV === 'production',
    isSqlite: c.DATABASE_URL.startsWith('sqlite:'),
    publicUrl: (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, ''),
    oidcProviders: oidc.providers,
  };
}

/**
 * What the nodes of one deployment share in Redis, and nothing else does: the product, and the
 * database schema when there is one (test clusters, each in its own schema, share one Redis
 * without hearing each other's pushes; user ids of different databases coincide).
 */
export const redisNamespace = (config: Pick<Config, 'PRODUCT' | 'DATABASE_SCHEMA'>): string =>
  config.DATABASE_SCHEMA ? `${config.PRODUCT}:${config.DATABASE_SCHEMA}` : config.PRODUCT;
