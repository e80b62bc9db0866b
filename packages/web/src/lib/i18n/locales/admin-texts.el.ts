import { adminContentEl } from './admin-content.el';
import { adminExportsEl } from './admin-exports.el';
import { adminFilesEl } from './admin-files.el';
import { adminOpsEl } from './admin-ops.el';
import { adminPageEl } from './admin-page.el';

/** The back office's texts: fetched with its page group (lib/i18n/i18n.ts `loadTexts`). */
export const adminTextsEl = {
  admin: adminPageEl,
  adminOps: adminOpsEl,
  adminFiles: adminFilesEl,
  adminContent: adminContentEl,
  adminExports: adminExportsEl,
} as const;
