import { Anchor, Paper, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../../lib/i18n/use-language';
import { paths } from '../../../lib/paths';
import classes from './student.module.css';

/** Without a verified school progress stops at 30% (SPEC §6): say so, and where to go. */
export function SchoolCapNotice({ cap, pending }: { cap: number; pending: boolean }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <Paper radius="lg" p="md" className={classes.notice}>
      <Title order={2} size="h5">
        {t('dashboard.capTitle', { cap })}
      </Title>
      <Text size="sm" mt={4}>
        {pending ? t('dashboard.capPending', { cap }) : t('dashboard.capText', { cap })}
      </Text>
      <Anchor
        component={Link}
        to={paths.studentDrivingSchool(lang)}
        fw={700}
        size="sm"
        mt={8}
        display="inline-block"
        className={classes.noticeLink}
      >
        {pending ? t('dashboard.capLinkPending') : t('dashboard.capLink')}
      </Anchor>
    </Paper>
  );
}
