import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildUser } from '../test/factories.js';
import { testDialect } from '../test/test-database.js';
import { emitAck, startTestServer, type TestServer } from '../test/test-server.js';

/*
 * Tokens in page addresses (issue 29 item 4): a mailed reset link, a teacher's invitation and
 * a social sign-in's ticket carry their token in the fragment, which a browser never sends, so
 * opening them writes no token to the request log; a link mailed before (the token in its
 * query) and the provider's code and state on the callback are logged as `[redacted]`. What
 * the log holds resets no password.
 */

const NEW_PASSWORD = 'Log!Proof2026';

describe(`secrets in page addresses never reach the request log on ${testDialect()}`, () => {
  let server: TestServer;
  let log = '';
  beforeAll(async () => {
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => (log += chunk.toString('utf8')));
    server = await startTestServer(
      { LOG_LEVEL: 'info' },
      { seedContent: false, logStream: stream },
    );
  });
  afterAll(async () => server?.stop());

  /** Opens a page of this server as a browser does: the fragment stays in the browser. */
  async function open(url: string): Promise<void> {
    const { pathname, search } = new URL(url, server.url);
    const res = await fetch(new URL(pathname + search, server.url), { redirect: 'manual' });
    await res.arrayBuffer();
    await vi.waitFor(() => expect(log).toContain(`"url":"${pathname}`));
  }

  /** The newest reset link mailed to this address (the outbox, quoted-printable undone). */
  async function mailedLink(email: string): Promise<string> {
    const dir = join(server.dataDir, 'outbox');
    return vi.waitFor(
      async () => {
        for (const name of (await readdir(dir).catch(() => [] as string[])).sort().reverse()) {
          const raw = (await readFile(join(dir, name), 'utf8'))
            .replace(/=\r?\n/g, '')
            .replace(/=3D/g, '=');
          const link = raw.includes(email) ? /https?:\/\/\S+reset=[\w-]+/.exec(raw)?.[0] : null;
          if (link) return link;
        }
        throw new Error(`no reset mail to ${email}`);
      },
      { timeout: 10_000 },
    );
  }

  const resetWith = async (token: string) =>
    emitAck(await server.connect('/app', { lang: 'en' }), 'reset-password', {
      token,
      password: NEW_PASSWORD,
      passwordConfirm: NEW_PASSWORD,
    });

  it('a reset link carries its token in the fragment; what the log holds resets nothing', async () => {
    const user = await buildUser(server.ctx.db, { lang: 'en' });
    const app = await server.connect('/app', { lang: 'en' });
    expect((await emitAck(app, 'forgot-password', { email: user.email })).isPositive).toBe(true);
    const link = new URL(await mailedLink(user.email));
    expect(link.search).toBe('');
    expect(link.hash).toMatch(/^#reset=[\w-]{20,}$/);
    const token = link.hash.slice('#reset='.length);

    await open(link.href);
    // A link mailed before this release sends the token in the query: logged redacted.
    await open(`/en/?reset=${token}`);
    await open(`/en/admin/sign-in?lang=en&reset=${token}`);
    expect(log).not.toContain(token);
    expect(log).toContain('reset=[redacted]');

    // Whatever the log says a reset value is, it resets no password.
    const logged = [...log.matchAll(/reset=([^&\s"#]+)/g)].map((m) => decodeURIComponent(m[1]!));
    expect(logged.length).toBeGreaterThan(0);
    for (const value of new Set(logged)) {
      expect((await resetWith(value)).isPositive, value).toBe(false);
    }
    expect((await resetWith(token)).isPositive).toBe(true);
  });

  it('an invitation, a social ticket and the provider’s code and state are redacted', async () => {
    const secrets = {
      invite: 'Invite-Token-4471-abcdefghijklmnop',
      ticket: 'Ticket-Token-4472-abcdefghijklmnop',
      code: 'Provider-Code-4473-abcdefghijklmnop',
      state: 'Provider-State-4474-abcdefghijklmnop',
    };
    await open(`/el/?invite=${secrets.invite}`);
    await open(`/el/sign-in/social?ticket=${secrets.ticket}&provider=local`);
    await open(`/api/kokpit/v1.0/social/callback?code=${secrets.code}&state=${secrets.state}`);
    for (const secret of Object.values(secrets)) expect(log).not.toContain(secret);
    for (const name of Object.keys(secrets)) expect(log).toContain(`${name}=[redacted]`);
    // What is not a secret is still there to read.
    expect(log).toContain('provider=local');
  });
});
