import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { NotFound } from '../../../components/ui/not-found';
import { PagePlaceholder } from '../../../components/ui/page-placeholder';
import { isInfoPageSlug } from '../../../lib/info-pages';

/**
 * /{lang}/page/{slug} (page group pages). The text of each page lives in the database per
 * language; until that call exists the page shows its translated title.
 */
export function InfoPage() {
  const { t } = useTranslation();
  const { slug } = useParams();
  if (!isInfoPageSlug(slug)) return <NotFound />;
  return <PagePlaceholder title={t(`pages.titles.${slug}`)} description={t('pages.infoLoading')} />;
}
