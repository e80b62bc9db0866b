import { z } from 'zod';
import { idField } from './fields.js';

/*
 * The file browser's payloads (issue 20 item 6). Paths arrive as plain strings and are judged
 * by the shared media-path rules on the server, so that every way out of the root gets the same
 * file-system error rather than a validation message that describes the trick.
 */

const pathText = z
  .string({ error: 'admin.files.fileSystemError' })
  .max(1000, { error: 'admin.files.fileSystemError' })
  // A control character (NUL above all) in a path is a trick like any other way out.
  // eslint-disable-next-line no-control-regex -- control characters are what this refuses.
  .refine((path) => !/[\u0000-\u001f\u007f]/.test(path), {
    error: 'admin.files.fileSystemError',
  });

export const filesListPayload = z.strictObject({ folder: pathText.default('') });
export type FilesListPayload = z.input<typeof filesListPayload>;

export const folderCreatePayload = z.strictObject({ parent: pathText, name: pathText });
export type FolderCreatePayload = z.input<typeof folderCreatePayload>;

export const folderDeletePayload = z.strictObject({ path: pathText });
export type FolderDeletePayload = z.input<typeof folderDeletePayload>;

export const fileRenamePayload = z.strictObject({ name: pathText, to: pathText });
export type FileRenamePayload = z.input<typeof fileRenamePayload>;

export const fileDeletePayload = z.strictObject({ name: pathText });
export type FileDeletePayload = z.input<typeof fileDeletePayload>;

/** Shows a stored picture with a question; `name` null takes its picture away. */
export const fileAttachPayload = z.strictObject({ question: idField, name: pathText.nullable() });
export type FileAttachPayload = z.input<typeof fileAttachPayload>;

export interface MediaFileView {
  name: string;
  folder: string;
  contentType: string;
  size: number;
  updatedAt: number;
  /** Where the picture is served (the same on every node), with its version. */
  url: string;
}
export interface FolderView {
  /** The folder shown ('' is the root). */
  folder: string;
  /** Names of the folders directly inside it. */
  folders: string[];
  files: MediaFileView[];
}
