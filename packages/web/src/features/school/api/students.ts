import {
  ServerPushes,
  type Language,
  type SectionCode,
  type StudentAddPayload,
  type StudentArchivePayload,
  type StudentListPayload,
  type StudentListState,
  type StudentSavePayload,
} from '@kokpit/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { invalidateOnPush } from '../../../lib/push-invalidation';
import { fetchData } from '../../../lib/query-client';
import { request } from '../../../lib/socket';

/*
 * The school's students over `/school` (server features/school-students). Every key starts
 * with `students`: a change in one list moves a student into another and changes every tab's
 * count, so each of the three pushes refreshes them all.
 */
export const STUDENTS_KEY = ['students'] as const;

for (const push of [
  ServerPushes.pendingStudentsChanged,
  ServerPushes.activeStudentsChanged,
  ServerPushes.archivedStudentsChanged,
]) {
  invalidateOnPush(push, STUDENTS_KEY, ['/school']);
}

/** What the list on screen asks for (the payload of `students/list`, defaults filled in). */
export type StudentListQuery = Required<Pick<StudentListPayload, 'status' | 'page' | 'sort'>> &
  Pick<StudentListPayload, 'direction' | 'section' | 'search'>;

/** One page of a list; the previous page stays on screen while the next one loads. */
export const studentListQuery = (q: StudentListQuery) =>
  queryOptions({
    queryKey: [...STUDENTS_KEY, q.status, 'list', q],
    queryFn: () => fetchData('/school', 'students/list', q),
    placeholderData: keepPreviousData,
  });

/** The best matches of a search (3+ characters) in one list. */
export const studentSearchQuery = (status: StudentListState, text: string) =>
  queryOptions({
    queryKey: [...STUDENTS_KEY, status, 'search', text],
    queryFn: () => fetchData('/school', 'students/search', { status, text }),
    placeholderData: keepPreviousData,
  });

/** Everything the student's panel shows. */
export const studentInfoQuery = (id: number) =>
  queryOptions({
    queryKey: [...STUDENTS_KEY, 'info', id],
    queryFn: () => fetchData('/school', 'students/info', { id }),
  });

/** A student's statistics in a section: what the student sees on their own page. */
export const studentStatsQuery = (id: number, section: SectionCode) =>
  queryOptions({
    queryKey: [...STUDENTS_KEY, 'stats', id, section],
    queryFn: () => fetchData('/school', 'students/stats', { id, section }),
  });

/** The school's figures of a section (SPEC §3 school highlights). */
export const schoolHighlightsQuery = (section: SectionCode) =>
  queryOptions({
    queryKey: [...STUDENTS_KEY, 'highlights', section],
    queryFn: () => fetchData('/school', 'highlights', { section }),
  });

/** The school's own fields (profile dialog, registration link). */
export const schoolProfileQuery = () =>
  queryOptions({
    queryKey: ['school', 'profile'],
    queryFn: () => fetchData('/school', 'profile'),
    staleTime: 5 * 60_000,
  });

/* Actions: each resolves with the envelope, whose message the server already translated. */

export const approveStudent = (id: number) => request('/school', 'students/approve', { id });
export const rejectStudent = (id: number) => request('/school', 'students/reject', { id });
export const reconsiderStudent = (id: number) => request('/school', 'students/reconsider', { id });
export const restoreStudent = (id: number) => request('/school', 'students/restore', { id });
export const deleteStudent = (id: number) => request('/school', 'students/delete', { id });
export const archiveStudent = (payload: StudentArchivePayload) =>
  request('/school', 'students/archive', payload);
export const saveStudentComments = (id: number, comments: string) =>
  request('/school', 'students/comments', { id, comments });
export const saveStudent = (payload: StudentSavePayload) =>
  request('/school', 'students/save', payload);
export const changeStudentPassword = (id: number, password: string, passwordConfirm: string) =>
  request('/school', 'students/password', { id, password, passwordConfirm });
export const addStudent = (payload: StudentAddPayload) =>
  request('/school', 'students/add', payload);

/** The six sections with their exam rules, named in the page's language (public data). */
export const sectionsQuery = (lang: Language) =>
  queryOptions({
    queryKey: ['school', 'sections', lang],
    queryFn: () => fetchData('/app', 'sections', { lang }),
    staleTime: 60 * 60_000,
  });
