import type { Language, QuestionTextsView, TestTextsView } from '@kokpit/shared';
import { deleteCached, listCached, readCached, writeCached } from '../../lib/offline-queue';
import { getSessionSnapshot } from '../../lib/session';
import type { TestQuestion } from './api/tests';

/*
 * The words of a test's questions in every language (`test-texts`), fetched once when the test
 * opens and kept on this device beside its offline copy: a language switch in the header shows
 * the question, its answers and its help in the new language at once, without a link too. A
 * question the bank has not translated stays Greek, and the page says so.
 */

const PREFIX = 'texts:';
/** Like the offline copies of the tests: a few per device. */
const KEEP = 6;

interface KeptTexts {
  userId: number;
  texts: TestTextsView;
}

/** Keeps the texts of a test for a reload without a link. */
export async function keepTestTexts(texts: TestTextsView): Promise<void> {
  const userId = getSessionSnapshot().user?.id;
  if (userId === undefined) return;
  await writeCached<KeptTexts>(`${PREFIX}${texts.id}`, { userId, texts });
  const kept = await listCached(PREFIX);
  for (const old of kept.slice(0, Math.max(0, kept.length - KEEP))) await deleteCached(old.key);
}

/** The signed-in student's kept texts of the test, if this device has them. */
export async function keptTestTexts(id: number): Promise<TestTextsView | null> {
  const userId = getSessionSnapshot().user?.id;
  const cached = await readCached<KeptTexts>(`${PREFIX}${id}`);
  if (!cached || userId === undefined || cached.value.userId !== userId) return null;
  return cached.value.texts;
}

export const forgetTestTexts = (id: number) => deleteCached(`${PREFIX}${id}`);

/** The test's questions in `lang`: the ones in `texts` take its words, the rest stay as they are. */
export function localiseQuestions<Q extends TestQuestion>(
  questions: readonly Q[],
  texts: TestTextsView | null | undefined,
  lang: Language,
): { questions: Q[]; untranslated: ReadonlySet<number> } {
  const words = new Map((texts?.texts[lang] ?? []).map((t) => [t.id, t]));
  const untranslated = new Set<number>();
  const localised = questions.map((q) => {
    const w = words.get(q.id);
    if (!w) return q;
    if (!w.translated) untranslated.add(q.id);
    return withWords(q, w);
  });
  return { questions: localised, untranslated };
}

function withWords<Q extends TestQuestion>(q: Q, w: QuestionTextsView): Q {
  const answers = new Map(w.answers.map((a) => [a.id, a.answer]));
  return {
    ...q,
    question: w.question,
    help: w.help,
    schoolHelp: w.schoolHelp,
    theoryName: w.theoryName,
    answers: q.answers.map((a) => ({ ...a, answer: answers.get(a.id) ?? a.answer })),
  };
}
