import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useLanguage } from '../../../lib/i18n/use-language';
import { testTextsQuery, type SimulationOutcome, type Test } from '../api/tests';
import { localiseQuestions } from '../test-texts';
import { useServerCopyOnceLinked } from './use-server-copy';

/**
 * The test and its verdict in the page's language: the words of every language are read once
 * (`test-texts`), so a switch in the header changes the question, its answers and its help at
 * once, offline too. `untranslated`: questions shown in Greek for want of a translation.
 */
export function useLocalisedTest(
  testId: number,
  test: Test | undefined,
  outcome: SimulationOutcome | null,
) {
  const lang = useLanguage();
  const { data: texts } = useQuery({ ...testTextsQuery(testId), enabled: test !== undefined });
  // Texts kept on this device (a slow link) give way to the server's, with a school's new help.
  useServerCopyOnceLinked('texts', testId, texts);
  return useMemo(() => {
    const shown = test && localiseQuestions(test.questions, texts, lang);
    return {
      test: test && shown ? { ...test, questions: shown.questions } : undefined,
      outcome: outcome && {
        ...outcome,
        questions: localiseQuestions(outcome.questions, texts, lang).questions,
      },
      untranslated: shown?.untranslated ?? new Set<number>(),
    };
  }, [test, outcome, texts, lang]);
}
