import { Group, Text } from '@mantine/core';
import { useId } from 'react';

/** The steering-wheel mark: the same drawing as public/favicon.svg and the app icons. */
export function LogoMark({ size = 32 }: { size?: number }) {
  // Each mark needs its own gradient id: ids must be unique in the page.
  const gradient = `kokpit-logo-${useId().replace(/:/g, '')}`;
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#0b70a5" />
          <stop offset="1" stopColor="#004a72" />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="14" fill={`url(#${gradient})`} />
      <circle cx="32" cy="32" r="19" fill="none" stroke="#fff" strokeWidth="6" />
      <path
        d="M14 30.5h12.5M37.5 30.5H50M32 38v12"
        stroke="#fff"
        strokeWidth="6"
        strokeLinecap="round"
      />
      <circle cx="32" cy="32" r="7" fill="#ffb01b" />
    </svg>
  );
}

/** Mark and wordmark; the wordmark is text so it stays crisp and is read by screen readers. */
export function Logo({ size = 32 }: { size?: number }) {
  return (
    <Group gap={8} wrap="nowrap">
      <LogoMark size={size} />
      <Text
        component="span"
        fw={800}
        fz={size * 0.68}
        lh={1}
        c="var(--mantine-color-text)"
        style={{ letterSpacing: '-0.02em' }}
      >
        Kokpit
      </Text>
    </Group>
  );
}
