import {
  ServerPushes,
  type AdminQuery,
  type ExportFormat,
  type ExportProgress,
} from '@kokpit/shared';
import { i18n } from '../../../lib/i18n/i18n';
import { sessionProofHeaders } from '../../../lib/session';
import { getSocket } from '../../../lib/socket';

/*
 * Downloads an export of a list (server features/admin-exports): the file streams over REST;
 * its progress comes as `export-progress` pushes on /admin. Aborting the signal cancels it on
 * the server too (the download closes).
 */

const EXPORT_URL = '/api/kokpit/v1.0/admin/exports';

export interface ExportOptions {
  query: AdminQuery;
  format: ExportFormat;
  delimiter: ',' | ';';
  onProgress: (p: { rows: number; total: number }) => void;
  signal: AbortSignal;
}

/** The download broke off before its end (the connection, or the server, went away). */
export class ExportInterrupted extends Error {}

/**
 * Resolves with the file's name once saved; rejects with the server's message, an abort, or
 * ExportInterrupted.
 */
export async function downloadExport(o: ExportOptions): Promise<string> {
  const exportId = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  const socket = getSocket('/admin');
  const onPush = (p: ExportProgress) => {
    if (p.exportId === exportId) o.onProgress({ rows: p.rows, total: p.total });
  };
  socket.on(ServerPushes.exportProgress, onPush);
  try {
    return await download(o, exportId);
  } catch (error) {
    if (o.signal.aborted || !(error instanceof TypeError)) throw error;
    // fetch's network failures are TypeErrors, in the browser's words.
    throw new ExportInterrupted(error.message);
  } finally {
    socket.off(ServerPushes.exportProgress, onPush);
  }
}

/** The request and the saving of its file. */
async function download(o: ExportOptions, exportId: string): Promise<string> {
  const res = await fetch(`${EXPORT_URL}?lang=${i18n.language}`, {
    method: 'POST',
    // The browser sends the session's HttpOnly cookie; the marker shows the call is ours.
    headers: { 'content-type': 'application/json', ...sessionProofHeaders() },
    body: JSON.stringify({ query: o.query, format: o.format, delimiter: o.delimiter, exportId }),
    signal: o.signal,
  });
  if ((res.headers.get('content-type') ?? '').startsWith('application/json')) {
    const envelope = (await res.json()) as { message?: string };
    throw new Error(envelope.message || res.statusText);
  }
  const total = Number(res.headers.get('x-export-total') ?? 0);
  o.onProgress({ rows: 0, total });
  const blob = await res.blob();
  o.onProgress({ rows: total, total });
  const name =
    /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ??
    `export.${o.format}`;
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return name;
}
