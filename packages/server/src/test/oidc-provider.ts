import { generateKeyPairSync } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/** A browser's choice of account: base64url JSON of a LocalAccount, on the provider's host. */
export const ACCOUNT_COOKIE = 'local_oidc_account';

/** The cookie's account; one whose sub is `deny` refuses the sign-in. */
function accountFromCookie(req: IncomingMessage): LocalAccount | 'deny' | null {
  const raw = String(req.headers.cookie ?? '')
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${ACCOUNT_COOKIE}=`));
  if (!raw) return null;
  try {
    const a = JSON.parse(Buffer.from(raw.slice(ACCOUNT_COOKIE.length + 1), 'base64url').toString()) as LocalAccount; // prettier-ignore
    if (a.sub === 'deny') return 'deny';
    return typeof a.sub === 'string' && typeof a.email === 'string' ? a : null;
  } catch {
    return null;
  }
}

/** A person with an account at the local provider. */
export interface LocalAccount {
  sub: string;
  email: string;
  givenName: string;
  familyName: string;
}

export interface LocalOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /**
   * Who signs in at the next authorization request; `deny` refuses it (access_denied). A
   * browser may name its own with the cookie ACCOUNT_COOKIE (the journeys, whose provider
   * runs in another process).
   */
  signInAs: (account: LocalAccount | 'deny') => void;
  /** Registers Kokpit's callback once the Kokpit server's address is known. */
  allowRedirect: (uri: string) => void;
  close: () => Promise<void>;
}

/**
 * A real OpenID Connect provider (`oidc-provider`) on 127.0.0.1 with one static client, for
 * the tests and journeys of social sign-in. Its interaction is answered at once as whoever
 * `signInAs` named (no login page to drive): the OIDC exchanges themselves, authorization
 * code, PKCE, ID token, are the real thing.
 */
export async function startLocalOidcProvider(
  port = 0,
  redirectUris: string[] = [],
): Promise<LocalOidcProvider> {
  let handler: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => {
    res.statusCode = 503;
    res.end();
  };
  const server: Server = createServer((req, res) => handler(req, res));
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = 'kokpit';
  const clientSecret = 'kokpit-local-secret-0123456789abcdef';
  const accounts = new Map<string, LocalAccount>();
  let next: LocalAccount | 'deny' = {
    sub: 'local-1',
    email: 'local@example.org',
    givenName: 'Local',
    familyName: 'User',
  };
  const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' }); // prettier-ignore

  const build = () => {
    const p = new Provider(issuer, {
      clients: [
        {
          client_id: clientId,
          client_secret: clientSecret,
          redirect_uris: [...redirectUris],
          grant_types: ['authorization_code'],
          response_types: ['code'],
          token_endpoint_auth_method: 'client_secret_post',
        },
      ],
      pkce: { required: () => true },
      claims: {
        openid: ['sub'],
        email: ['email', 'email_verified'],
        profile: ['name', 'given_name', 'family_name'],
      },
      cookies: { keys: ['local-provider-cookie-key'] },
      jwks: { keys: [{ ...signingKey, kid: 'local', use: 'sig', alg: 'RS256' }] },
      features: { devInteractions: { enabled: false } },
      findAccount: (_ctx, id) => {
        const a = accounts.get(id);
        if (!a) return undefined;
        return {
          accountId: id,
          claims: () => ({
            sub: a.sub,
            email: a.email,
            email_verified: true,
            given_name: a.givenName,
            family_name: a.familyName,
            name: `${a.givenName} ${a.familyName}`,
          }),
        };
      },
    });
    const callback = p.callback();
    handler = (req, res) => {
      if (req.url?.startsWith('/interaction/')) void interact(p, req, res);
      else void callback(req, res);
    };
    return p;
  };

  /** Answers the login and consent prompts at once, as the account named by signInAs. */
  async function interact(p: Provider, req: IncomingMessage, res: ServerResponse) {
    try {
      const details = await p.interactionDetails(req, res);
      const chosen = accountFromCookie(req) ?? next;
      if (chosen === 'deny') {
        await p.interactionFinished(req, res, { error: 'access_denied' });
        return;
      }
      if (details.prompt.name === 'login') {
        accounts.set(chosen.sub, chosen);
        await p.interactionFinished(req, res, { login: { accountId: chosen.sub } });
        return;
      }
      const grant = details.grantId
        ? await p.Grant.find(details.grantId)
        : new p.Grant({
            accountId: details.session?.accountId ?? '',
            clientId: String(details.params.client_id),
          });
      if (!grant) throw new Error('no grant');
      grant.addOIDCScope('openid email profile');
      const grantId = await grant.save();
      await p.interactionFinished(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true }); // prettier-ignore
    } catch (error) {
      res.statusCode = 500;
      res.end(String(error));
    }
  }

  build();
  return {
    issuer,
    clientId,
    clientSecret,
    signInAs: (account) => {
      next = account;
    },
    allowRedirect: (uri) => {
      redirectUris.push(uri);
      build();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
