import type { AstroIntegration } from 'astro';

/**
 * The Astro adapter of the page renderer: a server build whose entry (renderer-entry.ts) the CLI imports and calls
 * in its own process. No server is started and nothing is served from it.
 */
export function rendererAdapter(): AstroIntegration {
  return {
    name: 'schoolfront-renderer',
    hooks: {
      'astro:config:done': ({ setAdapter }) => {
        setAdapter({
          name: 'schoolfront-renderer',
          entrypointResolution: 'auto',
          serverEntrypoint: new URL('./renderer-entry.ts', import.meta.url),
          adapterFeatures: { buildOutput: 'server' },
          supportedAstroFeatures: { serverOutput: 'stable', staticOutput: 'stable', hybridOutput: 'stable', sharpImageService: 'unsupported' },
        });
      },
    },
  };
}
