import { Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChunkLoadError } from '../../lib/lazy-with-timeout';
import { RefreshIcon } from './icons';

function LoadFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const isChunk = error instanceof ChunkLoadError;
  const text = !isChunk
    ? t('errors.renderText')
    : error.reason === 'timeout'
      ? t('errors.timeoutText')
      : t('errors.chunkText');
  return (
    <Container size="sm" py="xl">
      <Paper withBorder p="xl" radius="lg" role="alert">
        <Stack gap="md" align="flex-start">
          <Title order={1} fz={24}>
            {isChunk ? t('errors.chunkTitle') : t('errors.renderTitle')}
          </Title>
          <Text>{text}</Text>
          <Button leftSection={<RefreshIcon />} onClick={onRetry}>
            {t('errors.retry')}
          </Button>
        </Stack>
      </Paper>
    </Container>
  );
}

interface Props {
  children: ReactNode;
  /** Called before the boundary renders its children again. */
  onRetry: () => void;
}

interface State {
  error: unknown;
}

/** Catches a page group that failed to load (or to render) and offers to try again. */
export class ChunkErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    // Reported for whoever reads the console or a future error collector.
    console.error('Kokpit: page failed', error, info.componentStack);
  }

  handleRetry = (): void => {
    this.props.onRetry();
    this.setState({ error: null });
  };

  override render(): ReactNode {
    if (this.state.error !== null)
      return <LoadFailure error={this.state.error} onRetry={this.handleRetry} />;
    return this.props.children;
  }
}
