import { Container, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { AccountBar } from './account-bar';
import { SchoolGate } from './school-gate';

interface SchoolFrameProps {
  title: string;
  subtitle?: ReactNode;
  /** Buttons beside the title. */
  actions?: ReactNode;
  children: ReactNode;
}

/**
 * Every school page: the account bar (credits, package, pending credits) above the page's own
 * content; a school the operators have not approved yet sees where it stands instead.
 */
export function SchoolFrame(props: SchoolFrameProps) {
  return (
    <SchoolGate>
      <ApprovedFrame {...props} />
    </SchoolGate>
  );
}

function ApprovedFrame({ title, subtitle, actions, children }: SchoolFrameProps) {
  useDocumentTitle(title);
  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <AccountBar />
        <Group justify="space-between" align="flex-end" gap="sm">
          <div>
            <Title order={1} fz={{ base: 28, sm: 34 }}>
              {title}
            </Title>
            {subtitle && (
              <Text c="dimmed" mt={2}>
                {subtitle}
              </Text>
            )}
          </div>
          {actions && <Group gap="sm">{actions}</Group>}
        </Group>
        {children}
      </Stack>
    </Container>
  );
}
