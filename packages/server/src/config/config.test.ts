import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('configuration', () => {
  it('has working defaults: port 3001, the embedded database, three sessions', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      PORT: 3001,
      DATABASE_URL: 'sqlite:data/kokpit.db',
      PRODUCT: 'kokpit',
      MAX_SESSIONS: 3,
      isSqlite: true,
      isProduction: false,
      publicUrl: 'http://localhost:3001',
    });
    expect(c.API_CLIENTS.size).toBe(0);
  });

  it('reads API clients and PostgreSQL', () => {
    const c = loadConfig({
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test',
      API_CLIENTS: 'a:one, b:two:student+admin',
      KOKPIT_DEMO: '1',
    });
    expect(c.isSqlite).toBe(false);
    expect(c.KOKPIT_DEMO).toBe(true);
    expect([...c.API_CLIENTS]).toEqual([
      ['a', { secret: 'one', permissions: [] }],
      ['b', { secret: 'two', permissions: ['student', 'admin'] }],
    ]);
  });

  it('refuses an unknown API client permission and a proxy that is not an address', () => {
    expect(() => loadConfig({ API_CLIENTS: 'a:one:root' })).toThrow(/API_CLIENTS/);
    expect(() => loadConfig({ API_CLIENTS: 'a:one:two:three' })).toThrow(/API_CLIENTS/);
    expect(() => loadConfig({ TRUSTED_PROXIES: '10.0.0.0/33' })).toThrow(/TRUSTED_PROXIES/);
    expect(() => loadConfig({ TRUSTED_PROXIES: 'proxy.local' })).toThrow(/TRUSTED_PROXIES/);
    expect(
      loadConfig({ TRUSTED_PROXIES: '10.0.0.1, 172.16.0.0/12, ::1, loopback' }).TRUSTED_PROXIES,
    ).toEqual(['10.0.0.1', '172.16.0.0/12', '::1', 'loopback']);
    expect(loadConfig({}).TRUSTED_PROXIES).toEqual([]);
  });

  it('lists every problem at once', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        API_CLIENTS: 'nosecret',
        MAX_SESSIONS: '0',
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const text = (error as Error).message;
    for (const name of ['PORT', 'DATABASE_URL', 'API_CLIENTS', 'MAX_SESSIONS'])
      expect(text).toContain(name);
  });

  it('reads social sign-in providers, none by default', () => {
    expect(loadConfig({}).oidcProviders).toEqual([]);
    const c = loadConfig({
      OIDC_PROVIDERS: 'google, Local',
      OIDC_GOOGLE_ISSUER: 'https://accounts.google.com',
      OIDC_GOOGLE_CLIENT_ID: 'id-1',
      OIDC_GOOGLE_CLIENT_SECRET: 'secret-1',
      OIDC_LOCAL_ISSUER: 'http://127.0.0.1:4000',
      OIDC_LOCAL_CLIENT_ID: 'kokpit',
      OIDC_LOCAL_CLIENT_SECRET: 'x',
      OIDC_LOCAL_NAME: 'Local ID',
    });
    expect(c.oidcProviders).toEqual([
      { id: 'google', name: 'Google', issuer: 'https://accounts.google.com', clientId: 'id-1', clientSecret: 'secret-1' }, // prettier-ignore
      { id: 'local', name: 'Local ID', issuer: 'http://127.0.0.1:4000', clientId: 'kokpit', clientSecret: 'x' }, // prettier-ignore
    ]);
  });

  it('names each missing or wrong provider variable', () => {
    expect(() =>
      loadConfig({ OIDC_PROVIDERS: 'google,bad-id', OIDC_GOOGLE_ISSUER: 'not a url' }),
    ).toThrow(
      /OIDC_GOOGLE_ISSUER[\s\S]*OIDC_GOOGLE_CLIENT_ID[\s\S]*OIDC_GOOGLE_CLIENT_SECRET[\s\S]*"bad-id"/,
    );
  });
});
