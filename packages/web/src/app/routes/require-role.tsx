import { Limits, type Role } from '@kokpit/shared';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet } from 'react-router';
import { PageSkeleton } from '../../components/ui/page-skeleton';
import { getSessionSnapshot, hasRole, useSession } from '../../lib/session';

const POLL_MS = Limits.routeGuardWaitMs / Limits.routeGuardPolls;

/**
 * Lets a route through only for a user with the role (SPEC §6). While a session may still be
 * restoring it waits up to 5 s, looking 4 times, then sends the visitor to `/` (SPEC §2, §9), or
 * to `fallback` (the back office's own sign-in).
 */
export function RequireRole({ role, fallback = '/' }: { role: Role; fallback?: string }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const allowed = hasRole(user, role);
  const wasAllowed = useRef(false);
  const [gaveUp, setGaveUp] = useState(false);
  if (allowed) wasAllowed.current = true;

  useEffect(() => {
    if (allowed) return;
    let polls = 0;
    const timer = window.setInterval(() => {
      polls += 1;
      if (hasRole(getSessionSnapshot().user, role)) {
        window.clearInterval(timer);
      } else if (polls >= Limits.routeGuardPolls) {
        window.clearInterval(timer);
        setGaveUp(true);
      }
    }, POLL_MS);
    return () => window.clearInterval(timer);
  }, [allowed, role]);

  if (allowed) return <Outlet />;
  // Signed out while here (sign-out, or pushed out from another device): leave at once.
  if (gaveUp || wasAllowed.current) return <Navigate to={fallback} replace />;
  return <PageSkeleton label={t('loading.session')} />;
}
