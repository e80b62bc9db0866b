import { join } from 'node:path';
import Database from 'better-sqlite3';
import { expect, type Page } from '@playwright/test';
import { io } from 'socket.io-client';
import { connectApp, DEMO_PASSWORD, signInWithSession } from './support';

/*
 * Helpers of the school portal's journeys. Each journey makes its own school through the
 * public `signup` event, so none shares the demo school's students, credits or coupons.
 */

export interface Envelope<T = unknown> {
  isPositive: boolean;
  code: number;
  message: string;
  data: T;
}

/** One `/app` event over a socket of its own; `headers` go with its handshake. */
export async function emitApp<T>(
  baseURL: string,
  event: string,
  payload: unknown,
  headers?: Record<string, string>,
): Promise<Envelope<T>> {
  const socket = io(`${baseURL}/app`, {
    transports: ['websocket'],
    auth: { lang: 'el' },
    // Headers go with a connection of its own, never one shared with an earlier call.
    ...(headers ? { extraHeaders: headers, forceNew: true } : {}),
  });
  try {
    return (await socket.timeout(10_000).emitWithAck(event, payload)) as Envelope<T>;
  } finally {
    socket.disconnect();
  }
}

export interface TestSchool {
  username: string;
  schoolId: number;
  prefix: string;
  name: string;
}

/**
 * A new school, waiting for the operators' approval as every new school does. It is placed
 * far from the demo school, so it is not the nearest school of any other journey.
 */
export async function signUpSchool(baseURL: string, tag: string): Promise<TestSchool> {
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const username = `${tag}${stamp}`.slice(0, 30);
  const name = `Σχολή ${tag} ${stamp}`;
  // The prefix is unique per school; another journey may take the same one at the same time.
  for (let attempt = 0; attempt < 10; attempt++) {
    const prefix = String(2000 + Math.floor(Math.random() * 8000));
    const reply = await emitApp<{ schoolId: number }>(baseURL, 'signup', {
      kind: 'school',
      form: {
        username,
        email: `${username}@example.com`,
        password: DEMO_PASSWORD,
        passwordConfirm: DEMO_PASSWORD,
        name,
        managerName: 'Γιώργος Δοκιμαστής',
        address: 'Μεγάλου Αλεξάνδρου 10',
        city: 'Φλώρινα',
        phone: '2385012345',
        location: { lat: 40.78, lng: 21.41 },
        couponPrefix: prefix,
      },
    });
    if (reply.isPositive) return { username, schoolId: reply.data.schoolId, prefix, name };
    if (!/πρόθεμα|prefix/i.test(reply.message)) throw new Error(reply.message);
  }
  throw new Error('no free coupon prefix');
}

/**
 * The operators approve the school. Their back office comes in a later issue; until then the
 * journeys do what it will do, on the journeys' own database.
 */
export function approveSchool(schoolId: number): void {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set (see playwright.config.ts)');
  const db = new Database(join(dataDir, 'e2e.db'));
  try {
    db.pragma('busy_timeout = 5000');
    db.prepare('update schools set status = 1 where id = ?').run(schoolId);
  } finally {
    db.close();
  }
}

/** The school's public page address part (`/{lang}/schools/{slug}`), read from the database. */
export function schoolSlug(schoolId: number): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set (see playwright.config.ts)');
  const db = new Database(join(dataDir, 'e2e.db'), { readonly: true });
  try {
    const row = db.prepare('select slug from schools where id = ?').get(schoolId) as
      { slug: string | null } | undefined;
    if (!row?.slug) throw new Error(`school ${schoolId} has no slug`);
    return row.slug;
  } finally {
    db.close();
  }
}

/** A student who signs up naming the school (pending until it approves) or with a coupon. */
export async function signUpStudentOf(
  baseURL: string,
  tag: string,
  link: { schoolId?: number; coupon?: string },
): Promise<{ username: string; lastName: string }> {
  const username = `${tag}${Date.now().toString(36)}${Math.floor(Math.random() * 1e3)}`;
  const lastName = `Μαθητής${username.slice(-5)}`;
  const reply = await emitApp(baseURL, 'signup', {
    kind: 'student',
    form: {
      username,
      email: `${username}@example.com`,
      password: DEMO_PASSWORD,
      passwordConfirm: DEMO_PASSWORD,
      firstName: 'Νίκος',
      lastName,
      section: 'car',
      ...link,
    },
  });
  expect(reply.isPositive, reply.message).toBe(true);
  return { username, lastName };
}

/**
 * The school accepts a student's request to join through its own events, as its page's
 * "Approve" does, from a session of its own that it ends after.
 */
export async function approveStudentOf(
  baseURL: string,
  school: TestSchool,
  student: { username: string },
): Promise<void> {
  const app = await connectApp(baseURL);
  try {
    const auth = (await app.emitWithAck('auth', {
      username: school.username,
      password: DEMO_PASSWORD,
    })) as Envelope<{ token: string }>;
    expect(auth.isPositive, auth.message).toBe(true);
    const portal = io(`${baseURL}/school`, {
      transports: ['websocket'],
      forceNew: true,
      auth: { token: auth.data.token, lang: 'el' },
    });
    try {
      const ask = async <T>(event: string, payload: unknown) =>
        (await portal.timeout(10_000).emitWithAck(event, payload)) as Envelope<T>;
      const list = await ask<{ rows: { id: number; username: string }[] }>('students/list', {
        status: 'pending',
        search: student.username,
      });
      const row = list.data.rows.find((r) => r.username === student.username);
      expect(row, `${student.username} waits for the school`).toBeDefined();
      const approved = await ask('students/approve', { id: row!.id });
      expect(approved.isPositive, approved.message).toBe(true);
    } finally {
      portal.disconnect();
    }
    await app.emitWithAck('signout');
  } finally {
    app.disconnect();
  }
}

/** Signs in (other sessions signed out) and waits for the page a school lands on. */
export async function signInSchool(page: Page, username: string, heading = 'Μαθητές') {
  await signInWithSession(page, username, { path: '/el/school', heading });
}

/**
 * Buys credits through the account bar's dialog (usable at once, provisional for 5 days): the
 * price shown, then the purchase confirmed with its total.
 */
export async function buyCredits(page: Page, amount: number) {
  await page.getByRole('button', { name: 'Αγορά μονάδων' }).click();
  const dialog = page.getByRole('dialog', { name: 'Αγορά μονάδων' });
  await dialog.getByLabel('Μονάδες', { exact: true }).fill(String(amount));
  await expect(dialog.getByTestId('credits-quote')).toBeVisible();
  await dialog.getByRole('button', { name: 'Αγορά', exact: true }).click();
  await dialog.getByRole('button', { name: /^Αγορά με / }).click();
  await expect(dialog.getByTestId('pending-purchase').last()).toContainText(`${amount} μονάδες`);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('credits')).not.toHaveText('0');
}

/** The row (table) or card (phone) of a student in the list on screen. */
export function studentEntry(page: Page, name: string) {
  return page.locator('tr, li').filter({ hasText: name });
}
