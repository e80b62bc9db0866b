import type { SocialClaimsView, SocialIdentitiesView, SocialProviderView } from '@kokpit/shared';
import type { Config } from '../../config/config.js';
import type { OidcClaims } from './oidc-client.js';
import type { IdentityRow } from './social.repository.js';

type ProviderConfig = Pick<Config, 'oidcProviders' | 'PRODUCT'>;

export function presentProviders(config: ProviderConfig): SocialProviderView[] {
  return config.oidcProviders.map((p) => ({
    id: p.id,
    name: p.name,
    startUrl: `/api/${config.PRODUCT}/v1.0/social/${p.id}/start`,
  }));
}

const nameOf = (config: Pick<Config, 'oidcProviders'>, id: string) =>
  config.oidcProviders.find((p) => p.id === id)?.name ?? id;

/** The provider's claims as the sign-up form's prefill. */
export function presentClaims(
  config: Pick<Config, 'oidcProviders'>,
  provider: string,
  claims: OidcClaims,
): SocialClaimsView {
  return {
    provider,
    providerName: nameOf(config, provider),
    email: claims.email,
    firstName: claims.firstName,
    lastName: claims.lastName,
  };
}

export function presentIdentities(
  config: ProviderConfig,
  s: { identities: IdentityRow[]; hasPassword: boolean },
): SocialIdentitiesView {
  return {
    identities: s.identities.map((i) => ({
      provider: i.provider,
      providerName: nameOf(config, i.provider),
      email: i.email,
      linkedAt: Number(i.created_at),
    })),
    providers: presentProviders(config),
    hasPassword: s.hasPassword,
  };
}
