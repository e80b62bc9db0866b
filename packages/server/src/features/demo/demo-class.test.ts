import {
  StudentSchoolStatus,
  type InboxView,
  type SchoolHighlights,
  type SectionStatistics,
  type StudentListView,
} from '@kokpit/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialect } from '../../test/test-database.js';
import {
  DEMO_PASSWORD,
  emitAck,
  startTestServer,
  type TestServer,
} from '../../test/test-server.js';
import { seedDemoSchoolClass } from './demo-seed.js';

describe(`the demo school's class on ${testDialect()}`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({}, { seedDemoClass: true });
  });
  afterAll(async () => server?.stop());

  it('has students in every list, with progress, simulations and passes to show', async () => {
    const token = (
      await server.api(
        `/user/signin?username=demo-school&password=${encodeURIComponent(DEMO_PASSWORD)}`,
      )
    ).body.data.token;
    const socket = await server.connect('/school', { token, lang: 'el' });
    const active = await emitAck<StudentListView>(socket, 'students/list', {
      status: 'active',
      sort: 'progress',
      direction: 'desc',
    });
    // The class's 22 and demo-student.
    expect(active.data.counts).toEqual({ pending: 8, active: 23, archived: 10, rejected: 0 });
    expect(active.data.rows[0]!.progress).toBeGreaterThan(50);
    const highlights = await emitAck<SchoolHighlights>(socket, 'highlights', { section: 'car' });
    expect(highlights.data).toMatchObject({ passed1: 4, passed2: 3, passed3: 3 });
    expect(highlights.data.testStats.simulation.count).toBeGreaterThan(0);
    const best = active.data.rows[0]!;
    const stats = await emitAck<SectionStatistics>(socket, 'students/stats', {
      id: best.id,
      section: 'car',
    });
    expect(stats.data.simulations.length).toBeGreaterThan(0);
    expect(stats.data.visits.length).toBeGreaterThan(0);
    expect(stats.data.questionStats.length).toBeGreaterThan(0);
    // Every conversation the demo seeds is with a student the school accepted: each opens.
    const inbox = await emitAck<InboxView>(socket, 'messages/inbox');
    expect(inbox.data.threads.length).toBe(4);
    for (const { studentId, studentName } of inbox.data.threads) {
      const thread = await emitAck(socket, 'messages/thread', { studentId });
      expect(thread.isPositive, `${studentName}: ${thread.message}`).toBe(true);
    }
  });

  it('finds demo-student by surname, username and e-mail, and sorts her by surname', async () => {
    const token = (
      await server.api(
        `/user/signin?username=demo-school&password=${encodeURIComponent(DEMO_PASSWORD)}`,
      )
    ).body.data.token;
    const socket = await server.connect('/school', { token, lang: 'el' });
    for (const text of ['Νικολάου', 'νικολαου', 'demo', 'demo-student@kokpit.gr']) {
      const found = await emitAck<StudentListView>(socket, 'students/search', { text });
      expect(
        found.data.rows.map((r) => r.username),
        text,
      ).toContain('demo-student');
    }
    const byName = await emitAck<StudentListView>(socket, 'students/list', {
      status: 'active',
      sort: 'name',
      direction: 'asc',
    });
    const surnames = byName.data.rows.map((r) => r.lastName);
    expect(surnames).toContain('Νικολάου');
    // A→Z by surname, accents aside: Νικολάου among the Ν's, not first.
    const folded = surnames.map((n) =>
      n.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/ς/g, 'σ'),
    );
    expect(folded).toEqual([...folded].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('adds nothing the second time', async () => {
    expect(await seedDemoSchoolClass(server.ctx.db)).toBe(0);
    const archived = await server.ctx.db
      .selectFrom('students')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('school_status', '=', StudentSchoolStatus.archived)
      .executeTakeFirstOrThrow();
    expect(Number(archived.n)).toBe(10);
  });
});
