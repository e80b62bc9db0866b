import { ActionIcon, CopyButton, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CheckIcon, Icon, type IconProps } from '../../../components/ui/icons';
import classes from './school.module.css';

function CopyIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="9" y="9" width="11" height="11" rx="2" />
      <path d="M5 15V5a2 2 0 0 1 2-2h10" />
    </Icon>
  );
}

/** A link with its QR code (drawn by the server) and a copy button. */
export function LinkWithQr({ link, label, qr }: { link: string; label: string; qr: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" align="flex-start">
      <TextInput
        label={label}
        value={link}
        readOnly
        w="100%"
        data-testid="registration-link"
        onFocus={(e) => e.currentTarget.select()}
        rightSection={
          <CopyButton value={link}>
            {({ copied, copy }) => (
              <Tooltip label={copied ? t('school.page.copied') : t('school.page.copy')}>
                <ActionIcon
                  variant="subtle"
                  onClick={copy}
                  aria-label={copied ? t('school.page.copied') : t('school.page.copy')}
                >
                  {copied ? <CheckIcon size={16} /> : <CopyIcon size={16} />}
                </ActionIcon>
              </Tooltip>
            )}
          </CopyButton>
        }
      />
      <img src={qr} alt={t('school.page.qrAlt')} className={classes.qr} />
      <Text size="xs" c="dimmed">
        {t('school.page.qrHint')}
      </Text>
    </Stack>
  );
}
