import type { CategoryProgressView, SectionCode } from '@kokpit/shared';
import { Button, Loader, Modal, Progress, Stack, Text, UnstyledButton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/i18n/use-language';
import { categoriesQuery } from '../api/student-data';
import classes from './student.module.css';

interface CategoryPickerProps {
  opened: boolean;
  section: SectionCode;
  /** The student's standing per category (from the highlights), by category id. */
  progress: readonly CategoryProgressView[];
  onClose: () => void;
  onPick: (categoryId: number) => void;
}

/** The section's categories with the student's progress in each, to practise one (category test). */
export function CategoryPicker({
  opened,
  section,
  progress,
  onClose,
  onPick,
}: CategoryPickerProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const query = useQuery({ ...categoriesQuery(section, lang), enabled: opened });
  const standing = new Map(progress.map((p) => [p.categoryId, p]));
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('dashboard.categoriesTitle')}
      closeButtonProps={{ 'aria-label': t('dashboard.categoriesClose') }}
      radius="lg"
      centered
    >
      {query.isPending && <Loader size="sm" />}
      {query.isError && (
        <Stack gap="sm">
          <Text>{t('dashboard.loadFailed')}</Text>
          <Button variant="light" onClick={() => void query.refetch()}>
            {t('dashboard.retry')}
          </Button>
        </Stack>
      )}
      {query.data && (
        <Stack gap="xs">
          {query.data.categories.map((c) => {
            const p = standing.get(c.id);
            const value = p?.progress ?? 0;
            return (
              <UnstyledButton
                key={c.id}
                className={classes.action}
                mih={56}
                onClick={() => onPick(c.id)}
              >
                <span className={classes.actionText}>
                  <Text component="span" display="block" className={classes.actionTitle}>
                    {c.name}
                  </Text>
                  <Text component="span" display="block" className={classes.actionHint}>
                    {t('dashboard.categoryProgress', {
                      answered: p?.answered ?? 0,
                      total: p?.total ?? c.questionCount,
                      progress: value,
                    })}
                  </Text>
                  <Progress
                    value={value}
                    size="sm"
                    radius="xl"
                    color={value > 90 ? 'teal' : 'kokpit'}
                    className={classes.categoryBar}
                    aria-hidden
                  />
                </span>
              </UnstyledButton>
            );
          })}
        </Stack>
      )}
    </Modal>
  );
}
