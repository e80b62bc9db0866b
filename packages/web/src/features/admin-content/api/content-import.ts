import type { ContentImportPayload } from '@kokpit/shared';
import { request } from '../../../lib/socket';

/* Content import over `/admin` (server features/admin-content); progress comes as pushes. */

export const startContentImport = (input: ContentImportPayload) =>
  request('/admin', 'content/import', input);
