import { Paper, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { schoolLinkQuery } from '../../school-select';

/**
 * The student's school greets them on the dashboard with the welcome it wrote in the school
 * editor (in the student's language, else Greek); nothing when it wrote none.
 */
export function SchoolWelcome() {
  const link = useQuery(schoolLinkQuery());
  const data = link.data;
  if (!data?.school || !data.welcome) return null;
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-label={data.school.name}>
      <Text fw={700} size="sm" c="dimmed">
        {data.school.name}
      </Text>
      <Text style={{ whiteSpace: 'pre-line' }} data-testid="school-welcome">
        {data.welcome}
      </Text>
    </Paper>
  );
}
