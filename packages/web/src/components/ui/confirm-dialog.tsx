import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  text: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onClose: () => void;
  /** A destructive action is red. */
  danger?: boolean;
  busy?: boolean;
  /** More actions between cancel and confirm (e.g. "continue later"). */
  extra?: ReactNode;
}

/**
 * A question before an action that cannot be undone (cancel, restart, a school request, a
 * back-office delete): Mantine's modal, so focus stays inside and Escape closes it.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={props.title} centered radius="lg">
      <Stack gap="lg">
        <Text>{props.text}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={props.onClose}>
            {props.cancelLabel}
          </Button>
          {props.extra}
          <Button
            color={props.danger ? 'red' : undefined}
            onClick={props.onConfirm}
            loading={props.busy}
            data-autofocus
          >
            {props.confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
