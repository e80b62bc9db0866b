import { z } from 'zod';
import { LANGUAGES, MAX_ROW_ID, type Language } from '../constants.js';

/*
 * The back office (issue 20): payloads and replies of the `/admin` events over any table.
 * Table and column names arrive here only as strings of a safe shape; the server accepts a
 * name only if the running database's introspected schema has it (never interpolated as sent).
 */

/** A table or column name as the client may name it; the server checks it against the schema. */
export const identifierField = z
  .string()
  .regex(/^[a-z_][a-z0-9_]{0,62}$/, 'admin.identifierInvalid');

/** A cell as it crosses the wire: blobs never do; booleans of SQLite arrive as 0/1 numbers. */
export type AdminValue = string | number | boolean | null;
const valueField = z.union([z.string().max(100_000), z.number(), z.boolean(), z.null()]);
const scalarField = z.union([z.string().max(200), z.number()]);

/** How a column is filtered and edited, decided from its type, its name and the overlay. */
export const COLUMN_KINDS = ['text', 'number', 'boolean', 'date', 'json', 'blob'] as const;
export type ColumnKind = (typeof COLUMN_KINDS)[number];

/**
 * One filter on one column (combined with AND). Dates are epoch milliseconds like the columns.
 * `contains`/`equals` on text, `range` on numbers and dates (either end open), `is` on yes/no,
 * `oneOf` on foreign keys (or any column), `null`/`notNull` on nullable columns.
 */
export const adminFilterSchema = z.discriminatedUnion('op', [
  z.strictObject({
    column: identifierField,
    op: z.enum(['contains', 'equals']),
    value: scalarField,
  }),
  z.strictObject({
    column: identifierField,
    op: z.literal('range'),
    min: z.number().nullable().optional(),
    max: z.number().nullable().optional(),
  }),
  z.strictObject({ column: identifierField, op: z.literal('is'), value: z.boolean() }),
  z.strictObject({
    column: identifierField,
    op: z.literal('oneOf'),
    values: z.array(scalarField).min(1).max(100),
  }),
  z.strictObject({ column: identifierField, op: z.enum(['null', 'notNull']) }),
]);
export type AdminFilter = z.infer<typeof adminFilterSchema>;
export type AdminFilterOp = AdminFilter['op'];

export const adminSortSchema = z.strictObject({
  column: identifierField,
  direction: z.enum(['asc', 'desc']).default('asc'),
});
export type AdminSort = z.infer<typeof adminSortSchema>;

/**
 * What a list shows, without the page: the filters, free-text search and sort. A saved view
 * stores exactly this; exports (h8) take it too, so an export matches the list on screen.
 */
export const adminQuerySchema = z.strictObject({
  table: identifierField,
  filters: z.array(adminFilterSchema).max(20).default([]),
  /** Free text over the table's searchable columns (contains, case-insensitive). */
  search: z.string().trim().max(100).default(''),
  /** Absent: the primary key, newest first. */
  sort: adminSortSchema.optional(),
});
export type AdminQuery = z.infer<typeof adminQuerySchema>;
export type AdminQueryInput = z.input<typeof adminQuerySchema>;

/** `records/list`: one page of a table's rows. */
export const adminListPayload = adminQuerySchema.extend({
  page: z.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.number().int().min(1).max(200).default(25),
});
export type AdminListPayload = z.infer<typeof adminListPayload>;

export const adminTablePayload = z.strictObject({ table: identifierField });

/** A record's primary key, column by column. */
export const adminKeySchema = z.record(identifierField, scalarField);
export type AdminKey = z.infer<typeof adminKeySchema>;

export const adminRecordPayload = z.strictObject({ table: identifierField, key: adminKeySchema });

/**
 * `records/delete`. `cascade`: the operator saw the records that go with it (`records/delete-plan`)
 * and confirmed; without it a delete that would take other records along is refused.
 */
export const adminDeletePayload = adminRecordPayload.extend({
  cascade: z.boolean().default(false),
});
export type AdminDeletePayload = z.infer<typeof adminDeletePayload>;

/** `records/save`: a new record (no key) or the changed fields of one (with its key). */
export const adminSavePayload = z.strictObject({
  table: identifierField,
  key: adminKeySchema.optional(),
  values: z.record(identifierField, valueField),
});
export type AdminSavePayload = z.infer<typeof adminSavePayload>;

/** `records/options`: records of a table to pick as a foreign key, by label or key. */
export const adminOptionsPayload = z.strictObject({
  table: identifierField,
  search: z.string().trim().max(100).default(''),
  limit: z.number().int().min(1).max(50).default(20),
});

export const adminViewSavePayload = z.strictObject({
  name: z.string().trim().min(1, 'admin.viewNameRequired').max(80),
  query: adminQuerySchema,
});
export type AdminViewSavePayload = z.infer<typeof adminViewSavePayload>;
export const adminViewIdPayload = z.strictObject({
  id: z.number().int().positive().max(MAX_ROW_ID),
});
export const adminViewsPayload = z.strictObject({ table: identifierField });

export const adminAuditListPayload = z.strictObject({
  table: identifierField.optional(),
  page: z.number().int().min(1).max(100_000).default(1),
  pageSize: z.number().int().min(1).max(100).default(25),
});
export const adminAuditIdPayload = z.strictObject({
  id: z.number().int().positive().max(MAX_ROW_ID),
});

/** A label in each language (the overlay's, or the column name itself). */
export type AdminLabels = Record<Language, string>;
export const ADMIN_LANGUAGES = LANGUAGES;

export interface AdminColumnView {
  name: string;
  labels: AdminLabels;
  kind: ColumnKind;
  /** The database's own type name (e.g. integer, text, bigint, timestamp). */
  dataType: string;
  nullable: boolean;
  /** Filled by the database when left out (a default or an auto-increment key). */
  hasDefault: boolean;
  primaryKey: boolean;
  autoIncrement: boolean;
  /** Shown but not editable (overlay, or a generated key). */
  readOnly: boolean;
  /** Part of the free-text search. */
  searchable: boolean;
  /** An index starts with this column: sorting and range filters stay fast on big tables. */
  indexed: boolean;
  /** The record this column points to. */
  references: { table: string; column: string } | null;
  /** Holds the name of a stored picture (the file browser's): picked from them, previewed. */
  picture: boolean;
  /** Markdown text (the information pages' bodies): edited beside a preview of how it reads. */
  markdown: boolean;
  /**
   * A coded value (a status, a language, a role, a section): the only values it takes, each
   * with its label; lists and filters show the label, forms offer these, the server refuses
   * any other.
   */
  choices: AdminChoice[] | null;
  /** Set by the product on every save (`updated`) or on creation (`created`), never typed. */
  stamp: 'created' | 'updated' | null;
}

export interface AdminChoice {
  value: string | number;
  labels: AdminLabels;
}

export interface AdminTableView {
  name: string;
  labels: AdminLabels;
  /** Columns in table order; hidden ones (password and token hashes…) are never listed. */
  columns: AdminColumnView[];
  primaryKey: string[];
  /** The column that names a record where another table points to it. */
  labelColumn: string | null;
  /** Nothing may be written through the back office (the audit log itself). */
  readOnly: boolean;
  /** What the free-text search covers besides the searchable columns (a student's name…). */
  searchAlso: AdminLabels | null;
  /** Tables whose rows point here: deleting a referenced row is refused (or cascades). */
  referencedBy: { table: string; column: string; onDelete: string }[];
}

export interface AdminTablesView {
  tables: AdminTableView[];
}

export type AdminRow = Record<string, AdminValue>;

export interface AdminRecordsView {
  rows: AdminRow[];
  /** The matching rows, counted up to `totalCap`; `totalCapped` says there are more. */
  total: number;
  totalCapped: boolean;
  page: number;
  pageSize: number;
  /** Foreign key column → key value (as a string) → the referenced record's label. */
  refLabels: Record<string, Record<string, string>>;
}

export interface AdminRecordView {
  table: string;
  row: AdminRow;
  key: AdminKey;
  refLabels: Record<string, Record<string, string>>;
}

export interface AdminOptionView {
  value: string | number;
  label: string;
}
export interface AdminOptionsView {
  options: AdminOptionView[];
}

export interface AdminSavedView {
  id: number;
  table: string;
  name: string;
  query: AdminQuery;
  updatedAt: number;
}
export interface AdminSavedViewsView {
  views: AdminSavedView[];
}

/** Rows of one table, counted. */
export interface AdminTableCount {
  table: string;
  count: number;
}

/**
 * What deleting one record would do, read from the schema's ON DELETE rules: rows that would be
 * deleted along (CASCADE, at any depth), rows whose link would be emptied (SET NULL), and rows
 * that forbid it (NO ACTION / RESTRICT pointing at the record or at a row that would go).
 */
export interface AdminDeletePlanView {
  /** Deleted with the record, table by table, nearest first. */
  cascades: AdminTableCount[];
  /** Kept, with the column that pointed at a deleted row emptied. */
  unlinks: (AdminTableCount & { column: string })[];
  /** Rows that refer to the record (`via` null) or to rows that would go with it (`via`). */
  blockedBy: (AdminTableCount & { via: string | null })[];
  /** More would go with it than the back office deletes at once. */
  tooBig: boolean;
  /** The most rows one delete takes along. */
  max: number;
}

export interface AdminAuditEntryView {
  id: number;
  at: number;
  actorId: number | null;
  actorName: string;
  action: string;
  table: string;
  key: AdminKey | null;
  /** The row before and after, without hidden columns. */
  before: AdminRow | null;
  after: AdminRow | null;
  /** Rows deleted along with a deleted record (its revert puts them back too). */
  cascaded: AdminTableCount[];
  /** Set once reverted: the id of the entry that reverted it. */
  revertedBy: number | null;
  revertable: boolean;
}
export interface AdminAuditPageView {
  entries: AdminAuditEntryView[];
  total: number;
  page: number;
  pageSize: number;
}
