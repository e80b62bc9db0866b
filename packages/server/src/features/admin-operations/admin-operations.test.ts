import {
  adminOperationsContract,
  SchoolStatus,
  type CreditsAwaitingView,
  type CreditsLedgerView,
  type SchoolAccountView,
  type SchoolsReviewView,
  type UserView,
} from '@kokpit/shared';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSchool, buildStudent, buildUser } from '../../test/factories.js';
import { signInToken } from '../../test/learning.js';
import { connectSchool, giveCredits } from '../../test/school-money.js';
import { testDialect } from '../../test/test-database.js';
import { emitAck, nextPush, startTestServer, type TestServer } from '../../test/test-server.js';

describe(`the operator screens on ${testDialect()}`, () => {
  let server: TestServer;
  let admin: Socket;
  let operatorId: number;
  beforeAll(async () => {
    server = await startTestServer({ MAX_SESSIONS: '100' });
    const operator = await buildUser(server.ctx.db, { roles: ['administrator'] });
    operatorId = operator.id;
    admin = await server.connect('/admin', {
      token: await signInToken(server, operator),
      lang: 'en',
    });
  });
  afterAll(async () => server?.stop());

  const db = () => server.ctx.db;
  const audit = (action: string) =>
    db()
      .selectFrom('audit_log')
      .select(['actor_id', 'entity', 'entity_id', 'details'])
      .where('action', '=', `admin.${action}`)
      .orderBy('id', 'desc')
      .executeTakeFirst();

  it('refuses anonymous callers, students and schools on every event of the screens', async () => {
    const student = await buildStudent(db());
    const school = await buildSchool(db());
    const callers = [
      undefined,
      { token: await signInToken(server, student) },
      { token: await signInToken(server, school) },
    ];
    for (const auth of callers) {
      await expect(server.connect('/admin', auth)).rejects.toThrow();
    }
    // Signed in on the namespaces they may open, the events do not exist for them.
    const studentSocket = await server.connect('/student', callers[1]);
    const schoolSocket = await server.connect('/school', callers[2]);
    for (const event of Object.keys(adminOperationsContract)) {
      for (const socket of [studentSocket, schoolSocket]) {
        const r = await emitAck(socket, event, {});
        expect(r.isPositive, `${event} answered a non-operator`).toBe(false);
      }
    }
  });

  it('approving a pending school puts it on the partner map, tells its tab and mails it', async () => {
    const school = await buildSchool(db(), {
      status: SchoolStatus.pending,
      name: 'Σχολή Αναμονής',
    });
    const app = await server.connect('/app', { token: await signInToken(server, school) });
    const pending = await emitAck<SchoolsReviewView>(admin, 'schools/review', {});
    expect(pending.data.items.map((s) => s.id)).toContain(school.schoolId);
    const map = async () =>
      (
        await emitAck<{ schools: { id: number }[] }>(app, 'schools', { query: 'Αναμονής' })
      ).data.schools.map((s) => s.id);
    expect(await map()).not.toContain(school.schoolId);

    const told = nextPush<UserView>(app, 'profile-changed');
    const r = await emitAck(admin, 'schools/decide', {
      school: school.schoolId,
      decision: 'approve',
    });
    expect(r).toMatchObject({ isPositive: true, message: 'The school has been approved.' });
    expect((await told).schoolStatus).toBe(SchoolStatus.approved);
    expect(await map()).toContain(school.schoolId);
    expect(await audit('school.approve')).toMatchObject({
      actor_id: operatorId,
      entity: 'schools',
      entity_id: JSON.stringify({ id: school.schoolId }),
    });
    await expect.poll(() => outbox().some((m) => m.includes(`To: ${school.email}`))).toBe(true);

    const again = await emitAck(admin, 'schools/decide', {
      school: school.schoolId,
      decision: 'reject',
    });
    expect(again).toMatchObject({ isPositive: false });
    const row = await db()
      .selectFrom('schools')
      .select('status')
      .where('id', '=', school.schoolId)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe(SchoolStatus.approved);
  });

  it('a rejected school is told and mailed and stays off the map; an approved one may activate', async () => {
    const rejected = await buildSchool(db(), {
      status: SchoolStatus.pending,
      name: 'Σχολή Απόρριψης',
    });
    const app = await server.connect('/app', { token: await signInToken(server, rejected) });
    const told = nextPush<UserView>(app, 'profile-changed');
    const r = await emitAck(admin, 'schools/decide', {
      school: rejected.schoolId,
      decision: 'reject',
    });
    expect(r.isPositive, r.message).toBe(true);
    expect((await told).schoolStatus).toBe(SchoolStatus.rejected);
    const found = await emitAck<{ schools: { id: number }[] }>(app, 'schools', {
      query: 'Απόρριψης',
    });
    expect(found.data.schools.map((s) => s.id)).not.toContain(rejected.schoolId);
    await expect.poll(() => outbox().some((m) => m.includes(`To: ${rejected.email}`))).toBe(true);

    // Before the approval the school activates nobody; after it, it does.
    const school = await buildSchool(db(), { status: SchoolStatus.pending });
    await giveCredits(server, school.schoolId, 2);
    const student = await buildStudent(db(), { schoolId: school.schoolId, verified: true });
    const portal = await connectSchool(server, school);
    const activate = () =>
      emitAck(portal, 'section/activate', { student: student.id, section: 'car' });
    expect((await activate()).isPositive).toBe(false);
    await emitAck(admin, 'schools/decide', { school: school.schoolId, decision: 'approve' });
    const activated = await activate();
    expect(activated.isPositive, activated.message).toBe(true);
  });

  function outbox(): string[] {
    const dir = join(server.dataDir, 'outbox');
    try {
      return readdirSync(dir).map((f) => readFileSync(join(dir, f), 'utf8'));
    } catch {
      return [];
    }
  }

  it('an approval shows in the audit screen and can be reverted there', async () => {
    const school = await buildSchool(db(), { status: SchoolStatus.pending });
    await emitAck(admin, 'schools/decide', { school: school.schoolId, decision: 'approve' });
    const log = await emitAck<{ entries: { id: number; action: string; revertable: boolean }[] }>(
      admin,
      'audit/list',
      { table: 'schools' },
    );
    const entry = log.data.entries.find((e) => e.action === 'admin.school.approve');
    expect(entry).toMatchObject({ revertable: true });
    const reverted = await emitAck(admin, 'audit/revert', { id: entry!.id });
    expect(reverted.isPositive, reverted.message).toBe(true);
    const row = await db()
      .selectFrom('schools')
      .select(['status', 'approved_by'])
      .where('id', '=', school.schoolId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: SchoolStatus.pending, approved_by: null });
  });

  it('a rejected school stays off the map', async () => {
    const school = await buildSchool(db(), { status: SchoolStatus.pending });
    const r = await emitAck(admin, 'schools/decide', {
      school: school.schoolId,
      decision: 'reject',
    });
    expect(r).toMatchObject({ isPositive: true });
    const rejected = await emitAck<SchoolsReviewView>(admin, 'schools/review', {
      status: 'rejected',
    });
    expect(rejected.data.items.map((s) => s.id)).toContain(school.schoolId);
  });

  it('marking a purchase paid writes the ledger row and the school hears it live', async () => {
    const school = await buildSchool(db());
    const socket = await connectSchool(server, school);
    await emitAck(socket, 'credits/request', { amount: 7, paymentInfo: 'IBAN GR12' });
    const awaiting = await emitAck<CreditsAwaitingView>(admin, 'credits/awaiting');
    const entry = awaiting.data.items.find((i) => i.schoolId === school.schoolId);
    expect(entry).toMatchObject({ amount: 7, paymentInfo: 'IBAN GR12' });

    const changed = nextPush<SchoolAccountView>(socket, 'school-account-changed');
    const paid = await emitAck<CreditsAwaitingView>(admin, 'credits/mark-paid', {
      entry: entry!.id,
    });
    expect(paid).toMatchObject({ isPositive: true });
    expect(paid.data.items.map((i) => i.id)).not.toContain(entry!.id);
    expect(await changed).toMatchObject({ credits: 7, provisionalCredits: 0 });
    expect(await audit('credits.mark-paid')).toMatchObject({
      entity_id: JSON.stringify({ id: entry!.id }),
    });

    const twice = await emitAck(admin, 'credits/mark-paid', { entry: entry!.id });
    expect(twice).toMatchObject({ isPositive: false });
    const ledger = await emitAck<CreditsLedgerView>(admin, 'credits/ledger', {
      school: school.schoolId,
    });
    expect(ledger.data.rows.map((r) => `${r.kind}:${r.status}:${r.amount}`)).toEqual([
      'purchase:paid:0',
      'purchase:requested:7',
    ]);
  });

  it('a manual grant is a ledger row with its reason, never an overwritten number', async () => {
    const school = await buildSchool(db());
    const socket = await connectSchool(server, school);
    const changed = nextPush<SchoolAccountView>(socket, 'school-account-changed');
    const r = await emitAck<CreditsLedgerView>(admin, 'credits/grant', {
      school: school.schoolId,
      amount: 5,
      reason: 'Δώρο καλωσορίσματος',
    });
    expect(r).toMatchObject({ isPositive: true, data: { account: { credits: 5 } } });
    expect(r.data.rows[0]).toMatchObject({
      kind: 'grant',
      amount: 5,
      note: 'Δώρο καλωσορίσματος',
      actorId: operatorId,
    });
    expect(await changed).toMatchObject({ credits: 5 });
    const back = await emitAck<CreditsLedgerView>(admin, 'credits/grant', {
      school: school.schoolId,
      amount: -2,
      reason: 'Correction',
    });
    expect(back.data.account.credits).toBe(3);
    expect(back.data.rows).toHaveLength(2);
    expect(await audit('credits.grant')).toMatchObject({ actor_id: operatorId });

    const zero = await emitAck(admin, 'credits/grant', {
      school: school.schoolId,
      amount: 0,
      reason: 'x',
    });
    expect(zero).toMatchObject({ isPositive: false });
    const noReason = await emitAck(admin, 'credits/grant', {
      school: school.schoolId,
      amount: 1,
      reason: ' ',
    });
    expect(noReason).toMatchObject({ isPositive: false });
  });

  it('signing a user out everywhere ends every session and closes its sockets', async () => {
    const student = await buildStudent(db());
    const first = await server.connect('/student', { token: await signInToken(server, student) });
    await server.connect('/app', { token: await signInToken(server, student) });
    const found = await emitAck<{ items: { id: number; liveSessions: number }[] }>(
      admin,
      'users/find',
      {
        text: student.username,
      },
    );
    expect(found.data.items).toEqual([
      expect.objectContaining({ id: student.id, liveSessions: 2 }),
    ]);
    const signedOut = nextPush<{ message: string }>(first, 'signout');
    const r = await emitAck(admin, 'users/sign-out-everywhere', { user: student.id });
    expect(r).toMatchObject({ isPositive: true, data: { sessions: 2 } });
    await signedOut;
    const live = await db()
      .selectFrom('sessions')
      .select('id')
      .where('user_id', '=', student.id)
      .where('revoked_at', 'is', null)
      .execute();
    expect(live).toEqual([]);
    expect(await audit('user.sign-out-everywhere')).toMatchObject({
      entity_id: JSON.stringify({ id: student.id }),
    });
  });

  it('a server notice reaches the signed-in tabs of its audience in their language', async () => {
    const student = await buildStudent(db());
    const school = await buildSchool(db());
    const studentApp = await server.connect('/app', {
      token: await signInToken(server, student),
      lang: 'en',
    });
    const schoolApp = await server.connect('/app', {
      token: await signInToken(server, school),
      lang: 'el',
    });
    const heard: string[] = [];
    schoolApp.on('notice', (n: { message: string }) => heard.push(n.message));
    const toStudents = nextPush<{ id: string; message: string }>(studentApp, 'notice');
    const r = await emitAck<{ reached: number }>(admin, 'notices/send', {
      audience: 'students',
      el: 'Συντήρηση απόψε',
      en: 'Maintenance tonight',
    });
    expect(r.isPositive).toBe(true);
    expect(r.data.reached).toBeGreaterThanOrEqual(1);
    expect(await toStudents).toMatchObject({
      message: 'Maintenance tonight',
      id: expect.any(String),
    });
    const everyone = nextPush<{ message: string }>(schoolApp, 'notice');
    await emitAck(admin, 'notices/send', { el: 'Καλή χρονιά', en: 'Happy new year' });
    expect((await everyone).message).toBe('Καλή χρονιά');
    // Pushes reach a socket in order: had the students' notice reached the school, it would
    // have come before this one.
    expect(heard).toEqual(['Καλή χρονιά']);
  });
});
