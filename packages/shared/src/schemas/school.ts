/** What anyone may see of an approved school (map, search, sign-up; server school.presenter). */
export interface PublicSchoolView {
  id: number;
  /** Its public page: /{lang}/schools/{slug}. */
  slug: string;
  name: string;
  address: string;
  city: string;
  area: string;
  region: string;
  postalCode: string;
  phone: string;
  mobile: string;
  email: string;
  location: { lat: number; lng: number } | null;
  /** With a position search only. */
  distanceKm?: number;
}

/** `school/info` on /student: the student's school and their standing with it. */
export type SchoolLinkView =
  | { school: null }
  | {
      school: PublicSchoolView;
      /** status: StudentSchoolStatus. */
      link: { status: number; verified: boolean; joinedAt: number | null };
      /** The school's welcome for its students in their language, else Greek ('' for none). */
      welcome?: string;
    };

/** `school/join`: the school now linked, and the section a coupon activated, if any. */
export interface JoinOutcomeView {
  schoolId: number;
  verified: boolean;
  activatedSection: string | null;
}
