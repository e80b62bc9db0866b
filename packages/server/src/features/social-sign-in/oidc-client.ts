import * as client from 'openid-client';
import type { OidcProvider } from '../../config/oidc-providers.js';

/** What a provider says about the person who signed in, from its ID token. */
export interface OidcClaims {
  subject: string;
  email: string;
  firstName: string;
  lastName: string;
}

/** The secrets of one trip to the provider, kept server-side until it answers. */
export interface OidcTrip {
  state: string;
  nonce: string;
  codeVerifier: string;
}

const configurations = new Map<string, Promise<client.Configuration>>();

/**
 * The provider's configuration from its discovery document, fetched once per process. A
 * failed discovery is forgotten so the next sign-in tries again. Plain http is allowed only
 * for loopback issuers (the local provider of the tests and journeys).
 */
function configurationOf(provider: OidcProvider): Promise<client.Configuration> {
  const key = `${provider.id} ${provider.issuer} ${provider.clientId}`;
  let found = configurations.get(key);
  if (!found) {
    const issuer = new URL(provider.issuer);
    const loopback = ['127.0.0.1', 'localhost', '[::1]'].includes(issuer.hostname);
    found = client.discovery(
      issuer,
      provider.clientId,
      undefined,
      client.ClientSecretPost(provider.clientSecret),
      loopback && issuer.protocol === 'http:' ? { execute: [client.allowInsecureRequests] } : {},
    );
    found.catch(() => configurations.delete(key));
    configurations.set(key, found);
  }
  return found;
}

/** A new trip: random state and nonce, and a PKCE verifier (S256). */
export function newTrip(): OidcTrip {
  return {
    state: client.randomState(),
    nonce: client.randomNonce(),
    codeVerifier: client.randomPKCECodeVerifier(),
  };
}

/** Where to send the browser: the provider's authorization endpoint with the trip's checks. */
export async function authorizationUrl(
  provider: OidcProvider,
  trip: OidcTrip,
  redirectUri: string,
  lang: string,
): Promise<URL> {
  const config = await configurationOf(provider);
  return client.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    scope: 'openid email profile',
    state: trip.state,
    nonce: trip.nonce,
    code_challenge: await client.calculatePKCECodeChallenge(trip.codeVerifier),
    code_challenge_method: 'S256',
    ui_locales: lang,
  });
}

/**
 * Exchanges the code of the provider's answer (`callbackUrl`: the redirect URI with the query
 * the browser brought) for an ID token, checking state, nonce and PKCE; throws if any fails.
 */
export async function redeemCode(
  provider: OidcProvider,
  trip: OidcTrip,
  callbackUrl: URL,
): Promise<OidcClaims> {
  const config = await configurationOf(provider);
  const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
    expectedState: trip.state,
    expectedNonce: trip.nonce,
    pkceCodeVerifier: trip.codeVerifier,
    idTokenExpected: true,
  });
  const idToken = tokens.claims();
  if (!idToken) throw new Error('no ID token');
  let claims: Record<string, unknown> = idToken;
  // Some providers keep e-mail and names out of the ID token (OIDC core 5.4): ask userinfo.
  if (!idToken.email && !idToken.name && config.serverMetadata().userinfo_endpoint) {
    const info = await client.fetchUserInfo(config, tokens.access_token, idToken.sub);
    claims = { ...info, ...idToken };
  }
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  // Only an address the provider vouches for is offered as ours.
  const email = claims.email_verified === false ? '' : text(claims.email);
  let firstName = text(claims.given_name);
  let lastName = text(claims.family_name);
  if (!firstName && !lastName) {
    const [first = '', ...rest] = text(claims.name).split(/\s+/);
    firstName = first;
    lastName = rest.join(' ');
  }
  return { subject: idToken.sub, email: email.toLowerCase(), firstName, lastName };
}
