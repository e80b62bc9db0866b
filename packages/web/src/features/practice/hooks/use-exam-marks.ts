import { useCallback, useState } from 'react';

/*
 * The student's own marks on a running exam: the questions flagged "for later" and those seen.
 * Flags are kept in this tab's session storage, so a reload of the exam keeps them; they never
 * reach the server (they are a note to oneself, as on the ministry's exam program).
 */

const key = (testId: number) => `kokpit.exam-flags.${testId}`;

function loadFlags(testId: number): Set<number> {
  try {
    const raw = window.sessionStorage.getItem(key(testId));
    const ids: unknown = raw ? JSON.parse(raw) : [];
    return new Set(Array.isArray(ids) ? ids.filter((v): v is number => Number.isInteger(v)) : []);
  } catch {
    return new Set();
  }
}

export function useExamMarks(testId: number, currentQuestionId: number) {
  const [flagged, setFlagged] = useState<ReadonlySet<number>>(() => loadFlags(testId));
  const [seen, setSeen] = useState<ReadonlySet<number>>(() => new Set([currentQuestionId]));

  // A question on screen is seen: noted while rendering, so the grid is right at once.
  if (!seen.has(currentQuestionId)) setSeen(new Set(seen).add(currentQuestionId));

  const toggleFlag = useCallback(
    (questionId: number) => {
      setFlagged((s) => {
        const next = new Set(s);
        if (!next.delete(questionId)) next.add(questionId);
        try {
          window.sessionStorage.setItem(key(testId), JSON.stringify([...next]));
        } catch {
          // Storage refused: the flags last as long as the page.
        }
        return next;
      });
    },
    [testId],
  );

  return { flagged, seen, toggleFlag };
}
