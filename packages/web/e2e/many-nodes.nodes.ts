import { ResultCode } from '@kokpit/shared';
import { expect, test, type Page } from '@playwright/test';
import {
  approveSchoolIn,
  socketsOn,
  startCluster,
  type Cluster,
  type KokpitNode,
} from './nodes-support';
import {
  buyCredits,
  emitApp,
  signInSchool,
  signUpSchool,
  signUpStudentOf,
  studentEntry,
} from './school-support';
import { answerPractice, nextQuestion, signInStudent, startFromDashboard } from './student-support';
import { DEMO_PASSWORD } from './support';

/*
 * Two Kokpit nodes on PostgreSQL and Redis behind nginx (deploy/nginx), as docs/DEPLOYMENT.md
 * has them: what the front door lets through, limits that hold whichever node a request lands
 * on, pushes from one node to a browser on the other, and a node restarted under a student who
 * keeps answering.
 */

let cluster: Cluster;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  cluster = await startCluster();
});

test.afterAll(async () => {
  await cluster?.close();
});

test('the front door caches hashed assets for a year, the shell never, and hides /metrics', async () => {
  const { door } = cluster;
  const shell = await fetch(`${door}/el`);
  expect(shell.status).toBe(200);
  expect(shell.headers.get('cache-control')).toBe('no-cache');
  const html = await shell.text();
  const asset = /\/assets\/[\w.-]+\.js/.exec(html)?.[0];
  expect(asset, 'the shell names a hashed script').toBeTruthy();
  // One copy per encoding: the cache never hands Brotli to a browser that did not ask for it.
  for (const encoding of ['br', 'gzip', 'br', 'identity', 'gzip']) {
    const res = await fetch(`${door}${asset}`, { headers: { 'accept-encoding': encoding } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-encoding')).toBe(encoding === 'identity' ? null : encoding);
    expect(res.headers.get('vary')).toBe('accept-encoding');
    await res.arrayBuffer();
  }
  for (const path of ['/sw.js', '/index.html']) {
    const res = await fetch(`${door}${path}`);
    expect([path, res.status, res.headers.get('cache-control')]).toEqual([path, 200, 'no-cache']);
  }
  expect((await fetch(`${door}/healthz`)).status).toBe(200);
  expect(await (await fetch(`${door}/readyz`)).json()).toMatchObject({ status: 'ready' });
  for (const path of ['/metrics', '/metrics/', '/metrics;x', '/%6detrics', '//metrics']) {
    expect([path, (await fetch(`${door}${path}`)).status]).toEqual([path, 404]);
  }
  // Each node still serves its metrics on its own address, for Prometheus.
  expect(await (await fetch(`${cluster.nodes[0].url}/metrics`)).text()).toContain('kokpit_sockets');
  // Socket.IO goes over WebSocket only: long polling is refused at the door.
  const polling = await fetch(`${door}/socket.io/?EIO=4&transport=polling`);
  expect(polling.status).toBe(400);
});

test('failed sign-ins spread over both nodes and the door hit one limit, at the same count', async () => {
  const { door, nodes } = cluster;
  const student = await signUpStudentOf(door, 'lim', {});
  // The nodes believe nginx's X-Forwarded-For (TRUSTED_PROXIES): each run speaks from an
  // address of its own, as a client behind the door does.
  const octet = () => Math.floor(Math.random() * 250) + 1;
  const from = { 'x-forwarded-for': `198.18.${octet()}.${octet()}` };
  const targets = [nodes[0].url, nodes[1].url, door];
  const signIn = (url: string, password: string) =>
    emitApp(url, 'auth', { username: student.username, password }, from);

  const budget = 5; // SIGN_IN_BUDGETS.pair.failures (server/features/auth/sign-in-limits.ts)
  for (let i = 0; i < budget; i++) {
    const reply = await signIn(targets[i % 3]!, `wrong-${i}`);
    expect([i, reply.code]).toEqual([i, ResultCode.invalidCredentials]);
  }
  for (const url of targets) {
    expect([url, (await signIn(url, DEMO_PASSWORD)).code]).toEqual([url, ResultCode.rateLimited]);
  }
  // Another address is untouched by this one's failures.
  const elsewhere = { 'x-forwarded-for': `198.19.${octet()}.${octet()}` };
  const reply = await emitApp(door, 'auth', { username: student.username, password: DEMO_PASSWORD }, elsewhere); // prettier-ignore
  expect(reply.isPositive, reply.message).toBe(true);
});

test('a school on one node activates a student on the other, who answers on through a restart', async ({
  page,
  browser,
}) => {
  const { door, db } = cluster;
  const school = await signUpSchool(door, 'nodes');
  await approveSchoolIn(db, school.schoolId);
  const student = await signUpStudentOf(door, 'nodes', { schoolId: school.schoolId });

  // The student comes through the door; nginx puts their socket on one of the nodes.
  await signInStudent(page, student.username);
  const switcher = page.getByRole('button', { name: /^Κατηγορία διπλώματος: Αυτοκίνητο/ });
  await expect(switcher).toContainText('Δοκιμαστική');
  const studentNode = await nodeHolding(cluster.nodes, '/student');
  const schoolNode = cluster.nodes.find((n) => n !== studentNode)!;

  // The school works on the other node (its own address pins it there).
  const schoolContext = await browser.newContext({ baseURL: schoolNode.url, locale: 'el-GR' });
  const schoolPage = await schoolContext.newPage();
  await signInSchool(schoolPage, school.username);
  await buyCredits(schoolPage, 5);
  await schoolPage.getByRole('tab', { name: /Σε αναμονή/ }).click();
  const pending = studentEntry(schoolPage, student.lastName);
  await pending.getByRole('button', { name: /^Έγκριση/ }).click();
  await expect(pending).toBeHidden();
  await schoolPage.getByRole('tab', { name: /Ενεργοί/ }).click();
  await studentEntry(schoolPage, student.lastName)
    .getByRole('button', { name: `Νίκος ${student.lastName}`, exact: true })
    .click();
  const panel = schoolPage.getByTestId('student-panel');
  await panel.getByRole('button', { name: 'Ενεργοποίηση: Αυτοκίνητο', exact: true }).click();
  await expect(panel.getByTestId('section-car-state')).toHaveText('ενεργή');
  expect(await socketsOn(schoolNode, '/school')).toBe(1);
  expect(await socketsOn(studentNode, '/school')).toBe(0);
  // Pushed from the school's node through Redis to the student's: no reload.
  await expect(switcher).toContainText('Ενεργή');
  await schoolContext.close();

  // The student answers; the node holding their socket is stopped and started again meanwhile.
  const testId = await startFromDashboard(page, 'Η πρόοδός μου');
  let answered = 0;
  const answer = async () => {
    if (answered > 0) await nextQuestion(page);
    await answerPractice(page, answered % 3 === 0 ? 'right' : 'first');
    answered++;
  };
  for (let i = 0; i < 3; i++) await answer();
  await answer();
  // Straight after an answer, so it may still be on its way to the node.
  const stopped = studentNode.stop('SIGTERM');
  for (let i = 0; i < 4; i++) await answer();
  expect(await stopped, 'the node exits cleanly on SIGTERM').toBe(0);
  // nginx sent the student's reconnection to the node still up.
  await expect.poll(() => socketsOn(schoolNode, '/student')).toBe(1);
  await studentNode.start();
  for (let i = 0; i < 2; i++) await answer();

  // Every answer leaves the browser's outbox and is in the database exactly once.
  await expect.poll(() => outboxSize(page)).toBe(0);
  const { rows } = await db.query<{ n: number; questions: number; ids: number; student: number }>(
    `select count(*)::int as n, count(distinct question_id)::int as questions,
            count(distinct client_reply_id)::int as ids, max(student_id) as student
       from replies where test_id = $1`,
    [testId],
  );
  expect(rows[0]).toMatchObject({ n: answered, questions: answered, ids: answered });
  const counted = await db.query<{ section: number; daily: number; perQuestion: number }>(
    `select (select replies from section_stats where student_id = $1 and section_code = 'car')
              as section,
            (select sum(replies)::int from daily_activity where student_id = $1) as daily,
            (select sum(replies)::int from question_stats where student_id = $1) as "perQuestion"`,
    [rows[0]!.student],
  );
  expect(counted.rows[0]).toEqual({ section: answered, daily: answered, perQuestion: answered });
});

/** The node whose /metrics shows the namespace's one socket, once exactly one does. */
async function nodeHolding(nodes: KokpitNode[], namespace: string): Promise<KokpitNode> {
  let holder: KokpitNode | undefined;
  await expect
    .poll(async () => {
      const counts = await Promise.all(nodes.map((n) => socketsOn(n, namespace)));
      holder = nodes[counts.indexOf(1)];
      return counts.reduce((a, b) => a + b, 0);
    })
    .toBe(1);
  return holder!;
}

/** Answers still waiting in the browser's outbox (web/src/lib/offline-queue). */
function outboxSize(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('kokpit-outbox');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const count = open.result.transaction('answers').objectStore('answers').count();
          count.onsuccess = () => {
            resolve(count.result);
            open.result.close();
          };
          count.onerror = () => reject(count.error);
        };
      }),
  );
}
