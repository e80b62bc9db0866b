import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { ResultCode } from '@kokpit/shared';
import { SMTPServer } from 'smtp-server';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildUser, type BuiltUser } from '../../test/factories.js';
import { testDialect } from '../../test/test-database.js';
import { emitAck, nextPush, startTestServer, type TestServer } from '../../test/test-server.js';

/* ---------- a real SMTP server that keeps what it receives ---------- */

interface CapturedMail {
  to: string[];
  raw: string;
}

interface MailCatcher {
  port: number;
  /** The next message for this recipient (already received or still to come). */
  next: (to: string, timeoutMs?: number) => Promise<CapturedMail>;
  received: CapturedMail[];
  close: () => Promise<void>;
}

async function startMailCatcher(): Promise<MailCatcher> {
  const received: CapturedMail[] = [];
  const taken = new Set<CapturedMail>();
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
        received.push({ to, raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const port = (smtp.server.address() as AddressInfo).port;
  const next = async (to: string): Promise<CapturedMail> => {
    const mail = await vi.waitFor(
      () => {
        const found = received.find((m) => !taken.has(m) && m.to.includes(to.toLowerCase()));
        if (!found) throw new Error(`no mail for ${to}`);
        return found;
      },
      { timeout: 30_000, interval: 25 },
    );
    taken.add(mail);
    return mail;
  };
  return {
    port,
    next,
    received,
    close: () => new Promise((resolve) => smtp.close(() => resolve())),
  };
}

/* ---------- just enough MIME to read a single-part text mail ---------- */

function decodeQuotedPrintable(input: string): Buffer {
  const soft = input.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < soft.length; i++) {
    const hex = soft.slice(i + 1, i + 3);
    if (soft[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(soft[i] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes);
}

function decodeEncodedWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?[^?]+\?([QqBb])\?([^?]*)\?=/g, (_whole, enc: string, text: string) =>
      enc.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')).toString('utf8'),
    );
}

function parseMail(raw: string): { subject: string; text: string; headers: Map<string, string> } {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const body = raw.slice(split + 4);
  const headers = new Map<string, string>();
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  const text =
    encoding === 'quoted-printable'
      ? decodeQuotedPrintable(body).toString('utf8')
      : encoding === 'base64'
        ? Buffer.from(body.replace(/\s/g, ''), 'base64').toString('utf8')
        : body;
  return { subject: decodeEncodedWords(headers.get('subject') ?? ''), text, headers };
}

function resetLink(text: string): { link: string; token: string } {
  const m = /(https?:\/\/\S+#reset=([A-Za-z0-9_-]+))/.exec(text);
  if (!m?.[1] || !m[2]) throw new Error(`no reset link in: ${text}`);
  return { link: m[1], token: m[2] };
}

/* ---------- the journeys ---------- */

const NEW_PASSWORD = 'Fresh#Start9';
const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

describe(`password reset through SMTP on ${testDialect()}`, () => {
  let server: TestServer;
  let smtp: MailCatcher;
  let app: Socket;
  const forgot = (email: string) => emitAck(app, 'forgot-password', { email });
  const reset = (token: string, password = NEW_PASSWORD, passwordConfirm = password) =>
    emitAck(app, 'reset-password', { token, password, passwordConfirm });
  const mailedToken = async (user: BuiltUser) => {
    await forgot(user.email);
    return resetLink(parseMail((await smtp.next(user.email)).raw).text).token;
  };

  beforeAll(async () => {
    smtp = await startMailCatcher();
    server = await startTestServer(
      { SMTP_URL: `smtp://127.0.0.1:${smtp.port}` },
      { seedContent: false },
    );
    app = await server.connect('/app', { lang: 'en' });
  });
  afterAll(async () => {
    await server?.stop();
    await smtp?.close();
  });

  it('answers an unknown address exactly like a known one, and mails only the known one', async () => {
    const user = await buildUser(server.ctx.db, { lang: 'en' });
    const t0 = Date.now();
    const known = await forgot(user.email);
    const t1 = Date.now();
    const unknown = await forgot('nobody-here@example.test');
    const t2 = Date.now();
    expect(known).toEqual({
      isPositive: true,
      code: ResultCode.ok,
      message:
        'If an account with this e-mail exists, we have sent it a link to reset the password.',
      debugMessage: '',
      data: {},
    });
    expect(unknown).toEqual(known);
    // Both wait for the same floor, so the reply time says nothing about the address.
    expect(t1 - t0).toBeGreaterThanOrEqual(240);
    expect(t2 - t1).toBeGreaterThanOrEqual(240);
    await smtp.next(user.email);
    // A mail asked for after the unknown address, and received: one for it would have gone first.
    const later = await buildUser(server.ctx.db, { lang: 'en' });
    await forgot(later.email);
    await smtp.next(later.email);
    expect(smtp.received.some((m) => m.to.includes('nobody-here@example.test'))).toBe(false);
  });

  it('the mailed link resets the password once, signs out every session, and the old password stops working', async () => {
    const user = await buildUser(server.ctx.db, { lang: 'en' });
    const signedIn = await server.connect('/app', { lang: 'en' });
    expect(
      (await emitAck(signedIn, 'auth', { username: user.username, password: user.password }))
        .isPositive,
    ).toBe(true);

    await forgot(user.email.toUpperCase());
    const mail = parseMail((await smtp.next(user.email)).raw);
    expect(mail.subject).toBe('Kokpit: reset your password');
    expect(mail.text).toContain(`Hello Test,`);
    const { link, token } = resetLink(mail.text);
    expect(link).toBe(`${server.ctx.config.publicUrl}/en/#reset=${token}`);
    const stored = await server.ctx.db
      .selectFrom('password_resets')
      .selectAll()
      .where('user_id', '=', user.id)
      .execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]?.token_hash).toBe(sha256(token));
    expect(stored[0]!.expires_at - stored[0]!.created_at).toBe(60 * 60_000);

    const weak = await reset(token, 'weakpassword1');
    expect(weak.message).toBe(
      'The password is too weak: use at least one capital letter, one digit and one special character.',
    );
    const mismatch = await reset(token, NEW_PASSWORD, 'Other#Pass9');
    expect(mismatch.message).toBe('Passwords do not match each other.');
    const same = await reset(token, user.password);
    expect(same).toMatchObject({
      isPositive: false,
      code: ResultCode.validation,
      message: 'The new password must differ from the old one.',
    });

    const signout = nextPush<{ reason: string; message: string }>(signedIn, 'signout');
    const done = await reset(token);
    expect(done).toMatchObject({
      isPositive: true,
      message: 'Your password has been changed. You can sign in now.',
    });
    expect(await signout).toEqual({
      reason: 'auth.sessionExpired',
      message: 'Your session has expired. Please sign in again.',
    });
    const live = await server.ctx.db
      .selectFrom('sessions')
      .select('id')
      .where('user_id', '=', user.id)
      .where('revoked_at', 'is', null)
      .execute();
    expect(live).toHaveLength(0);

    const fresh = await server.connect('/app', { lang: 'en' });
    const old = await emitAck(fresh, 'auth', { username: user.username, password: user.password });
    expect(old).toMatchObject({ isPositive: false, message: 'Invalid user name or password' });
    expect(
      (await emitAck(fresh, 'auth', { username: user.username, password: NEW_PASSWORD }))
        .isPositive,
    ).toBe(true);

    const again = await reset(token, 'Another#Pass9');
    expect(again).toMatchObject({
      isPositive: false,
      code: ResultCode.validation,
      message: 'This password reset link is not valid or has expired.',
    });
    const audit = await server.ctx.db
      .selectFrom('audit_log')
      .select('action')
      .where('actor_id', '=', user.id)
      .execute();
    expect(audit.map((a) => a.action)).toContain('password.reset');
  });

  it('mails an operator a link to the back office’s sign-in, which refuses the old password as the new one', async () => {
    const operator = await buildUser(server.ctx.db, { lang: 'en', roles: ['administrator'] });
    await forgot(operator.email);
    const { link, token } = resetLink(parseMail((await smtp.next(operator.email)).raw).text);
    expect(link).toBe(`${server.ctx.config.publicUrl}/en/admin/sign-in#reset=${token}`);
    expect(await reset(token, operator.password)).toMatchObject({
      isPositive: false,
      code: ResultCode.validation,
      message: 'The new password must differ from the old one.',
    });
    expect((await reset(token)).isPositive).toBe(true);
    const admin = await server.connect('/app', { lang: 'en' });
    const signIn = await emitAck(admin, 'auth', {
      username: operator.username,
      password: NEW_PASSWORD,
    });
    expect(signIn.isPositive).toBe(true);
    admin.disconnect();
  });

  it('mails in the account’s language', async () => {
    const user = await buildUser(server.ctx.db, { lang: 'el' });
    await forgot(user.email);
    const mail = parseMail((await smtp.next(user.email)).raw);
    expect(mail.subject).toBe('Kokpit: αλλαγή κωδικού πρόσβασης');
    expect(resetLink(mail.text).link).toContain('/el/#reset=');
    expect(mail.text).toContain('Test');
  });

  it('an expired link, an unknown link and an older link after a reset are refused', async () => {
    const user = await buildUser(server.ctx.db, { lang: 'en' });
    const expired = await mailedToken(user);
    await server.ctx.db
      .updateTable('password_resets')
      .set({ expires_at: Date.now() - 1000 })
      .where('token_hash', '=', sha256(expired))
      .execute();
    const invalid = 'This password reset link is not valid or has expired.';
    expect((await reset(expired)).message).toBe(invalid);
    expect((await reset('not-a-real-token')).message).toBe(invalid);

    const older = await mailedToken(user);
    const newer = await mailedToken(user);
    expect((await reset(newer)).isPositive).toBe(true);
    expect((await reset(older, 'Third#Pass99')).message).toBe(invalid);
  });

  it('answers in Greek on a Greek socket', async () => {
    const el = await server.connect('/app');
    const reply = await emitAck(el, 'reset-password', {
      token: 'nope',
      password: NEW_PASSWORD,
      passwordConfirm: NEW_PASSWORD,
    });
    expect(reply.message).toBe('Ο σύνδεσμος αλλαγής κωδικού δεν είναι έγκυρος ή έχει λήξει.');
  });
});

describe(`password reset without a mail server on ${testDialect()}`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ RATE_LIMITS: 'on' }, { seedContent: false });
  });
  afterAll(async () => server?.stop());

  it('writes the message as an .eml file under <dataDir>/outbox', async () => {
    const user = await buildUser(server.ctx.db, { lang: 'en' });
    const app = await server.connect('/app', { lang: 'en' });
    expect((await emitAck(app, 'forgot-password', { email: user.email })).isPositive).toBe(true);
    const outbox = join(server.dataDir, 'outbox');
    const files = await vi.waitFor(
      async () => {
        const names = await readdir(outbox).catch(() => [] as string[]);
        expect(names).toHaveLength(1);
        return names;
      },
      { timeout: 30_000, interval: 25 },
    );
    expect(files[0]).toMatch(/\.eml$/);
    const mail = parseMail(await readFile(join(outbox, files[0]!), 'utf8'));
    expect(mail.headers.get('to')).toContain(user.email);
    expect(mail.subject).toBe('Kokpit: reset your password');
    const { token } = resetLink(mail.text);
    expect(
      (
        await emitAck(app, 'reset-password', {
          token,
          password: NEW_PASSWORD,
          passwordConfirm: NEW_PASSWORD,
        })
      ).isPositive,
    ).toBe(true);
  });

  it('limits requests per e-mail address, whether or not it has an account', async () => {
    const app = await server.connect('/app', { lang: 'en' });
    const email = `flood-${Date.now()}@example.test`;
    for (let i = 0; i < 5; i++) {
      expect((await emitAck(app, 'forgot-password', { email })).isPositive).toBe(true);
    }
    const refused = await emitAck(app, 'forgot-password', { email: email.toUpperCase() });
    expect(refused).toMatchObject({ isPositive: false, code: ResultCode.rateLimited });
    const other = await emitAck(app, 'forgot-password', { email: `other-${email}` });
    expect(other.isPositive).toBe(true);
  });
});
