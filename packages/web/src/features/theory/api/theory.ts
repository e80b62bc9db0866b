import {
  type Language,
  type PresentationSavePayload,
  type SectionCode,
  type TheorySearchPayload,
} from '@kokpit/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { PushQueryKeys } from '../../../lib/push-invalidation';
import { fetchData } from '../../../lib/query-client';
import { request } from '../../../lib/socket';

/*
 * Theory presentations over `/school` (server features/theory) and the student's list over
 * `/student`. Every key starts with `theory`, which the `theory-changed` push refreshes on
 * every namespace (lib/push-invalidation), so the school's other tabs and its students follow.
 */
export const THEORY_KEY = PushQueryKeys.theory;

/** The school's presentations of a section. */
export const presentationsQuery = (section: SectionCode) =>
  queryOptions({
    queryKey: [...THEORY_KEY, 'school', section],
    queryFn: () => fetchData('/school', 'theory/fetch', { section }),
  });

/** One presentation with its questions (builder, classroom mode), in the page's language. */
export const presentationQuery = (id: number, lang: Language) =>
  queryOptions({
    queryKey: [...THEORY_KEY, 'presentation', id, lang],
    queryFn: () => fetchData('/school', 'theory/presentation', { id }),
  });

/** The builder's search; the previous matches stay while the next ones load. */
export const questionSearchQuery = (search: TheorySearchPayload, lang: Language) =>
  queryOptions({
    queryKey: ['theory-search', search, lang],
    queryFn: () => fetchData('/school', 'theory/questions', search),
    placeholderData: keepPreviousData,
    retry: false,
  });

/** The presentations of the student's school in a section (student dashboard). */
export const studentPresentationsQuery = (section: SectionCode) =>
  queryOptions({
    queryKey: [...THEORY_KEY, 'student', section],
    queryFn: () => fetchData('/student', 'theory/list', { section }),
  });

export const savePresentation = (input: PresentationSavePayload) =>
  request('/school', 'theory/save', input);

export const deletePresentation = (id: number) => request('/school', 'theory/delete', { id });

/** The section's categories, for the builder's category filter (same key as the student's). */
export const categoriesQuery = (section: SectionCode, lang: Language) =>
  queryOptions({
    queryKey: ['categories', section, lang],
    queryFn: () => fetchData('/app', 'categories', { section, lang }),
    staleTime: 10 * 60_000,
  });
