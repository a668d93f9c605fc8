// The store site: one static Astro build renders every selected school (SCHOOLFRONT_SCHOOLS) under /<slug>/;
// the CLI then moves each school's pages into its own bundle. School base prefixes are part of our paths, so
// there is no `base` here; shared assets land in `_astro/` with content hashes.
import react from '@astrojs/react';
import { defineConfig } from 'astro/config';

export default defineConfig({
  output: 'static',
  integrations: [react()],
  build: { format: 'directory', assets: '_astro' },
  compressHTML: true,
  // Nothing here is a dev-server concern: `schoolfront preview` serves built bundles through the edge worker.
  devToolbar: { enabled: false },
  vite: { build: { assetsInlineLimit: 0 } },
});
