import { canOperate, positive } from '@kokpit/shared';
import { defineEvent, type EventDefinition } from '../../realtime/events.js';
import { presentFolder } from './media-files.presenter.js';
import {
  attachToQuestion,
  createFolder,
  deleteMediaFile,
  listFolder,
  removeFolder,
  renameMediaFile,
} from './media-files.service.js';

/* `/admin` events of the file browser (shared/src/realtime/admin-files.ts). */

const READS = { limit: 600, windowMs: 60_000 };
const WRITES = { limit: 240, windowMs: 60_000 };

const list = defineEvent('/admin', 'files/list', {
  policy: canOperate,
  rateLimit: READS,
  handle: async (input, ec) => positive(presentFolder(await listFolder(ec.ctx, input.folder))),
});

const folderCreate = defineEvent('/admin', 'files/folder-create', {
  policy: canOperate,
  rateLimit: WRITES,
  handle: async (input, ec) => {
    const path = await createFolder(ec.ctx, input.parent, input.name, ec.session.userId);
    return positive(presentFolder(await listFolder(ec.ctx, path)));
  },
});

const folderDelete = defineEvent('/admin', 'files/folder-delete', {
  policy: canOperate,
  rateLimit: WRITES,
  handle: async (input, ec) => {
    await removeFolder(ec.ctx, input.path, ec.session.userId);
    return positive({});
  },
});

const rename = defineEvent('/admin', 'files/rename', {
  policy: canOperate,
  rateLimit: WRITES,
  handle: async (input, ec) => {
    const folder = await renameMediaFile(ec.ctx, input.name, input.to, ec.session.userId);
    return positive(presentFolder(await listFolder(ec.ctx, folder)));
  },
});

const remove = defineEvent('/admin', 'files/delete', {
  policy: canOperate,
  rateLimit: WRITES,
  handle: async (input, ec) => {
    const folder = await deleteMediaFile(ec.ctx, input.name, ec.session.userId);
    return positive(presentFolder(await listFolder(ec.ctx, folder)));
  },
});

const attach = defineEvent('/admin', 'files/attach', {
  policy: canOperate,
  rateLimit: WRITES,
  handle: async (input, ec) => {
    await attachToQuestion(ec.ctx, input.question, input.name, ec.session.userId);
    return positive({});
  },
});

export const mediaFilesEvents: EventDefinition<'/admin'>[] = [
  list,
  folderCreate,
  folderDelete,
  rename,
  remove,
  attach,
];
