import { Alert, Box, Button, Container, Skeleton, Stack, Text, Title } from '@mantine/core';
import { ResultCode } from '@kokpit/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { describeError } from '../../../lib/describe-error';
import { formatDate } from '../../../lib/i18n/format';
import { useLanguage } from '../../../lib/i18n/use-language';
import { isInfoPageSlug } from '../../../lib/info-pages';
import { isRequestError } from '../../../lib/socket';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { pageQuery } from '../api/pages';
import { useMetaDescription } from '../../../lib/use-meta-description';
import { MarkdownView } from '../markdown/markdown-view';
import { InfoNotFound } from './info-not-found';
import { InfoPageNav } from './info-page-nav';
import { SignGallery } from './sign-gallery';
import classes from './info-page.module.css';

/** The page whose body ends with the road-sign gallery. */
const GALLERY_SLUG = 'simata-kok';
const SLUG_PATTERN = /^[a-z0-9-]{1,64}$/;

const isMissing = (error: unknown) =>
  isRequestError(error) &&
  error.kind === 'server' &&
  (error.code === ResultCode.notFound || error.code === ResultCode.validation);

/**
 * /{lang}/page/{slug} (page group pages): an information page from the database (`page`),
 * its Markdown drawn as React elements, with the list of the other pages beside it.
 */
export function InfoPage() {
  const { slug = '' } = useParams();
  if (!SLUG_PATTERN.test(slug)) return <InfoNotFound />;
  return <InfoArticle slug={slug} />;
}

function InfoArticle({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { data: page, error, isPending, refetch, isRefetching } = useQuery(pageQuery(slug, lang));
  // Until the text arrives (or offline), a known page still shows its translated title.
  const knownTitle = isInfoPageSlug(slug) ? t(`pages.titles.${slug}`) : '';
  const title = page?.title ?? knownTitle;
  useDocumentTitle(title);
  useMetaDescription(page?.summary);

  if (error && isMissing(error)) return <InfoNotFound />;

  const updated = page?.updatedAt && formatDate(page.updatedAt, lang);
  return (
    <Container size="lg" py={{ base: 'lg', sm: 'xl' }}>
      <div className={classes.layout}>
        <article className={classes.article} lang={page?.lang}>
          <Stack gap="sm" mb="xl">
            <Text size="sm" fw={700} tt="uppercase" className={classes.eyebrow}>
              {t('infoPages.eyebrow')}
            </Text>
            {title ? (
              <Title order={1} className={classes.title}>
                {title}
              </Title>
            ) : (
              <Skeleton height={40} width="60%" aria-hidden="true" />
            )}
            {page?.summary && (
              <Text size="lg" className={classes.summary}>
                {page.summary}
              </Text>
            )}
            {updated && (
              <Text size="sm" c="dimmed">
                {t('infoPages.updated', { date: updated })}
              </Text>
            )}
          </Stack>
          {page ? (
            <MarkdownView source={page.body} />
          ) : error ? (
            <Alert color="red" variant="light" role="alert" title={describeError(error)}>
              <Button
                size="xs"
                variant="default"
                loading={isRefetching}
                onClick={() => void refetch()}
              >
                {t('errors.retry')}
              </Button>
            </Alert>
          ) : (
            isPending && <BodySkeleton />
          )}
          {slug === GALLERY_SLUG && page && <SignGallery />}
        </article>
        <Box component="aside" className={classes.aside}>
          <InfoPageNav />
        </Box>
      </div>
    </Container>
  );
}

function BodySkeleton() {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" role="status" aria-label={t('infoPages.loading')}>
      {[95, 88, 92, 60].map((width) => (
        <Skeleton key={width} height={14} width={`${width}%`} />
      ))}
      <Skeleton height={22} width="40%" mt="lg" />
      {[90, 85, 70].map((width) => (
        <Skeleton key={width} height={14} width={`${width}%`} />
      ))}
    </Stack>
  );
}
