import type { InboxView, StudentThreadView } from '@kokpit/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialect } from '../../test/test-database.js';
import {
  DEMO_PASSWORD,
  emitAck,
  startTestServer,
  type TestServer,
} from '../../test/test-server.js';
import { findMembership } from '../schools/school-member.repository.js';
import { seedDemoMessages } from './demo-messages.js';

describe(`the demo school's messages on ${testDialect()}`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => server?.stop());

  const connectAs = async (username: string, ns: string) => {
    const r = await server.api(
      `/user/signin?username=${username}&password=${encodeURIComponent(DEMO_PASSWORD)}`,
    );
    return server.connect(ns, { token: String(r.body.data.token), lang: 'el' });
  };

  it('gives demo-student a thread with one unread message from the school, once', async () => {
    const db = server.ctx.db;
    const manager = await db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'demo-school')
      .executeTakeFirstOrThrow();
    const { schoolId } = (await findMembership(db, manager.id))!;
    // The class is not seeded under test: only demo-student's thread is written.
    expect(await seedDemoMessages(db, schoolId)).toBe(4);
    expect(await seedDemoMessages(db, schoolId)).toBe(0);

    const student = await connectAs('demo-student', '/student');
    const thread = await emitAck<StudentThreadView>(student, 'messages/thread');
    expect(thread.data).toMatchObject({ linked: true, unread: 1 });
    expect(thread.data.messages).toHaveLength(4);
    expect(thread.data.messages[0]!.text).toMatch(/^Καλησπέρα!/);

    const school = await connectAs('demo-teacher', '/school');
    const inbox = await emitAck<InboxView>(school, 'messages/inbox');
    expect(inbox.data.unread).toBe(0);
    expect(inbox.data.threads).toHaveLength(1);
  });
});
