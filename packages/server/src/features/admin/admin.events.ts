import { positive, ResultCode, translate } from '@kokpit/shared';
import { AppError } from '../../core/app-error.js';
import type { AuthedEventContext } from '../../realtime/events.js';
import { defineAdminEvent } from './admin-event.js';
import { schemaMeta, tableMeta } from './admin-meta.js';
import { listAudit, revertAudit } from './admin-audit.service.js';
import { getRecord, listRecords, recordOptions } from './admin-records.service.js';
import { deleteSavedView, listSavedViews } from './admin-views.repository.js';
import { saveView } from './admin-views.service.js';
import { deletePlan, deleteRecord } from './admin-delete.service.js';
import { saveRecord, type Writer } from './admin-writes.service.js';
import { presentSavedView } from './admin.presenter.js';

/*
 * `/admin` records, forms, saved views and the audit log (issue 20 items 2, 3, 4, 8). Each
 * handler: validated payload → service → presenter; the pipeline has already rate limited,
 * authenticated and run `canOperate`.
 */

const writer = (ec: AuthedEventContext): Writer => ({
  actorId: ec.actor.userId,
  ip: ec.ip,
  lang: ec.lang,
});

const tables = defineAdminEvent('tables', async (_input, ec) => {
  const meta = await schemaMeta(ec.ctx);
  return positive({ tables: [...meta.tables.values()].map((t) => t.view) });
});

const table = defineAdminEvent('table', async (input, ec) =>
  positive((await tableMeta(ec.ctx, input.table)).view),
);

const list = defineAdminEvent('records/list', async (input, ec) =>
  positive(await listRecords(ec.ctx, input)),
);

const get = defineAdminEvent('records/get', async (input, ec) =>
  positive(await getRecord(ec.ctx, input.table, input.key)),
);

const save = defineAdminEvent('records/save', async (input, ec) =>
  positive(await saveRecord(ec.ctx, input, writer(ec)), translate(ec.lang, 'admin.saved')),
);

const remove = defineAdminEvent('records/delete', async (input, ec) => {
  const along = await deleteRecord(ec.ctx, input.table, input.key, input.cascade, writer(ec));
  return positive(
    {},
    along > 0
      ? translate(ec.lang, 'admin.deletedWith', { count: along })
      : translate(ec.lang, 'admin.deleted'),
  );
});

const removePlan = defineAdminEvent('records/delete-plan', async (input, ec) =>
  positive(await deletePlan(ec.ctx, input.table, input.key)),
);

const options = defineAdminEvent('records/options', async (input, ec) =>
  positive(await recordOptions(ec.ctx, input)),
);

const views = defineAdminEvent('views/list', async (input, ec) => {
  const rows = await listSavedViews(ec.ctx.db, ec.actor.userId, input.table);
  return positive({ views: rows.map(presentSavedView) });
});

const viewSave = defineAdminEvent('views/save', async (input, ec) => {
  const row = await saveView(ec.ctx, ec.actor.userId, input);
  return positive(presentSavedView(row), translate(ec.lang, 'admin.viewSaved'));
});

const viewDelete = defineAdminEvent('views/delete', async (input, ec) => {
  if ((await deleteSavedView(ec.ctx.db, ec.actor.userId, input.id)) === 0) {
    throw new AppError(ResultCode.notFound, 'admin.viewNotFound');
  }
  return positive({});
});

const audit = defineAdminEvent('audit/list', async (input, ec) =>
  positive(await listAudit(ec.ctx, input)),
);

const revert = defineAdminEvent('audit/revert', async (input, ec) =>
  positive(await revertAudit(ec.ctx, input.id, writer(ec)), translate(ec.lang, 'admin.reverted')),
);

export const adminRecordEvents = [
  tables,
  table,
  list,
  get,
  save,
  remove,
  removePlan,
  options,
  views,
  viewSave,
  viewDelete,
  audit,
  revert,
];
