import type { SchoolJoinPayload } from '@kokpit/shared';
import { Container, Grid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../lib/describe-error';
import { notify } from '../../../lib/notify';
import { PushQueryKeys } from '../../../lib/push-invalidation';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useApplyTheme } from '../../profile';
import { ConfirmDialog } from '../../practice';
import { joinSchool, schoolLinkQuery, type School } from '../api/schools';
import { CouponForm } from './coupon-form';
import { CurrentSchool } from './current-school';
import { SchoolSearch } from './school-search';

/** /{lang}/student/driving-school: the student's school, a coupon, or a school to ask. */
export function StudentSchoolSelectPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('student.schoolSelectTitle'));
  useApplyTheme();
  const queryClient = useQueryClient();
  const link = useQuery(schoolLinkQuery());
  const [asking, setAsking] = useState<School | null>(null);

  const join = useMutation({
    mutationFn: (input: SchoolJoinPayload) => joinSchool(input),
    onSuccess: (envelope) => {
      setAsking(null);
      notify({ message: envelope.message, tone: 'success' });
      // The link, the profile, the sections and the 30% cap all change with a school.
      void queryClient.invalidateQueries({ queryKey: PushQueryKeys.profile });
      void queryClient.invalidateQueries({ queryKey: PushQueryKeys.sections });
      void queryClient.invalidateQueries({ queryKey: PushQueryKeys.statistics });
    },
  });

  const verified = link.data?.school ? link.data.link.verified : false;
  const currentId = link.data?.school?.id ?? null;
  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <div>
          <Title order={1} fz={{ base: 28, sm: 34 }}>
            {t('student.schoolSelectTitle')}
          </Title>
          <Text c="dimmed" mt={2} maw={640}>
            {t('schoolSelect.lead')}
          </Text>
        </div>
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: link.data && !verified ? 6 : 12 }}>
            {link.data ? <CurrentSchool link={link.data} /> : <Skeleton height={120} radius="lg" />}
          </Grid.Col>
          {link.data && !verified && (
            <Grid.Col span={{ base: 12, md: 6 }}>
              <CouponForm
                busy={join.isPending}
                onSubmit={(coupon) => join.mutateAsync({ coupon })}
              />
            </Grid.Col>
          )}
        </Grid>
        <SchoolSearch canJoin={!verified} currentId={currentId} onJoin={setAsking} />
      </Stack>
      <ConfirmDialog
        opened={asking !== null}
        title={t('schoolSelect.joinTitle', { name: asking?.name ?? '' })}
        text={t('schoolSelect.joinText')}
        confirmLabel={t('schoolSelect.joinConfirm')}
        cancelLabel={t('schoolSelect.cancel')}
        busy={join.isPending}
        onConfirm={() =>
          asking &&
          join.mutate(
            { schoolId: asking.id },
            { onError: (error) => notify({ message: describeError(error), tone: 'error' }) },
          )
        }
        onClose={() => setAsking(null)}
      />
    </Container>
  );
}
