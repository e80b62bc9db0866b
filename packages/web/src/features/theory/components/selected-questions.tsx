import type { QuestionView } from '@kokpit/shared';
import { ActionIcon, Group, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { moveItem } from '../reorder';
import { QuestionNumbers } from './question-preview';
import classes from './theory.module.css';

interface SelectedQuestionsProps {
  ids: number[];
  known: ReadonlyMap<number, QuestionView>;
  error?: string;
  onChange: (ids: number[]) => void;
}

/**
 * The presentation's questions in order: drag a row to move it, or use its up and down
 * buttons (the keyboard's way); each move is announced to screen readers.
 */
export function SelectedQuestions({ ids, known, error, onChange }: SelectedQuestionsProps) {
  const { t } = useTranslation();
  const [dragging, setDragging] = useState<number | null>(null);
  const [announce, setAnnounce] = useState('');

  const move = (from: number, to: number) => {
    if (to < 0 || to >= ids.length) return;
    onChange(moveItem(ids, from, to));
    setAnnounce(t('theory.moved', { position: to + 1, count: ids.length }));
  };
  const onDrop = (e: DragEvent, to: number) => {
    e.preventDefault();
    if (dragging !== null && dragging !== to) move(dragging, to);
    setDragging(null);
  };

  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        {ids.length > 0 ? t('theory.reorderHint') : t('theory.selectedEmpty')}
      </Text>
      {error && (
        <Text size="sm" c="red" role="alert" data-testid="questions-error">
          {error}
        </Text>
      )}
      <ol className={classes.selected} aria-label={t('theory.selectedTitle')}>
        {ids.map((id, index) => {
          const q = known.get(id);
          const text = q?.question ?? `#${id}`;
          return (
            <li
              key={id}
              draggable
              data-dragging={dragging === index || undefined}
              onDragStart={(e) => {
                e.dataTransfer.effectAllowed = 'move';
                e.dataTransfer.setData('text/plain', String(id));
                setDragging(index);
              }}
              onDragOver={(e) => e.preventDefault()}
              onDrop={(e) => onDrop(e, index)}
              onDragEnd={() => setDragging(null)}
              className={classes.selectedItem}
              data-testid="selected-question"
            >
              <Paper withBorder p="xs" radius="md">
                <Group gap="xs" wrap="nowrap" align="flex-start">
                  <span
                    className={classes.handle}
                    aria-hidden="true"
                    title={t('theory.dragHandle', { text })}
                  >
                    ⋮⋮
                  </span>
                  <Text fw={700} size="sm" className={classes.position}>
                    {index + 1}.
                  </Text>
                  <Stack gap={4} className={classes.grow}>
                    <Text size="sm" lineClamp={2}>
                      {text}
                    </Text>
                    {q && <QuestionNumbers question={q} />}
                  </Stack>
                  <Group gap={4} wrap="nowrap">
                    <ActionIcon
                      variant="subtle"
                      aria-label={t('theory.moveUp', { text })}
                      disabled={index === 0}
                      onClick={() => move(index, index - 1)}
                    >
                      ↑
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      aria-label={t('theory.moveDown', { text })}
                      disabled={index === ids.length - 1}
                      onClick={() => move(index, index + 1)}
                    >
                      ↓
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('theory.remove', { text })}
                      onClick={() => onChange(ids.filter((x) => x !== id))}
                    >
                      ×
                    </ActionIcon>
                  </Group>
                </Group>
              </Paper>
            </li>
          );
        })}
      </ol>
      <VisuallyHidden aria-live="polite">{announce}</VisuallyHidden>
    </Stack>
  );
}
