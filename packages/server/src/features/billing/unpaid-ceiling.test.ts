import { translate, type SchoolAccountView } from '@kokpit/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectOperator, type Operator } from '../admin/admin-test-support.js';
import { buildSchool } from '../../test/factories.js';
import { connectSchool } from '../../test/school-money.js';
import { testDialect } from '../../test/test-database.js';
import { emitAck, startTestServer, type TestServer } from '../../test/test-server.js';
import { markCreditsPaid } from './credits.service.js';

/*
 * A school holds at most the operators' ceiling of credits bought and not yet paid (issue 29
 * item 9): provisional credits activate students before any money arrives. 1000 unless the
 * operators set otherwise (back office, "Operator settings"); requests at once count each other.
 */

const fieldError = (r: { data: unknown }) =>
  (r.data as { fieldErrors?: Record<string, string> }).fieldErrors?.amount;

describe(`the ceiling on a school's unpaid credits on ${testDialect()}`, () => {
  let server: TestServer;
  let op: Operator;
  beforeAll(async () => {
    server = await startTestServer({}, { seedContent: false });
    op = await connectOperator(server);
  });
  afterAll(async () => server?.stop());

  const db = () => server.ctx.db;
  const provisional = async (schoolId: number) => {
    const rows = await db()
      .selectFrom('credit_entries')
      .select(['amount', 'status'])
      .where('school_id', '=', schoolId)
      .where('kind', '=', 'purchase')
      .execute();
    return rows.reduce((sum, r) => sum + (r.status === 'requested' ? Number(r.amount) : 0), 0);
  };

  it('three requests of 1000 at once: one is granted, the others told why', async () => {
    const school = await buildSchool(db());
    const sockets = await Promise.all([1, 2, 3].map(() => connectSchool(server, school)));
    const replies = await Promise.all(
      sockets.map((s) => emitAck(s, 'credits/request', { amount: 1000, paymentInfo: 'IBAN' })),
    );
    expect(replies.filter((r) => r.isPositive)).toHaveLength(1);
    const reached = translate('en', 'school.billing.unpaidCeilingReached', {
      pending: 1000,
      max: 1000,
    });
    for (const r of replies.filter((x) => !x.isPositive)) {
      expect(r.message).toBe(reached);
      expect(fieldError(r)).toBe(reached);
    }
    expect(await provisional(school.schoolId)).toBe(1000);
    const account = await emitAck<SchoolAccountView>(sockets[0]!, 'account');
    expect(account.data.provisionalCredits).toBe(1000);
  });

  it('a request past the ceiling says how many may still be asked; paying makes room', async () => {
    const school = await buildSchool(db());
    const socket = await connectSchool(server, school, 'el');
    expect((await emitAck(socket, 'credits/request', { amount: 900 })).isPositive).toBe(true);
    const over = await emitAck(socket, 'credits/request', { amount: 200 });
    expect(over.isPositive).toBe(false);
    expect(over.message).toBe(
      translate('el', 'school.billing.unpaidCeiling', { pending: 900, max: 1000, left: 100 }),
    );
    expect(over.message).toContain('έως 100');
    expect((await emitAck(socket, 'credits/request', { amount: 100 })).isPositive).toBe(true);
    expect(await provisional(school.schoolId)).toBe(1000);

    const open = await db()
      .selectFrom('credit_entries')
      .select('id')
      .where('school_id', '=', school.schoolId)
      .where('amount', '=', 900)
      .executeTakeFirstOrThrow();
    expect(await markCreditsPaid(server.ctx, open.id)).toBe(true);
    expect((await emitAck(socket, 'credits/request', { amount: 900 })).isPositive).toBe(true);
  });

  it('the operators set the ceiling in the back office', async () => {
    const table = await op.call<{ readOnly: boolean; labels: { el: string } }>('table', {
      table: 'operator_settings',
    });
    expect(table.data).toMatchObject({ readOnly: false, labels: { el: 'Ρυθμίσεις λειτουργίας' } });
    const lower = await op.call('records/save', {
      table: 'operator_settings',
      key: { id: 1 },
      values: { max_unpaid_credits: 50 },
    });
    expect(lower.isPositive, lower.message).toBe(true);
    const school = await buildSchool(db());
    const socket = await connectSchool(server, school);
    expect((await emitAck(socket, 'credits/request', { amount: 51 })).isPositive).toBe(false);
    expect((await emitAck(socket, 'credits/request', { amount: 50 })).isPositive).toBe(true);
    // Nothing below zero.
    const negative = await op.call('records/save', {
      table: 'operator_settings',
      key: { id: 1 },
      values: { max_unpaid_credits: -1 },
    });
    expect(negative.isPositive).toBe(false);
    await op.call('records/save', {
      table: 'operator_settings',
      key: { id: 1 },
      values: { max_unpaid_credits: 1000 },
    });
  });
});
