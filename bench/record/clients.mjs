// Child process: the simulated learners. Each holds its own websocket to /student, starts a
// progress test and answers it (80% right), then starts the next; latencies are measured from
// emit to acknowledgement. Kept out of the server's process so neither slows the other's loop.
import { performance } from 'node:perf_hooks';
import { io } from 'socket.io-client';

const CONNECT_BATCH = 50;
/** Reply ids must be new in every run: the same students answer in several runs, and a reused
 * id is (rightly) answered as a duplicate without being recorded. */
const RUN = `${process.pid.toString(36)}${Date.now().toString(36)}`;
const DRAIN_MS = 5_000;

function connect(url, token) {
  return new Promise((resolve, reject) => {
    const socket = io(`${url}/student`, {
      auth: { token, lang: 'en' },
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
    });
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (err) => reject(err));
  });
}

async function connectAll(url, tokens) {
  const sockets = [];
  for (let i = 0; i < tokens.length; i += CONNECT_BATCH) {
    sockets.push(
      ...(await Promise.all(tokens.slice(i, i + CONNECT_BATCH).map((t) => connect(url, t)))),
    );
  }
  return sockets;
}

const ack = (socket, event, payload) =>
  new Promise((resolve) => socket.emit(event, payload, (reply) => resolve(reply)));

export function percentile(sorted, p) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/**
 * Answers slower than TAIL_MS, counted by the half second of the window they were sent in: a
 * tail bunched in a slot or two is a stall of the whole server or database (a disk sync, a
 * collection), one spread over every slot is queueing on busy cores.
 */
const TAIL_MS = 50;
const SLOT_MS = 500;

function slowBySlot(sentAt) {
  const slots = {};
  for (const at of sentAt) {
    const slot = (Math.floor(at / SLOT_MS) * SLOT_MS) / 1000;
    slots[slot] = (slots[slot] ?? 0) + 1;
  }
  return slots;
}

/** How long a test start took to be acknowledged, in ms. */
function startLatency(latencies) {
  const sorted = Float64Array.from(latencies).sort();
  const round = (v) => Math.round(v * 10) / 10;
  return {
    testStartP50: round(percentile(sorted, 50)),
    testStartP99: round(percentile(sorted, 99)),
  };
}

function summarize(latencies, seconds, extra) {
  const sorted = Float64Array.from(latencies).sort();
  const round = (v) => Math.round(v * 10) / 10;
  return {
    answers: sorted.length,
    seconds: round(seconds),
    rate: Math.round(sorted.length / seconds),
    p50: round(percentile(sorted, 50)),
    p90: round(percentile(sorted, 90)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted[sorted.length - 1] ?? 0),
    ...extra,
  };
}

/** One learner's loop. `pace`: ms between answers (null: answer as soon as acknowledged). */
async function learn(socket, index, o, clock) {
  let test = null;
  let position = 0;
  let sequence = 0;
  let begun = false;
  /** How many questions of the current test are answered before the next test starts. */
  let leaveAt = Infinity;
  // Learners arrive spread over the warm-up, not all in the same millisecond.
  await new Promise((r) => setTimeout(r, Math.random() * o.staggerMs));
  let next = performance.now() + (o.pace ? Math.random() * o.pace : 0);
  while (!clock.stopped) {
    if (o.mode === 'record' && !test) {
      const asked = performance.now();
      const started = await ack(socket, 'test-start', { section: 'car', type: 'progress' });
      clock.starts += 1;
      if (asked >= clock.measureFrom && asked < clock.measureUntil)
        clock.startLatencies.push(performance.now() - asked);
      if (!started.isPositive) {
        clock.errors.push(started.message);
        return;
      }
      test = started.data;
      position = 0;
      // o.spreadTests: the first test is left after 1 to all of its questions (starting the
      // next cancels it), so that learners who arrived together do not all start their next
      // test in the same few seconds: test starts are spread as on a day long under way.
      leaveAt =
        o.spreadTests && !begun
          ? 1 + Math.floor(Math.random() * test.questions.length)
          : test.questions.length;
      if (!begun) {
        begun = true;
        if (++clock.begun === clock.learners && o.hold) process.send({ type: 'begun' });
      }
    }
    if (o.pace) {
      const wait = next - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      next = Math.max(next + o.pace, performance.now());
      if (clock.stopped) break;
    }
    const q = test?.questions[position] ?? { id: 1, answers: [{ id: 1, isCorrect: true }] };
    const right = q.answers.find((a) => a.isCorrect) ?? q.answers[0];
    const wrong = q.answers.find((a) => !a.isCorrect) ?? right;
    const reply = {
      id: `${RUN}-${index}-${sequence++}`,
      questionId: q.id,
      answerId: (Math.random() < 0.8 ? right : wrong).id,
    };
    const sent = performance.now();
    const r = await ack(socket, 'test-record', { testId: test?.id ?? 1, reply });
    const took = performance.now() - sent;
    clock.acknowledged += 1;
    if (sent >= clock.measureFrom && sent < clock.measureUntil) {
      clock.latencies.push(took);
      if (took >= TAIL_MS) clock.tail.push(sent - clock.measureFrom);
    }
    if (!r.isPositive) clock.errors.push(r.message);
    else if (r.data?.duplicate) clock.duplicates += 1;
    position += 1;
    if (o.mode === 'record' && (r.data?.testCompleted || position >= leaveAt)) test = null;
  }
}

/** Resolves on the orchestrator's next message of this type. */
const heard = (type) =>
  new Promise((resolve) => {
    const onMessage = (msg) => {
      if (msg.type !== type) return;
      process.off('message', onMessage);
      resolve();
    };
    process.on('message', onMessage);
  });

/**
 * `o.hold`: the orchestrator drives the run, for several learner processes (one holds a few
 * thousand sockets at most) to move together: this one says `connected` once every socket is
 * and waits for `go`; says `begun` once every learner's first test has started; and measures
 * from `open` for `o.durationMs` (instead of after `o.warmupMs`).
 * `o.keepLatencies`: the report holds every answer's latency, for a merge across processes.
 */
async function runLoad(o) {
  const sockets = await connectAll(o.url, o.tokens);
  if (o.hold) {
    const started = heard('go');
    process.send({ type: 'connected' });
    await started;
  }
  const clock = {
    stopped: false,
    latencies: [],
    errors: [],
    starts: 0,
    startLatencies: [],
    acknowledged: 0,
    duplicates: 0,
    tail: [],
  };
  const t0 = performance.now();
  clock.measureFrom = o.hold ? Infinity : t0 + o.warmupMs;
  clock.measureUntil = o.hold ? Infinity : clock.measureFrom + o.durationMs;
  clock.learners = sockets.length;
  clock.begun = 0;
  const loops = sockets.map((s, i) => learn(s, i, o, clock));
  if (o.hold) {
    await heard('open');
    clock.measureFrom = performance.now();
    clock.measureUntil = clock.measureFrom + o.durationMs;
  } else {
    await new Promise((r) => setTimeout(r, o.warmupMs));
  }
  // The orchestrator reads the server's CPU time at both ends of the measured window.
  process.send({ type: 'window', edge: 'start' });
  const cpuFrom = process.cpuUsage();
  await new Promise((r) => setTimeout(r, o.durationMs));
  const cpu = process.cpuUsage(cpuFrom);
  process.send({ type: 'window', edge: 'end' });
  clock.stopped = true;
  await Promise.race([Promise.all(loops), new Promise((r) => setTimeout(r, DRAIN_MS))]);
  for (const s of sockets) s.disconnect();
  const errors = [...new Set(clock.errors)].slice(0, 5);
  return summarize(clock.latencies, o.durationMs / 1000, {
    students: sockets.length,
    errors: clock.errors.length,
    errorSamples: errors,
    testStarts: clock.starts,
    windowStarts: clock.startLatencies.length,
    ...startLatency(clock.startLatencies),
    acknowledged: clock.acknowledged,
    duplicates: clock.duplicates,
    /** The learners' own CPU time in the measured window (ms): they share the machine. */
    clientCpuMs: (cpu.user + cpu.system) / 1000,
    ...(o.keepLatencies ? { latencies: clock.latencies } : {}),
    slowBySlot: slowBySlot(clock.tail),
    /** When the measured window opened (ms since the epoch), to line the slots up with logs. */
    windowOpenedAt: Math.round(performance.timeOrigin + clock.measureFrom),
  });
}

/** Reads `event` `calls` times in a row, as one student: latency of each acknowledgement. */
async function runReads(o) {
  const [socket] = await connectAll(o.url, [o.token]);
  const out = {};
  for (const event of o.events) {
    const latencies = [];
    let bytes = 0;
    for (let i = 0; i < o.calls + 5; i++) {
      const sent = performance.now();
      const r = await ack(socket, event, { section: 'car' });
      if (!r.isPositive) throw new Error(`${event}: ${r.message}`);
      if (i >= 5) latencies.push(performance.now() - sent); // five warm-up calls
      bytes = JSON.stringify(r.data).length;
    }
    out[event] = summarize(latencies, 1, { bytes });
  }
  socket.disconnect();
  return out;
}

process.on('message', async (msg) => {
  if (msg.type !== 'load' && msg.type !== 'reads') return;
  try {
    const result = msg.type === 'reads' ? await runReads(msg) : await runLoad(msg);
    process.send({ type: 'result', result });
  } catch (error) {
    process.send({
      type: 'error',
      message: error instanceof Error ? error.message : String(error),
    });
  }
});
