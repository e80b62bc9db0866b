import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { Page } from '@playwright/test';
import { signInWithSession } from './support';

/*
 * Helpers of the back office's journeys. Each journey gets an operator account of its own (the
 * demo `admin`'s password and role, copied in the journeys' database), so journeys running side
 * by side never sign each other out of a shared account.
 */

export function makeOperator(tag: string): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set (see playwright.config.ts)');
  const username = `${tag}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`.slice(
    0,
    30,
  );
  const db = new Database(join(dataDir, 'e2e.db'));
  try {
    db.pragma('busy_timeout = 5000');
    const at = Date.now();
    const { id } = db
      .prepare(
        `insert into users (username, email, password_hash, first_name, last_name, job_title,
           lang, status, is_demo, options, created_at, updated_at)
         select ?, ?, password_hash, 'Ελένη', 'Διαχειρίστρια', '', 'el', status, 0, '{}', ?, ?
         from users where username = 'admin' returning id`,
      )
      .get(username, `${username}@example.com`, at, at) as { id: number };
    db.prepare(`insert into user_roles (user_id, role) values (?, 'administrator')`).run(id);
  } finally {
    db.close();
  }
  return username;
}

/** Signs an operator in and opens one of the operator screens. */
export async function signInOwnOperator(page: Page, username: string, screen: string) {
  await signInWithSession(page, username, { path: `/el/admin/${screen}` });
}
