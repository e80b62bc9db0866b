/*
 * Bench "learning": a simulated learner takes 20-question progress tests for 60 days, under
 * Kokpit's selection (the shared selectProgressQuestions, scored as the server records an
 * answer), random order and a Leitner-box baseline. The model and the policies are in
 * packages/shared/src/domain/learning-sim.ts; this prints the markdown section of
 * docs/BENCHMARKS.md (scripts/bench.mjs writes it there through main.mjs).
 *
 *   npx tsx bench/learning/main.ts
 */
import {
  CAR_OPTIONS,
  compare,
  FIRST_STABILITY,
  GROWTH,
  GUESS,
  type SimResult,
} from '../../packages/shared/src/domain/learning-sim.js';

const BANK = 845;
const CATEGORIES = 12;

const pct = (x: number) => `${Math.round(x * 100)}%`;
const num = (x: number | null) => (x === null ? 'not reached' : x.toLocaleString('en'));
const mark = (ok: boolean) => (ok ? 'met' : '**not met**');

function table(results: SimResult[]): string {
  const weeks = results[0]!.passByWeek.map((_, i) => `pass wk ${i + 1}`);
  const head = ['Policy', 'seen @5', 'seen @20', 'seen @50', 'same-day repeats'];
  const rows = results.map((r) =>
    [
      r.policy,
      r.seenAfterTests[5],
      r.seenAfterTests[20],
      r.seenAfterTests[50],
      pct(r.repeatsWithinDay),
      r.earlyRepeatTests,
      num(r.answersToSeeAll),
      num(r.answersToRecallAim),
      pct(r.finalRecall),
      ...r.passByWeek.map(pct),
    ].join(' | '),
  );
  const cols = [...head, 'early repeats', 'all seen', '90% recall', 'recall d60', ...weeks];
  return [
    `| ${cols.join(' | ')} |`,
    `|${cols.map(() => '---').join('|')}|`,
    ...rows.map((r) => `| ${r} |`),
  ].join('\n');
}

function aims(results: SimResult[]): string {
  const [kokpit, , leitner] = results as [SimResult, SimResult, SimResult];
  const fewer =
    kokpit.answersToRecallAim !== null &&
    (leitner.answersToRecallAim === null ||
      kokpit.answersToRecallAim <= 0.75 * leitner.answersToRecallAim);
  return [
    `- No question back within a day of a right answer while unseen ones remain (and none twice in a set): ` +
      `${kokpit.earlyRepeatTests} of ${kokpit.tests} tests broke it, ${kokpit.duplicateTests} held a question twice — ${mark(kokpit.earlyRepeatTests === 0 && kokpit.duplicateTests === 0)}`,
    `- All ${BANK} seen within the first 1,200 answers: ${num(kokpit.answersToSeeAll)} — ${mark(kokpit.answersToSeeAll !== null && kokpit.answersToSeeAll <= 1200)}`,
    `- At least 25% fewer answers than Leitner to reach 90% recall: ${num(kokpit.answersToRecallAim)} against ${num(leitner.answersToRecallAim)} — ${mark(fewer)}`,
  ].join('\n');
}

export function report(results: SimResult[], seconds: number): string {
  return `## Learning (\`bench/learning\`)

Run: \`npm run bench -- learning\` (no server, no build needed) or \`npx tsx bench/learning/main.ts\`.
Simulated, not measured: ${seconds.toFixed(1)} s of CPU here; the numbers depend only on the seed.

**The model** (packages/shared/src/domain/learning-sim.ts). A bank of ${BANK} synthetic car
questions in ${CATEGORIES} categories, each with a difficulty d drawn evenly in 0.05–0.95. One
learner, seeded (mulberry32, seed ${CAR_OPTIONS.seed}), studies every evening for
${CAR_OPTIONS.days} days, ${CAR_OPTIONS.minPerDay}–${CAR_OPTIONS.maxPerDay} answers a day in
progress tests of ${CAR_OPTIONS.testSize}, 20 s an answer. Memory is a forgetting curve per
question: recall R = exp(-t/S), t days since last seen; a first sight gives S = ${FIRST_STABILITY}·(1 − d/2)
days; a recall multiplies S by 1 + ${GROWTH}·(1 − d/2)·(0.2 + 1 − R) (spacing pays, hard questions
grow slowly); a failure halves S (never below the first-sight value). The learner is right on a
recall or on a lucky guess (1 in ${Math.round(1 / GUESS)}), and always sees the correct answer. "90% recall" is the
mean R over the bank reaching 0.9, judged after each test; "pass wk n" is the chance of at most
${CAR_OPTIONS.examErrors} errors in a fresh ${CAR_OPTIONS.examSize}-question simulation
(selectSimulationQuestions, ${CAR_OPTIONS.examDraws} draws, exact over right-answer chances)
at the end of week n.

**Policies.** Kokpit: the shared \`selectProgressQuestions\` over the standing the server
stores per answer (\`applyReply\`, \`scheduleReview\`, due = the card's due, as record-plan.ts
does), a verified student (cap 100). Random: 20 questions drawn from the whole bank each test.
Leitner: boxes 1–5 reviewed after 1, 2, 4, 8, 16 days (right: up a box; wrong: box 1), due
cards first (earliest first), then new ones, then the earliest not yet due.

**Columns.** seen @n: distinct questions seen after n tests; same-day repeats: share of answers
to a question already answered that day; early repeats: tests holding a question answered
right less than a day before while at least 20 were unseen; all seen / 90% recall: answers
until then.

${table(results)}

### Aims (Kokpit's policy)

${aims(results)}
`;
}

export function main(): string {
  const started = performance.now();
  const results = compare(BANK, CATEGORIES, CAR_OPTIONS);
  return report(results, (performance.now() - started) / 1000);
}

if (process.argv[1]?.endsWith('main.ts')) console.log(main());
