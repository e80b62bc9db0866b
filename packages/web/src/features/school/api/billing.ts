import {
  ServerPushes,
  type CouponState,
  type CouponsReservePayload,
  type CreditsRequestPayload,
  type Language,
  type LedgerKind,
  type SectionCode,
  type SchoolAccountView,
} from '@kokpit/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { invalidateOnPush } from '../../../lib/push-invalidation';
import { fetchData } from '../../../lib/query-client';
import { request } from '../../../lib/socket';

/*
 * The school's money and coupons over `/school` (server features/billing, features/coupons).
 * The account is pushed whole (`school-account-changed`); the header listens for it.
 */
export const ACCOUNT_KEY = ['school', 'account'] as const;
export const COUPONS_KEY = ['school', 'coupons'] as const;

invalidateOnPush(ServerPushes.couponsChanged, COUPONS_KEY, ['/school']);
// Credits asked for lapse or get paid: the pending list follows the account.
invalidateOnPush(ServerPushes.schoolAccountChanged, ['school', 'credits'], ['/school']);

/** Credits, package and what is held, as the header shows them. */
export const accountQuery = () =>
  queryOptions({
    queryKey: ACCOUNT_KEY,
    queryFn: () => fetchData('/school', 'account'),
  });

export const packagesQuery = () =>
  queryOptions({
    queryKey: ['school', 'packages'],
    queryFn: () => fetchData('/school', 'packages'),
    staleTime: 10 * 60_000,
  });

export const pendingCreditsQuery = () =>
  queryOptions({
    queryKey: ['school', 'credits', 'pending'],
    queryFn: () => fetchData('/school', 'credits/pending'),
  });

/** What that many credits cost now; refused in words out of range. */
export const creditsQuoteQuery = (amount: number) =>
  queryOptions({
    queryKey: ['school', 'credits', 'quote', amount],
    queryFn: () => fetchData('/school', 'credits/quote', { amount }),
    staleTime: 60_000,
  });

export const couponsQuery = (state: CouponState | undefined, page: number) =>
  queryOptions({
    queryKey: [...COUPONS_KEY, state ?? 'all', page],
    queryFn: () => fetchData('/school', 'coupons/list', { state, page }),
    placeholderData: keepPreviousData,
  });

/** The school's sign-up link and its QR, in the page's language. */
export const registrationLinkQuery = (lang: Language) =>
  queryOptions({
    queryKey: ['school', 'registration-link', lang],
    queryFn: () => fetchData('/school', 'registration-link', { lang }),
    staleTime: Infinity,
  });

export const changePackage = (code: string) => request('/school', 'package/change', { code });
export const requestCredits = (payload: CreditsRequestPayload) =>
  request('/school', 'credits/request', payload);
export const cancelPurchase = (id: number) => request('/school', 'credits/cancel', { id });
export const proformaOf = (id: number) => request('/school', 'credits/proforma', { id });
export const receiptOf = (id: number) => request('/school', 'credits/receipt', { id });
export const reserveCoupons = (payload: CouponsReservePayload) =>
  request('/school', 'coupons/reserve', payload);
export const freeCoupons = (ids: number[]) => request('/school', 'coupons/free', { ids });
export const printCoupons = (ids: number[], lang: Language) =>
  request('/school', 'coupons/print', { ids, lang });

export type SectionAction = 'activate' | 'reactivate' | 'reject';
export const changeSection = (action: SectionAction, student: number, section: SectionCode) =>
  request('/school', `section/${action}`, { student, section });

/** A page of the school's statement of account, filtered by month and kind. */
export const statementQuery = (
  filter: { from?: number; to?: number; kind?: LedgerKind },
  page: number,
) =>
  queryOptions({
    queryKey: ['school', 'credits', 'statement', filter, page],
    queryFn: () => fetchData('/school', 'account/statement', { ...filter, page }),
    placeholderData: keepPreviousData,
  });

export const statementCsv = (filter: { from?: number; to?: number; kind?: LedgerKind }) =>
  request('/school', 'account/statement-csv', filter);

/** Whether the account can take one more activation (for hints before the server says no). */
export const canActivate = (account: SchoolAccountView | undefined) =>
  account === undefined || account.activationsAvailable > 0;
