import { Alert, Button, Loader, Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../lib/describe-error';

/** A query's loader, its error with Retry, or its content. */
export function LoadState({
  query,
  children,
}: {
  query: UseQueryResult<unknown>;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  if (query.isPending) return <Loader size="sm" aria-label={t('admin.list.loading')} />;
  if (query.isError && query.data === undefined) {
    return (
      <Alert color="red" title={t('admin.loadFailed')} role="alert">
        <Stack gap="xs" align="flex-start">
          {describeError(query.error)}
          <Button size="xs" variant="light" onClick={() => void query.refetch()}>
            {t('admin.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  return <>{children}</>;
}
