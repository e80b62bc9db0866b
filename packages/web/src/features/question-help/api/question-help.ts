import type { Language } from '@kokpit/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { fetchData } from '../../../lib/query-client';
import { request } from '../../../lib/socket';

/*
 * The school's help texts over `/school` (server features/question-help). Every key starts
 * with `question-help`, so a save or delete refreshes the list, the search and the editor.
 */
export const QUESTION_HELP_KEY = ['question-help'] as const;

/** The questions the school wrote help for, last written first. */
export const questionHelpListQuery = () =>
  queryOptions({
    queryKey: [...QUESTION_HELP_KEY, 'list'],
    queryFn: () => fetchData('/school', 'question-help/list'),
  });

/** Questions by text or ministry number (the search box, once it holds something). */
export const questionHelpSearchQuery = (text: string) =>
  queryOptions({
    queryKey: [...QUESTION_HELP_KEY, 'search', text],
    queryFn: () => fetchData('/school', 'question-help/search', { text }),
    placeholderData: keepPreviousData,
    enabled: text.trim().length > 0,
    retry: false,
  });

/** One question with the school's four texts (the editor). */
export const questionHelpQuery = (questionId: number) =>
  queryOptions({
    queryKey: [...QUESTION_HELP_KEY, 'question', questionId],
    queryFn: () => fetchData('/school', 'question-help/fetch', { questionId }),
  });

export const saveQuestionHelp = (p: { questionId: number; lang: Language; text: string }) =>
  request('/school', 'question-help/save', p);

export const deleteQuestionHelp = (p: { questionId: number; lang: Language }) =>
  request('/school', 'question-help/delete', p);
