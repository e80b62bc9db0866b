import { ActionIcon, Popover, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { InfoIcon } from './student-icons';

/** An (i) beside a figure's name that opens what the figure means. */
export function ExplainPopover({
  name,
  width = 260,
  children,
}: {
  name: string;
  width?: number;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Popover width={width} position="bottom-end" withArrow shadow="md">
      <Popover.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="md"
          radius="xl"
          aria-label={t('dashboard.explain', { name })}
        >
          <InfoIcon size={18} />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <Text size="sm">{children}</Text>
      </Popover.Dropdown>
    </Popover>
  );
}
