// Turns the measurements of main.mjs into the "record" section of docs/BENCHMARKS.md.

const AIM_P99_MS = 50;
const AIM_ECHO_SHARE = 1 / 3;
const AIM_READ_MS = 20;

const n = (v) => Math.round(v).toLocaleString('en-US');
const ms = (v) => `${v.toLocaleString('en-US', { maximumFractionDigits: 1 })} ms`;
const mark = (ok) => (ok ? '✅ met' : '❌ missed');
const LABEL = { sqlite: 'SQLite', postgres: 'PostgreSQL' };

const us = (msValue) => `${n(msValue * 1000)} µs`;
const cpu = (r) => (r.cpuMsPerAnswer === undefined ? '' : ` · ${us(r.cpuMsPerAnswer)} CPU`);
const humanPace = (d) => Math.max(...d.config.pacesMs);

function closedTable(d, kinds) {
  const head = ['students', 'bare Socket.IO echo', ...kinds.map((k) => LABEL[k])];
  const rows = d.config.loads.map((load) => {
    const echo = d.echo[load];
    const cells = kinds.map((k) => {
      const r = d.results[k].closed[load];
      const share = r.rate / echo.rate;
      return `**${n(r.rate)}/s** (${(share * 100).toFixed(0)}% of echo) · p50 ${ms(r.p50)} · p99 ${ms(r.p99)}${cpu(r)}`;
    });
    return [
      n(load),
      `${n(echo.rate)}/s · p50 ${ms(echo.p50)} · p99 ${ms(echo.p99)}${cpu(echo)}`,
      ...cells,
    ];
  });
  return table(head, rows);
}

function pacedTable(d, kinds) {
  const head = [
    'database',
    'each learner',
    'offered',
    'answered',
    'p50',
    'p90',
    'p99',
    'max',
    'server CPU / answer',
  ];
  const rows = kinds.flatMap((k) =>
    d.config.pacesMs.map((pace) => {
      const r = d.results[k].paced[pace];
      const offered = (r.students * 1000) / pace;
      return [
        LABEL[k],
        `every ${pace / 1000} s`,
        `${n(offered)}/s`,
        `${n(r.rate)}/s`,
        ms(r.p50),
        ms(r.p90),
        ms(r.p99),
        ms(r.max),
        us(r.cpuMsPerAnswer),
      ];
    }),
  );
  return table(head, rows);
}

const pct = (v) => (v === null || v === undefined ? '—' : `${Math.round(v * 100)}%`);
const usOrDash = (v) => (v === null || v === undefined ? '—' : us(v));

/**
 * Where the two cores went in the flat-out runs at the largest load, per answer: the server,
 * the learners and the rest of the machine (the database's processes), with how busy the
 * server's event loop and the machine were.
 */
function coresTable(d, kinds) {
  const big = Math.max(...d.config.loads);
  const head = [
    'flat out, ' + n(big) + ' students',
    'answers/s',
    'server CPU',
    'learners CPU',
    'PostgreSQL backends CPU',
    'rest of the machine (database, kernel)',
    'server event loop busy',
    'machine busy',
  ];
  const row = (label, r) => [
    label,
    n(r.rate),
    usOrDash(r.cpuMsPerAnswer),
    usOrDash(r.learnersMsPerAnswer),
    usOrDash(r.databaseMsPerAnswer),
    usOrDash(r.othersMsPerAnswer),
    pct(r.loopBusy),
    pct(r.machineBusy),
  ];
  return table(head, [
    row('bare Socket.IO echo', d.echo[big]),
    ...kinds.map((k) => row(LABEL[k], d.results[k].closed[big])),
  ]);
}

/**
 * What a third of the echo's rate asks of the server on this machine, from this run's own
 * numbers: one event loop can spend at most 1/rate on an answer, and the cores shared with the
 * learners (and the database) at most cores/rate less what the learners spend.
 */
function budget(d) {
  const big = Math.max(...d.config.loads);
  const target = d.echo[big].rate * AIM_ECHO_SHARE;
  const loopUs = 1e6 / target;
  const learners = d.results.sqlite?.closed[big].learnersMsPerAnswer;
  if (learners === undefined || learners === null) return '';
  const coresUs = (d.machine.nproc * 1e6) / target - learners * 1000;
  const sqlite = d.results.sqlite.closed[big];
  return `How fast the machine was in this run shows in the floor of the statements below (${d.floorUs[20]} µs an answer, twenty to a transaction): runs on a slower machine are slower throughout, so compare shares of the echo and CPU per answer against the floor of the same run. A third of this run's echo rate is ${n(target)} answers/s. At that rate one event loop has ${n(loopUs)} µs per answer, and the ${d.machine.nproc} cores, less the learners' ${us(learners)}, leave ${n(coresUs)} µs for everything else the answer costs (server threads and database processes together). The SQLite server spends ${us(sqlite.cpuMsPerAnswer)} with its event loop ${pct(sqlite.loopBusy)} busy: the loop is the bound, and the floor of its own statements (${d.floorUs[20]} µs twenty to a transaction, below) plus the echo's ${us(d.echo[big].cpuMsPerAnswer)} of socket work already take ${n(d.floorUs[20] + d.echo[big].cpuMsPerAnswer * 1000)} µs of the ${n(loopUs)}.`;
}

/**
 * The same budget for PostgreSQL, whose backends share the two cores with the server and the
 * learners: what the run's server and backends spent per answer against what a third of the
 * echo leaves them.
 */
function postgresBudget(d) {
  const big = Math.max(...d.config.loads);
  const pg = d.results.postgres?.closed[big];
  if (!pg || pg.databaseMsPerAnswer === null || pg.databaseMsPerAnswer === undefined) return '';
  const target = d.echo[big].rate * AIM_ECHO_SHARE;
  const coresUs = (d.machine.nproc * 1e6) / target - pg.learnersMsPerAnswer * 1000;
  const spent = (pg.cpuMsPerAnswer + pg.databaseMsPerAnswer) * 1000;
  return `On PostgreSQL the same third of the echo leaves ${n(coresUs)} µs per answer (less the learners' ${us(pg.learnersMsPerAnswer)} in that run) for the server and the database together; the server spent ${us(pg.cpuMsPerAnswer)} and PostgreSQL's backends serving it ${us(pg.databaseMsPerAnswer)} (their own CPU time, from \`/proc\`, apart from anything else on the machine): ${n(spent)} µs in all, ${Math.round((spent / coresUs) * 100)}% of that budget.`;
}

function readsTable(d, kinds) {
  const head = ['database', 'event', 'p50', 'p90', 'p99', 'max', 'reply'];
  const rows = kinds.flatMap((k) =>
    Object.entries(d.results[k].reads).map(([event, r]) => [
      LABEL[k],
      `\`${event}\``,
      ms(r.p50),
      ms(r.p90),
      ms(r.p99),
      ms(r.max),
      `${n(r.bytes / 1024)} KB`,
    ]),
  );
  return table(head, rows);
}

function aimsTable(d, kinds) {
  const big = Math.max(...d.config.loads);
  const head = ['aim', ...kinds.map((k) => LABEL[k])];
  const rows = [
    ...d.config.pacesMs.map((pace) => [
      `${n(big)} students answering every ${pace / 1000} s: p99 < ${AIM_P99_MS} ms`,
      ...kinds.map(
        (k) =>
          `${mark(d.results[k].paced[pace].p99 < AIM_P99_MS)} (${ms(d.results[k].paced[pace].p99)})`,
      ),
    ]),
    [
      `${n(big)} students flat out: ≥ 1/3 of the echo rate`,
      ...kinds.map((k) => {
        const s = d.results[k].closed[big].rate / d.echo[big].rate;
        return `${mark(s >= AIM_ECHO_SHARE)} (${(s * 100).toFixed(0)}%)`;
      }),
    ],
    [
      `statistics with 50,000 answers: p50 < ${AIM_READ_MS} ms`,
      ...kinds.map(
        (k) =>
          `${mark(d.results[k].reads.statistics.p50 < AIM_READ_MS)} (${ms(d.results[k].reads.statistics.p50)}; p99 ${ms(d.results[k].reads.statistics.p99)})`,
      ),
    ],
  ];
  return table(head, rows);
}

/** Every run's acknowledgements should be positive and new: says so, or what was not. */
function checks(d, kinds) {
  const runs = kinds.flatMap((k) => [
    ...Object.values(d.results[k].closed),
    ...Object.values(d.results[k].paced),
  ]);
  const errors = runs.reduce((s, r) => s + r.errors, 0);
  const duplicates = runs.reduce((s, r) => s + (r.duplicates ?? 0), 0);
  if (errors === 0 && duplicates === 0)
    return 'Every answer of every run was acknowledged positive and recorded (no error, no duplicate).';
  const samples = [...new Set(runs.flatMap((r) => r.errorSamples))].join('; ');
  return `**${n(errors)} answers were refused** (${samples}) and ${n(duplicates)} answered as duplicates.`;
}

function table(head, rows) {
  return [
    `| ${head.join(' | ')} |`,
    `| ${head.map(() => '---').join(' | ')} |`,
    ...rows.map((r) => `| ${r.join(' | ')} |`),
  ].join('\n');
}

export function report(d) {
  const kinds = Object.keys(d.results);
  const big = Math.max(...d.config.loads);
  const m = d.machine;
  const setup = kinds
    .map((k) => `${LABEL[k]} ${(d.results[k].setupMs / 1000).toFixed(1)} s`)
    .join(', ');
  return `## Recording answers (\`bench/record\`)

Run ${d.date.slice(0, 16).replace('T', ' ')} UTC · ${m.nproc} CPUs (${m.cpu}), ${m.memory} GB · Node ${m.node} · ${kinds.map((k) => LABEL[k]).join(' and ')} · load average ${m.loadBefore.toFixed(2)} at the start, ${m.loadAfter.toFixed(2)} at the end · ${d.took} s in all.

A real server (built \`packages/server/dist\`, production mode, \`RATE_LIMITS=off\`) on 127.0.0.1 over a fresh database holding the ministry bank (845 car questions), with ${n(Math.max(...d.config.loads))} verified students (car activated) created straight in the database with sessions. The learners run in a child process, each with its own websocket to \`/student\`: it starts a progress test (20 questions), answers it (80% right) with \`test-record\`, and starts the next. The echo is a bare Socket.IO server on the same machine acknowledging every event with an envelope, under the same client load. Each run has ${d.config.warmupMs / 1000} s of warm-up (learners arrive spread over ${d.config.staggerMs / 1000} s) and ${d.config.durationMs / 1000} s measured; latency is from emit to acknowledgement, seen by the client. Setup (import, students, the 50,000-answer history): ${setup}.

### Aims

${checks(d, kinds)}

${aimsTable(d, kinds)}

How the flat-out share of the echo reads depends on the processor a run lands on as much as on the code: the echo is almost all system calls and Socket.IO's own JavaScript, which a faster processor speeds up more than Kokpit's database work. The code of 2026-11-24 02:00 UTC read 28% on an Intel Xeon (00:34 UTC, the echo at 36,862 answers/s), 34% and then 32% in two runs in a row on an AMD EPYC (02:03 and 02:09 UTC, the echo at 17,847 and 18,482/s), and about 26% in \`profile.mjs\` runs during a faster spell of the Xeon (the echo at 51,000 to 54,000/s). With the three changes kept on the morning of 2026-11-24 (below), added one at a time, three full runs on an AMD EPYC read 35%, 37% and 38% (the echo at 17,403 to 20,740/s); two more runs of the final code read 41% (03:36 UTC, the echo at 20,042/s) and, in a faster spell of the machine (the echo at 25,861/s; the code of 02:00 had read 32% at an echo of 24,526/s in the first full run after it), 37%, PostgreSQL 12% in that run (3,136 answers/s, a third of SQLite's rate). A machine shared with other work reads otherwise again: on 2026-11-28 the runs of this bench had load averages of 8 to 15 from work beside it, the echo at 7,000 to 8,000/s, and both databases at a quarter of it; there PostgreSQL, with its test starts no longer created one by one (below), recorded 92 to 97% of SQLite's rate in the same run (1,747 against 1,894/s, then 1,945 against 2,015/s), and without that change 29% (1,062 against 3,662/s, 06:11 UTC, its test starts created one after another). Read such a run's shares against each other, not against a quiet run's.

### Flat out: every learner answers as soon as the previous answer is acknowledged

${closedTable(d, kinds)}

Where the machine's cores went in the measured window, per answer acknowledged (the learners' own CPU time as they report it; PostgreSQL's backends serving the server, by their own CPU time in \`/proc\`; the rest is the machine's busy time less the server's and the learners': the database's processes, the kernel's own threads writing files out, and whatever else ran on the machine):

${coresTable(d, kinds)}

${budget(d)}

${postgresBudget(d)}

In this closed loop latency is queueing, not work: by Little's law the mean latency is the number of learners over the rate (1,000 learners at 2,000 answers/s wait 500 ms on average, and so does the echo at its own rate). The aim for this run is the rate; the latency aim is measured at a learner's pace below.

### At a learner's pace

Each of ${n(Math.max(...d.config.loads))} learners answers once every ${humanPace(d) / 1000} s (a quick learner: reading a question and its answers takes longer), then, as a stress test, once a second. Learners arrive over ${d.config.pacedStaggerMs / 1000} s and ${d.config.pacedWarmupMs / 1000} s pass before the ${d.config.durationMs / 1000} s measured, so this is the steady state (a test start every twenty answers) rather than the arrival of everyone at once. Server CPU is the server process's user and system time in the measured window per answer (test starts included).

${pacedTable(d, kinds)}

A PostgreSQL commit waits for its WAL to reach the disk. On these machines' disks such a sync now and then takes 50 to 180 ms for every connection at once (PostgreSQL's own log, \`log_min_duration_statement\`, 2026-11-23: \`commit\` statements of four connections ending in the same millisecond after 168 to 181 ms, while the server's event loop was never held more than 40 ms). One such stall in a measured window is a PostgreSQL p99 of hundreds of milliseconds; runs without one stay under 25 ms. The bench has each run start with what the set-up and the runs before wrote already on the disk (a PostgreSQL \`checkpoint\` and a \`sync\`, \`settle\` in server.mjs), yet stalls still come: in \`profile.mjs\` runs of PostgreSQL alone, at a learner's pace, two in nine had one before that and none in five after, but every full bench of 2026-11-23 evening had one in its five-second run. The disk is the machine's, shared; PostgreSQL's code path did not change that day. SQLite in WAL mode with \`synchronous = NORMAL\` does not sync at each commit, and its checkpoints (which do) run on a thread of their own (\`db/sqlite-checkpointer.ts\`).

### Where the time of an answer goes

An acknowledged answer is a durable write: the reply, the student's standing on the question, the section, category and day counters, and on the last answer the test's completion, all committed before the acknowledgement. How it is recorded (\`packages/server/src/features/practice/record-*.ts\`):

- **group commit**: answers read from the sockets in one turn of the event loop go into one transaction (\`group-commit.ts\`, \`setImmediate\`, no timer), and answers arriving while it runs into the next; one BEGIN/COMMIT and its disk write serve dozens to hundreds of answers. A refusal (not running, not found) fails its answer alone; a failed write loses the transaction and its answers are retried one by one;
- **one plan, two executors**: a batch is split into rounds holding each student at most once (a student's second answer is checked against what the first wrote); each round's contexts are read, each answer is checked and worked out in memory (\`record-plan.ts\`: standing, counters, completion, school charge), and the round's rows are written. On SQLite the whole batch is one message to the database's thread (\`db/sqlite-thread.ts\`, below), where the statements run synchronously on better-sqlite3's own handle, prepared once, in one transaction: no promise, no query compilation and no message per statement. On PostgreSQL a round is read in one statement and written in one (arrays through \`unnest\`, data-modifying CTEs): a batch is BEGIN, a row lock per student (\`for no key update\`, in id order), two statements per round, COMMIT — instead of about eight round trips per answer; a batch of test starts is BEGIN, one statement cancelling the running tests of their sections, one creating the tests and their questions, COMMIT (\`practice-postgres.repository.ts\`);
- what an answer is checked against is one indexed read per answer; bank content (a question's answers and sections, the questions a test shows, a section's active questions for a new test's pool) is remembered for a minute, and on SQLite a test's question list by test id (ids are never reused and a test's questions never change); the facts of a batch's questions are read in one go before its transaction, not one by one inside it;
- \`statistics-changed\` is still pushed to every socket of the student, coalesced per student and section (one a second, since 2026-11-28 one every 5 s for a learner answering steadily, \`statistics-pushes.ts\`): the web app's statistics queries are refreshed only by that push, the answering tab's included.

Measured on the way (flat out, 1,000 students, same machine): before these changes SQLite recorded 2,298 answers/s at 401 µs of server CPU each and PostgreSQL 1,053/s at 688 µs (the run of this bench of 2026-11-22, on a quiet machine). Batches were in fact one answer each on SQLite: its statements never yield to the event loop, so no answer arrived while a transaction ran, and its COMMIT (about 150 µs, a WAL write) was paid per answer. Gathering by turn of the event loop and the synchronous executor took SQLite to about 200 µs per answer (\`bench/record/profile.mjs\`, which runs one load against the built server, optionally under \`--cpu-prof\`); the test start's pool read (845 rows joined to the student's standings, 1.3 ms per start, about 80 µs per answer at a start every 16 answers) became the student's standings alone (about 0.11 ms), which took it to about 175 µs. Test starts then paid a transaction each: a 13-second run held 4,224 commits, 3,900 of them for starts; starts now share transactions like answers (\`test-start.service.ts\`, one batch at a time, which also stops two concurrent starts on PostgreSQL leaving two running tests), 434 commits in the same run, about 165 µs per answer on SQLite and 193 µs on PostgreSQL. Numbers on this machine move by a third from run to run with what else runs on its two cores (another run of the same code an hour earlier, under a load average of 7, gave SQLite 2,579/s and PostgreSQL 2,371/s at 1,000 students): CPU per answer is the steadier measure. On PostgreSQL an answer's part is now a few round trips per batch; flat out, what holds it back is sharing the two cores between the database's processes, the server and the learners (2026-11-28, below), and the test starts, still five reads each (expired simulations, the section, the student, the standings, the school's help) through a pool of ten connections (a thousand learners arriving together queue on it).

The floor, measured in this run (\`bench/record/floor.mjs\`): the same reads and writes as raw better-sqlite3 statements, no Kysely, no socket, take ${d.floorUs[1]} µs per answer committed one by one and ${d.floorUs[20]} µs twenty to a transaction. The server spends ${us(d.results.sqlite.closed[big].cpuMsPerAnswer)} of CPU per answer flat out, the echo ${us(d.echo[big].cpuMsPerAnswer)} per message. Sampled with Linux \`perf\` (SQLite flat out, 2026-11-23), the server's CPU goes to SQLite's own code 17%, the kernel 15% (websocket writes, the WAL's \`pwrite\`s), V8's garbage collector 12%, property look-ups on objects of many shapes 15% (parsing, validating and presenting events), and the rest spread thin over the JavaScript of Socket.IO, the event pipeline and the record path; there is no single hot spot left. Batches are already large flat out (about 200 answers to a transaction), so what COMMIT costs is the pages each answer dirties (the leaves of different students' standing, reply index and counters), not the commit itself. Counted on 2026-11-24 (the WAL's frames of ten 128-answer commits, each page matched to its table through SQLite's \`dbstat\`, after 60,000 answers by 1,000 students in random order): 3.4 pages an answer, the reply client-id index 1.25, the standing index 0.8, the category counters 0.63, the section counters 0.48, the rest 0.25; in that measurement the commit took about a quarter of the record path's time, about 6 µs a page, and the checkpoint thread copies each page again. The client-id index has since gone (migration 0005, below).

Tried on 2026-11-23 and not kept (\`bench/record/profile.mjs\`, 1,000 students flat out, the same hour):

- **The record path on a worker thread** with its own SQLite connection (a database thread): the event loop loses the answers' statements, but each connection's page cache is dropped whenever the other commits (WAL), and while Kysely's connection was held for the thread, test starts queued behind it: 5,924/s against 5,443/s, at more CPU per answer (202 against 184 µs); with test creation moved to the thread as well (no held connection), 5,227/s at 248 µs. A real gain would need every statement on the one thread.
- **WITHOUT ROWID** standing and counter tables (in \`floor.mjs\`): no faster (67 against 51 µs per answer at 200 to a transaction).
- **A 64 MB SQLite page cache**: 5,274/s against 5,247/s, within the noise; tried again later the same day, the time of each statement did not change either.
- **PostgreSQL with room left in the pages of the updated tables** (\`fillfactor\` 50 for \`tests\` and \`section_stats\`, 80 for the other counters), so more updates stay on their page and skip the indexes (HOT): the share of HOT updates rose from 38 to 74% (\`section_stats\`) and 45 to 71% (\`tests\`), but the database's CPU per answer stayed where it was (220 to 232 µs against 234 to 235 µs) and so did the rate.
- **PostgreSQL without the hot tables' foreign keys**: 1,969/s against 2,305/s, within the noise; its database processes spend about 370 µs per answer and the server's event loop is 96% busy (the \`pg\` driver's work, and being preempted by the database's processes on the two shared cores).

Kept, later on 2026-11-23:

- **Checkpoints on a thread of their own** (\`db/sqlite-checkpointer.ts\`): the commit that crossed 1,000 WAL pages used to copy them into the database file and sync it on the event loop. A worker connection now does it (PASSIVE, never in the writer's way), and the main connection checkpoints itself only past 10,000 pages, as a backstop. A commit of about 170 answers went from 4.6 to 1.8 ms; three alternating pairs of runs gave 6,731, 5,618 and 6,294/s against 5,242, 5,431 and 5,307/s.
- **The per-answer context read as values** (better-sqlite3's \`raw()\`, the row built in JavaScript) and bound by position: 15.3 to 8.8 µs an answer.

Kept, 2026-11-23 late evening:

- **A young generation of 64 MB** (\`--max-semi-space-size=64\` in \`npm run serve\`; the bench starts its server with the flags of that script, \`serve-flags.mjs\`): fewer scavenges, and fewer of the in-flight answers' objects copied through them (over a whole \`profile.mjs\` run, 109 scavenges taking 0.59 s in all against 389 taking 1.54 s). Four alternating pairs of runs gave 8,300, 8,265, 8,491 and 8,299/s at 125 to 129 µs per answer, against 8,059, 7,635, 7,946 and 7,799/s at 137 to 143 µs without; 32 MB gave 8,194/s at 131 µs, 128 MB 8,412/s at 126 µs. The server's resident memory at 1,000 students flat out went from 295 to 347 MB.
- **An answer no longer writes its test's row** (its \`date_updated\`): a running test's \`dateUpdated\` is its last answer's time, worked out where the test is presented (\`practice.presenter.ts\`); start, cancel and completion still write it. SQLite: 8,651 and 8,916/s at 119 to 123 µs per answer against 8,300 to 8,491/s at 125 to 129 µs. PostgreSQL: no change (3,920 and 3,975/s; its processes' 234 to 238 µs per answer did not move).

Kept, 2026-11-24:

- **SQLite on a thread of its own** (\`db/sqlite-thread.ts\`): the server's one connection moved to a worker thread, so no statement runs on the event loop, which flat out had been 100% busy, SQLite's statements and commits about a third of it. Kysely's driver sends each query as a message (a turn's queries go as one), and a transaction opened from the event loop makes the others wait on the thread. That alone was slower (6,666/s against 8,109/s): both threads sat partly idle, because a transaction held the database across its messages while the busy event loop got round to each reply (a test-start batch was three round trips per start, a batch of answers four). Whole transactions now run on the thread as one message each (\`db/sqlite-procedures.ts\`: a batch of answers, planned there too, and a batch of test starts): 8,267/s. Queries go before those batches on the thread (a look-up waits behind at most one batch): 9,210/s. Two batches of answers in flight, so the thread goes on with the next while the event loop answers the last: two alternating pairs gave 9,162 and 9,278/s against 8,676 and 8,167/s with one.
- **A test start decided on that thread** (\`test-start-plan.ts\`): its section, its questions and its school's help are read and its test created there, a batch of starts in one message; from the event loop they took about six round trips, each waiting for the busy loop to take its reply (start p50 about 270 ms flat out). 9,905 and 10,440/s at 128 to 133 µs per answer, start p50 110 to 150 ms (\`profile.mjs\` reports it). A test without a time limit is known to the answers' clock check from its start, so its first answer reads nothing.
- Flat out the server's CPU is now about 69 µs per answer on the event loop and 61 µs on the database's thread (\`/proc\` per thread, before the test-start change), the event loop about 90% busy and the two cores about 90%: what bounds it now is the machine as much as one thread.

Tried on 2026-11-24 and not kept:

- **The batches waiting on the thread in one transaction**, each in a savepoint so it fails alone (one commit for a batch of answers and a batch of starts): 7,753 to 8,630/s at 144 to 154 µs per answer against about 10,000/s at 133 µs. A savepoint journals every page it changes, and each batch's replies waited for the whole group.
- **Batches of up to 512 answers** instead of 256: 10,129 and 10,015/s against 9,825/s, within the noise.
- **Three batches of answers in flight, or two batches of starts**, against two and one: 12,504 to 13,444/s for every setting, within the noise (runs in a faster spell of the machine, when the same code took 99 to 108 µs per answer and the echo ran at 51,000 to 54,000/s: the echo gains more than Kokpit from a faster processor, so the share of the echo reads lower then, about 26%).

Kept, 2026-11-24 morning (per-thread CPU from \`/proc\`, 8 s windows of \`profile.mjs\`, 1,000 students flat out; a full bench after each):

- **The next review worked out for the one grade asked** (\`scheduling.ts\`): ts-fsrs's \`next\` builds a scheduler object and four candidate cards with their logs for every answer, a tenth of the database thread's time; the same card now comes from the algorithm's own functions, 1.9 against 11.4 µs a call, and a unit test checks it against \`next\` over 7,500 random answers. The database thread went from about 102 to 87 µs per answer, the server from about 212 to 193 µs; the full bench read 35% of the echo.
- **Tests created with prepared statements on the database thread** (\`practice-sqlite.repository.ts\`): through Kysely, cancelling the section's running test and inserting the test and its twenty questions cost about 200 µs of building and compiling per start. The thread went to about 78 µs per answer, the server to 177 to 182 µs; the full bench read 37%.
- **A reply known by its test and question** (migration 0005): a test asks each question once and the record path always kept one reply per question of a test, so the unique index on (test, question) also finds a resent answer (same test, question and client id), and the unique index on (student, client reply id) went. It was a random page of the largest table's index for every answer, 1.25 of the 3.4 pages each answer's commit wrote. The floor below went from 78 to 94 to 63 to 77 µs per answer at twenty to a transaction (three alternating pairs); the full bench read 38%.

Kept, 2026-11-28 (PostgreSQL; \`profile.mjs\` with \`--warmup\`, and the statements counted by text and timed in the server, while the other work on the machine held its load average at 7 to 19, so rates of these runs are not comparable with the tables above):

- **At a learner's pace, one batch in flight until answers queue** (\`GroupCommit\` \`spreadAt\`, 2026-11-28): PostgreSQL's record queue may run four batches at once, and at 1,000 answers a second spread evenly every answer found a slot free, so each went alone in a transaction of five round trips (BEGIN, the student's lock, the read, the write, COMMIT), and the server's event loop was 84% busy on 560 µs an answer (\`profile.mjs\`, 1,000 learners answering every second). A second batch now starts beside a running one only once 32 answers wait: the answers arriving during a transaction go together in the next. In the same conditions the event loop went to 43 to 47% busy, PostgreSQL's backends from about 780 to 400 to 460 µs an answer, p50 from 13.5 to 14.6 ms to 8 to 9 ms; p99 stayed between 45 and 70 ms run to run (and above in full benches), the tail now set by the two cores shared by the learners' process, the server and PostgreSQL's backends (the machine about 60% busy at 1,000 answers a second), not by the queue. Flat out the queue is always that long, so nothing changes there.
- **A batch of test starts created in four round trips** (\`practice-postgres.repository.ts\`): the starts of a node are created one batch at a time (so two of a student's section never both stay running), and each start of a batch cost three statements in turn: cancelling its section's running test, inserting the test, inserting its twenty questions. That queue was the bound of the flat-out rate: in a 10 s window 698 starts were created, three statements each at about 4.5 ms apiece on that loaded machine, about 70 starts/s, and at a start every twenty answers 1,400 answers/s, the rate measured (1,359/s; test start p50 6.7 s). The run of 2026-11-24 above read the same (3,136/s at a start every twenty answers is 157 starts/s, 6.4 ms a start). A round of starts, each student's section at most once in it (a later start of the same section cancels the earlier one, as it would alone), is now one \`update … from unnest(…)\` cancelling and one statement inserting the tests and, from their returned ids, their questions. In the same conditions the next run created all its starts in 8 batches and read 1,880/s with test start p50 1.5 s, its server's event loop 99% busy: the queue no longer binds, the cores do. A test (\`practice-postgres.repository.test.ts\`) checks a batch against starting each in turn. Its landing waited on a billing test failing on PostgreSQL (\`no ack for account\`, 4 of 7 runs); that was the test's own race, not this change: its jumps of the jobs' clock days ahead ran the nightly purge, which deleted the school tab's day-long session, and the session sweeper closed the tab whenever its 3-second pass fell before the test's end (main without this change failed the same way, 1 of 8 runs).
- **The per-answer context read scans a test's questions and its replies once each** (\`readContextsPg\`): it counted the test's questions and looked for the one asked in two scans, and counted the replies, summed the right ones and looked up an earlier reply in five. With \`auto_explain\` (buffers, a fifth of the statements sampled, a database of its own) the read went from 46 to 25 shared-buffer hits per answer; the write (replies, standing, section, category and day counters) is about 42.
- **The bench reports PostgreSQL's own CPU per answer** (\`window-costs.mjs\`: the backends whose \`application_name\` is the bench's schema, their \`/proc\` times): the rest of the machine also holds whatever else runs there, which on a shared machine can be several times the database's part.

What stands between PostgreSQL and a third of the echo, from the numbers of these runs: at a third of a quiet machine's echo (25,861/s on 2026-11-24, so 8,620 answers/s) one event loop has 116 µs per answer, and the two cores, less the learners' 55 to 65 µs, about 170 µs for the server and the database together. On PostgreSQL the server alone spends 140 to 190 µs of CPU per answer, almost all of it on its event loop (the loop 92 to 99% busy flat out in every run), and PostgreSQL's backends 120 to 140 µs more (\`/proc\`, 2026-11-28). So the bound is the server's event loop before it is the database: on SQLite the answers' statements, their planning and the test starts run on the database's thread, and the loop keeps about 70 µs per answer; on PostgreSQL the loop also plans every answer, builds and parses the \`pg\` driver's messages and arrays, and waits on five round trips per batch and five reads per test start. The next step would be the PostgreSQL record path and test starts on a worker thread of their own (a \`pg\` pool there, the batch planned there, one message per batch, as \`db/sqlite-thread.ts\` does for SQLite); even then the backends' 120 to 140 µs on the same two cores leave no room for a third of the echo on this machine, where a shared PostgreSQL would have cores of its own in production. A PostgreSQL answer at a learner's pace is five round trips and one WAL sync; where its tail comes from was looked into on 2026-11-28 (below).

Looked into on 2026-11-28 afternoon: the tail of PostgreSQL at 1,000 answers a second, on a quiet machine. (These were \`profile.mjs postgres 1000 10 1000 --warmup=8000\` runs, 10 s measured, with the learners counting their answers slower than 50 ms by the half second they were sent in, \`slowBySlot\`.) p99 read 37 to 70 ms run to run, p50 5 to 7 ms. The full bench of the same afternoon read 56.8 ms, against 101.5 ms in the morning's run on a loaded machine.

- **The measuring is not the tail.** The bare echo under the same learners at the same pace reads p99 2.2 ms, max 7 to 12 ms.
- **The slow answers come in bunches.** Each run has two to six half-second slots, each with 20 to 100 slow answers, and almost none elsewhere. A bunch is a stall of the record pipeline of some 50 to 100 ms, not queueing spread evenly.
- **Not the disk's syncs.** With \`synchronous_commit = off\` set on the database for three runs, p99 read 37, 49 and 56 ms.
- **Not the server's event loop.** A 10 ms interval timer in the server was late by more than 22 ms once in a run, and only in one of the slow slots. Its young-generation collections took 5 to 14 ms, at different times from the slow slots. A 16 MB young generation instead of 64 MB gave p99 of 50 to 62 ms, against 42 to 69 ms, in three alternating pairs of runs. The session sweeper switched off gave 47 to 69 ms.
- **Not PostgreSQL's statements.** With \`log_min_duration_statement = 8\`, no statement in the slow slots ran 8 ms or more (one of 8.1 ms in a slot of 53 slow answers). The stall is between statements: at 57% busy on average, the machine had two to five runnable processes on its two cores (\`vmstat\`: the server, the learners, and four or so backends, with no steal time). A round trip waits whenever the backend or the server waits for a core, and an answer at this pace waits on five round trips of its batch and, when it arrives during one, on those of the batch before.
- **Tried and not kept.** BEGIN sent with the students' locks as one simple query, four round trips per batch instead of five: four runs read 46, 57, 59 and 65 ms, within the noise.
- **Kept.** \`statistics-changed\` for a learner answering steadily widens to one push every 5 s (\`statistics-pushes.ts\`). At this pace that is about a fifth of the websocket writes the pushes made; \`writev\` was the server's largest single cost at this pace, 7.6% of its time, a fifth of its busy time. It saves the refetches those pushes caused in every open tab. The tail moved no further than the noise.

So on this machine the paced tail comes from sharing two cores between the learners, the server and PostgreSQL's backends, as the flat-out rate does. A PostgreSQL on cores of its own, as production would give it (the capacity model in *Many nodes*), takes the backends' waits for a core out of every round trip.

### Reading the statistics of a student with ${n(d.results[kinds[0]].history.replies)} answers

${n(d.results[kinds[0]].history.tests)} completed tests over 200 days written straight into the database (replies, tests, question and section statistics, categories, days), then ${d.config.readCalls} calls of each event in a row after 5 warm-up calls, on the server the load runs left behind.

${readsTable(d, kinds)}
`;
}
