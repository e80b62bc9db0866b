export { PartnerSchoolsSection } from './components/partner-schools-section';
export { LazySchoolsMap, MapSkeleton } from './components/lazy-map';
export { SchoolSearchForm } from './components/school-search-form';
export { SchoolList } from './components/school-list';
export { placeLabel } from './components/place-label';
export { schoolPagePath, schoolAddress } from './components/school-details';
export {
  schoolPageQuery,
  schoolSearchQuery,
  type PartnerSchool,
  type SchoolSearch,
  type SearchedPlace,
} from './api/partner-schools';
