export {
  categoriesQuery,
  highlightsQuery,
  studentSectionsQuery,
  type StudentSection,
  type StudentSections,
} from './api/student-data';
export { useCurrentSection } from './hooks/use-current-section';
