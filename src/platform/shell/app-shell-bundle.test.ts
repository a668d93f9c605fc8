import { build, type Metafile } from 'esbuild';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

/**
 * The app shell is all the JavaScript a store page runs (decision 0014). Bundled here the way the page gets it
 * (code split, so on-demand imports stay apart), it must reach no zod, no React and no island, and stay within
 * its byte budget. Astro's bundler output differs by a few bytes; what is loaded does not.
 *
 * No zod at all, not even zod/mini: the islands of shell pages use full zod, so any zod module the shell shares
 * with them is bundled once with everything full zod needs of it, and the store page would load that.
 */

const ENTRY = fileURLToPath(new URL('./app-shell.ts', import.meta.url));
/**
 * gzip bytes of everything the shell script loads with the page: 14.6 KiB as this is written. 15 KiB since the
 * header's unread count (docs/performance.md, "Budgets the tests hold"): its code loads on demand, but sharing the
 * shell's API helpers with it splits them into a chunk of their own, about 0.5 KiB of compression lost.
 */
const BUDGET_GZIP = 15 * 1024;

interface Loaded {
  /** Source files (node_modules paths included) in the chunks the page loads at once. */
  readonly inputs: readonly string[];
  /** Source files reachable only through dynamic import(). */
  readonly lazyInputs: readonly string[];
  readonly gzip: number;
}

async function bundleShell(): Promise<Loaded> {
  const result = await build({
    entryPoints: [ENTRY],
    bundle: true,
    splitting: true,
    format: 'esm',
    outdir: '/shell-bundle',
    write: false,
    minify: true,
    target: 'es2022',
    metafile: true,
    logLevel: 'silent',
  });
  const outputs: Metafile['outputs'] = result.metafile.outputs;
  const entry = Object.keys(outputs).find((name) => outputs[name]!.entryPoint)!;
  const eager = new Set<string>();
  const queue = [entry];
  while (queue.length) {
    const name = queue.shift()!;
    if (eager.has(name)) continue;
    eager.add(name);
    for (const imported of outputs[name]!.imports) if (imported.kind === 'import-statement') queue.push(imported.path);
  }
  const inputsOf = (names: Iterable<string>) => [...names].flatMap((name) => Object.keys(outputs[name]!.inputs));
  const lazy = Object.keys(outputs).filter((name) => !eager.has(name) && name.endsWith('.js'));
  const byPath = new Map(result.outputFiles.map((file) => [file.path, file.contents]));
  // Metafile names are relative to the working directory, output files absolute.
  const gzip = [...eager].reduce((sum, name) => sum + gzipSync(byPath.get(path.resolve(name))!).length, 0);
  return { inputs: inputsOf(eager), lazyInputs: inputsOf(lazy), gzip };
}

describe('the app shell script, as a store page loads it', async () => {
  const shell = await bundleShell();

  it('carries no zod, no React and no island', () => {
    expect(shell.inputs.filter((p) => /node_modules\/zod\//.test(p))).toEqual([]);
    expect(shell.inputs.filter((p) => /node_modules\/(react|react-dom|@nanostores\/react|astro)\//.test(p))).toEqual([]);
    expect(shell.inputs.filter((p) => /\.tsx$/.test(p))).toEqual([]);
  });

  it("reads the contract through its zod-free modules only", () => {
    expect(shell.inputs.filter((p) => p.includes('src/contract/')).sort()).toEqual([
      'src/contract/auth-shell.ts',
      'src/contract/call.ts',
      'src/contract/device.ts',
      'src/contract/error-codes.ts',
      'src/contract/plain.ts',
      'src/contract/standard-schema.ts',
    ]);
  });

  it('loads the full contract only on demand, for the forced-profile check', () => {
    expect(shell.inputs.some((p) => p.endsWith('account-check.ts'))).toBe(false);
    expect(shell.lazyInputs.some((p) => p.endsWith('account-check.ts'))).toBe(true);
    expect(shell.lazyInputs.some((p) => /zod\/v4\/classic\//.test(p))).toBe(true);
  });

  it(`stays within ${BUDGET_GZIP / 1024} KiB gzip`, () => {
    expect(shell.gzip).toBeGreaterThan(1024);
    expect(shell.gzip).toBeLessThanOrEqual(BUDGET_GZIP);
  });
});
