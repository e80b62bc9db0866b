import {
  ResultCode,
  type AdminAuditPageView,
  type ContactInboxView,
  type ContactMessageView,
} from '@kokpit/shared';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildContactMessage, buildStudent, buildUser } from '../../test/factories.js';
import { signInToken } from '../../test/learning.js';
import { seedDemoContactMessages } from '../demo/demo-contact.js';
import { testDialect } from '../../test/test-database.js';
import { emitAck, startTestServer, type TestServer } from '../../test/test-server.js';

const MINUTE = 60_000;

describe(`the contact messages inbox on ${testDialect()}`, () => {
  let server: TestServer;
  let admin: Socket;
  let operatorId: number;
  beforeAll(async () => {
    server = await startTestServer();
    const operator = await buildUser(server.ctx.db, { roles: ['administrator'] });
    operatorId = operator.id;
    admin = await server.connect('/admin', {
      token: await signInToken(server, operator),
      lang: 'en',
    });
  });
  afterAll(async () => server?.stop());

  const db = () => server.ctx.db;
  const list = (payload: Record<string, unknown> = {}) =>
    emitAck<ContactInboxView>(admin, 'contact/list', payload);
  const handle = (message: number, handled: boolean) =>
    emitAck<ContactMessageView>(admin, 'contact/handle', { message, handled });
  const handledAt = async (id: number) =>
    (
      await db()
        .selectFrom('contact_messages')
        .select('handled_at')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).handled_at;

  it('lists open messages newest first, pages them and counts the open ones', async () => {
    await db().deleteFrom('contact_messages').execute();
    const sender = await buildStudent(db());
    const now = Date.now();
    const oldest = await buildContactMessage(db(), { at: now - 30 * MINUTE });
    const signedIn = await buildContactMessage(db(), {
      userId: sender.id,
      name: 'Μαρία Νικολάου',
      subject: 'Ενεργοποίηση',
      text: 'Γραμμή 1\nΓραμμή 2',
      at: now - 20 * MINUTE,
    });
    const newest = await buildContactMessage(db(), { lang: 'en', at: now - 10 * MINUTE });
    const done = await buildContactMessage(db(), { at: now, handledAt: now });

    const open = await list();
    expect(open).toMatchObject({ isPositive: true, data: { total: 3, open: 3, page: 1 } });
    expect(open.data.items.map((m) => m.id)).toEqual([newest, signedIn, oldest]);
    expect(open.data.items[1]).toEqual({
      id: signedIn,
      userId: sender.id,
      username: sender.username,
      name: 'Μαρία Νικολάου',
      email: 'Μαρία Νικολάου@example.test',
      subject: 'Ενεργοποίηση',
      text: 'Γραμμή 1\nΓραμμή 2',
      lang: 'el',
      createdAt: now - 20 * MINUTE,
      handledAt: null,
    });
    expect(open.data.items[0]).toMatchObject({ userId: null, username: null, lang: 'en' });

    const second = await list({ page: 2, pageSize: 2 });
    expect(second.data).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(second.data.items.map((m) => m.id)).toEqual([oldest]);

    const handled = await list({ tab: 'handled' });
    expect(handled.data).toMatchObject({ total: 1, open: 3 });
    expect(handled.data.items.map((m) => m.id)).toEqual([done]);

    // In "all" the open messages come first, though the handled one is the newest.
    const all = await list({ tab: 'all' });
    expect(all.data.items.map((m) => m.id)).toEqual([newest, signedIn, oldest, done]);
  });

  it('finds messages by words of the name, e-mail, subject or text', async () => {
    await db().deleteFrom('contact_messages').execute();
    const byName = await buildContactMessage(db(), { name: 'Giorgos Alexiou' });
    const byEmail = await buildContactMessage(db(), { email: 'school-owner@larisa.test' });
    const bySubject = await buildContactMessage(db(), { subject: 'Σχολή στη Λάρισα' });
    const byText = await buildContactMessage(db(), { text: 'Is there a school in LARISA?' });
    await buildContactMessage(db(), { text: 'Nothing to see: 100% else' });

    const found = async (search: string, tab = 'all') =>
      (await list({ search, tab })).data.items.map((m) => m.id).sort((a, b) => a - b);
    expect(await found('larisa')).toEqual([byEmail, byText]);
    expect(await found('ALEXIOU')).toEqual([byName]);
    expect(await found('Λάρισα')).toEqual([bySubject]);
    expect(await found('0%_')).toEqual([]);
    const page = await list({ search: 'larisa', tab: 'all' });
    expect(page.data).toMatchObject({ total: 2, open: 5 });
  });

  it('marks a message handled and reopens it, each once, both in the audit log', async () => {
    const id = await buildContactMessage(db(), { subject: 'Τιμές πακέτων' });
    const before = Date.now();
    const done = await handle(id, true);
    expect(done).toMatchObject({
      isPositive: true,
      message: 'The message has been marked handled.',
      data: { id, subject: 'Τιμές πακέτων' },
    });
    expect(done.data.handledAt).toBeGreaterThanOrEqual(before);
    const at = Number(await handledAt(id));
    expect(at).toBe(done.data.handledAt);

    const twice = await handle(id, true);
    expect(twice).toMatchObject({
      isPositive: false,
      message: 'The message has already been handled.',
    });
    expect(Number(await handledAt(id))).toBe(at);

    const entry = await lastAudit('contact.handle');
    expect(entry).toMatchObject({
      actor_id: operatorId,
      entity: 'contact_messages',
      entity_id: JSON.stringify({ id }),
    });
    expect(JSON.parse(entry!.details)).toEqual({
      before: { handled_at: null },
      after: { handled_at: at },
    });

    const reopened = await handle(id, false);
    expect(reopened).toMatchObject({
      isPositive: true,
      message: 'The message has been reopened.',
      data: { id, handledAt: null },
    });
    expect(await handledAt(id)).toBeNull();
    expect(JSON.parse((await lastAudit('contact.reopen'))!.details)).toEqual({
      before: { handled_at: at },
      after: { handled_at: null },
    });
    expect(await handle(id, false)).toMatchObject({
      isPositive: false,
      message: 'The message is already open.',
    });
    expect(await handle(987_654_321, true)).toMatchObject({
      isPositive: false,
      code: ResultCode.notFound,
      message: 'The message was not found.',
    });
  });

  const lastAudit = (action: string) =>
    db()
      .selectFrom('audit_log')
      .select(['actor_id', 'entity', 'entity_id', 'details'])
      .where('action', '=', `admin.${action}`)
      .orderBy('id', 'desc')
      .executeTakeFirst();

  it('a message marked handled can be reopened from the audit screen', async () => {
    const id = await buildContactMessage(db());
    await handle(id, true);
    const log = await emitAck<AdminAuditPageView>(admin, 'audit/list', {
      table: 'contact_messages',
    });
    const entry = log.data.entries.find(
      (e) => e.action === 'admin.contact.handle' && e.key?.id === id,
    );
    expect(entry).toMatchObject({ revertable: true, after: { handled_at: expect.anything() } });
    const reverted = await emitAck(admin, 'audit/revert', { id: entry!.id });
    expect(reverted.isPositive, reverted.message).toBe(true);
    expect(await handledAt(id)).toBeNull();
    expect((await list()).data.items.map((m) => m.id)).toContain(id);
  });

  it('refuses a bad tab, and every caller who is not an operator', async () => {
    expect(await list({ tab: 'spam' })).toMatchObject({ isPositive: false, code: 422 });
    const student = await buildStudent(db());
    const token = await signInToken(server, student);
    await expect(server.connect('/admin', { token })).rejects.toThrow();
    const socket = await server.connect('/student', { token });
    const id = await buildContactMessage(db());
    for (const [event, payload] of [
      ['contact/list', {}],
      ['contact/handle', { message: id, handled: true }],
    ] as const) {
      expect((await emitAck(socket, event, payload)).isPositive).toBe(false);
    }
    expect(await handledAt(id)).toBeNull();
  });

  it('the demo gives the inbox a few messages once, one from demo-student, one handled', async () => {
    await db().deleteFrom('contact_messages').execute();
    expect(await seedDemoContactMessages(db())).toBe(5);
    expect(await seedDemoContactMessages(db())).toBe(0);
    const open = await list();
    expect(open.data).toMatchObject({ total: 4, open: 4 });
    expect(open.data.items.map((m) => m.lang)).toEqual(['el', 'el', 'en', 'el']);
    expect(open.data.items[1]).toMatchObject({ username: 'demo-student' });
    expect((await list({ tab: 'handled' })).data.total).toBe(1);
  });
});
