import { startLocalOidcProvider } from '../../server/src/test/oidc-provider';

/**
 * The local OpenID provider of the social sign-in journeys (e2e/oidc-sign-in.spec.ts), on the
 * port playwright.config.ts gives the server as OIDC_LOCAL_ISSUER. It runs here, in the runner,
 * so every worker's browsers reach the same one; each journey names its person with a cookie
 * (oidc-support.ts).
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const port = Number(process.env.E2E_PORT ?? 3101);
  const provider = await startLocalOidcProvider(port + 1000, [
    `http://127.0.0.1:${port}/api/kokpit/v1.0/social/callback`,
  ]);
  return provider.close;
}
