import type { SchoolPresentationView } from '@kokpit/shared';
import type { Db } from '../../db/database.js';
import { presentSchoolPresentation } from './school-editor.presenter.js';
import {
  findEditorSchool,
  findMainPlace,
  listBranches,
  type BranchRow,
} from './school-editor.repository.js';

/** The school's branches, or its signed-up place as the one branch when it saved none yet. */
export async function schoolBranches(db: Db, schoolId: number): Promise<BranchRow[]> {
  const branches = await listBranches(db, schoolId);
  if (branches.length > 0) return branches;
  const main = await findMainPlace(db, schoolId);
  return main ? [main] : [];
}

/**
 * A school's public face in `lang` (Greek fallback): for its public page (`/{lang}/schools/…`)
 * and its students' dashboard. Whether the school may be shown (approved) is the caller's
 * question. undefined: no such school.
 */
export async function readSchoolPresentation(
  db: Db,
  schoolId: number,
  lang: string,
): Promise<SchoolPresentationView | undefined> {
  const school = await findEditorSchool(db, schoolId);
  if (!school) return undefined;
  return presentSchoolPresentation(school, await schoolBranches(db, schoolId), lang);
}
