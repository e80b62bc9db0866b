import {
  fileAttachPayload,
  fileDeletePayload,
  fileRenamePayload,
  filesListPayload,
  folderCreatePayload,
  folderDeletePayload,
  type FolderView,
} from '../schemas/admin-files.js';
import { event, reply, type EmptyReply, type NamespaceContract } from './contract.js';

/**
 * The back office's file browser over the pictures in the database (issue 20 item 6). Uploads
 * go over REST (`POST /api/{product}/v1.0/admin/files`, raw bytes, with progress); the rest here.
 */
export const adminFilesContract = {
  'files/list': event(filesListPayload, reply<FolderView>()),
  'files/folder-create': event(folderCreatePayload, reply<FolderView>()),
  'files/folder-delete': event(folderDeletePayload, reply<EmptyReply>()),
  'files/rename': event(fileRenamePayload, reply<FolderView>()),
  'files/delete': event(fileDeletePayload, reply<FolderView>()),
  'files/attach': event(fileAttachPayload, reply<EmptyReply>()),
} satisfies NamespaceContract;
