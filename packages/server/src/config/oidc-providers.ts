import { z } from 'zod';

/** An OpenID Connect provider users may sign in with (docs/SOCIAL-SIGN-IN.md). */
export interface OidcProvider {
  /** Lower-case id used in URLs and stored in user_identities.provider. */
  id: string;
  /** The name on the button ("Google"); defaults to the id, capitalised. */
  name: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
}

const providerSchema = z.object({
  ISSUER: z.url({ error: 'must be the issuer URL (https://…)' }),
  CLIENT_ID: z.string({ error: 'is required' }).min(1, { error: 'is required' }),
  CLIENT_SECRET: z.string({ error: 'is required' }).min(1, { error: 'is required' }),
  NAME: z.string().max(40).optional(),
});

/**
 * OIDC_PROVIDERS lists the provider ids (`google,microsoft`); each has OIDC_<ID>_ISSUER,
 * OIDC_<ID>_CLIENT_ID, OIDC_<ID>_CLIENT_SECRET and optionally OIDC_<ID>_NAME. Returns the
 * providers, or the problems found, named after the variables.
 */
export function parseOidcProviders(env: Record<string, string | undefined>): {
  providers: OidcProvider[];
  issues: string[];
} {
  const ids = (env.OIDC_PROVIDERS ?? '')
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);
  const providers: OidcProvider[] = [];
  const issues: string[] = [];
  for (const id of new Set(ids)) {
    if (!/^[a-z][a-z0-9]{0,31}$/.test(id)) {
      issues.push(`OIDC_PROVIDERS: "${id}" is not a provider id (letters and digits)`);
      continue;
    }
    const prefix = `OIDC_${id.toUpperCase()}_`;
    const parsed = providerSchema.safeParse({
      ISSUER: env[`${prefix}ISSUER`],
      CLIENT_ID: env[`${prefix}CLIENT_ID`],
      CLIENT_SECRET: env[`${prefix}CLIENT_SECRET`],
      NAME: env[`${prefix}NAME`],
    });
    if (!parsed.success) {
      for (const i of parsed.error.issues)
        issues.push(`${prefix}${i.path.join('.')}: ${i.message}`);
      continue;
    }
    const p = parsed.data;
    providers.push({
      id,
      name: p.NAME ?? id.charAt(0).toUpperCase() + id.slice(1),
      issuer: p.ISSUER,
      clientId: p.CLIENT_ID,
      clientSecret: p.CLIENT_SECRET,
    });
  }
  return { providers, issues };
}
