import type { ManifestTransform } from 'workbox-build';
import type { Plugin, Rollup } from 'vite';

/*
 * What the service worker precaches for everyone: what a learner needs offline (the shell, the
 * public and the learner's pages, every language), not the school portal's and the back
 * office's page groups and texts, which only their users fetch, on first use. The split is read
 * from the build's own chunk graph: a chunk is left out when it can be reached only through one
 * of those page groups.
 */

/** The school portal's and the back office's page groups and texts (not `school-page`: public). */
const STAFF_ONLY =
  /[\\/]src[\\/](app[\\/]page-groups[\\/](admin|school-(?!page\.)[\w-]+)|lib[\\/]i18n[\\/]locales[\\/](admin|school)-texts\.\w+)\.ts$/;

export function precacheScope(): { plugin: Plugin; transform: ManifestTransform } {
  const staffOnly = new Set<string>();
  const plugin: Plugin = {
    name: 'kokpit:precache-scope',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = new Map<string, Rollup.OutputChunk>();
      for (const item of Object.values(bundle)) {
        if (item.type === 'chunk') chunks.set(item.fileName, item);
      }
      const reached = new Set<string>();
      const visit = (chunk: Rollup.OutputChunk | undefined) => {
        if (!chunk || reached.has(chunk.fileName)) return;
        reached.add(chunk.fileName);
        for (const css of chunk.viteMetadata?.importedCss ?? []) reached.add(css);
        for (const file of chunk.imports) visit(chunks.get(file));
        for (const file of chunk.dynamicImports) {
          const next = chunks.get(file);
          if (next && !STAFF_ONLY.test(next.facadeModuleId ?? '')) visit(next);
        }
      };
      for (const chunk of chunks.values()) if (chunk.isEntry) visit(chunk);
      staffOnly.clear();
      for (const chunk of chunks.values()) {
        if (reached.has(chunk.fileName)) continue;
        staffOnly.add(chunk.fileName);
        for (const css of chunk.viteMetadata?.importedCss ?? []) {
          if (!reached.has(css)) staffOnly.add(css);
        }
      }
    },
  };
  const transform: ManifestTransform = async (entries) => ({
    manifest: entries.filter((entry) => !staffOnly.has(entry.url.replace(/^\//, ''))),
    warnings: [],
  });
  return { plugin, transform };
}
