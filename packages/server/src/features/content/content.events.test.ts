import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialect } from '../../test/test-database.js';
import { emitAck, startTestServer, type TestServer } from '../../test/test-server.js';
import { serverPackageRoot } from './content-importer.js';

const MINISTRY = resolve(serverPackageRoot(), '../../../shared/content/ministry-2012');

interface Section {
  code: string;
  name: string;
  questions: number;
  duration: number;
  min: number;
  questionCount: number;
  categories: { id: number }[];
}
interface Question {
  id: number;
  question: string;
  photo: string | null;
  answers: { id: number; answer: string; isCorrect?: boolean }[];
}

describe.skipIf(!existsSync(MINISTRY))(`public content events on ${testDialect()}`, () => {
  let server: TestServer;
  beforeAll(async () => {
    // KOKPIT_CONTENT imports a pack on a start with an empty bank (instead of the sample bank).
    server = await startTestServer({ KOKPIT_CONTENT: MINISTRY });
  });
  afterAll(async () => server?.stop());

  it('sections lists the six sections with settings, names and counts', async () => {
    const socket = await server.connect('/app', { lang: 'en' });
    const r = await emitAck<{ sections: Section[] }>(socket, 'sections');
    const byCode = Object.fromEntries(r.data.sections.map((s) => [s.code, s]));
    expect(Object.keys(byCode)).toEqual(['car', 'bike', 'truck', 'bus', 'ptruck', 'pbus']);
    expect(byCode.car).toMatchObject({
      name: 'Car (B)',
      questions: 30,
      min: 1,
      questionCount: 845,
    });
    expect(byCode.bike?.questionCount).toBe(145);
    expect(byCode.truck?.questionCount).toBe(202);
    expect(byCode.bus?.questionCount).toBe(198);
    const greek = await emitAck<{ sections: Section[] }>(socket, 'sections', { lang: 'el' });
    expect(greek.data.sections[0]?.name).toBe('Αυτοκίνητο (Β)');
    socket.disconnect();
  });

  it('categories and questions come in the asked language, Greek where a translation is missing', async () => {
    const socket = await server.connect('/app', { lang: 'sq' });
    const cats = await emitAck<{
      categories: { id: number; name: string; questionCount: number }[];
    }>(socket, 'categories', { section: 'car' });
    expect(cats.data.categories.length).toBeGreaterThan(5);
    const total = cats.data.categories.reduce((n, c) => n + c.questionCount, 0);
    expect(total).toBe(845);
    let greekFallbacks = 0;
    for (const c of cats.data.categories) {
      const q = await emitAck<{ questions: Question[] }>(socket, 'questions', {
        category: c.id,
        section: 'car',
      });
      expect(q.data.questions).toHaveLength(c.questionCount);
      for (const question of q.data.questions) {
        expect(question.question.length).toBeGreaterThan(0);
        expect(question.answers.filter((a) => a.isCorrect)).toHaveLength(1);
        if (/[α-ω]/.test(question.question)) greekFallbacks += 1;
      }
    }
    // The ministry bank lacks 7 Albanian car questions: they come back in Greek.
    expect(greekFallbacks).toBeGreaterThanOrEqual(7);
    const missing = await emitAck(socket, 'questions', { category: 999999 });
    expect(missing.isPositive).toBe(false);
    const badSection = await emitAck(socket, 'categories', { section: 'plane' });
    expect(badSection.isPositive).toBe(false);
    socket.disconnect();
  });

  it('every one of the 487 pictures is served with long-lived cache headers', async () => {
    const names = await server.ctx.db.selectFrom('pictures').select(['name', 'sha256']).execute();
    expect(names).toHaveLength(487);
    for (const { name, sha256 } of names) {
      const res = await fetch(`${server.url}/media/pictures/${name}?v=${sha256.slice(0, 12)}`);
      expect(res.status, name).toBe(200);
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(res.headers.get('content-type')).toMatch(/^image\//);
      await res.arrayBuffer();
    }
    const etag = (await fetch(`${server.url}/media/pictures/${names[0]!.name}`)).headers.get(
      'etag',
    );
    const again = await fetch(`${server.url}/media/pictures/${names[0]!.name}`, {
      headers: { 'if-none-match': etag ?? '' },
    });
    expect(again.status).toBe(304);
    const missing = await fetch(`${server.url}/media/pictures/nope.jpg`);
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { isPositive: boolean }).isPositive).toBe(false);
  });

  it('question photos point at served picture URLs', async () => {
    const socket = await server.connect('/app');
    const r = await emitAck<{ questions: Question[] }>(socket, 'trial-test');
    expect(r.data.questions).toHaveLength(15);
    expect(new Set(r.data.questions.map((q) => q.id)).size).toBe(15);
    for (const q of r.data.questions.filter((q) => q.photo)) {
      const res = await fetch(`${server.url}${q.photo}`);
      expect(res.status).toBe(200);
    }
    socket.disconnect();
  });

  it('no question claims a recording: the banks have no audio files, even with a clip id', async () => {
    const [q] = await server.ctx.db.selectFrom('questions').select('id').limit(1).execute();
    await server.ctx.db
      .updateTable('questions')
      .set({ sound: 'SQ-223.mp3' })
      .where('id', '=', q!.id)
      .execute();
    const row = await server.ctx.db
      .selectFrom('questions')
      .select('category_id')
      .where('id', '=', q!.id)
      .executeTakeFirstOrThrow();
    const socket = await server.connect('/app');
    const r = await emitAck<{ questions: { id: number; hasMp3: boolean }[] }>(socket, 'questions', {
      category: row.category_id,
    });
    expect(r.data.questions.find((x) => x.id === q!.id)).toMatchObject({ hasMp3: false });
    expect(r.data.questions.every((x) => !x.hasMp3)).toBe(true);
    socket.disconnect();
  });
});
