import { useQuery } from '@tanstack/react-query';
import { useLanguage } from '../../../lib/i18n/use-language';
import { studentSectionsQuery, type StudentSection } from '../api/student-data';

/** The section the student works in now, with the list it came from. */
export function useCurrentSection() {
  const lang = useLanguage();
  const query = useQuery(studentSectionsQuery(lang));
  const current: StudentSection | undefined = query.data?.sections.find(
    (s) => s.code === query.data?.current,
  );
  return { query, sections: query.data?.sections ?? [], current };
}
