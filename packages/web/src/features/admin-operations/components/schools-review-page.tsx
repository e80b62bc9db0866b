import { Badge, Button, Group, Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useLanguage } from '../../../lib/i18n/use-language';
import { decideSchool, schoolsReviewQuery, SCHOOLS_REVIEW_KEY } from '../api/operations';
import { useOpsAction } from '../hooks/use-ops-action';
import { formatMoment } from './format';
import { PageTitle } from '../../../components/ui/page-title';

type ReviewStatus = 'pending' | 'approved' | 'rejected';

/**
 * Schools awaiting approval (SPEC §4): approved, a school appears on the partner map and may
 * activate students; either way it is told by e-mail and, if online, at once.
 */
export function SchoolsReviewPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [status, setStatus] = useState<ReviewStatus>('pending');
  const schools = useQuery(schoolsReviewQuery(status));
  const decide = useOpsAction(decideSchool, { refresh: [SCHOOLS_REVIEW_KEY] });
  const items = schools.data?.items ?? [];
  const [rejecting, setRejecting] = useState<{ id: number; name: string } | null>(null);
  return (
    <Stack gap="lg">
      <ConfirmDialog
        opened={rejecting !== null}
        title={t('adminOps.rejectTitle')}
        text={rejecting ? t('adminOps.rejectConfirm', { name: rejecting.name }) : ''}
        confirmLabel={t('adminOps.reject')}
        cancelLabel={t('adminOps.cancel')}
        danger
        busy={decide.isPending}
        onConfirm={() =>
          rejecting &&
          decide.mutate(
            { school: rejecting.id, decision: 'reject' },
            { onSettled: () => setRejecting(null) },
          )
        }
        onClose={() => setRejecting(null)}
      />
      <PageTitle title={t('adminOps.schoolsTitle')} />
      <SegmentedControl
        value={status}
        onChange={(v) => setStatus(v as ReviewStatus)}
        data={[
          { value: 'pending', label: t('adminOps.pending') },
          { value: 'approved', label: t('adminOps.approved') },
          { value: 'rejected', label: t('adminOps.rejected') },
        ]}
        style={{ alignSelf: 'flex-start' }}
      />
      {schools.isSuccess && items.length === 0 && <Text c="dimmed">{t('adminOps.noSchools')}</Text>}
      {items.map((s) => (
        <Paper key={s.id} withBorder radius="lg" p="md" data-testid="review-school">
          <Stack gap={6}>
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Text fw={700} size="lg">
                {s.name}
              </Text>
              <Badge
                variant="light"
                color={status === 'pending' ? 'orange' : status === 'approved' ? 'teal' : 'gray'}
              >
                {t(`adminOps.${status}`)}
              </Badge>
            </Group>
            <Text size="sm">{[s.managerName, s.address, s.city].filter(Boolean).join(' · ')}</Text>
            <Text size="sm" c="dimmed">
              {[s.email, s.phone].filter(Boolean).join(' · ')}
            </Text>
            <Text size="xs" c="dimmed">
              {t('adminOps.registered', { when: formatMoment(s.createdAt, lang) })}
            </Text>
            {status === 'pending' && (
              <Group gap="sm" mt="xs">
                <Button
                  color="teal"
                  loading={decide.isPending && decide.variables?.school === s.id}
                  onClick={() => decide.mutate({ school: s.id, decision: 'approve' })}
                >
                  {t('adminOps.approve')}
                </Button>
                <Button
                  variant="default"
                  color="red"
                  disabled={decide.isPending}
                  onClick={() => setRejecting({ id: s.id, name: s.name })}
                >
                  {t('adminOps.reject')}
                </Button>
              </Group>
            )}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
