import {
  LANGUAGES,
  pickSchoolTexts,
  type BranchView,
  type Language,
  type SchoolEditorView,
  type SchoolPresentationView,
  type SchoolTexts,
} from '@kokpit/shared';
import type { SchoolProfileRow } from '../schools/school-profile.repository.js';
import type { BranchRow } from './school-editor.repository.js';

/** Where a school's logo is served; the hash makes the URL change with the picture. */
export function logoUrl(schoolId: number, sha: string | null): string | null {
  return sha ? `/media/school-logos/${schoolId}?v=${sha.slice(0, 12)}` : null;
}

/** The stored texts, keeping only known languages and string fields (old rows may hold '{}'). */
export function parseSchoolTexts(json: string): SchoolTexts {
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    return {};
  }
  const texts: SchoolTexts = {};
  if (typeof raw !== 'object' || raw === null) return texts;
  for (const lang of LANGUAGES) {
    const entry = (raw as Record<string, unknown>)[lang] as Record<string, unknown> | undefined;
    if (typeof entry !== 'object' || entry === null) continue;
    texts[lang as Language] = {
      welcome: typeof entry.welcome === 'string' ? entry.welcome : '',
      description: typeof entry.description === 'string' ? entry.description : '',
    };
  }
  return texts;
}

export function presentBranch(b: BranchRow): BranchView {
  return {
    id: b.id,
    address: b.address,
    city: b.city,
    postalCode: b.postalCode,
    phone: b.phone,
    location: { lat: b.lat, lng: b.lng },
  };
}

export function presentEditor(school: SchoolProfileRow, branches: BranchRow[]): SchoolEditorView {
  return {
    id: school.id,
    account: {
      name: school.name,
      managerName: school.managerName,
      phone: school.phone,
      mobile: school.mobile,
      email: school.email,
    },
    texts: parseSchoolTexts(school.texts),
    locations: branches.map(presentBranch),
    logoUrl: logoUrl(school.id, school.logoSha),
    couponPrefix: school.couponPrefix,
    status: school.status,
  };
}

/**
 * What a school shows its students and the public (its public page, the students' dashboard):
 * the texts in `lang`, else Greek; never the manager's name, coupon prefix or status.
 */
export function presentSchoolPresentation(
  school: SchoolProfileRow,
  branches: BranchRow[],
  lang: string,
): SchoolPresentationView {
  const texts = pickSchoolTexts(parseSchoolTexts(school.texts), lang);
  return {
    id: school.id,
    name: school.name,
    logoUrl: logoUrl(school.id, school.logoSha),
    welcome: texts.welcome,
    description: texts.description,
    phone: school.phone,
    mobile: school.mobile,
    email: school.email,
    locations: branches.map(presentBranch),
  };
}
