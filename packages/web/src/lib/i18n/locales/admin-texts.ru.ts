import type { Widen } from '../catalogue';
import { adminContentRu } from './admin-content.ru';
import { adminExportsRu } from './admin-exports.ru';
import { adminFilesRu } from './admin-files.ru';
import { adminOpsRu } from './admin-ops.ru';
import { adminPageRu } from './admin-page.ru';
import type { adminTextsEl } from './admin-texts.el';

export const adminTextsRu: Widen<typeof adminTextsEl> = {
  admin: adminPageRu,
  adminOps: adminOpsRu,
  adminFiles: adminFilesRu,
  adminContent: adminContentRu,
  adminExports: adminExportsRu,
};
