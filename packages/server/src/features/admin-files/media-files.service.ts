import {
  bytesMatchType,
  MEDIA_MAX_BYTES,
  parseMediaFolder,
  parseMediaName,
  ResultCode,
  type MessageKey,
} from '@kokpit/shared';
import { createHash } from 'node:crypto';
import type { AppContext } from '../../core/app-context.js';
import { AppError } from '../../core/app-error.js';
import { portable } from '../admin/admin-audit-reverters.js';
import { auditOperation } from '../admin-operations/operations-audit.js';
import {
  childFolders,
  deleteFile,
  deleteFolder,
  findFile,
  findPictureRow,
  folderExists,
  folderHoldsAnything,
  insertFile,
  insertFolder,
  listFiles,
  questionsShowing,
  renameFile,
  setQuestionPhoto,
  type MediaFileRow,
} from './media-files.repository.js';

/*
 * The file browser (issue 20 item 6) over the pictures in the database. Every path that comes
 * in is parsed by the shared rules first; one that is not a path inside the root is refused
 * with the back office's file-system error (SPEC §8), whatever its trick.
 */

const fail = (key: MessageKey, code: number = ResultCode.general) => new AppError(code, key);
export const fileSystemError = () => fail('admin.files.fileSystemError');

export function folderOf(input: unknown): string {
  const folder = parseMediaFolder(input);
  if (folder === null) throw fileSystemError();
  return folder;
}

/** A plain name with another extension: not a way out, only a type we do not take. */
const OTHER_TYPE = /^[a-z0-9][a-z0-9_-]{0,99}\.[a-z0-9]{1,8}$/;

export function nameOf(input: unknown): ReturnType<typeof parseMediaName> & object {
  const parsed = parseMediaName(input);
  if (parsed) return parsed;
  if (typeof input === 'string' && OTHER_TYPE.test(input)) throw fail('admin.files.typeInvalid');
  throw fileSystemError();
}

export interface FolderListing {
  folder: string;
  folders: string[];
  files: MediaFileRow[];
}

export async function listFolder(ctx: AppContext, input: unknown): Promise<FolderListing> {
  const folder = folderOf(input);
  if (!(await folderExists(ctx.db, folder)))
    throw fail('admin.files.folderNotFound', ResultCode.notFound);
  const [folders, files] = await Promise.all([
    childFolders(ctx.db, folder),
    listFiles(ctx.db, ctx.dialect, folder),
  ]);
  return { folder, folders, files };
}

export async function createFolder(
  ctx: AppContext,
  parentInput: unknown,
  nameInput: unknown,
  actorId: number,
): Promise<string> {
  const parent = folderOf(parentInput);
  if (typeof nameInput !== 'string' || nameInput.includes('/')) throw fileSystemError();
  const path = folderOf(parent === '' ? nameInput : `${parent}/${nameInput}`);
  if (!(await folderExists(ctx.db, parent)))
    throw fail('admin.files.folderNotFound', ResultCode.notFound);
  await ctx.db.transaction().execute(async (trx) => {
    await insertFolder(trx, path, Date.now());
    await auditOperation(trx, {
      actorId,
      action: 'media.folder-create',
      table: 'media',
      key: { path },
      after: { path },
    });
  });
  return path;
}

export async function removeFolder(
  ctx: AppContext,
  pathInput: unknown,
  actorId: number,
): Promise<void> {
  const path = folderOf(pathInput);
  if (path === '') throw fileSystemError();
  if (await folderHoldsAnything(ctx.db, path)) throw fail('admin.files.folderNotEmpty');
  await ctx.db.transaction().execute(async (trx) => {
    await deleteFolder(trx, path);
    await auditOperation(trx, {
      actorId,
      action: 'media.folder-delete',
      table: 'media',
      key: { path },
      before: { path },
    });
  });
}

/** Stores an uploaded picture: its name, type, size and first bytes checked. */
export async function uploadFile(
  ctx: AppContext,
  input: { folder: unknown; name: unknown; bytes: Buffer },
  actorId: number,
): Promise<MediaFileRow> {
  const folder = folderOf(input.folder);
  const { name, contentType } = nameOf(input.name);
  if (input.bytes.length === 0) throw fail('admin.files.uploadError');
  if (input.bytes.length > MEDIA_MAX_BYTES) throw fail('admin.files.tooLarge');
  if (!bytesMatchType(input.bytes, contentType)) throw fail('admin.files.typeInvalid');
  if (!(await folderExists(ctx.db, folder)))
    throw fail('admin.files.folderNotFound', ResultCode.notFound);
  const sha256 = createHash('sha256').update(input.bytes).digest('hex');
  const at = Date.now();
  await ctx.db.transaction().execute(async (trx) => {
    if (!(await insertFile(trx, { name, folder, contentType, sha256, bytes: input.bytes, at }))) {
      throw fail('admin.files.nameTaken');
    }
    await auditOperation(trx, {
      actorId,
      action: 'media.upload',
      table: 'media',
      key: { name },
      after: { name, folder, content_type: contentType, sha256, size: input.bytes.length },
    });
  });
  return { name, folder, contentType, sha256, size: input.bytes.length, updatedAt: at };
}

/** Renames a file (its extension kept); the questions showing it follow. */
export async function renameMediaFile(
  ctx: AppContext,
  fromInput: unknown,
  toInput: unknown,
  actorId: number,
): Promise<string> {
  const from = nameOf(fromInput);
  const to = nameOf(toInput);
  if (from.contentType !== to.contentType) throw fail('admin.files.typeInvalid');
  const file = await findFile(ctx.db, from.name);
  if (!file) throw fail('admin.files.notFound', ResultCode.notFound);
  if (from.name === to.name) return file.folder;
  if (await findFile(ctx.db, to.name)) throw fail('admin.files.nameTaken');
  await ctx.db.transaction().execute(async (trx) => {
    await renameFile(trx, from.name, to.name, Date.now());
    await auditOperation(trx, {
      actorId,
      action: 'media.rename',
      table: 'media',
      key: { name: from.name },
      before: { name: from.name },
      after: { name: to.name },
    });
  });
  return file.folder;
}

/** Deletes a file no question shows (revertable: its entry keeps it); the folder it was in. */
export async function deleteMediaFile(
  ctx: AppContext,
  nameInput: unknown,
  actorId: number,
): Promise<string> {
  const { name } = nameOf(nameInput);
  const showing = await questionsShowing(ctx.db, name);
  if (showing > 0) throw new AppError(ResultCode.general, 'admin.files.inUse', { count: showing });
  return ctx.db.transaction().execute(async (trx) => {
    const row = await findPictureRow(trx, name);
    if (!row) throw fail('admin.files.notFound', ResultCode.notFound);
    await deleteFile(trx, name);
    // The whole row, bytes as base64, so a revert from the audit screen brings it back.
    await auditOperation(trx, {
      actorId,
      action: 'media.delete',
      table: 'media',
      key: { name },
      before: portable(row),
    });
    return String(row.folder);
  });
}

/** Shows a stored picture with a question (or none, with null). */
export async function attachToQuestion(
  ctx: AppContext,
  questionId: number,
  nameInput: unknown,
  actorId: number,
): Promise<void> {
  const name = nameInput === null ? null : nameOf(nameInput).name;
  if (name !== null && !(await findFile(ctx.db, name)))
    throw fail('admin.files.notFound', ResultCode.notFound);
  await ctx.db.transaction().execute(async (trx) => {
    const before = await setQuestionPhoto(trx, questionId, name, Date.now());
    if (before === undefined) throw fail('admin.files.questionNotFound', ResultCode.notFound);
    await auditOperation(trx, {
      actorId,
      action: 'media.attach',
      table: 'questions',
      key: { id: questionId },
      before: { photo: before },
      after: { photo: name },
    });
  });
}
