import type { Page } from '@playwright/test';

/** A person at the local OpenID provider (server/src/test/oidc-provider.ts). */
export interface LocalPerson {
  sub: string;
  email: string;
  givenName: string;
  familyName: string;
}

let counter = 0;

/** A person no Kokpit account knows yet. */
export function newPerson(givenName = 'Ελένη', familyName = 'Παππά'): LocalPerson {
  counter += 1;
  const id = `${Date.now().toString(36)}${process.pid}${counter}`;
  return { sub: `e2e-${id}`, email: `oidc.${id}@example.org`, givenName, familyName };
}

/** Makes `person` the one who signs in at the local provider in this page's browser. */
export async function signInAtProviderAs(page: Page, person: LocalPerson): Promise<void> {
  const value = Buffer.from(JSON.stringify(person)).toString('base64url');
  await page
    .context()
    .addCookies([{ name: 'local_oidc_account', value, domain: '127.0.0.1', path: '/' }]);
}
