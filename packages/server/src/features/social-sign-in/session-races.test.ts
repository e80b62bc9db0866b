import { ResultCode } from '@kokpit/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStudent, type BuiltUser } from '../../test/factories.js';
import { TripBrowser } from '../../test/oidc-browser.js';
import { startLocalOidcProvider, type LocalOidcProvider } from '../../test/oidc-provider.js';
import { testDialect } from '../../test/test-database.js';
import { emitAck, startTestServer, type TestServer } from '../../test/test-server.js';
import { hashToken, newToken } from '../auth/tokens.js';

/*
 * Sign-ins racing each other (issue 29 item 6): one social sign-in ticket brought by eight
 * sockets at once signs in once, and however many sign-ins of one account arrive together, by
 * password or by ticket, the account never holds more than MAX_SESSIONS live sessions.
 */

const MAX = 3;
const AT_ONCE = 8;

describe(`sign-ins at the same moment on ${testDialect()}`, () => {
  let op: LocalOidcProvider;
  let server: TestServer;
  let counter = 0;

  beforeAll(async () => {
    op = await startLocalOidcProvider();
    server = await startTestServer(
      {
        MAX_SESSIONS: String(MAX),
        OIDC_PROVIDERS: 'local',
        OIDC_LOCAL_ISSUER: op.issuer,
        OIDC_LOCAL_CLIENT_ID: op.clientId,
        OIDC_LOCAL_CLIENT_SECRET: op.clientSecret,
      },
      { seedContent: false },
    );
    op.allowRedirect(`${server.url}/api/kokpit/v1.0/social/callback`);
  });
  afterAll(async () => {
    await server?.stop();
    await op?.close();
  });

  const db = () => server.ctx.db;
  const liveSessions = async (userId: number) =>
    (
      await db()
        .selectFrom('sessions')
        .select('id')
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .execute()
    ).length;

  /** A student whose account is linked to an identity at the local provider. */
  async function linkedStudent(): Promise<BuiltUser & { sub: string }> {
    const student = await buildStudent(db());
    const sub = `race-${Date.now()}-${++counter}`;
    await db()
      .insertInto('user_identities')
      .values({
        provider: 'local',
        subject: sub,
        user_id: student.id,
        email: student.email,
        created_at: Date.now(),
      }) // prettier-ignore
      .execute();
    return { ...student, sub };
  }

  /** The ticket a whole trip through the provider ends with, as the browser is handed it. */
  async function tripTicket(who: BuiltUser & { sub: string }): Promise<string> {
    op.signInAs({ sub: who.sub, email: who.email, givenName: 'Άννα', familyName: 'Δρόμου' });
    const browser = new TripBrowser();
    browser.trustProvider(op.issuer);
    const end = await browser.go(`${server.url}/api/kokpit/v1.0/social/local/start?lang=el`);
    // In the fragment, which the browser never sends on: no log holds it.
    const ticket = new URLSearchParams(end.hash.slice(1)).get('ticket');
    expect(ticket).toBeTruthy();
    return ticket!;
  }

  /** A ticket as the callback leaves it (the provider's answer already checked). */
  async function storedTicket(who: BuiltUser & { sub: string }): Promise<string> {
    const ticket = newToken();
    const at = Date.now();
    await db()
      .insertInto('oidc_flows')
      .values({
        state_hash: null,
        binding_hash: hashToken(newToken()),
        provider: 'local',
        intent: 'signin',
        user_id: null,
        nonce: 'n',
        code_verifier: 'v',
        redirect_uri: `${server.url}/api/kokpit/v1.0/social/callback`,
        lang: 'el',
        ticket_hash: hashToken(ticket),
        subject: who.sub,
        claims: '{}',
        created_at: at,
        expires_at: at + 600_000,
      })
      .execute();
    return ticket;
  }

  const completeAtOnce = async (tickets: string[], forceUnique = false) => {
    const sockets = await Promise.all(tickets.map(() => server.connect('/app', { lang: 'en' })));
    return Promise.all(
      sockets.map((socket, i) =>
        emitAck(socket, 'social/complete', { ticket: tickets[i], forceUnique }),
      ),
    );
  };

  it('one ticket sent from eight sockets at once signs in once', async () => {
    const student = await linkedStudent();
    const ticket = await tripTicket(student);
    const replies = await completeAtOnce(Array.from({ length: AT_ONCE }, () => ticket));
    const signedIn = replies.filter((r) => r.isPositive);
    expect(signedIn).toHaveLength(1);
    expect(signedIn[0]!.data).toMatchObject({ outcome: 'signed-in', username: student.username });
    for (const r of replies.filter((x) => !x.isPositive)) {
      expect(r.message).toBe('The sign-in took too long and expired. Please start again.');
    }
    expect(await liveSessions(student.id)).toBe(1);
    // Spent: it signs in no one later either.
    expect((await completeAtOnce([ticket]))[0]!.isPositive).toBe(false);
  });

  it('passwords sent at once open at most MAX_SESSIONS sessions', async () => {
    const student = await buildStudent(db());
    const replies = await Promise.all(
      Array.from({ length: AT_ONCE }, () =>
        server.api(
          `/user/signin?username=${student.username}&password=${encodeURIComponent(student.password)}`,
        ),
      ),
    );
    expect(replies.filter((r) => r.body.isPositive)).toHaveLength(MAX);
    for (const r of replies.filter((x) => !x.body.isPositive)) {
      expect(r.body.code).toBe(ResultCode.maxSessions);
    }
    expect(await liveSessions(student.id)).toBe(MAX);
  });

  it('tickets of one account at once open at most MAX_SESSIONS; a refused one stays good', async () => {
    const student = await linkedStudent();
    const tickets = await Promise.all(Array.from({ length: AT_ONCE }, () => storedTicket(student)));
    const replies = await completeAtOnce(tickets);
    expect(replies.filter((r) => r.isPositive)).toHaveLength(MAX);
    const refused = tickets.filter((_, i) => !replies[i]!.isPositive);
    for (const r of replies.filter((x) => !x.isPositive)) {
      expect(r.code).toBe(ResultCode.maxSessions);
    }
    expect(await liveSessions(student.id)).toBe(MAX);
    // "Sign out the other devices": the refused ticket was not spent, and signs in alone.
    const [again] = await completeAtOnce([refused[0]!], true);
    expect(again!.isPositive, again!.message).toBe(true);
    expect(await liveSessions(student.id)).toBe(1);
  });
});
