import { randomUUID } from 'node:crypto';
import { realpath } from 'node:fs/promises';
import { isAbsolute, relative, resolve } from 'node:path';
import {
  ResultCode,
  ServerPushes,
  translate,
  type ContentImportPayload,
  type ContentImportSummaryView,
  type ImportProgress,
  type ImportStage,
} from '@kokpit/shared';
import type { AppContext } from '../../core/app-context.js';
import { AppError } from '../../core/app-error.js';
import { userRoom } from '../../realtime/socket-state.js';
import { auditOperation } from '../admin-operations/operations-audit.js';
import {
  importContent,
  sampleContentPath,
  type ImportSummary,
} from '../content/content-importer.js';

/*
 * Content import from the back office: the shipped sample pack, or a folder inside
 * CONTENT_IMPORT_ROOT (resolved with symlinks, so nothing outside it can be named). One import
 * at a time per node; it runs in the background, pushing `import-progress` to the operator's
 * /admin tabs, and is audit-logged with its summary when it ends.
 */

let running: Promise<void> | null = null;

/** The import under way on this node, if any (tests wait on it). */
export const importUnderWay = (): Promise<void> | null => running;

export async function startContentImport(
  ctx: AppContext,
  input: ContentImportPayload,
  actor: { id: number; lang: string; ip?: string },
): Promise<{ importId: string }> {
  if (running) throw new AppError(ResultCode.general, 'admin.content.busy');
  const path =
    input.source === 'sample' ? sampleContentPath() : await allowedFolder(ctx, input.path);
  const importId = randomUUID();
  const push = (p: Omit<ImportProgress, 'importId'>) =>
    ctx.io
      ?.of('/admin')
      .to(userRoom(actor.id))
      .emit(ServerPushes.importProgress, { importId, ...p });
  let last = -1;
  const progress = (percent: number, stage: ImportStage) => {
    if (percent === last || percent === 100) return;
    last = percent;
    push({ percent, stage, done: false });
  };
  running = (async () => {
    try {
      const summary = await importContent(ctx.db, path, { progress });
      const view = presentSummary(summary);
      await auditOperation(ctx.db, {
        actorId: actor.id,
        action: 'content.import',
        table: 'questions',
        key: { source: summary.source, path: input.source === 'sample' ? 'sample' : summary.path },
        after: { ...view },
        ip: actor.ip,
      });
      push({ percent: 100, stage: 'done', done: true, summary: view });
    } catch (error) {
      ctx.logger.warn({ err: error, path }, 'content import from the back office failed');
      const reason = error instanceof Error ? error.message.split('\n')[0]! : String(error);
      push({
        percent: last < 0 ? 0 : last,
        stage: 'done',
        done: true,
        error: translate(actor.lang, 'admin.content.failed', { reason }),
      });
    } finally {
      running = null;
    }
  })();
  return { importId };
}

/** The requested folder, real path, inside the configured root; refused otherwise. */
async function allowedFolder(ctx: AppContext, path: string | undefined): Promise<string> {
  const rootSetting = ctx.config.CONTENT_IMPORT_ROOT;
  if (!rootSetting) throw new AppError(ResultCode.general, 'admin.content.noRoot');
  if (!path) throw AppError.validation({ path: 'admin.content.pathRequired' });
  const root = await realpath(resolve(rootSetting)).catch(() => {
    throw new AppError(ResultCode.general, 'admin.content.noRoot');
  });
  const asked = isAbsolute(path) ? path : resolve(root, path);
  const real = await realpath(asked).catch(() => {
    throw AppError.notFound('admin.content.notFound');
  });
  const rel = relative(root, real);
  if (rel.startsWith('..') || isAbsolute(rel)) {
    throw new AppError(ResultCode.insufficientPermissions, 'admin.content.outsideRoot');
  }
  return real;
}

export function presentSummary(s: ImportSummary): ContentImportSummaryView {
  return {
    name: s.name,
    format: s.format,
    questions: s.questions,
    categories: s.categories,
    pictures: s.pictures,
    languages: s.languages,
    warnings: s.warnings.length,
    tookMs: s.tookMs,
  };
}
