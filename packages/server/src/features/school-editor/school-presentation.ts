import type { SchoolPresentationView } from '@kokpit/shared';
import type { Db } from '../../db/database.js';
import { findSchoolProfile, type SchoolProfileRow } from '../schools/school-profile.repository.js';
import { presentSchoolPresentation } from './school-editor.presenter.js';
import { listBranches, type BranchRow } from './school-editor.repository.js';

/**
 * The school's branches, or its own place (schools.address, lat…) as the one branch when its
 * editor never saved branches (it signed up with one place).
 */
export async function schoolBranches(db: Db, school: SchoolProfileRow): Promise<BranchRow[]> {
  const branches = await listBranches(db, school.id);
  if (branches.length > 0) return branches;
  const { address, city, postalCode, phone, lat, lng } = school;
  return lat === null || lng === null
    ? []
    : [{ id: 0, address, city, postalCode, phone, lat, lng }];
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
  const school = await findSchoolProfile(db, schoolId);
  if (!school) return undefined;
  return presentSchoolPresentation(school, await schoolBranches(db, school), lang);
}
