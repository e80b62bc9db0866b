import type { SchoolPresentationView } from '@kokpit/shared';
import type { Db } from '../../db/database.js';
import { readSchoolPresentation } from '../school-editor/school-presentation.js';
import { findApprovedSchoolBySlug, type PublicSchoolRow } from './school.repository.js';

export interface SchoolPageData {
  school: PublicSchoolRow;
  /** Its logo, texts in the asked language and branches with phones (the school editor's). */
  presentation: SchoolPresentationView;
}

/**
 * What an approved school's public page shows in `lang`; undefined for any other slug (a
 * school not yet approved has no public page). Without branches, the school's own place is
 * its one branch.
 */
export async function readSchoolPage(
  db: Db,
  slug: string,
  lang: string,
): Promise<SchoolPageData | undefined> {
  const school = await findApprovedSchoolBySlug(db, slug);
  if (!school) return undefined;
  const presentation = await readSchoolPresentation(db, school.id, lang);
  return presentation ? { school, presentation } : undefined;
}
