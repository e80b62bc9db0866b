import type { ManifestOptions } from 'vite-plugin-pwa';

/** Brand colours shared by the manifest, index.html and the icons (see src/lib/theme.ts). */
export const brand = { primary: '#006394', primaryDark: '#005683', accent: '#ffb01b' } as const;

/** The web app manifest: Greek first, as the product is Greek-market (SPEC §1). */
export const pwaManifest: Partial<ManifestOptions> = {
  name: 'Kokpit',
  short_name: 'Kokpit',
  description: 'Εξάσκηση για τις θεωρητικές εξετάσεις ΚΟΚ για το δίπλωμα οδήγησης',
  lang: 'el',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  theme_color: brand.primary,
  background_color: '#ffffff',
  categories: ['education'],
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
    { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};
