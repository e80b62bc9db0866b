import { Container, Skeleton, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../../lib/i18n/format-count';
import { useLanguage } from '../../../lib/i18n/use-language';
import { publicStatisticsQuery, type PublicStatistics } from '../api/public-statistics';
import classes from './public-stats.module.css';

/** The four counts the home page shows, in this order. */
const FIGURES = [
  'schools',
  'students',
  'tests',
  'replies',
] as const satisfies readonly (keyof PublicStatistics)[];

/** Kokpit in numbers: partner schools, students, tests taken, answers given. */
export function PublicStatsStrip() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const stats = useQuery(publicStatisticsQuery());
  // Counts are a nicety: if they cannot be fetched the strip simply stays away.
  if (stats.isError) return null;
  return (
    <section className={classes.strip} aria-labelledby="public-stats-title">
      <Container size="lg" py={{ base: 'lg', sm: 'xl' }}>
        <VisuallyHidden>
          <h2 id="public-stats-title">{t('publicStats.title')}</h2>
        </VisuallyHidden>
        <dl className={classes.figures} aria-busy={stats.isPending}>
          {FIGURES.map((figure) => (
            <div key={figure} className={classes.figure}>
              <dt className={classes.label}>{t(`publicStats.${figure}`)}</dt>
              <dd className={classes.value}>
                {stats.data ? (
                  formatCount(stats.data[figure], lang)
                ) : (
                  <Skeleton
                    height={30}
                    width={72}
                    radius="sm"
                    component="span"
                    display="inline-block"
                  />
                )}
              </dd>
            </div>
          ))}
        </dl>
      </Container>
    </section>
  );
}
