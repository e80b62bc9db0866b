import { Paper, SimpleGrid, Text } from '@mantine/core';
import classes from './test.module.css';

export interface ResultFigure {
  label: string;
  value: string;
}

/** Two to four big numbers under a result's verdict. */
export function ResultFigures({ figures }: { figures: ResultFigure[] }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: figures.length }} spacing="sm" component="dl" m={0}>
      {figures.map((f) => (
        <Paper key={f.label} withBorder radius="md" p="md">
          <Text component="dt" size="sm" c="dimmed" fw={600}>
            {f.label}
          </Text>
          <Text component="dd" m={0} className={classes.figure}>
            {f.value}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
