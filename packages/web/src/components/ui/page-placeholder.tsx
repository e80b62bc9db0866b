import { Badge, Box, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../lib/use-document-title';
import { LogoMark } from './logo';

interface PagePlaceholderProps {
  title: string;
  /** What the finished page will offer, in the visitor's language. */
  description: string;
  children?: ReactNode;
}

/** A real, translated page frame for pages whose content later work fills in. */
export function PagePlaceholder({ title, description, children }: PagePlaceholderProps) {
  const { t } = useTranslation();
  useDocumentTitle(title);
  return (
    <Container size="lg" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <Group justify="space-between" align="center" wrap="wrap" gap="sm">
          <Title order={1} fz={{ base: 26, sm: 34 }}>
            {title}
          </Title>
          <Badge variant="filled" color="signal.3" size="lg" radius="sm">
            {t('placeholder.badge')}
          </Badge>
        </Group>
        <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="lg">
          <Group align="flex-start" wrap="nowrap" gap="lg">
            <Box visibleFrom="xs" style={{ flex: 'none' }}>
              <LogoMark size={48} />
            </Box>
            <Text size="lg" maw={720}>
              {description}
            </Text>
          </Group>
        </Paper>
        {children}
      </Stack>
    </Container>
  );
}
