import type { AdminAuditPageView, AdminTablesView } from '@kokpit/shared';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildActiveStudent, buildSchool, buildUser } from '../../test/factories.js';
import { signInToken } from '../../test/learning.js';
import { testDialect } from '../../test/test-database.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';
import { connectOperator, type Operator } from './admin-test-support.js';

/*
 * What the product's rules own, the generic editor does not write (issue 29 item 7): sessions
 * (sign-out is an operation), and the tables of money and of a student's lifecycle. A revert
 * never brings a session back, and a stored picture is served as the picture its bytes are.
 */

const OWNED = ['sessions', 'student_sections', 'coupons', 'credit_entries'];
const DAY = 24 * 3600 * 1000;

describe(`the back office leaves the product's rules to them on ${testDialect()}`, () => {
  let server: TestServer;
  let op: Operator;

  beforeAll(async () => {
    server = await startTestServer({}, { seedContent: false });
    op = await connectOperator(server);
  }, 60_000);
  afterAll(async () => server?.stop());

  const db = () => server.ctx.db;
  const info = (token: string) => server.api('/user/info', { headers: { 'x-api-token': token } });

  it('lists sessions, student sections, coupons and credit entries as read-only', async () => {
    const r = await op.call<AdminTablesView>('tables');
    for (const name of OWNED) {
      expect(r.data.tables.find((t) => t.name === name)?.readOnly, name).toBe(true);
    }
  });

  it('a signed-out session cannot be brought back by editing its row', async () => {
    const user = await buildUser(db());
    const token = await signInToken(server, user);
    const session = await db()
      .selectFrom('sessions')
      .select('id')
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    await db()
      .updateTable('sessions')
      .set({ revoked_at: Date.now() })
      .where('id', '=', session.id)
      .execute();
    expect((await info(token)).body.isPositive).toBe(false);

    const edit = await op.call('records/save', {
      table: 'sessions',
      key: { id: session.id },
      values: { revoked_at: null, expires_at: Date.now() + 365 * DAY },
    });
    expect(edit.isPositive).toBe(false);
    expect(edit.message).toBe('This table is read-only in the back office.');
    const created = await op.call('records/save', {
      table: 'sessions',
      values: { user_id: user.id, expires_at: Date.now() + DAY },
    });
    expect(created.isPositive).toBe(false);
    const removed = await op.call('records/delete', { table: 'sessions', key: { id: session.id } });
    expect(removed.isPositive).toBe(false);

    const row = await db()
      .selectFrom('sessions')
      .select(['revoked_at'])
      .where('id', '=', session.id)
      .executeTakeFirstOrThrow();
    expect(row.revoked_at).not.toBeNull();
    expect((await info(token)).body.isPositive).toBe(false);
  });

  it("reverting a user's deletion brings the account back, never its sessions", async () => {
    const user = await buildUser(db());
    const token = await signInToken(server, user);
    expect((await info(token)).body.isPositive).toBe(true);
    const deleted = await op.call('records/delete', {
      table: 'users',
      key: { id: user.id },
      cascade: true,
    });
    expect(deleted.isPositive, deleted.message).toBe(true);
    expect((await info(token)).body.isPositive).toBe(false);

    const entry = (await op.call<AdminAuditPageView>('audit/list', { table: 'users' })).data
      .entries[0]!;
    expect(entry.action).toBe('admin.delete');
    expect(entry.cascaded.map((c) => c.table)).toContain('sessions');
    const reverted = await op.call('audit/revert', { id: entry.id });
    expect(reverted.isPositive, reverted.message).toBe(true);

    const back = await db().selectFrom('users').select('id').where('id', '=', user.id).execute();
    expect(back).toHaveLength(1);
    const sessions = await db()
      .selectFrom('sessions')
      .select('id')
      .where('user_id', '=', user.id)
      .execute();
    expect(sessions).toEqual([]);
    expect((await info(token)).body.isPositive).toBe(false);
    // The account itself works: its password signs in anew.
    expect((await info(await signInToken(server, user))).body.isPositive).toBe(true);
  });

  it("a student's sections, coupons and credits change only through their operations", async () => {
    const school = await buildSchool(db());
    const student = await buildActiveStudent(db(), school.schoolId);
    const at = Date.now();
    const coupon = await db()
      .insertInto('coupons')
      .values({ code: `9${String(at).slice(-10)}`, school_id: school.schoolId, created_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    const entry = await db()
      .insertInto('credit_entries')
      .values({
        school_id: school.schoolId,
        kind: 'grant',
        status: 'granted',
        amount: 5,
        created_at: at,
        settled_at: at,
      }) // prettier-ignore
      .returning('id')
      .executeTakeFirstOrThrow();
    const rowOf = {
      student_sections: () => db().selectFrom('student_sections').selectAll().where('student_id', '=', student.id).execute(), // prettier-ignore
      coupons: () => db().selectFrom('coupons').selectAll().where('id', '=', coupon.id).execute(),
      credit_entries: () => db().selectFrom('credit_entries').selectAll().where('id', '=', entry.id).execute(), // prettier-ignore
    };
    const snapshot = async () => ({
      sections: await rowOf.student_sections(),
      coupons: await rowOf.coupons(),
      credits: await rowOf.credit_entries(),
    });
    const before = await snapshot();
    const cases = [
      {
        table: 'student_sections' as const,
        key: { student_id: student.id, section_code: 'car' },
        // Activated past the reservation that section/activate makes.
        values: { status: 2, activated_at: at + 1, charged_at: null },
      },
      { table: 'coupons' as const, key: { id: coupon.id }, values: { status: 1, reserved_at: at } },
      { table: 'credit_entries' as const, key: { id: entry.id }, values: { amount: 5000 } },
    ];
    for (const { table, key, values } of cases) {
      const edit = await op.call('records/save', { table, key, values });
      expect(edit.isPositive, `${table} edit`).toBe(false);
      const created = await op.call('records/save', { table, values: { ...key, ...values } });
      expect(created.isPositive, `${table} create`).toBe(false);
      const plan = await op.call('records/delete-plan', { table, key });
      expect(plan.isPositive, `${table} delete plan`).toBe(false);
      const removed = await op.call('records/delete', { table, key, cascade: true });
      expect(removed.isPositive, `${table} delete`).toBe(false);
    }
    expect(await snapshot()).toEqual(before);

    // An entry written before these tables were closed cannot be reverted either.
    for (const { table, key, values } of cases) {
      const row = (await rowOf[table]())[0] as Record<string, unknown>;
      await db()
        .insertInto('audit_log')
        .values({
          at,
          actor_id: op.user.id,
          action: 'admin.update',
          entity: table,
          entity_id: JSON.stringify(key),
          ip: '127.0.0.1',
          details: JSON.stringify({ before: { ...row, ...values }, after: row }),
        })
        .execute();
      const old = (await op.call<AdminAuditPageView>('audit/list', { table })).data.entries[0]!;
      expect(old.revertable, table).toBe(false);
      const revert = await op.call('audit/revert', { id: old.id });
      expect(revert.isPositive, `${table} revert`).toBe(false);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('a stored picture is served as the picture its bytes are, whatever its row says', async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    const html = Buffer.from('<!doctype html><script>alert(document.domain)</script>');
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'); // prettier-ignore
    const stamp = Date.now().toString(36);
    const store = async (name: string, bytes: Buffer, contentType: string) =>
      db()
        .insertInto('pictures')
        .values({
          name,
          content_type: contentType,
          sha256: createHash('sha256').update(bytes).digest('hex'),
          bytes,
          updated_at: Date.now(),
        })
        .execute();
    await store(`script-${stamp}.png`, png, 'text/javascript');
    await store(`page-${stamp}.png`, html, 'text/html');
    await store(`drawing-${stamp}.svg`, svg, 'text/html');

    const get = (path: string) => fetch(`${server.url}${path}`);
    const asScript = await get(`/media/pictures/script-${stamp}.png`);
    expect(asScript.status).toBe(200);
    expect(asScript.headers.get('content-type')).toBe('image/png');
    expect(asScript.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await asScript.arrayBuffer())).toEqual(png);

    // HTML is no picture: not served at all.
    const asPage = await get(`/media/pictures/page-${stamp}.png`);
    expect(asPage.status).toBe(404);
    expect(asPage.headers.get('content-type')).toContain('application/json');
    expect(await asPage.text()).not.toContain('<script>');

    // An SVG is an SVG, and opened on its own it runs nothing.
    const drawing = await get(`/media/pictures/drawing-${stamp}.svg`);
    expect(drawing.headers.get('content-type')).toBe('image/svg+xml');
    expect(drawing.headers.get('content-security-policy')).toMatch(/default-src 'none'.*sandbox/);
    await drawing.arrayBuffer();

    // Nor can the back office set what the bytes are.
    const edit = await op.call('records/save', {
      table: 'pictures',
      key: { name: `script-${stamp}.png` },
      values: { content_type: 'text/html' },
    });
    expect(edit.isPositive).toBe(false);

    // A school's logo the same way.
    const school = await buildSchool(db());
    await db()
      .insertInto('school_logos')
      .values({
        school_id: school.schoolId,
        content_type: 'text/html',
        sha256: createHash('sha256').update(html).digest('hex'),
        bytes: html,
        updated_at: Date.now(),
      })
      .execute();
    const logo = await get(`/media/school-logos/${school.schoolId}`);
    expect(logo.status).toBe(404);
    expect(await logo.text()).not.toContain('<script>');
    await db()
      .updateTable('school_logos')
      .set({ bytes: png, content_type: 'text/javascript' })
      .where('school_id', '=', school.schoolId)
      .execute();
    const fixed = await get(`/media/school-logos/${school.schoolId}`);
    expect(fixed.headers.get('content-type')).toBe('image/png');
    await fixed.arrayBuffer();
  });
});
