import { sql } from 'kysely';
import type { Db, Dialect } from '../../db/database.js';

/* The file browser's rows: pictures (bytes in the database) and the folders they sit in. */

export interface MediaFileRow {
  name: string;
  folder: string;
  contentType: string;
  sha256: string;
  size: number;
  updatedAt: number;
}

const sizeOf = (dialect: Dialect) =>
  dialect === 'postgres' ? sql<number>`octet_length(bytes)` : sql<number>`length(bytes)`;

export async function listFiles(db: Db, dialect: Dialect, folder: string): Promise<MediaFileRow[]> {
  const rows = await db
    .selectFrom('pictures')
    .select([
      'name',
      'folder',
      'content_type as contentType',
      'sha256',
      sizeOf(dialect).as('size'),
      'updated_at as updatedAt',
    ])
    .where('folder', '=', folder)
    .orderBy('name')
    .limit(1000)
    .execute();
  return rows.map((r) => ({ ...r, size: Number(r.size), updatedAt: Number(r.updatedAt) }));
}

/** Folders directly under `parent`: those created and those only files name. */
export async function childFolders(db: Db, parent: string): Promise<string[]> {
  const prefix = parent === '' ? '' : `${parent}/`;
  const like = `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const [made, used] = await Promise.all([
    db
      .selectFrom('media_folders')
      .select('path')
      .where(sql<boolean>`path like ${like} escape '\\'`)
      .execute(),
    db
      .selectFrom('pictures')
      .select('folder as path')
      .distinct()
      .where('folder', '<>', '')
      .where(sql<boolean>`folder like ${like} escape '\\'`)
      .execute(),
  ]);
  const names = new Set<string>();
  for (const { path } of [...made, ...used]) {
    const rest = path.slice(prefix.length);
    if (rest) names.add(rest.split('/')[0]!);
  }
  return [...names].sort();
}

export async function folderExists(db: Db, path: string): Promise<boolean> {
  if (path === '') return true;
  const like = `${path.replace(/[\\%_]/g, (c) => `\\${c}`)}/%`;
  const [made, used] = await Promise.all([
    db.selectFrom('media_folders').select('path').where('path', '=', path).executeTakeFirst(),
    db
      .selectFrom('pictures')
      .select('name')
      .where((eb) =>
        eb.or([eb('folder', '=', path), sql<boolean>`folder like ${like} escape '\\'`]),
      )
      .limit(1)
      .executeTakeFirst(),
  ]);
  return made !== undefined || used !== undefined;
}

export async function insertFolder(db: Db, path: string, at: number): Promise<void> {
  await db
    .insertInto('media_folders')
    .values({ path, created_at: at })
    .onConflict((oc) => oc.column('path').doNothing())
    .execute();
}

/** Whether anything sits in or under the folder (files or folders). */
export async function folderHoldsAnything(db: Db, path: string): Promise<boolean> {
  const like = `${path.replace(/[\\%_]/g, (c) => `\\${c}`)}/%`;
  const [file, folder] = await Promise.all([
    db
      .selectFrom('pictures')
      .select('name')
      .where((eb) =>
        eb.or([eb('folder', '=', path), sql<boolean>`folder like ${like} escape '\\'`]),
      )
      .limit(1)
      .executeTakeFirst(),
    db
      .selectFrom('media_folders')
      .select('path')
      .where(sql<boolean>`path like ${like} escape '\\'`)
      .limit(1)
      .executeTakeFirst(),
  ]);
  return file !== undefined || folder !== undefined;
}

export async function deleteFolder(db: Db, path: string): Promise<void> {
  await db.deleteFrom('media_folders').where('path', '=', path).execute();
}

export async function findFile(
  db: Db,
  name: string,
): Promise<{ name: string; folder: string; contentType: string } | undefined> {
  return db
    .selectFrom('pictures')
    .select(['name', 'folder', 'content_type as contentType'])
    .where('name', '=', name)
    .executeTakeFirst();
}

/** A picture's whole row, bytes included (what its audit entry keeps to put it back). */
export async function findPictureRow(
  db: Db,
  name: string,
): Promise<Record<string, unknown> | undefined> {
  return db
    .selectFrom('pictures')
    .select(['name', 'folder', 'content_type', 'sha256', 'bytes', 'updated_at'])
    .where('name', '=', name)
    .executeTakeFirst();
}

/** Whether the folder has its own row (a folder created here, not one only pictures name). */
export async function folderRowExists(db: Db, path: string): Promise<boolean> {
  const row = await db
    .selectFrom('media_folders')
    .select('path')
    .where('path', '=', path)
    .executeTakeFirst();
  return row !== undefined;
}

/** Stores a new file; false when the name is taken (names are the pictures' keys). */
export async function insertFile(
  db: Db,
  f: {
    name: string;
    folder: string;
    contentType: string;
    sha256: string;
    bytes: Buffer;
    at: number;
  },
): Promise<boolean> {
  const row = await db
    .insertInto('pictures')
    .values({
      name: f.name,
      folder: f.folder,
      content_type: f.contentType,
      sha256: f.sha256,
      bytes: f.bytes,
      updated_at: f.at,
    })
    .onConflict((oc) => oc.column('name').doNothing())
    .returning('name')
    .executeTakeFirst();
  return row !== undefined;
}

/** Renames a file and the questions that show it, in the caller's transaction. */
export async function renameFile(db: Db, from: string, to: string, at: number): Promise<void> {
  await db
    .updateTable('pictures')
    .set({ name: to, updated_at: at })
    .where('name', '=', from)
    .execute();
  await db
    .updateTable('questions')
    .set({ photo: to, updated_at: at })
    .where('photo', '=', from)
    .execute();
}

export async function questionsShowing(db: Db, name: string): Promise<number> {
  const row = await db
    .selectFrom('questions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('photo', '=', name)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function deleteFile(db: Db, name: string): Promise<void> {
  await db.deleteFrom('pictures').where('name', '=', name).execute();
}

export async function setQuestionPhoto(
  db: Db,
  questionId: number,
  name: string | null,
  at: number,
): Promise<string | null | undefined> {
  const before = await db
    .selectFrom('questions')
    .select('photo')
    .where('id', '=', questionId)
    .executeTakeFirst();
  if (!before) return undefined;
  await db
    .updateTable('questions')
    .set({ photo: name, updated_at: at })
    .where('id', '=', questionId)
    .execute();
  return before.photo;
}
