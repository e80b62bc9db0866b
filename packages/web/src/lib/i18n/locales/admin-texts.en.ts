import type { Widen } from '../catalogue';
import { adminContentEn } from './admin-content.en';
import { adminExportsEn } from './admin-exports.en';
import { adminFilesEn } from './admin-files.en';
import { adminOpsEn } from './admin-ops.en';
import { adminPageEn } from './admin-page.en';
import type { adminTextsEl } from './admin-texts.el';

export const adminTextsEn: Widen<typeof adminTextsEl> = {
  admin: adminPageEn,
  adminOps: adminOpsEn,
  adminFiles: adminFilesEn,
  adminContent: adminContentEn,
  adminExports: adminExportsEn,
};
