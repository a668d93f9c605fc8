// The store site. The CLI compiles it once per version of the code into a page renderer (cli/lib/renderer.ts passes
// the server output and its adapter) and renders each school's pages under /<slug>/ through it, then moves them into
// the school's bundle. School base prefixes are part of our paths, so there is no `base` here; shared assets land in
// `_astro/` with content hashes.
import react from '@astrojs/react';
import { defineConfig } from 'astro/config';
import { visualizer } from 'rollup-plugin-visualizer';

// What each browser chunk is made of, module by module, for the bench's island table (scripts/bench-islands.ts):
// the renderer's compile names the file (cli/lib/renderer.ts). Only the browser's build is of interest.
const bundleStats = process.env.SF_BUNDLE_STATS;
const statsPlugins = bundleStats
  ? [{ ...visualizer({ filename: bundleStats, template: 'raw-data', gzipSize: true }), applyToEnvironment: (environment) => environment.name === 'client' }]
  : [];

export default defineConfig({
  output: 'static',
  integrations: [react()],
  build: { format: 'directory', assets: '_astro' },
  compressHTML: true,
  // Nothing here is a dev-server concern: `schoolfront preview` serves built bundles through the edge worker.
  devToolbar: { enabled: false },
  vite: { build: { assetsInlineLimit: 0 }, plugins: statsPlugins },
});
