import type { Envelope, MediaFileView } from '@kokpit/shared';
import { queryOptions } from '@tanstack/react-query';
import { i18n } from '../../../lib/i18n/i18n';
import { fetchData } from '../../../lib/query-client';
import { sessionProofHeaders } from '../../../lib/session';
import { request } from '../../../lib/socket';

/* The file browser over `/admin` (server features/admin-files); uploads over REST. */

export const FILES_KEY = ['admin', 'files'] as const;

export const folderQuery = (folder: string) =>
  queryOptions({
    queryKey: [...FILES_KEY, folder],
    queryFn: () => fetchData('/admin', 'files/list', { folder }),
  });

export const createFolder = (input: { parent: string; name: string }) =>
  request('/admin', 'files/folder-create', input);
export const deleteFolder = (path: string) => request('/admin', 'files/folder-delete', { path });
export const renameFile = (input: { name: string; to: string }) =>
  request('/admin', 'files/rename', input);
export const deleteFile = (name: string) => request('/admin', 'files/delete', { name });
export const attachFile = (input: { question: number; name: string | null }) =>
  request('/admin', 'files/attach', input);

const UPLOAD_URL = '/api/kokpit/v1.0/admin/files';

/**
 * Uploads one picture's bytes, reporting the bytes sent; resolves with the server's envelope
 * (negative ones too, so the caller shows the translated reason).
 */
export function uploadFile(
  folder: string,
  file: File,
  onProgress: (sent: number) => void,
  signal?: AbortSignal,
): Promise<Envelope<MediaFileView>> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const query = new URLSearchParams({
      folder,
      name: file.name.toLowerCase(),
      lang: i18n.language,
    });
    xhr.open('POST', `${UPLOAD_URL}?${query}`);
    xhr.setRequestHeader('content-type', 'application/octet-stream');
    // The browser sends the session's HttpOnly cookie; the marker shows the call is ours.
    for (const [name, value] of Object.entries(sessionProofHeaders())) {
      xhr.setRequestHeader(name, value);
    }
    xhr.upload.onprogress = (e) => onProgress(e.loaded);
    xhr.onload = () => {
      try {
        resolve(JSON.parse(xhr.responseText) as Envelope<MediaFileView>);
      } catch {
        reject(new Error(`upload failed (${xhr.status})`));
      }
    };
    xhr.onerror = () => reject(new Error('upload failed'));
    xhr.onabort = () => reject(new DOMException('aborted', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(file);
  });
}
