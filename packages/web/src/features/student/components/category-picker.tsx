import type { SectionCode } from '@kokpit/shared';
import { Button, Loader, Modal, Stack, Text, UnstyledButton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/i18n/use-language';
import { categoriesQuery } from '../api/student-data';
import classes from './student.module.css';

interface CategoryPickerProps {
  opened: boolean;
  section: SectionCode;
  onClose: () => void;
  onPick: (categoryId: number) => void;
}

/** The section's categories, to practise one of them (category test). */
export function CategoryPicker({ opened, section, onClose, onPick }: CategoryPickerProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const query = useQuery({ ...categoriesQuery(section, lang), enabled: opened });
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('dashboard.categoriesTitle')}
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
          {query.data.categories.map((c) => (
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
                  {t('dashboard.categoryCount', { n: c.questionCount })}
                </Text>
              </span>
            </UnstyledButton>
          ))}
        </Stack>
      )}
    </Modal>
  );
}
