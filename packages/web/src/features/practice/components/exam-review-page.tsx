import { ResultCode } from '@kokpit/shared';
import {
  Alert,
  Anchor,
  Button,
  Container,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { describeError } from '../../../lib/describe-error';
import { formatDate } from '../../../lib/i18n/format';
import { useLanguage } from '../../../lib/i18n/use-language';
import { paths } from '../../../lib/paths';
import { isRequestError } from '../../../lib/socket';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useApplyTheme } from '../../profile';
import { examReviewQuery, type FinishedExam } from '../api/tests';
import { reviewOf } from '../test-state';
import { ExamVerdict } from './exam-verdict';
import { MistakeList } from './mistake-list';

type Filter = 'all' | 'mistakes';

/**
 * /{lang}/student/statistics/exam/{testId}: a past ministry exam, opened from the statistics'
 * exams tab. Its verdict, then every question with the picture, the answer given and the right
 * one; the mistakes alone with one tap.
 */
export function ExamReviewPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  useApplyTheme();
  useDocumentTitle(t('examReview.docTitle'));
  const id = Number(useParams().testId);
  const valid = Number.isInteger(id) && id > 0;
  const review = useQuery({ ...examReviewQuery(id, lang), enabled: valid });
  const back = paths.studentStatistics(lang) + '?tab=exams';

  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Anchor component={Link} to={back} fw={600} w="fit-content">
          ← {t('examReview.back')}
        </Anchor>
        {!valid || review.isError ? (
          <ReviewFailure error={review.error} onRetry={() => void review.refetch()} />
        ) : review.data ? (
          <ReviewBody exam={review.data} />
        ) : (
          <Skeleton height={320} radius="lg" />
        )}
      </Stack>
    </Container>
  );
}

function ReviewBody({ exam }: { exam: FinishedExam }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [filter, setFilter] = useState<Filter>('all');
  const items = reviewOf(exam.result.questions, (q) => q.reply);
  const mistakes = items.filter((m) => !m.picked?.isCorrect);
  const shown = filter === 'all' ? items : mistakes;
  return (
    <>
      <div>
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          {t('testRun.types.simulation')}
        </Title>
        <Text c="dimmed" mt={2}>
          {formatDate(exam.dateCompleted, lang, 'longDayAndTime')}
        </Text>
      </div>
      {exam.timedOut && (
        <Alert color="orange" variant="light" radius="md" title={t('testRun.timeUpTitle')}>
          {t('testRun.timeUpExam')}
        </Alert>
      )}
      <ExamVerdict outcome={exam.result} tookMs={exam.dateCompleted - exam.dateStarted} />
      <SegmentedControl
        value={filter}
        onChange={(v) => setFilter(v as Filter)}
        aria-label={t('examReview.filterLabel')}
        fullWidth
        data={[
          { value: 'all', label: t('examReview.filterAll', { n: items.length }) },
          { value: 'mistakes', label: t('examReview.filterMistakes', { n: mistakes.length }) },
        ]}
      />
      {shown.length === 0 ? (
        <Text fw={600}>{t('testRun.noMistakes')}</Text>
      ) : (
        <MistakeList
          mistakes={shown}
          marked
          title={
            filter === 'all'
              ? t('examReview.allTitle', { n: shown.length })
              : t('testRun.mistakesTitle', { n: shown.length })
          }
        />
      )}
    </>
  );
}

function ReviewFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const answered = isRequestError(error) && error.kind === 'server';
  const missing = !error || (answered && error.code === ResultCode.notFound);
  return (
    <Alert
      color={missing ? 'gray' : 'red'}
      variant="light"
      radius="lg"
      title={missing ? t('examReview.notFoundTitle') : t('examReview.loadFailedTitle')}
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{error ? describeError(error) : t('examReview.notFoundText')}</Text>
        {!answered && error !== null && (
          <Button size="xs" variant="light" color="red" onClick={onRetry}>
            {t('testRun.retry')}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}
