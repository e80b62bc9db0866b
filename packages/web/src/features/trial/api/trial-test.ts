import type { AnswerView, Language, QuestionView, SectionCode } from '@kokpit/shared';
import { queryOptions } from '@tanstack/react-query';
import { fetchData } from '../../../lib/query-client';

/** An answer of a trial question; the trial reply always carries `isCorrect`. */
export type TrialAnswer = AnswerView;

/** The fields of a question (SPEC §3) the trial shows. */
export type TrialQuestion = Pick<QuestionView, 'id' | 'question' | 'help' | 'photo' | 'answers'>;

/**
 * `trial-test`: a fresh draw of 15 car questions. Each round is its own query, kept for as long
 * as the page lives (a closed dialog unsubscribes), so a reopened dialog finds the same draw;
 * "try again" is a new round and a new draw.
 */
export const trialRoundKey = (round: number) => ['trial', 'round', round] as const;

export const trialTestQuery = (lang: Language, round: number) =>
  queryOptions({
    queryKey: trialRoundKey(round),
    queryFn: () => fetchData('/app', 'trial-test', { lang }),
    staleTime: Infinity,
    gcTime: Infinity,
  });

/** The real exam's rule for a section: how many questions, how many mistakes allowed. */
export const examRuleQuery = (section: SectionCode | undefined) =>
  queryOptions({
    queryKey: ['trial', 'exam-rule', section],
    queryFn: () => fetchData('/app', 'sections'),
    select: (reply) => reply.sections.find((s) => s.code === section) ?? null,
    enabled: section !== undefined,
    staleTime: 60 * 60_000,
  });
