import { Paper, SimpleGrid, Text } from '@mantine/core';

export interface Figure {
  label: string;
  value: string;
  hint?: string;
}

/** A row of big numbers (a description list, so each number keeps its name). */
export function StatFigures({ figures }: { figures: Figure[] }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: figures.length }} spacing="sm" component="dl" m={0}>
      {figures.map((f) => (
        <Paper key={f.label} withBorder radius="lg" p="md">
          <Text component="dt" size="sm" c="dimmed" fw={700}>
            {f.label}
          </Text>
          <Text
            component="dd"
            m={0}
            fw={800}
            fz={{ base: 26, sm: 30 }}
            lh={1.15}
            style={{ fontVariantNumeric: 'tabular-nums' }}
          >
            {f.value}
          </Text>
          {f.hint && (
            <Text component="dd" m={0} size="xs" c="dimmed" mt={4}>
              {f.hint}
            </Text>
          )}
        </Paper>
      ))}
    </SimpleGrid>
  );
}
