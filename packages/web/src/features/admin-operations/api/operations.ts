import {
  type PaymentsImportPayload,
  ServerPushes,
  type ContactHandlePayload,
  type ContactListPayload,
  type CreditsGrantPayload,
  type NoticeSendPayload,
  type SchoolDecidePayload,
  type SchoolsReviewPayload,
} from '@kokpit/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { invalidateOnPush } from '../../../lib/push-invalidation';
import { fetchData } from '../../../lib/query-client';
import { request } from '../../../lib/socket';

/* The operator screens over `/admin` (server features/admin-operations). */

export const OPS_KEY = ['admin', 'ops'] as const;
export const SCHOOLS_REVIEW_KEY = [...OPS_KEY, 'schools'] as const;
export const CREDITS_KEY = [...OPS_KEY, 'credits'] as const;
export const CONTACT_KEY = [...OPS_KEY, 'contact'] as const;

// A school's money changed somewhere (a school bought credits): the operators' lists follow.
invalidateOnPush(ServerPushes.schoolAccountChanged, CREDITS_KEY, ['/admin']);

export const schoolsReviewQuery = (status: NonNullable<SchoolsReviewPayload['status']>) =>
  queryOptions({
    queryKey: [...SCHOOLS_REVIEW_KEY, status],
    queryFn: () => fetchData('/admin', 'schools/review', { status }),
    placeholderData: keepPreviousData,
  });

export const decideSchool = (input: SchoolDecidePayload) =>
  request('/admin', 'schools/decide', input);

export const awaitingPaymentQuery = () =>
  queryOptions({
    queryKey: [...CREDITS_KEY, 'awaiting'],
    queryFn: () => fetchData('/admin', 'credits/awaiting'),
  });

export const markPaid = (entry: number) => request('/admin', 'credits/mark-paid', { entry });

export const ledgerQuery = (school: number) =>
  queryOptions({
    queryKey: [...CREDITS_KEY, 'ledger', school],
    queryFn: () => fetchData('/admin', 'credits/ledger', { school }),
    enabled: school > 0,
  });

export const grantCredits = (input: CreditsGrantPayload) =>
  request('/admin', 'credits/grant', input);

export const importPayments = (input: PaymentsImportPayload) =>
  request('/admin', 'payments/import', input);
export const sendNotice = (input: NoticeSendPayload) => request('/admin', 'notices/send', input);

export const accountsQuery = (text: string) =>
  queryOptions({
    queryKey: [...OPS_KEY, 'users', text],
    queryFn: () => fetchData('/admin', 'users/find', { text }),
    enabled: text.trim().length > 0,
    placeholderData: keepPreviousData,
  });

export const signOutEverywhere = (user: number) =>
  request('/admin', 'users/sign-out-everywhere', { user });

export const contactInboxQuery = (input: Required<ContactListPayload>) =>
  queryOptions({
    queryKey: [...CONTACT_KEY, input],
    queryFn: () => fetchData('/admin', 'contact/list', input),
    placeholderData: keepPreviousData,
  });

export const handleContact = (input: ContactHandlePayload) =>
  request('/admin', 'contact/handle', input);
