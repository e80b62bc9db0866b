import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { inlineColorScheme } from './scripts/inline-color-scheme.ts';
import { pwaManifest } from './scripts/pwa-manifest.ts';

const serverUrl = process.env.KOKPIT_SERVER_URL ?? 'http://127.0.0.1:3001';

/*
 * Chunks. Each page group of SPEC §2 is a dynamic entry in src/app/page-groups/<name>.ts, so
 * its chunk carries the group's name. The groups below only keep the heavy libraries (maps,
 * charts) in chunks of their own, and gather code shared by several page groups (but not by
 * the shell) into `common`, so the home page never downloads them.
 */
const codeSplitting = {
  groups: [
    {
      // Code the shell needs stays in the entry chunk. Highest priority: the groups below
      // also capture their modules' dependencies, and must never pull React or Mantine's
      // core out of the entry.
      name: 'index',
      tags: ['$initial' as const],
      priority: 40,
    },
    {
      // Everything the home page needs beyond the shell, so it never waits for `common`.
      name: 'home',
      test: /[\\/]src[\\/](features[\\/](home|auth)|app[\\/]page-groups[\\/]home)[\\/.]/,
      priority: 35,
    },
    {
      // With the maps that use it (components/ui/map): a page without a map never fetches it.
      name: 'leaflet',
      test: /(node_modules[\\/](leaflet|react-leaflet|@react-leaflet)[\\/]|[\\/]src[\\/]components[\\/]ui[\\/]map[\\/])/,
      priority: 30,
    },
    {
      name: 'charts',
      test: /node_modules[\\/](recharts|@mantine[\\/]charts|victory-vendor|d3-[\w-]+|@reduxjs|redux|react-redux|immer|reselect|decimal\.js-light|es-toolkit)[\\/]/,
      priority: 30,
    },
    {
      // The shared zod schemas, the server message catalogues that translate their errors, and
      // the form code both sign-up pages use: only those pages fetch this chunk.
      name: 'forms',
      test: /(node_modules[\\/]zod[\\/]|[\\/]packages[\\/]shared[\\/]src[\\/](schemas|i18n)[\\/]|[\\/]src[\\/]features[\\/]signup[\\/])/,
      minShareCount: 2,
      priority: 20,
    },
    {
      name: 'common',
      minShareCount: 2,
      priority: 10,
    },
  ],
};

export default defineConfig({
  resolve: {
    alias: {
      '@kokpit/shared': fileURLToPath(new URL('../shared/src/index.ts', import.meta.url)),
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': serverUrl,
      '/socket.io': { target: serverUrl, ws: true },
    },
  },
  build: {
    target: 'es2022',
    // The shared package is plain TypeScript with no side effects at import; telling the
    // bundler so drops unused schemas (and zod with them) from the shell.
    rolldownOptions: {
      treeshake: {
        moduleSideEffects: (id: string) => !/[\\/]packages[\\/]shared[\\/]src[\\/]/.test(id),
      },
      output: {
        codeSplitting,
        chunkFileNames: 'assets/[name]-[hash].js',
      },
    },
  },
  plugins: [
    react(),
    inlineColorScheme(),
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      includeAssets: ['favicon.svg', 'favicon.ico', 'icons/*.png'],
      manifest: pwaManifest,
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,ico,webmanifest}'],
        navigateFallback: 'index.html',
        // The API and the realtime link are never answered by the service worker.
        navigateFallbackDenylist: [/^\/api\//, /^\/socket\.io/],
        cleanupOutdatedCaches: true,
      },
    }),
  ],
});
