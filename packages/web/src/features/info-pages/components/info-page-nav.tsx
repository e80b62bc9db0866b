import { Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useLanguage } from '../../../lib/i18n/use-language';
import type { InfoPageSlug } from '../../../lib/info-pages';
import { paths } from '../../../lib/paths';
import { pagesQuery } from '../api/pages';
import classes from './info-page.module.css';

/** The other information pages (`pages`), beside the article or under it on phones. */
export function InfoPageNav() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { data: pages, isPending, isError } = useQuery(pagesQuery(lang));
  if (isError) return null;
  return (
    <Paper withBorder radius="lg" p="lg" component="nav" aria-labelledby="info-pages-nav">
      <Title
        order={2}
        fz="sm"
        tt="uppercase"
        c="dimmed"
        id="info-pages-nav"
        mb="sm"
        className={classes.navTitle}
      >
        {t('infoPages.otherPages')}
      </Title>
      {isPending ? (
        <Stack gap="xs" aria-hidden="true">
          {[70, 85, 60, 75, 65].map((w) => (
            <Skeleton key={w} height={14} width={`${w}%`} />
          ))}
        </Stack>
      ) : (
        <ul className={classes.navList}>
          {[...pages]
            .sort((a, b) => a.title.localeCompare(b.title, lang))
            .map((page) => (
              <li key={page.slug}>
                <NavLink
                  to={paths.infoPage(lang, page.slug as InfoPageSlug)}
                  className={classes.navLink}
                >
                  <Text component="span" size="sm" inherit>
                    {page.title}
                  </Text>
                </NavLink>
              </li>
            ))}
        </ul>
      )}
    </Paper>
  );
}
