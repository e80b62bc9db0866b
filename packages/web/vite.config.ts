import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { inlineColorScheme } from './scripts/inline-color-scheme.ts';
import { precacheScope } from './scripts/precache-scope.ts';
import { pwaManifest } from './scripts/pwa-manifest.ts';

const serverUrl = process.env.KOKPIT_SERVER_URL ?? 'http://127.0.0.1:3001';

/*
 * Chunks (packages/web/README.md, "What each chunk carries"). Each page group of SPEC §2 is a
 * dynamic entry in src/app/page-groups/<name>.ts, so its chunk carries the group's name. The
 * groups below keep the heavy libraries (maps, charts, zod) in chunks of their own, loaded only
 * by the pages that use them, and gather the UI libraries several page groups share into `ui`;
 * our own code shared by page groups lands in small chunks by who shares it (the bundler's
 * default), so no page downloads another audience's code. src/budget/js-budget.test.ts holds
 * each route to its budget.
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
      // Everything the home page's first render needs beyond the shell, in one chunk fetched
      // with the shell.
      name: 'home',
      test: /[\\/]src[\\/](features[\\/](home|auth)|app[\\/]page-groups[\\/]home)[\\/.](?!.*(below-the-fold|join-cards))/,
      priority: 35,
    },
    {
      // The home page's sections below the fold (partner schools, contact, the join cards) and
      // the inputs only they use: fetched once the hero is painted.
      name: 'home-below',
      test: /[\\/]src[\\/]features[\\/]home[\\/]components[\\/]below-the-fold\.tsx$/,
      priority: 34,
    },
    {
      // Socket.IO's client, fetched at start beside the first render, not before it
      // (lib/socket.ts).
      name: 'socket',
      test: /node_modules[\\/](socket\.io-client|socket\.io-parser|engine\.io-client|engine\.io-parser|@socket\.io[\\/]component-emitter)[\\/]/,
      priority: 33,
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
      // zod, for the page groups that validate a form with a shared schema (sign-up, profile,
      // school editor, the back office's lists); a page that only reads a constant beside a
      // schema does not bring it (manualPureFunctions below).
      name: 'zod',
      test: /node_modules[\\/]zod[\\/]/,
      priority: 25,
    },
    {
      // The server's message catalogues, with which those forms translate a schema's errors.
      name: 'server-messages',
      test: /[\\/]packages[\\/]shared[\\/]src[\\/]i18n[\\/]/,
      priority: 25,
    },
    {
      // Libraries (Mantine's components and what they stand on) shared by several page groups
      // but not by the shell.
      name: 'ui',
      test: /node_modules[\\/]/,
      minShareCount: 2,
      priority: 20,
    },
  ],
};

/*
 * Modules that do nothing when imported but declare things: the shared package (plain
 * TypeScript), and the web's features and UI components. Telling the bundler so lets it keep
 * only what a chunk uses: a page that imports one hook through a feature's index.ts does not
 * bring every page the index re-exports (nor their schemas, zod and catalogues). Styles keep
 * their side effects (a CSS file, or a module imported for its CSS), and so do `lib/` and
 * `app/`, which start things at import (i18n, pushes, the service worker).
 */
function moduleSideEffects(id: string): boolean {
  if (/[\\/]packages[\\/]shared[\\/]src[\\/]/.test(id)) return false;
  if (/[\\/]packages[\\/]web[\\/]src[\\/](features|components)[\\/].*\.tsx?$/.test(id))
    return false;
  return true;
}

const precache = precacheScope();

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
    // What each chunk imports, statically and lazily: the JS budget test (src/budget) follows it
    // from a route's page group to every chunk the route needs.
    manifest: true,
    rolldownOptions: {
      treeshake: {
        moduleSideEffects,
        // Building a zod schema has no effect beyond the schema: a chunk that imports a constant
        // from a schema's module does not bring the schemas beside it (nor zod).
        manualPureFunctions: ['z'],
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
    precache.plugin,
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      includeAssets: ['favicon.svg', 'favicon.ico', 'icons/*.png'],
      manifest: pwaManifest,
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,ico,webmanifest}'],
        // Not the school portal's and the back office's chunks: only their users fetch them.
        manifestTransforms: [precache.transform],
        navigateFallback: 'index.html',
        // The API and the realtime link are never answered by the service worker.
        navigateFallbackDenylist: [/^\/api\//, /^\/socket\.io/],
        cleanupOutdatedCaches: true,
      },
    }),
  ],
});
