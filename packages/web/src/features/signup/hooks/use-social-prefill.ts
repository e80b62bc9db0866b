import type { SocialClaimsView } from '@kokpit/shared';
import { useLocation } from 'react-router';

/** A sign-up opened by a social sign-in with an identity we do not know (SPEC §1). */
export interface SocialPrefill {
  ticket: string;
  claims: SocialClaimsView;
}

function isPrefill(value: unknown): value is SocialPrefill {
  const v = value as Partial<SocialPrefill> | null;
  return (
    typeof v?.ticket === 'string' &&
    typeof v.claims === 'object' &&
    v.claims !== null &&
    typeof v.claims.providerName === 'string'
  );
}

/** The provider's claims the social sign-in page handed over in the history state, if any. */
export function useSocialPrefill(): SocialPrefill | null {
  const state = useLocation().state as { social?: unknown } | null;
  return isPrefill(state?.social) ? state.social : null;
}
