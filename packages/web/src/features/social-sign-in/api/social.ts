import { isSitePath, type Language, type SocialSignupForm } from '@kokpit/shared';
import { queryOptions } from '@tanstack/react-query';
import { fetchData } from '../../../lib/query-client';
import { request } from '../../../lib/socket';

/** The configured providers (none: no buttons). They change only with the server's config. */
export const providersQuery = () =>
  queryOptions({
    queryKey: ['social', 'providers'],
    queryFn: () => fetchData('/app', 'social/providers'),
    staleTime: Infinity,
  });

/** The signed-in account's linked identities. */
export const identitiesQuery = () =>
  queryOptions({
    queryKey: ['social', 'identities'],
    queryFn: () => fetchData('/app', 'social/identities'),
  });

/** Where a provider's button sends the browser (the server's start route). */
export function startHref(
  startUrl: string,
  options: { lang: Language; intent?: 'link'; rememberMe?: boolean },
): string {
  const query = new URLSearchParams({ lang: options.lang });
  if (options.intent) query.set('intent', options.intent);
  if (options.rememberMe) query.set('rememberMe', '1');
  return `${startUrl}?${query.toString()}`;
}

export const completeSocialSignIn = (ticket: string, forceUnique = false) =>
  request('/app', 'social/complete', { ticket, ...(forceUnique ? { forceUnique: true } : {}) });

export const socialSignUp = (ticket: string, form: SocialSignupForm) =>
  request('/app', 'social/sign-up', { ticket, form });

export const unlinkIdentity = (provider: string) => request('/app', 'social/unlink', { provider });

/** Where to come back after linking from the profile (this tab only). */
const RETURN_KEY = 'social-return';

export function rememberReturn(path: string): void {
  sessionStorage.setItem(RETURN_KEY, path);
}

export function takeReturn(): string | null {
  const path = sessionStorage.getItem(RETURN_KEY);
  sessionStorage.removeItem(RETURN_KEY);
  // Only a path of this app, never another site.
  return path && isSitePath(path) ? path : null;
}
