import { ResultCode } from '@kokpit/shared';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStudent } from '../../test/factories.js';
import { TripBrowser } from '../../test/oidc-browser.js';
import { startLocalOidcProvider, type LocalOidcProvider } from '../../test/oidc-provider.js';
import { testDialect } from '../../test/test-database.js';
import {
  DEMO_PASSWORD,
  emitAck,
  startTestServer,
  type TestServer,
} from '../../test/test-server.js';

/** What the callback tells the web page, in the fragment (never sent to a server, nor logged). */
const outcome = (end: URL) => new URLSearchParams(end.hash.slice(1));

let counter = 0;
const person = () => {
  counter += 1;
  return {
    sub: `op-${Date.now()}-${counter}`,
    email: `person${counter}.${Date.now()}@example.org`,
    givenName: 'Ελένη',
    familyName: 'Παππά',
  };
};

describe(`social sign-in against a local OpenID provider on ${testDialect()}`, () => {
  let op: LocalOidcProvider;
  let server: TestServer;
  const start = (query = 'lang=el') => `${server.url}/api/kokpit/v1.0/social/local/start?${query}`;

  beforeAll(async () => {
    op = await startLocalOidcProvider();
    server = await startTestServer(
      {
        OIDC_PROVIDERS: 'local',
        OIDC_LOCAL_ISSUER: op.issuer,
        OIDC_LOCAL_CLIENT_ID: op.clientId,
        OIDC_LOCAL_CLIENT_SECRET: op.clientSecret,
        OIDC_LOCAL_NAME: 'Local ID',
      },
      { seedContent: false },
    );
    op.allowRedirect(`${server.url}/api/kokpit/v1.0/social/callback`);
  });
  afterAll(async () => {
    await server?.stop();
    await op?.close();
  });

  /** A fresh browser's trip from Kokpit's start route back to the web page. */
  async function trip(query?: string, browser = new TripBrowser()) {
    browser.trustProvider(op.issuer);
    const end = await browser.go(start(query));
    return { end, params: outcome(end), browser };
  }

  const complete = async (ticket: string, socket?: Socket) =>
    emitAck<Record<string, unknown>>(socket ?? (await server.connect('/app')), 'social/complete', {
      ticket,
    });

  it('lists the configured providers for the sign-in buttons', async () => {
    const app = await server.connect('/app');
    const r = await emitAck(app, 'social/providers');
    expect(r.data).toEqual({
      providers: [
        { id: 'local', name: 'Local ID', startUrl: '/api/kokpit/v1.0/social/local/start' },
      ],
    });
  });

  it('an unknown identity opens the sign-up form prefilled; signing up links it', async () => {
    const who = person();
    op.signInAs(who);
    const { end, params } = await trip('lang=en&rememberMe=1');
    expect(end.pathname).toBe('/en/sign-in/social');
    const ticket = params.get('ticket') ?? '';
    expect(ticket.length).toBeGreaterThan(20);

    const r = await complete(ticket);
    expect(r.isPositive).toBe(true);
    expect(r.data).toMatchObject({
      outcome: 'sign-up',
      ticket,
      claims: {
        provider: 'local',
        providerName: 'Local ID',
        email: who.email,
        firstName: 'Ελένη',
        lastName: 'Παππά',
      },
    });

    const app = await server.connect('/app');
    const form = {
      username: `social${counter}x${Date.now() % 100000}`,
      email: who.email,
      firstName: 'Ελένη',
      lastName: 'Παππά',
      section: 'car',
    };
    const signed = await emitAck<Record<string, unknown>>(app, 'social/sign-up', { ticket, form });
    expect(signed.isPositive).toBe(true);
    expect(signed.data).toMatchObject({ outcome: 'signed-in', username: form.username, rememberMe: true }); // prettier-ignore
    expect(typeof signed.data.token).toBe('string');

    const user = await server.ctx.db
      .selectFrom('users')
      .select(['id', 'password_hash'])
      .where('username', '=', form.username)
      .executeTakeFirstOrThrow();
    expect(user.password_hash).toBeNull();
    const identity = await server.ctx.db
      .selectFrom('user_identities')
      .selectAll()
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(identity).toMatchObject({ provider: 'local', subject: who.sub, email: who.email });

    // The socket is the new session's; the ticket is spent.
    const mine = await emitAck(app, 'social/identities');
    expect(mine.data).toMatchObject({ hasPassword: false, identities: [{ provider: 'local' }] });
    const again = await complete(ticket);
    expect(again.isPositive).toBe(false);

    // Next time the same identity signs straight in.
    const { params: next } = await trip();
    const back = await complete(next.get('ticket') ?? '');
    expect(back.data).toMatchObject({ outcome: 'signed-in', username: form.username });

    // Its only way in cannot be unlinked.
    const refused = await emitAck(app, 'social/unlink', { provider: 'local' });
    expect(refused.isPositive).toBe(false);
    expect(refused.message).toMatch(/μοναδικό τρόπο/);
  });

  it('a known identity signs its account in, as a password would', async () => {
    const student = await buildStudent(server.ctx.db);
    const who = person();
    await server.ctx.db
      .insertInto('user_identities')
      .values({
        provider: 'local',
        subject: who.sub,
        user_id: student.id,
        email: who.email,
        created_at: Date.now(),
      }) // prettier-ignore
      .execute();
    op.signInAs(who);
    const { params } = await trip();
    const app = await server.connect('/app');
    const r = await complete(params.get('ticket') ?? '', app);
    expect(r.data).toMatchObject({ outcome: 'signed-in', username: student.username, rememberMe: false }); // prettier-ignore
    // The socket is signed in: a second sign-in on it is refused like `auth`'s.
    const twice = await emitAck(app, 'social/complete', { ticket: 'x'.repeat(43) });
    expect(twice.code).toBe(ResultCode.alreadyAuthenticated);
    const audit = await server.ctx.db
      .selectFrom('audit_log')
      .select('details')
      .where('actor_id', '=', student.id)
      .where('action', '=', 'auth.signin')
      .executeTakeFirstOrThrow();
    expect(String(audit.details)).toContain('"via":"local"');
  });

  it('a signed-in user links an identity from the profile and unlinks it', async () => {
    const student = await buildStudent(server.ctx.db);
    const signin = await server.api(
      `/user/signin?username=${student.username}&password=${encodeURIComponent(student.password)}`,
    );
    const token = String(signin.body.data.token);
    const who = person();
    op.signInAs(who);
    const browser = new TripBrowser();
    browser.setCookie(server.url, 'token', token);
    const { end, params } = await trip('intent=link&lang=el', browser);
    expect(end.pathname).toBe('/el/sign-in/social');
    expect(params.get('linked')).toBe('local');

    const app = await server.connect('/app');
    await emitAck(app, 'auth', { token });
    const listed = await emitAck(app, 'social/identities');
    expect(listed.data).toMatchObject({
      hasPassword: true,
      identities: [{ provider: 'local', providerName: 'Local ID', email: who.email }],
      providers: [{ id: 'local', name: 'Local ID' }],
    });

    // Another account cannot take the same identity.
    const other = await buildStudent(server.ctx.db);
    const otherSignin = await server.api(
      `/user/signin?username=${other.username}&password=${encodeURIComponent(other.password)}`,
    );
    const otherBrowser = new TripBrowser();
    otherBrowser.setCookie(server.url, 'token', String(otherSignin.body.data.token));
    const taken = await trip('intent=link', otherBrowser);
    expect(taken.params.get('error')).toBe('taken');

    const unlinked = await emitAck(app, 'social/unlink', { provider: 'local' });
    expect(unlinked.isPositive).toBe(true);
    expect(unlinked.data).toMatchObject({ identities: [], hasPassword: true });
    const none = await emitAck(app, 'social/unlink', { provider: 'local' });
    expect(none.code).toBe(ResultCode.notFound);
  });

  it('linking needs a signed-in browser', async () => {
    const { params } = await trip('intent=link');
    expect(params.get('error')).toBe('failed');
    expect(params.get('linked')).toBeNull();
  });

  it('an answer with a wrong state is refused and signs no one in', async () => {
    op.signInAs(person());
    const browser = new TripBrowser();
    browser.trustProvider(op.issuer);
    const res = await fetch(start(), { redirect: 'manual' });
    const binding =
      res.headers
        .getSetCookie()
        .join(';')
        .match(/kokpit_oidc=([^;]+)/)?.[1] ?? '';
    const authorize = new URL(res.headers.get('location') ?? '');
    authorize.searchParams.set('state', 'forged-state-of-another-trip');
    browser.setCookie(server.url, 'kokpit_oidc', binding);
    const end = await browser.go(authorize.href);
    expect(end.pathname).toBe('/el/sign-in/social');
    expect(outcome(end).get('error')).toBe('failed');
    expect(outcome(end).get('ticket')).toBeNull();
  });

  it('an answer brought to another browser (no binding cookie) is refused', async () => {
    op.signInAs(person());
    const res = await fetch(start(), { redirect: 'manual' });
    const browser = new TripBrowser();
    browser.trustProvider(op.issuer);
    // This browser never got the cookie the trip set on the one that started it.
    const end = await browser.go(res.headers.get('location') ?? '');
    expect(outcome(end).get('error')).toBe('failed');
  });

  it('an ID token with another nonce is refused', async () => {
    op.signInAs(person());
    const browser = new TripBrowser();
    browser.trustProvider(op.issuer);
    const res = await fetch(start(), { redirect: 'manual' });
    const binding =
      res.headers
        .getSetCookie()
        .join(';')
        .match(/kokpit_oidc=([^;]+)/)?.[1] ?? '';
    browser.setCookie(server.url, 'kokpit_oidc', binding);
    // The trip's nonce changes while the person is at the provider (as a replayed answer would).
    await server.ctx.db.updateTable('oidc_flows').set({ nonce: 'another-nonce' }).where('ticket_hash', 'is', null).where('state_hash', 'is not', null).execute(); // prettier-ignore
    const end = await browser.go(res.headers.get('location') ?? '');
    expect(outcome(end).get('error')).toBe('failed');
    expect(outcome(end).get('ticket')).toBeNull();
  });

  it('a refusal at the provider comes back as a failure', async () => {
    op.signInAs('deny');
    const { params } = await trip();
    expect(params.get('error')).toBe('failed');
    expect(params.get('provider')).toBe('local');
  });

  it('an unknown provider and a made-up ticket are refused', async () => {
    const browser = new TripBrowser();
    const end = await browser.go(`${server.url}/api/kokpit/v1.0/social/nope/start?lang=en`);
    expect(end.pathname).toBe('/en/sign-in/social');
    expect(outcome(end).get('error')).toBe('failed');
    const r = await complete('y'.repeat(43));
    expect(r.isPositive).toBe(false);
    // The demo student (a password) is untouched by any of this.
    const demo = await server.api(`/user/signin?username=demo-student&password=${encodeURIComponent(DEMO_PASSWORD)}`); // prettier-ignore
    expect(demo.body.isPositive).toBe(true);
  });
});
