import { deleteCached, listCached, readCached, writeCached } from '../../lib/offline-queue';
import { getSessionSnapshot } from '../../lib/session';
import type { Test } from './api/tests';
import { forgetTestTexts } from './test-texts';
import type { AnswerMap } from './test-state';

/*
 * The running tests opened on this device, kept beside the answer outbox so a reload without a
 * link reopens the test: its questions as the server last gave them, and every answer picked
 * here (sent or still waiting). The server's copy wins again as soon as the link is back.
 */

const PREFIX = 'test:';
/** Tests kept per device; older ones are dropped (a student runs one per section). */
const KEEP = 6;

interface OfflineTest {
  userId: number;
  test: Test;
  /** [questionId, answerId, replyId] of every answer picked on this device. */
  picks: [number, number, string][];
}

/** Remembers the test and the answers picked so far (after every pick). */
export async function saveOfflineTest(test: Test, answers: AnswerMap): Promise<void> {
  const userId = getSessionSnapshot().user?.id;
  if (userId === undefined) return;
  const picks = [...answers].map(([q, a]): [number, number, string] => [q, a.answerId, a.replyId]);
  await writeCached<OfflineTest>(`${PREFIX}${test.id}`, { userId, test, picks });
  const kept = await listCached(PREFIX);
  for (const old of kept.slice(0, Math.max(0, kept.length - KEEP))) await deleteCached(old.key);
}

/** The signed-in student's copy of the test, with the answers picked here as its replies. */
export async function loadOfflineTest(id: number): Promise<Test | null> {
  const userId = getSessionSnapshot().user?.id;
  const cached = await readCached<OfflineTest>(`${PREFIX}${id}`);
  if (!cached || userId === undefined || cached.value.userId !== userId) return null;
  const { test, picks } = cached.value;
  const known = new Set(test.replies.map((r) => r.questionId));
  const local = picks
    .filter(([questionId]) => !known.has(questionId))
    .map(([questionId, answerId, replyId]) => ({
      id: replyId,
      questionId,
      answerId,
      correct: null,
      answeredAt: cached.savedAt,
    }));
  return { ...test, replies: [...test.replies, ...local] };
}

const warmed = new Set<number>();

/**
 * Fetches the test's pictures once, so they are in the browser's cache (their URLs are
 * versioned and cached for a year) when a question comes up without a link.
 */
export function warmPictures(test: Test): void {
  if (warmed.has(test.id)) return;
  warmed.add(test.id);
  for (const q of test.questions) {
    if (q.photo) void fetch(q.photo, { cache: 'force-cache' }).catch(() => undefined);
  }
}

/** A finished test needs no copy. */
export const forgetOfflineTest = async (id: number) => {
  await deleteCached(`${PREFIX}${id}`);
  await forgetTestTexts(id);
};
