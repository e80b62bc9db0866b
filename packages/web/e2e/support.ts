import { io, type Socket } from 'socket.io-client';
import { expect, test, type Page } from '@playwright/test';

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

/**
 * Signs in without the home page, for journeys that are not about signing in: an `auth` on a
 * socket of our own (other devices signed out, unless `keepOtherDevices`: demo accounts are
 * shared by journeys and would reach the session limit), then the token handed to `POST /session` from
 * the page's own browser context, which sets its HttpOnly cookie and marker as the web's own
 * sign-in does; then opens `landing` and waits for its heading, if given. The home page's sign-in form is
 * journeyed in sign-in.spec.ts and session.spec.ts.
 */
export async function signInWithSession(
  page: Page,
  username: string,
  landing: { path: string; heading?: string | RegExp; keepOtherDevices?: boolean },
): Promise<void> {
  const baseURL = test.info().project.use.baseURL!;
  const socket = await connectApp(baseURL);
  let token: string;
  try {
    const reply = (await socket.emitWithAck('auth', {
      username,
      password: DEMO_PASSWORD,
      forceUnique: !landing.keepOtherDevices,
    })) as { isPositive: boolean; message: string; data: { token: string } };
    expect(reply.isPositive, reply.message).toBe(true);
    token = reply.data.token;
  } finally {
    socket.disconnect();
  }
  const stored = await page.context().request.post(`${baseURL}/session`, {
    headers: { 'x-api-token': token },
  });
  expect(stored.ok(), await stored.text()).toBe(true);
  await page.goto(landing.path);
  if (landing.heading) await expect(mainHeading(page)).toHaveText(landing.heading);
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
