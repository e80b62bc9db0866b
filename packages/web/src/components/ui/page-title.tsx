import { Text, Title } from '@mantine/core';

/** A page's one heading and, under it, a line saying what the page is for. */
export function PageTitle({ title, text }: { title: string; text?: string }) {
  return (
    <>
      <Title order={1} size="h2">
        {title}
      </Title>
      {text && (
        <Text size="sm" c="dimmed">
          {text}
        </Text>
      )}
    </>
  );
}
