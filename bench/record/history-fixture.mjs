// Bench fixture written straight into the database: one student's history of 50,000 answers
// with every statistics table filled to match, to time reading statistics.
import { applyReply, EMPTY_PROGRESS, isLearned, isStrongError } from '@kokpit/shared';
import { insertChunked } from './students-fixture.mjs';

const DAY = 86_400_000;

function mulberry32(seed) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Gives the student `total` answers in the car section, as completed tests of 20 (and 50
 * simulations of 30) spread over 200 days, with every statistics table filled to match.
 */
export async function createHistory(db, studentId, total = 50_000) {
  const random = mulberry32(2026);
  const bank = await db
    .selectFrom('section_questions as sq')
    .innerJoin('questions as q', 'q.id', 'sq.question_id')
    .innerJoin('answers as a', 'a.question_id', 'q.id')
    .select(['q.id', 'q.category_id', 'a.id as answer_id', 'a.is_correct'])
    .where('sq.section_code', '=', 'car')
    .execute();
  const questions = new Map();
  for (const r of bank) {
    const q = questions.get(r.id) ?? { id: r.id, categoryId: r.category_id, right: 0, wrong: 0 };
    if (r.is_correct === 1) q.right = r.answer_id;
    else q.wrong = r.answer_id;
    questions.set(r.id, q);
  }
  const pool = [...questions.values()];
  const now = Date.now();
  const start = now - 200 * DAY;
  const simulations = 50;
  const plan = [];
  let planned = 0;
  for (let i = 0; planned < total; i++) {
    const type =
      i % 50 === 25 && plan.filter((p) => p.type === 'simulation').length < simulations
        ? 'simulation'
        : 'progress';
    const size = Math.min(type === 'simulation' ? 30 : 20, total - planned);
    plan.push({ type, size });
    planned += size;
  }
  const standing = new Map();
  const rows = {
    tests: [],
    testQuestions: [],
    replies: [],
    days: new Map(),
    categories: new Map(),
  };
  const testStats = {};
  let correctTotal = 0;
  for (let t = 0; t < plan.length; t++) {
    const { type, size } = plan[t];
    const at = Math.floor(start + ((now - start - DAY) * t) / plan.length);
    const picked = new Set();
    while (picked.size < size) picked.add(pool[Math.floor(random() * pool.length)]);
    const test = { type, questions: [...picked], at, right: 0 };
    for (const q of test.questions) {
      const correct = random() < 0.85;
      if (correct) test.right += 1;
      const before = standing.get(q.id) ?? EMPTY_PROGRESS;
      standing.set(q.id, applyReply(before, correct));
      rows.replies.push({ q, correct, at });
      const day = new Date(at).toISOString().slice(0, 10);
      const d = rows.days.get(day) ?? { replies: 0, correct: 0 };
      d.replies += 1;
      d.correct += correct ? 1 : 0;
      rows.days.set(day, d);
      const c = rows.categories.get(q.categoryId) ?? { replies: 0, correct: 0 };
      c.replies += 1;
      c.correct += correct ? 1 : 0;
      rows.categories.set(q.categoryId, c);
    }
    correctTotal += test.right;
    const s = (testStats[type] ??= { count: 0, answers: 0, right: 0, passed: 0 });
    s.count += 1;
    s.answers += size;
    s.right += test.right;
    if (type === 'simulation' && size - test.right <= 1) s.passed += 1;
    rows.tests.push(test);
  }
  await writeHistory(db, studentId, rows, standing, questions, {
    testStats,
    correctTotal,
    total: planned,
  });
  return { replies: planned, tests: plan.length };
}

async function writeHistory(db, studentId, rows, standing, questions, summary) {
  let replyIndex = 0;
  const testIds = [];
  for (let i = 0; i < rows.tests.length; i += 500) {
    const chunk = rows.tests.slice(i, i + 500).map((t) => ({
      student_id: studentId,
      section_code: 'car',
      type: t.type,
      status: 'completed',
      options: t.type === 'simulation' ? '{}' : '{"count":20}',
      minutes: 35,
      errors_allowed: t.type === 'simulation' ? 1 : null,
      passed: t.type === 'simulation' ? (t.questions.length - t.right <= 1 ? 1 : 0) : null,
      date_started: t.at,
      date_updated: t.at + 600_000,
      date_completed: t.at + 600_000,
    }));
    const ids = await db.insertInto('tests').values(chunk).returning('id').execute();
    testIds.push(...ids.map((r) => r.id));
  }
  const testQuestions = [];
  const replies = [];
  rows.tests.forEach((t, ti) => {
    t.questions.forEach((q, position) => {
      testQuestions.push({ test_id: testIds[ti], position, question_id: q.id });
      const r = rows.replies[replyIndex++];
      replies.push({
        student_id: studentId,
        test_id: testIds[ti],
        question_id: q.id,
        answer_id: r.correct ? q.right : q.wrong,
        is_correct: r.correct ? 1 : 0,
        client_reply_id: `h${replyIndex}`,
        answered_at: r.at,
      });
    });
  });
  await insertChunked(db, 'test_questions', testQuestions, 3);
  await insertChunked(db, 'replies', replies, 7);
  await writeCounters(db, studentId, rows, standing, questions, summary);
}

async function writeCounters(db, studentId, rows, standing, questions, summary) {
  const at = Date.now();
  const stats = [...standing.entries()].map(([questionId, s]) => ({
    student_id: studentId,
    question_id: questionId,
    level: s.level,
    date_viewed: at - DAY,
    test_viewed: null,
    progress: s.progress,
    replies: s.replies,
    correct: s.correct,
    correct_in_row: s.correctInRow,
    wrong: s.wrong,
    due_at: isLearned(s.progress) ? at + 10 * DAY : at,
    scheduler: '{}',
  }));
  await insertChunked(db, 'question_stats', stats, 12);
  const values = [...standing.values()];
  const progressByCategory = new Map();
  for (const [id, s] of standing) {
    const c = questions.get(id).categoryId;
    progressByCategory.set(c, (progressByCategory.get(c) ?? 0) + s.progress);
  }
  await db
    .insertInto('section_stats')
    .values({
      student_id: studentId,
      section_code: 'car',
      tests_total: rows.tests.length,
      replies: summary.total,
      correct: summary.correctTotal,
      progress_sum: values.reduce((n, s) => n + s.progress, 0),
      learned: values.filter((s) => isLearned(s.progress)).length,
      strong_errors: values.filter((s) => isStrongError(s.wrong)).length,
      test_stats: JSON.stringify(summary.testStats),
      updated_at: at,
    })
    .execute();
  await insertChunked(
    db,
    'category_stats',
    [...rows.categories.entries()].map(([categoryId, c]) => ({
      student_id: studentId,
      section_code: 'car',
      category_id: categoryId,
      replies: c.replies,
      correct: c.correct,
      progress_sum: progressByCategory.get(categoryId) ?? 0,
    })),
    6,
  );
  await insertChunked(
    db,
    'daily_activity',
    [...rows.days.entries()].map(([day, d]) => ({
      student_id: studentId,
      section_code: 'car',
      day,
      replies: d.replies,
      correct: d.correct,
      visits: 1,
    })),
    6,
  );
}
