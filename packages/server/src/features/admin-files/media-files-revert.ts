import { ResultCode } from '@kokpit/shared';
import { AppError } from '../../core/app-error.js';
import type { Db } from '../../db/database.js';
import {
  isKeptBytes,
  portable,
  restorable,
  type AuditEntry,
  type AuditReverter,
} from '../admin/admin-audit-reverters.js';
import {
  deleteFile,
  deleteFolder,
  findFile,
  findPictureRow,
  folderExists,
  folderHoldsAnything,
  folderRowExists,
  insertFile,
  insertFolder,
  questionsShowing,
  renameFile,
} from './media-files.repository.js';

/*
 * Reverting the file browser's audit entries (entity `media`) from the audit screen. A picture's
 * entry (key {name}) holds its state before and after: a deletion keeps the whole row with the
 * bytes, so the picture can come back; a rename holds both names. A folder's entry (key {path})
 * holds the path. Each revert checks the file browser is still as the entry left it and refuses
 * with the audit's "changed since" message otherwise; its own entry is the opposite change, so
 * reverting it redoes what the first one did.
 */

type State = Record<string, unknown> | null;

const changedSince = () => new AppError(ResultCode.general, 'admin.revertConflict');

/** A picture's row as a revert's entry shows it: everything but the bytes, with their size. */
function described(row: Record<string, unknown>): Record<string, unknown> {
  const { bytes, ...rest } = row;
  return { ...rest, size: bytes instanceof Uint8Array ? bytes.length : null };
}

/** A picture's entry before → after, as the picture's name moved. */
async function undoRename(db: Db, before: Record<string, unknown>, after: Record<string, unknown>) {
  const now = String(after.name);
  const back = String(before.name);
  if (!(await findFile(db, now)) || (await findFile(db, back))) throw changedSince();
  // The questions that show it follow, as with a rename made in the file browser.
  await renameFile(db, now, back, Date.now());
  return { key: { name: now }, details: { before: { name: now }, after: { name: back } } };
}

/** Undoes an upload (or the revert of a deletion): the picture goes if it is still the same. */
async function undoCreation(db: Db, after: Record<string, unknown>, made: string[]) {
  const name = String(after.name);
  const row = await findPictureRow(db, name);
  if (!row || (after.sha256 !== undefined && row.sha256 !== after.sha256)) throw changedSince();
  const showing = await questionsShowing(db, name);
  if (showing > 0) throw new AppError(ResultCode.general, 'admin.files.inUse', { count: showing });
  await deleteFile(db, name);
  // Folders the revert of a deletion made again go too, deepest first, if nothing is in them.
  for (const path of [...made].reverse()) {
    if (!(await folderHoldsAnything(db, path))) await deleteFolder(db, path);
  }
  return { key: { name }, details: { before: portable(row), after: null } };
}

/** Undoes a deletion: the picture comes back, bytes and all, if its name is still free. */
async function undoDeletion(db: Db, before: Record<string, unknown>) {
  const row = restorable(before);
  const name = String(row.name);
  if (!(row.bytes instanceof Uint8Array))
    throw new AppError(ResultCode.notFound, 'admin.files.notFound');
  if (await findFile(db, name)) throw changedSince();
  const folder = String(row.folder ?? '');
  const made = await makeFolders(db, folder);
  const stored = await insertFile(db, {
    name,
    folder,
    contentType: String(row.content_type),
    sha256: String(row.sha256),
    bytes: Buffer.from(row.bytes),
    at: Number(row.updated_at),
  });
  if (!stored) throw changedSince();
  return {
    key: { name },
    details: { before: null, after: described(row), ...(made.length > 0 && { folders: made }) },
  };
}

/** The folder and those above it that no longer exist, made again, top first. */
async function makeFolders(db: Db, folder: string): Promise<string[]> {
  const made: string[] = [];
  const parts = folder === '' ? [] : folder.split('/');
  for (let i = 1; i <= parts.length; i++) {
    const path = parts.slice(0, i).join('/');
    if (await folderExists(db, path)) continue;
    await insertFolder(db, path, Date.now());
    made.push(path);
  }
  return made;
}

async function revertPicture(db: Db, before: State, after: State, made: string[]) {
  if (before && after) return undoRename(db, before, after);
  if (after) return undoCreation(db, after, made);
  if (before) return undoDeletion(db, before);
  throw changedSince();
}

async function revertFolder(db: Db, path: string, before: State, after: State) {
  if (after && !before) {
    if (!(await folderRowExists(db, path))) throw changedSince();
    if (await folderHoldsAnything(db, path)) {
      throw new AppError(ResultCode.general, 'admin.files.folderNotEmpty');
    }
    await deleteFolder(db, path);
    return { key: { path }, details: { before: { path }, after: null } };
  }
  if (before && !after) {
    if (await folderRowExists(db, path)) throw changedSince();
    const parent = path.includes('/') ? path.slice(0, path.lastIndexOf('/')) : '';
    if (!(await folderExists(db, parent))) {
      throw new AppError(ResultCode.notFound, 'admin.files.folderNotFound');
    }
    await insertFolder(db, path, Date.now());
    return { key: { path }, details: { before: null, after: { path } } };
  }
  throw changedSince();
}

export const mediaAuditReverter: AuditReverter = {
  revertable({ key, details: { before, after } }: AuditEntry): boolean {
    if (typeof key.path === 'string') return (before === null) !== (after === null);
    if (typeof key.name !== 'string') return false;
    // A deletion logged before the bytes were kept cannot bring the picture back.
    return after !== null || (before !== null && isKeptBytes(before.bytes));
  },
  async revert(db: Db, { key, details }: AuditEntry): Promise<AuditEntry> {
    if (typeof key.path === 'string') {
      return revertFolder(db, key.path, details.before, details.after);
    }
    return revertPicture(db, details.before, details.after, details.folders ?? []);
  },
};
