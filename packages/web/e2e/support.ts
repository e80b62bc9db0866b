import { io, type Socket } from 'socket.io-client';
import { expect, type Page } from '@playwright/test';

/** The password of every demo account (server/features/demo/demo-seed.ts). */
export const DEMO_PASSWORD = 'Kokpit!2026';

/** Signs in through the home page's form (Greek UI). */
export async function signInAs(
  page: Page,
  username: string,
  options: { rememberMe?: boolean } = {},
) {
  await page.goto('/el');
  await page.getByLabel('Όνομα χρήστη ή e-mail').fill(username);
  await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
  const remember = page.getByLabel('Να με θυμάσαι σε αυτή τη συσκευή');
  if (options.rememberMe) await remember.check();
  else await remember.uncheck();
  await page.getByRole('button', { name: 'Σύνδεση', exact: true }).click();
}

/** The page's main heading. */
export function mainHeading(page: Page) {
  return page.getByRole('heading', { level: 1 });
}

export async function expectSignedIn(page: Page, name: string) {
  await expect(page.getByRole('button', { name: 'Αποσύνδεση' }).first()).toBeVisible();
  await expect(page.getByText(name).first()).toBeVisible();
}

/** A socket on /app from outside the browser (another "device"), connected. */
export async function connectApp(baseURL: string): Promise<Socket> {
  const socket = io(`${baseURL}/app`, {
    transports: ['websocket'],
    forceNew: true,
    auth: { lang: 'el' },
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}

/**
 * Ends every session of the user (an `auth` that signs the other devices out, then its own
 * sign-out): a journey that failed half-way must not leave the next one at the session limit.
 */
export async function endAllSessions(baseURL: string, username: string): Promise<void> {
  const socket = await connectApp(baseURL);
  await socket.emitWithAck('auth', { username, password: DEMO_PASSWORD, forceUnique: true });
  await socket.emitWithAck('signout');
  socket.disconnect();
}
