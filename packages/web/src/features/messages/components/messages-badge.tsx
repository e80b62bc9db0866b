import { ActionIcon, Indicator } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon, type IconProps } from '../../../components/ui/icons';
import { useLanguage } from '../../../lib/i18n/use-language';
import { paths } from '../../../lib/paths';
import { useMessagingSide, useUnreadCount } from '../hooks/use-messages';

function EnvelopeIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m3 7 9 6 9-6" />
    </Icon>
  );
}

/**
 * The header's unread badge, for a school (to its inbox) and a student (to the messages panel
 * on their dashboard). Pushes keep it current in every tab.
 */
export function MessagesBadge() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const side = useMessagingSide();
  const unread = useUnreadCount();
  if (!side) return null;
  const count = unread ?? 0;
  const to = side === 'school' ? paths.schoolMessages(lang) : `${paths.student(lang)}#messages`;
  return (
    <Indicator
      label={count > 99 ? '99+' : count}
      size={18}
      disabled={count === 0}
      color="red"
      offset={4}
      data-testid="messages-badge"
      data-unread={count}
    >
      <ActionIcon
        component={Link}
        to={to}
        variant="subtle"
        size="lg"
        radius="xl"
        aria-label={count > 0 ? t('messages.badge', { count }) : t('messages.badgeNone')}
      >
        <EnvelopeIcon size={20} />
      </ActionIcon>
    </Indicator>
  );
}
