import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cruise, type ICruiseResult, type IReachabilityForbiddenRuleType, type IRegularForbiddenRuleType } from 'dependency-cruiser';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The import rules of .dependency-cruiser.cjs (decision 0019), proven to fire: each runs on a small tree of modules
 * that breaks it, and stays quiet on one that keeps it, so a rule that matches nothing cannot pass unnoticed.
 */

/** The kinds of rule .dependency-cruiser.cjs uses. */
type Rule = IRegularForbiddenRuleType | IReachabilityForbiddenRuleType;

const ROOT = path.resolve(import.meta.dirname, '../..');
const load = (config: string) => (createRequire(import.meta.url)(path.join(ROOT, config)) as { forbidden: Rule[]; options: { tsPreCompilationDeps: boolean } });
const MAIN = load('.dependency-cruiser.cjs');
const NODE = load('.dependency-cruiser-node.cjs');
const RULES = MAIN.forbidden;
const scratch = mkdtempSync(path.join(tmpdir(), 'sf-boundaries-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

let trees = 0;

/** Writes `files` (path -> source) into a fresh scratch tree and returns the names of the rules they break. */
async function broken(files: Readonly<Record<string, string>>, config = MAIN): Promise<string[]> {
  const dir = path.join(scratch, String(trees++));
  for (const [file, source] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), source);
  }
  const roots = [...new Set(Object.keys(files).map((file) => file.split('/')[0]!))];
  const result = await cruise(roots, { baseDir: dir, validate: true, ruleSet: { forbidden: config.forbidden }, tsPreCompilationDeps: config.options.tsPreCompilationDeps });
  const output = result.output as ICruiseResult;
  return [...new Set(output.summary.violations.map((v) => v.rule.name))].sort();
}

describe('the import rules', () => {
  it('the contract imports nothing of ours outside itself', async () => {
    expect(await broken({ 'src/contract/a.ts': "import { x } from '../routes/b.ts';\nexport const a = x;", 'src/routes/b.ts': 'export const x = 1;' })).toEqual(['contract-stands-alone']);
    expect(await broken({ 'src/contract/a.ts': "import { x } from './b.ts';\nexport const a = x;", 'src/contract/b.ts': 'export const x = 1;' })).toEqual([]);
  });

  it("a feature reaches another only through that feature's index.ts", async () => {
    const other = { 'src/features/store/card.ts': 'export const card = 1;', 'src/features/store/index.ts': "export { card } from './card.ts';" };
    expect(await broken({ ...other, 'src/features/learning/page.ts': "import { card } from '../store/card.ts';\nexport const p = card;" })).toEqual([
      'features-meet-through-index',
    ]);
    expect(await broken({ ...other, 'src/features/learning/page.ts': "import { card } from '../store/index.ts';\nexport const p = card;" })).toEqual([]);
    // Within a feature, anything goes.
    expect(await broken({ ...other, 'src/features/store/list.ts': "import { card } from './card.ts';\nexport const l = card;" })).toEqual([]);
  });

  it('the platform reaches a feature only through the registry, platform/features.ts', async () => {
    const store = { 'src/features/store/ui.ts': 'export const pageContainer = 1;', 'src/features/store/index.ts': "export { pageContainer } from './ui.ts';" };
    expect(await broken({ ...store, 'src/platform/shell/error-views.ts': "import { pageContainer } from '../../features/store/ui.ts';\nexport const v = pageContainer;" })).toEqual([
      'platform-reaches-features-through-the-registry',
    ]);
    expect(await broken({ ...store, 'src/platform/features.ts': "import * as store from '../features/store/index.ts';\nexport const FEATURES = { store };" })).toEqual([]);
  });

  it('the edge imports no feature, not even its index.ts', async () => {
    expect(await broken({ 'src/edge/worker.ts': "import { x } from '../features/store/index.ts';\nexport const w = x;", 'src/features/store/index.ts': 'export const x = 1;' })).toEqual([
      'edge-imports-no-feature',
    ]);
  });

  it('no browser-side module reaches API code, even through another module', async () => {
    const api = { 'src/api/lib/secret.ts': 'export const secret = 1;', 'src/tenants/loader.ts': "export { secret } from '../api/lib/secret.ts';" };
    expect(await broken({ ...api, 'src/features/store/page.ts': "import { secret } from '../../tenants/loader.ts';\nexport const p = secret;" })).toEqual([
      'api-stays-out-of-browser-bundles',
    ]);
    expect(await broken({ ...api, 'src/platform/shell/app.ts': "import { secret } from '../../api/lib/secret.ts';\nexport const p = secret;" })).toEqual([
      'api-stays-out-of-browser-bundles',
    ]);
    // A test may share the API's own functions.
    expect(await broken({ ...api, 'src/features/store/page.test.ts': "import { secret } from '../../api/lib/secret.ts';\nexport const p = secret;" })).toEqual([]);
  });

  it("a browser module takes its area's calls, not the whole registry; the API and tests may", async () => {
    const registry = { 'src/contract/calls.ts': 'export const CALLS = {};' };
    expect(await broken({ ...registry, 'src/features/store/page.ts': "import { CALLS } from '../../contract/calls.ts';\nexport const p = CALLS;" })).toEqual(['islands-take-their-areas-calls']);
    expect(await broken({ ...registry, 'src/features/store/page.test.ts': "import { CALLS } from '../../contract/calls.ts';\nexport const p = CALLS;" })).toEqual([]);
    expect(await broken({ ...registry, 'src/api/handlers.ts': "import { CALLS } from '../contract/calls.ts';\nexport const p = CALLS;" })).toEqual([]);
  });

  it("a feature's index.ts names its area's texts, not its schemas", async () => {
    const area = { 'src/contract/wallet.ts': 'export const Wallet = 1;', 'src/contract/wallet-text.ts': "export const WALLET_TEXT = { a: 'b' };" };
    expect(await broken({ ...area, 'src/features/wallet/index.ts': "import { Wallet } from '../../contract/wallet.ts';\nexport const feature = Wallet;" })).toEqual(['feature-entries-name-texts-not-schemas']);
    expect(await broken({ ...area, 'src/features/wallet/index.ts': "import { WALLET_TEXT } from '../../contract/wallet-text.ts';\nexport const feature = WALLET_TEXT;" })).toEqual([]);
  });

  it('no import circle anywhere; a page loaded on demand or an import of types only loads nothing at once, so closes none', async () => {
    const circle = { 'cli/lib/publish.ts': "import { render } from './renderer.ts';\nexport const writeAtomic = () => render;", 'cli/lib/renderer.ts': "import { writeAtomic } from './publish.ts';\nexport const render = () => writeAtomic;" };
    expect(await broken(circle)).toEqual(['no-circular']);
    // Features and the platform are held to it too (the registry finds the features by import.meta.glob).
    const features = { 'src/features/a/index.ts': "import { b } from '../b/index.ts';\nexport const a = () => b;", 'src/features/b/index.ts': "import { a } from '../a/index.ts';\nexport const b = () => a;" };
    expect(await broken(features)).toEqual(['no-circular']);
    expect(await broken({ 'src/features/a/index.ts': "export const page = () => import('./page.ts');", 'src/features/a/page.ts': "import { page } from './index.ts';\nexport const p = page;" })).toEqual([]);
    expect(await broken({ 'src/contract/a.ts': "import type { B } from './b.ts';\nexport type A = B;\nexport const a = 1;", 'src/contract/b.ts': "export { a } from './a.ts';\nexport type B = 1;" })).toEqual([]);
    expect(await broken({ 'cli/lib/publish.ts': "import { writeAtomic } from './files.ts';\nexport const p = writeAtomic;", 'cli/lib/files.ts': 'export const writeAtomic = 1;' })).toEqual([]);
  });

  it('nothing the CLI or a script loads is .tsx, which Node cannot run; a type-only import loads nothing', async () => {
    const site = { 'src/platform/site.ts': "export { Page } from '../features/store/page.tsx';", 'src/features/store/page.tsx': 'export const Page = () => null;' };
    const cli = (source: string) => ({ ...site, 'cli/lib/build.ts': source });
    expect(await broken(cli("import { Page } from '../../src/platform/site.ts';\nexport const b = Page;"), NODE)).toEqual(['node-runs-no-jsx']);
    expect(await broken(cli("import type { Page } from '../../src/platform/site.ts';\nexport type B = typeof Page;"), NODE)).toEqual([]);
    expect(await broken({ ...site, 'cli/lib/build.test.ts': "import { Page } from '../../src/platform/site.ts';\nexport const b = Page;" }, NODE)).toEqual([]);
  });
});

/** Every import specifier in an .astro file's frontmatter and <script> blocks, which the cruiser does not read. */
const astroImports = (source: string): string[] => [...source.matchAll(/^\s*import\s+(?:[^'"]*?\sfrom\s+)?['"]([^'"]+)['"]/gm)].map((m) => m[1]!);

const asList = (value: string | string[] | undefined): string[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);
const matches = (patterns: string | string[] | undefined, target: string, groups: readonly string[]) =>
  asList(patterns).some((pattern) => new RegExp(pattern.replace(/\$(\d)/g, (_, n: string) => groups[Number(n)] ?? '')).test(target));

/** The rules (all but the reachability one) applied to the relative imports of one .astro file. */
function astroViolations(file: string, source: string): string[] {
  const out: string[] = [];
  for (const specifier of astroImports(source).filter((s) => s.startsWith('.'))) {
    const target = path.posix.join(path.posix.dirname(file), specifier.replace(/\?.*$/, ''));
    for (const rule of RULES.filter((r): r is IRegularForbiddenRuleType => !('reachable' in r.to))) {
      const from = asList(rule.from.path).map((pattern) => new RegExp(pattern).exec(file)).find(Boolean);
      if (!from || matches(rule.from.pathNot, file, [])) continue;
      if (matches(rule.to.path, target, [...from]) && !matches(rule.to.pathNot, target, [...from])) out.push(`${rule.name}: ${file} -> ${target}`);
    }
  }
  return out;
}

describe('the same rules on .astro files', () => {
  const astroFiles = readdirSync(path.join(ROOT, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.astro'))
    .map((file) => path.posix.join('src', file));

  it('fire on an .astro file that breaks them', () => {
    const source = "---\nimport Card from '../store/card.astro';\nimport { x } from '../store/index.ts';\n---\n<script>\n  import { y } from '../../features/search/deep.ts';\n</script>";
    expect(astroViolations('src/features/learning/part.astro', source)).toEqual([
      'features-meet-through-index: src/features/learning/part.astro -> src/features/store/card.astro',
      'features-meet-through-index: src/features/learning/part.astro -> src/features/search/deep.ts',
    ]);
    expect(astroViolations('src/edge/page.astro', "---\nimport { x } from '../features/store/index.ts';\n---")).toEqual([
      'edge-imports-no-feature: src/edge/page.astro -> src/features/store/index.ts',
    ]);
  });

  it('hold for every .astro file of ours', () => {
    expect(astroFiles.length).toBeGreaterThan(5);
    expect(astroFiles.flatMap((file) => astroViolations(file, readFileSync(path.join(ROOT, file), 'utf8')))).toEqual([]);
  });
});
