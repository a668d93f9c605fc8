import { build, type Metafile } from 'esbuild';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The test window as the browser gets it (the mock-test page, code split so on-demand imports stay apart): KaTeX,
 * its script and stylesheet, is not in what the window loads at once; it is reached only through the import that
 * rich.ts makes for a paper with mathematics (docs/decisions/0045-test-window-speed.md).
 */
const ENTRY = fileURLToPath(new URL('./mock-test-page.tsx', import.meta.url));

async function bundleWindow(): Promise<{ eager: string[]; lazy: string[] }> {
  const result = await build({
    entryPoints: [ENTRY],
    bundle: true,
    splitting: true,
    format: 'esm',
    outdir: '/window-bundle',
    write: false,
    minify: true,
    target: 'es2022',
    metafile: true,
    logLevel: 'silent',
    // Fonts and the feature registry's Astro components are not what is measured here.
    loader: { '.woff2': 'empty', '.woff': 'empty', '.ttf': 'empty', '.astro': 'empty' },
    resolveExtensions: ['.tsx', '.ts', '.jsx', '.js', '.mjs', '.css', '.json'],
    // Vite's `?url` imports (the PDF worker's address): an address, not code.
    plugins: [{
      name: 'vite-url',
      setup(b) {
        b.onResolve({ filter: /\?url$/ }, (args) => ({ path: args.path, namespace: 'vite-url' }));
        b.onLoad({ filter: /.*/, namespace: 'vite-url' }, () => ({ contents: 'export default "";', loader: 'js' }));
      },
    }, {
      // Vite's `?inline` stylesheets (KaTeX's, pdf.js's text layer): their text, a part of the chunk that imports them.
      name: 'vite-inline',
      setup(b) {
        b.onResolve({ filter: /\?inline$/ }, async (args) => {
          const found = await b.resolve(args.path.replace(/\?inline$/, ''), { resolveDir: args.resolveDir, kind: args.kind });
          return { path: found.path, namespace: 'vite-inline' };
        });
        b.onLoad({ filter: /.*/, namespace: 'vite-inline' }, (args) => ({ contents: readFileSync(args.path, 'utf8'), loader: 'text' }));
      },
    }],
  });
  const outputs: Metafile['outputs'] = result.metafile.outputs;
  // The page's script: pages it can import on demand are entry points too, and a stylesheet shares its entry's.
  const entry = Object.keys(outputs).find((name) => outputs[name]!.entryPoint?.endsWith('mock-test/mock-test-page.tsx') && name.endsWith('.js'))!;
  const eager = new Set<string>();
  const queue = [entry];
  while (queue.length) {
    const name = queue.shift()!;
    if (eager.has(name)) continue;
    eager.add(name);
    for (const imported of outputs[name]!.imports) if (imported.kind === 'import-statement') queue.push(imported.path);
  }
  const inputsOf = (names: Iterable<string>) => [...names].flatMap((name) => Object.keys(outputs[name]!.inputs));
  return { eager: inputsOf(eager), lazy: inputsOf(Object.keys(outputs).filter((name) => !eager.has(name))) };
}

describe('the test window bundle', async () => {
  const bundle = await bundleWindow();

  it('loads no KaTeX at once: its script and stylesheet come only with a paper that has mathematics', () => {
    expect(bundle.eager.filter((input) => input.includes('node_modules/katex/'))).toEqual([]);
    expect(bundle.lazy.some((input) => /node_modules\/katex\/dist\/katex\.m?js$/.test(input))).toBe(true);
    expect(bundle.lazy.some((input) => input.endsWith('node_modules/katex/dist/katex.min.css'))).toBe(true);
    // The text's own renderer stays with the window: questions without mathematics need nothing more.
    expect(bundle.eager.some((input) => input.endsWith('src/features/mock-test/rich.ts'))).toBe(true);
  });

  it('loads neither markdown-it nor Chart.js at once: a paper with Markdown and a report’s chart ask for them', () => {
    expect(bundle.eager.filter((input) => /node_modules\/(markdown-it|chart\.js)\//.test(input))).toEqual([]);
    expect(bundle.lazy.some((input) => input.includes('node_modules/markdown-it/'))).toBe(true);
  });
});
