import type { AdminDeletePlanView, AdminKey, Language } from '@kokpit/shared';
import { ResultCode } from '@kokpit/shared';
import type { AppContext } from '../../core/app-context.js';
import { AppError } from '../../core/app-error.js';
import type { Db } from '../../db/database.js';
import { schemaMeta, tableMeta, type SchemaMeta, type TableMeta } from './admin-meta.js';
import {
  anyOf,
  butNot,
  countWhere,
  deleteReturning,
  keyCondition,
  pointsAt,
  unlinkReturning,
  type Condition,
} from './admin-delete.repository.js';
import type { CascadeRecord } from './admin-audit.repository.js';
import { portable } from './admin-audit-reverters.js';
import { findFullRow } from './admin-records.repository.js';
import { checkedKey, keyOf } from './admin-records.service.js';
import { audit, writable, writeError, type Writer } from './admin-writes.service.js';

/*
 * Deleting a record the way its schema says (issue 20 item 4): rows that point at it with ON
 * DELETE CASCADE go with it (and theirs, at any depth), rows with SET NULL lose the link, and a
 * row with NO ACTION / RESTRICT pointing at it or at anything that would go refuses the delete
 * with the table's name. The operator first sees the plan and confirms it; the delete then
 * removes the rows itself, deepest first, so the audit entry holds every one of them and a
 * revert puts them all back.
 */

/** The most rows one delete takes along (they are all kept in its audit entry). */
export const CASCADE_MAX = 10_000;

interface Edge {
  parent: string;
  refColumn: string;
  child: string;
  column: string;
  onDelete: string;
}

interface Plan {
  view: AdminDeletePlanView;
  /** Tables whose rows go, the record's own first, each before the tables that point at it. */
  order: string[];
  where: Map<string, Condition>;
  /** SET NULL links to empty, with the rows they pick. */
  unlinkEdges: { edge: Edge; where: Condition }[];
}

function edgesOf(schema: SchemaMeta): Edge[] {
  return [...schema.tables.values()].flatMap((t) => [
    ...t.raw.foreignKeys.map((f) => ({
      parent: f.refTable,
      refColumn: f.refColumn,
      child: t.name,
      column: f.column,
      onDelete: f.onDelete,
    })),
    // A picture is named by a column without a foreign key (a question may name one not yet
    // imported): deleting a picture a record shows is refused as a RESTRICT would be.
    ...(schema.tables.has('pictures') ? t.visible.filter((c) => c.picture) : []).map((c) => ({
      parent: 'pictures',
      refColumn: 'name',
      child: t.name,
      column: c.name,
      onDelete: 'restrict',
    })),
  ]);
}

/** Tables reached through CASCADE, in an order where each comes after every table it points at. */
function cascadeOrder(root: string, edges: Edge[]): string[] {
  const cascades = edges.filter((e) => e.onDelete === 'cascade');
  const reached = new Set([root]);
  for (let grown = true; grown;) {
    grown = false;
    for (const e of cascades) {
      if (reached.has(e.parent) && !reached.has(e.child)) {
        reached.add(e.child);
        grown = true;
      }
    }
  }
  const inside = cascades.filter((e) => reached.has(e.parent) && reached.has(e.child));
  const order: string[] = [];
  const left = new Set(reached);
  while (left.size > 0) {
    const next = [...left].filter((t) =>
      inside.every((e) => e.child !== t || e.parent === t || !left.has(e.parent)),
    );
    // A cycle of cascades (or a table pointing at itself) would need a recursive query.
    if (next.length === 0 || inside.some((e) => e.parent === e.child && left.has(e.child))) {
      throw new AppError(ResultCode.general, 'admin.deleteReferencedAny');
    }
    for (const t of next.sort()) {
      order.push(t);
      left.delete(t);
    }
  }
  return order;
}

async function buildPlan(
  db: Db,
  schema: SchemaMeta,
  meta: TableMeta,
  key: Record<string, unknown>,
): Promise<Plan> {
  const edges = edgesOf(schema);
  const order = cascadeOrder(meta.name, edges);
  const where = new Map<string, Condition>([[meta.name, keyCondition(key)]]);
  for (const table of order.slice(1)) {
    const incoming = edges.filter(
      (e) => e.child === table && e.onDelete === 'cascade' && where.has(e.parent),
    );
    where.set(
      table,
      anyOf(incoming.map((e) => pointsAt(e.column, e.parent, e.refColumn, where.get(e.parent)!))),
    );
  }
  const view: AdminDeletePlanView = {
    cascades: [],
    unlinks: [],
    blockedBy: [],
    tooBig: false,
    max: CASCADE_MAX,
  };
  for (const table of order.slice(1)) {
    const count = await countWhere(db, table, where.get(table)!);
    if (count > 0) view.cascades.push({ table, count });
  }
  view.tooBig = view.cascades.reduce((sum, c) => sum + c.count, 0) > CASCADE_MAX;
  const unlinkEdges: Plan['unlinkEdges'] = [];
  for (const edge of edges) {
    const parentWhere = where.get(edge.parent);
    if (!parentWhere || edge.onDelete === 'cascade') continue;
    // Rows that go anyway neither block nor lose a link.
    const picks = butNot(
      pointsAt(edge.column, edge.parent, edge.refColumn, parentWhere),
      where.get(edge.child),
    );
    const count = await countWhere(db, edge.child, picks);
    if (count === 0) continue;
    if (edge.onDelete === 'set null' || edge.onDelete === 'set default') {
      view.unlinks.push({ table: edge.child, column: edge.column, count });
      if (edge.onDelete === 'set null') unlinkEdges.push({ edge, where: picks });
    } else {
      const via = edge.parent === meta.name ? null : edge.parent;
      view.blockedBy.push({ table: edge.child, count, via });
    }
  }
  return { view, order, where, unlinkEdges };
}

/** `records/delete-plan`: what deleting the record would take along, empty or be stopped by. */
export async function deletePlan(
  ctx: AppContext,
  table: string,
  inputKey: AdminKey,
): Promise<AdminDeletePlanView> {
  const meta = await tableMeta(ctx, table);
  writable(meta);
  const key = checkedKey(meta, inputKey);
  if (!(await findFullRow(ctx.db, meta, key))) {
    throw new AppError(ResultCode.notFound, 'admin.recordNotFound');
  }
  return (await buildPlan(ctx.db, await schemaMeta(ctx), meta, key)).view;
}

function refusal(schema: SchemaMeta, plan: AdminDeletePlanView, lang: Language): AppError | null {
  const label = (t: string) => schema.tables.get(t)?.view.labels[lang] ?? t;
  const blocked = plan.blockedBy[0];
  if (blocked) {
    return blocked.via
      ? new AppError(ResultCode.general, 'admin.deleteReferencedDeep', {
          table: label(blocked.table),
          via: label(blocked.via),
        })
      : new AppError(ResultCode.general, 'admin.deleteReferenced', {
          table: label(blocked.table),
        });
  }
  if (plan.tooBig) {
    return new AppError(ResultCode.general, 'admin.deleteCascadeTooBig', {
      count: plan.cascades.reduce((sum, c) => sum + c.count, 0),
      max: plan.max,
    });
  }
  return null;
}

/**
 * Deletes the row and whatever its schema takes along, in the caller's transaction: links
 * emptied first (their rows stay), then the cascaded rows deepest first, then the row itself.
 * Without `confirmed`, a delete that would touch any other row is refused.
 */
export async function deleteCascading(
  db: Db,
  schema: SchemaMeta,
  meta: TableMeta,
  key: Record<string, unknown>,
  options: { confirmed: boolean; lang: Language },
): Promise<CascadeRecord> {
  const plan = await buildPlan(db, schema, meta, key);
  const refused = refusal(schema, plan.view, options.lang);
  if (refused) throw refused;
  if (!options.confirmed && (plan.view.cascades.length > 0 || plan.view.unlinks.length > 0)) {
    throw new AppError(ResultCode.general, 'admin.deleteCascadeUnconfirmed');
  }
  const record: CascadeRecord = { cascaded: [], unlinked: [] };
  for (const { edge, where } of plan.unlinkEdges) {
    const childKey = schema.tables.get(edge.child)?.raw.primaryKey ?? [];
    const rows = await unlinkReturning(db, edge.child, edge.column, childKey, where);
    if (childKey.length === 0) continue;
    record.unlinked.push({
      table: edge.child,
      column: edge.column,
      rows: rows.map((r) => ({
        key: Object.fromEntries(childKey.map((k) => [k, r[k]])),
        value: r[edge.column],
      })),
    });
  }
  for (const table of plan.order.slice(1).reverse()) {
    const rows = await deleteReturning(db, table, plan.where.get(table)!);
    if (rows.length > 0) record.cascaded.push({ table, rows: rows.map(portable) });
  }
  return record;
}

/** `records/delete`: the row, and what the operator confirmed goes with it, in one commit. */
export async function deleteRecord(
  ctx: AppContext,
  table: string,
  inputKey: AdminKey,
  confirmed: boolean,
  w: Writer,
): Promise<number> {
  const meta = await tableMeta(ctx, table);
  writable(meta);
  const key = checkedKey(meta, inputKey);
  const schema = await schemaMeta(ctx);
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      const before = await findFullRow(trx, meta, key);
      if (!before) throw new AppError(ResultCode.notFound, 'admin.recordNotFound');
      const along = await deleteCascading(trx, schema, meta, key, { confirmed, lang: w.lang });
      await deleteReturning(trx, meta.name, keyCondition(key));
      await audit(trx, w, 'admin.delete', meta, keyOf(meta, before), before, null, along);
      return along.cascaded.reduce((sum, c) => sum + c.rows.length, 0);
    });
  } catch (error) {
    throw writeError(error, 'admin.deleteFailed');
  }
}
