import {
  greekVocative,
  isSectionCode,
  StudentSchoolStatus,
  type Language,
  type TestType,
} from '@kokpit/shared';
import { Alert, Button, Container, Grid, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../lib/describe-error';
import { useLanguage } from '../../../lib/i18n/use-language';
import { useSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { StudentMessagesPanel } from '../../messages';
import { ProfileDialog, profileQuery, useApplyTheme, type ProfileTab } from '../../profile';
import { ConfirmDialog, PendingAnswers, useStartTest } from '../../practice';
import { StudentPresentations } from '../../theory';
import { highlightsQuery } from '../api/student-data';
import { useCurrentSection } from '../hooks/use-current-section';
import { AccountCard } from './account-card';
import { CategoryPicker } from './category-picker';
import { DailyCard } from './daily-card';
import { ExamDateCard } from './exam-date-card';
import { HighlightCards } from './highlight-cards';
import { ReadinessCard } from './readiness-card';
import { ResumeBanner } from './resume-banner';
import { SchoolCapNotice } from './school-cap-notice';
import { SchoolWelcome } from './school-welcome';
import { SectionSwitcher } from './section-switcher';
import { TestActions } from './test-actions';

/** /{lang}/student: the student dashboard (page group student-home). */
/** The name the greeting uses: in Greek, a Greek first name in the vocative ("Γεια σας, Γιώργο!"). */
function greetingName(user: { firstName: string; username: string }, lang: Language): string {
  if (!user.firstName) return user.username;
  return lang === 'el' ? greekVocative(user.firstName) : user.firstName;
}

export function StudentHomePage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const lang = useLanguage();
  useDocumentTitle(t('student.homeTitle'));
  useApplyTheme();
  const { query: sectionsQuery, sections, current } = useCurrentSection();
  const profile = useQuery(profileQuery());
  const highlights = useQuery({ ...highlightsQuery(current?.code ?? ''), enabled: !!current });
  const [noErrors, setNoErrors] = useState(false);
  const start = useStartTest({ onNothingToPractise: () => setNoErrors(true) });
  const [pickCategory, setPickCategory] = useState(false);
  const [confirming, setConfirming] = useState<{ type: TestType; categoryId?: number } | null>(
    null,
  );
  const [profileTab, setProfileTab] = useState<ProfileTab | null>(null);

  const h = highlights.data;
  const verified = profile.data?.student.schoolVerified ?? user?.schoolVerified ?? false;
  const running = h?.runningTest ?? null;

  const begin = (type: TestType, categoryId?: number) => {
    if (!current) return;
    start.mutate({
      section: current.code,
      type,
      ...(categoryId === undefined ? {} : { options: { categoryId } }),
    });
  };
  /** A running test ends when another starts: ask first. */
  const handleStart = (type: TestType, categoryId?: number) => {
    if (running && running.answered < running.total) setConfirming({ type, categoryId });
    else begin(type, categoryId);
  };

  const failed = sectionsQuery.error ?? highlights.error;
  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" gap="sm">
          <div>
            <Title order={1} fz={{ base: 28, sm: 34 }}>
              {t('student.homeTitle')}
            </Title>
            {user && (
              <Text c="dimmed" mt={2}>
                {t('dashboard.greeting', { name: greetingName(user, lang) })}
              </Text>
            )}
          </div>
          {sections.length > 0 && (
            <SectionSwitcher sections={sections} current={current} schoolVerified={verified} />
          )}
        </Group>

        <PendingAnswers />
        <SchoolWelcome />
        {failed && (
          <Alert color="red" variant="light" radius="lg" title={t('dashboard.loadFailed')}>
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{describeError(failed)}</Text>
              <Button
                size="xs"
                variant="light"
                color="red"
                onClick={() => void highlights.refetch()}
              >
                {t('dashboard.retry')}
              </Button>
            </Stack>
          </Alert>
        )}
        {running && <ResumeBanner running={running} />}

        <Grid gap={{ base: 'md', md: 'lg' }}>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="md">
              {h && current ? (
                <HighlightCards h={h} minSuccess={current.minSuccess} />
              ) : (
                <Skeleton height={150} radius="lg" />
              )}
              {h ? (
                <>
                  <ReadinessCard readiness={h.readiness} passProbability={h.passProbability} />
                  <ExamDateCard key={h.section} section={h.section} examDate={h.examDate ?? null} />
                </>
              ) : (
                <Skeleton height={130} radius="lg" />
              )}
              <Title order={2} size="h3" mt="xs">
                {t('dashboard.practiceTitle')}
              </Title>
              {h && current ? (
                <TestActions
                  section={current}
                  highlights={h}
                  demo={!verified}
                  starting={start.isPending ? start.variables.type : null}
                  onStart={handleStart}
                  onCategories={() => setPickCategory(true)}
                />
              ) : (
                <Skeleton height={200} radius="lg" />
              )}
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack gap="md">
              {h ? <DailyCard daily={h.daily} /> : <Skeleton height={170} radius="lg" />}
              {current && verified && isSectionCode(current.code) && (
                <StudentPresentations section={current.code} />
              )}
              {h && h.progressCap < 100 && (
                <SchoolCapNotice
                  cap={h.progressCap}
                  pending={profile.data?.student.schoolStatus === StudentSchoolStatus.pending}
                />
              )}
              <StudentMessagesPanel />
              <AccountCard profile={profile.data} onOpen={setProfileTab} />
            </Stack>
          </Grid.Col>
        </Grid>
      </Stack>

      {current && (
        <CategoryPicker
          opened={pickCategory}
          section={current.code}
          progress={h?.categories ?? []}
          onClose={() => setPickCategory(false)}
          onPick={(categoryId) => {
            setPickCategory(false);
            handleStart('category', categoryId);
          }}
        />
      )}
      <ConfirmDialog
        opened={confirming !== null}
        title={t('dashboard.replaceTitle')}
        text={t('dashboard.replaceText', {
          answered: running?.answered ?? 0,
          total: running?.total ?? 0,
        })}
        confirmLabel={t('dashboard.replaceConfirm')}
        cancelLabel={t('dashboard.cancel')}
        busy={start.isPending}
        onConfirm={() => confirming && begin(confirming.type, confirming.categoryId)}
        onClose={() => setConfirming(null)}
      />
      <ConfirmDialog
        opened={noErrors}
        title={t('dashboard.noErrorsTitle')}
        text={t('dashboard.noErrorsText')}
        confirmLabel={t('dashboard.actionProgress')}
        cancelLabel={t('dashboard.close')}
        onConfirm={() => {
          setNoErrors(false);
          handleStart('progress');
        }}
        onClose={() => setNoErrors(false)}
      />
      {profileTab && (
        <Suspense fallback={null}>
          <ProfileDialog
            opened
            tab={profileTab}
            onTab={setProfileTab}
            onClose={() => setProfileTab(null)}
          />
        </Suspense>
      )}
    </Container>
  );
}
