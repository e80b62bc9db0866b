import { CloseButton, Container, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { dismissServerNotice, useServerNotices } from '../../lib/session';
import classes from './notice-banner.module.css';

/** The operators' notices (SPEC §4), each a banner under the header until dismissed. */
export function NoticeBanner() {
  const { t } = useTranslation();
  const notices = useServerNotices();
  return (
    <div role="status" aria-live="polite">
      {notices.map((notice) => (
        <div key={notice.id} className={classes.banner} data-testid="server-notice">
          <Container size="lg" py={10}>
            <Group gap="sm" wrap="nowrap" justify="space-between" align="flex-start">
              <Text size="sm" fw={500} style={{ whiteSpace: 'pre-wrap' }}>
                {notice.message}
              </Text>
              <CloseButton
                aria-label={t('connection.dismissNotice')}
                onClick={() => dismissServerNotice(notice.id)}
              />
            </Group>
          </Container>
        </div>
      ))}
    </div>
  );
}
