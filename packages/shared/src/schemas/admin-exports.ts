import { z } from 'zod';
import { adminQuerySchema } from './admin.js';

/*
 * Exports of a back-office list (issue 20 item 5): the list's query (filters, search, sort) and
 * a format. The file streams over REST (`POST /api/{product}/v1.0/admin/exports`, X-Api-Token);
 * its progress arrives as `export-progress` pushes on /admin, keyed by the client's id.
 */
export const EXPORT_FORMATS = ['csv', 'xlsx', 'php', 'sql'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const exportRequestSchema = z.strictObject({
  query: adminQuerySchema,
  format: z.enum(EXPORT_FORMATS, { error: 'validation.criteria' }),
  /** CSV only: `;` for Excel set to Greek (which reads `,` as the decimal mark). */
  delimiter: z.enum([',', ';']).default(','),
  /** The client's id for this export, echoed in its progress pushes. */
  exportId: z.string().trim().min(1).max(64),
});
export type ExportRequest = z.input<typeof exportRequestSchema>;

export interface ExportProgress {
  exportId: string;
  rows: number;
  total: number;
  done: boolean;
  /** The export stopped before its end: the download was closed or cancelled. */
  cancelled: boolean;
}
