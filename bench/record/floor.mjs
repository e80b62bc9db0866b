// Child process: the floor of a durable answer on this machine. The same writes an answer makes
// (context read, reply, standing, section, category and day counters), as raw better-sqlite3
// prepared statements in WAL mode, no Kysely, no socket, 1,000 students at random: what no
// server code around it can go below.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';

const ANSWERS = 20_000;
const dir = mkdtempSync(join(tmpdir(), 'kokpit-floor-'));
const db = new SQLite(join(dir, 'floor.db'));
db.pragma('journal_mode = WAL');
db.pragma('synchronous = NORMAL');
db.exec(`
  create table replies (id integer primary key autoincrement, student_id int, test_id int,
    question_id int, answer_id int, is_correct int, client_reply_id text, answered_at int);
  create unique index replies_test on replies (test_id, question_id);
  create table qs (student_id int, question_id int, level int, progress int, replies int,
    correct int, correct_in_row int, wrong int, due_at int, scheduler text,
    primary key (student_id, question_id));
  create table ss (student_id int, section text, replies int, correct int, progress_sum int,
    primary key (student_id, section));
  create table cs (student_id int, section text, category int, replies int, correct int,
    progress_sum int, primary key (student_id, section, category));
  create table da (student_id int, section text, day text, replies int, correct int,
    primary key (student_id, section, day));`);
const read = db.prepare('select * from qs where student_id = ? and question_id = ?');
const reply = db.prepare(
  'insert into replies (student_id, test_id, question_id, answer_id, is_correct, client_reply_id, answered_at) values (?, ?, ?, ?, ?, ?, ?)',
);
const standing = db.prepare(`insert into qs values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
  on conflict (student_id, question_id) do update set level = excluded.level,
  progress = excluded.progress, replies = excluded.replies, correct = excluded.correct,
  correct_in_row = excluded.correct_in_row, wrong = excluded.wrong, due_at = excluded.due_at,
  scheduler = excluded.scheduler`);
const section = db.prepare(`insert into ss values (?, ?, 1, ?, ?) on conflict (student_id, section)
  do update set replies = ss.replies + 1, correct = ss.correct + excluded.correct,
  progress_sum = ss.progress_sum + excluded.progress_sum`);
const category = db.prepare(`insert into cs values (?, ?, ?, 1, ?, ?)
  on conflict (student_id, section, category) do update set replies = cs.replies + 1,
  correct = cs.correct + excluded.correct, progress_sum = cs.progress_sum + excluded.progress_sum`);
const day = db.prepare(`insert into da values (?, ?, ?, 1, ?) on conflict (student_id, section, day)
  do update set replies = da.replies + 1, correct = da.correct + excluded.correct`);
const card = JSON.stringify({
  due: 1,
  stability: 3.2,
  difficulty: 5.1,
  elapsedDays: 0,
  scheduledDays: 3,
  reps: 1,
  lapses: 0,
  state: 2,
  lastReview: 1,
});

let sequence = 0;
const answered = new Uint32Array(1000);
function answer() {
  const student = Math.floor(Math.random() * 1000);
  // Each student's answers go twenty to a test, a question at most once in a test.
  const n = answered[student]++;
  const test = student * 100_000 + Math.floor(n / 20);
  const question = 42 * (n % 20) + Math.floor(Math.random() * 42);
  const at = Date.now();
  read.get(student, question);
  reply.run(student, test, question, 1, 1, `c${sequence++}`, at);
  standing.run(student, question, 1, 40, 1, 1, 1, 0, at, card);
  section.run(student, 'car', 1, 40);
  category.run(student, 'car', question % 30, 1, 40);
  day.run(student, 'car', '2026-01-01', 1);
}

const result = {};
for (const batch of [1, 20]) {
  const transaction = db.transaction(() => {
    for (let i = 0; i < batch; i++) answer();
  });
  const started = performance.now();
  for (let i = 0; i < ANSWERS / batch; i++) transaction();
  result[batch] = Math.round(((performance.now() - started) * 1000) / ANSWERS);
}
db.close();
rmSync(dir, { recursive: true, force: true });
process.send?.({ type: 'result', result });
if (!process.send) console.log(result);
