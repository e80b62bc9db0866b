import { Button, Group, Text } from '@mantine/core';
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChunkErrorBoundary } from '../../../components/ui/chunk-error-boundary';
import { withTexts } from '../../../lib/i18n/i18n';
import { lazyWithTimeout } from '../../../lib/lazy-with-timeout';
import { PlayIcon } from '../../../components/ui/icons';
import type { TrialTestProps } from './trial-test';

const loadTrial = () => withTexts(import('./trial-test'), 'pages');
/** The test itself is a chunk of its own, fetched on the first hover, focus or tap. */
const trialTest = lazyWithTimeout<TrialTestProps>(() => loadTrial().then((m) => m.TrialTest));

const prefetch = () => {
  loadTrial().catch(() => undefined);
};

/** Marks the button busy while the trial's chunk is on its way. */
function Pending({ onPending }: { onPending: (pending: boolean) => void }) {
  useEffect(() => {
    onPending(true);
    return () => onPending(false);
  }, [onPending]);
  return null;
}

/** The home page's call to action: 15 questions for anyone, without an account. */
export function TrialLauncher() {
  const { t } = useTranslation();
  const [wanted, setWanted] = useState(false);
  const [opened, setOpened] = useState(false);
  const [pending, setPending] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const Trial = trialTest.current();

  return (
    <div>
      <Group gap="md" align="center">
        <Button
          size="lg"
          color="signal.4"
          radius="md"
          leftSection={<PlayIcon size={18} />}
          loading={opened && pending}
          onMouseEnter={prefetch}
          onFocus={prefetch}
          onTouchStart={prefetch}
          onClick={() => {
            setWanted(true);
            setOpened(true);
          }}
          aria-haspopup="dialog"
        >
          {t('trial.cta')}
        </Button>
        <Text size="sm" c="dimmed" maw={260} lh={1.4}>
          {t('trial.ctaHint')}
        </Text>
      </Group>
      {wanted && (
        <ChunkErrorBoundary
          key={attempt}
          onRetry={() => {
            trialTest.retry();
            setAttempt((n) => n + 1);
          }}
        >
          <Suspense fallback={<Pending onPending={setPending} />}>
            <Trial opened={opened} onClose={() => setOpened(false)} />
          </Suspense>
        </ChunkErrorBoundary>
      )}
    </div>
  );
}
