import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

/** Deep cerulean: the brand colour. Shade 8 (light) and 7 (dark) keep white text above 4.5:1. */
const kokpit: MantineColorsTuple = [
  '#e8f4f9',
  '#d0e6f0',
  '#a0cce2',
  '#6cb0d3',
  '#4399c7',
  '#2a8bbf',
  '#1a83bc',
  '#0b70a5',
  '#006394',
  '#005683',
];

/** Road-sign amber: the accent (the logo's hub, highlights); always with dark text. */
const signal: MantineColorsTuple = [
  '#fff8e1',
  '#ffefcc',
  '#ffdd9b',
  '#ffca64',
  '#ffba38',
  '#ffb01b',
  '#ffab09',
  '#e39500',
  '#ca8500',
  '#af7100',
];

// System fonts only: no web-font download, and all of these carry Greek and Cyrillic glyphs.
const fontFamily = 'Inter, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif';

export const theme = createTheme({
  colors: { kokpit, signal },
  primaryColor: 'kokpit',
  primaryShade: { light: 8, dark: 7 },
  fontFamily,
  headings: { fontFamily, fontWeight: '700' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  focusRing: 'auto',
  autoContrast: true,
});

/**
 * Mantine's "dimmed" grey is 3.3:1 on white (and 4.3:1 on dark), and its error red 3.6:1 on
 * white (red 8 on dark, 3.4:1): below WCAG AA for text. These keep secondary text and field
 * errors readable at about 6:1 in both schemes.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': '#5c636a', '--mantine-color-error': '#c92a2a' },
  dark: { '--mantine-color-dimmed': '#a6a7ab', '--mantine-color-error': '#ff8787' },
});
