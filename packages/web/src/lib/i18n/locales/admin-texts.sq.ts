import type { Widen } from '../catalogue';
import { adminContentSq } from './admin-content.sq';
import { adminExportsSq } from './admin-exports.sq';
import { adminFilesSq } from './admin-files.sq';
import { adminOpsSq } from './admin-ops.sq';
import { adminPageSq } from './admin-page.sq';
import type { adminTextsEl } from './admin-texts.el';

export const adminTextsSq: Widen<typeof adminTextsEl> = {
  admin: adminPageSq,
  adminOps: adminOpsSq,
  adminFiles: adminFilesSq,
  adminContent: adminContentSq,
  adminExports: adminExportsSq,
};
