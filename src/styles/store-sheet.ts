// The store pages' stylesheet (src/styles/store.css) holds only what the store pages' code can draw, so a learner
// browsing the catalogue does not download the test window's and the player's styles (issue 40). Shell pages keep
// index.css whole: their islands may draw anything. Decision 0068.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { loadConfigAndCreateContext } from '@pandacss/node';
import postcss, { type AtRule, type Container, type Plugin, type Root } from 'postcss';
import pruneVar from 'postcss-prune-var';

/** The sheets this module shapes: every token they do not use goes from both. */
const SHEETS = /[\\/]src[\\/]styles[\\/](index|store)\.css(\?|$)/;
const STORE_SHEET = /[\\/]src[\\/]styles[\\/]store\.css(\?|$)/;

const IMPORT = /(?:\bfrom\s+|\bimport\s*\(\s*|\bimport\s+)['"](\.{1,2}\/[^'"]+)['"]/g;

/** An Astro file's code: its frontmatter and its scripts (its markup's class names come from the frontmatter). */
function codeOf(file: string): string {
  const text = readFileSync(file, 'utf8');
  if (!file.endsWith('.astro')) return text;
  const frontmatter = text.split(/^---$/m)[1] ?? '';
  const scripts = [...text.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '');
  return [frontmatter, ...scripts].join('\n');
}

/**
 * The source files a prerendered page can run, at build time or in the browser: the layout, the not-found page,
 * and what each feature's public entry loads lazily for prerendered pages (its page table, pages.ts, and its page
 * additions, .astro files: src/platform/feature.ts), with everything they import, statically or not. An entry's other
 * lazy loaders serve shell pages (the player's journal, the offline downloads) and are walked only when a store source
 * imports that entry. The walk does not follow `import.meta.glob`, so the registry does not bring in every feature.
 */
export function storePageSources(root: string): string[] {
  const entries = [path.join(root, 'src/platform/shell/layout.astro'), path.join(root, 'src/features/store/not-found-page.tsx')];
  const featuresDir = path.join(root, 'src/features');
  for (const name of readdirSync(featuresDir)) {
    const index = path.join(featuresDir, name, 'index.ts');
    if (!existsSync(index)) continue;
    for (const m of readFileSync(index, 'utf8').matchAll(/\bimport\s*\(\s*['"](\.\/(?:pages\.ts|[^'"]+\.astro))['"]\s*\)/g)) if (m[1]) entries.push(path.join(featuresDir, name, m[1]));
  }
  const seen = new Set<string>();
  const queue = [...entries];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (seen.has(file) || !existsSync(file)) continue;
    seen.add(file);
    for (const [, specifier = ''] of codeOf(file).matchAll(IMPORT)) {
      const target = path.resolve(path.dirname(file), specifier.split('?')[0] ?? '');
      if (/\.(tsx?|astro)$/.test(target) && !/\.test\.tsx?$/.test(target)) queue.push(target);
    }
  }
  return [...seen].map((file) => path.relative(root, file).split(path.sep).join('/')).sort();
}

const inLayer = (node: postcss.Node, names: readonly string[]): boolean => {
  for (let parent = node.parent; parent; parent = parent.parent) {
    if (parent.type === 'atrule' && (parent as AtRule).name === 'layer' && names.some((n) => (parent as AtRule).params.split('.')[0] === n)) return true;
  }
  return false;
};

const SUBSET_LAYERS = ['utilities', 'recipes'] as const;

/**
 * The kit's recipes these sources call. Panda's own record of recipe use misses a recipe reached through the kit's
 * re-exports (src/ui/card.tsx exports `iconBadge`), so a call of its name counts, and the kit's re-export does not.
 */
export function recipesCalled(root: string, sources: readonly string[], names: readonly string[]): string[] {
  const code = sources.map((file) => codeOf(path.join(root, file)).replace(/^export \{[^}]*\} from 'styled-system\/recipes';$/gm, '')).join('\n');
  return names.filter((name) => new RegExp(`\\b${name}(\\.raw)?\\(`).test(code));
}

/**
 * Panda's utilities and recipes for these sources alone: their selectors. A recipe they call comes with all its
 * variants (panda.config.ts: components pass variants through props, which the extractor cannot follow); a recipe
 * they do not call does not come.
 */
export async function selectorsOf(root: string, sources: readonly string[]): Promise<Set<string>> {
  const include = sources.map((file) => `./${file}`);
  const whole = await loadConfigAndCreateContext({ cwd: root });
  const names = Object.keys({ ...whole.config.theme?.recipes, ...whole.config.theme?.slotRecipes });
  const recipes = Object.fromEntries(recipesCalled(root, sources, names).map((name) => [name, ['*'] as ['*']]));
  const ctx = await loadConfigAndCreateContext({ cwd: root, config: { include, staticCss: { recipes } } });
  ctx.parseFiles();
  const sheet = ctx.createSheet();
  ctx.appendCssOfType('static', sheet);
  ctx.appendParserCss(sheet);
  const selectors = new Set<string>();
  postcss.parse(ctx.getCss(sheet)).walkRules((rule) => {
    if (inLayer(rule, SUBSET_LAYERS)) for (const selector of rule.selectors) selectors.add(selector);
  });
  return selectors;
}

/**
 * A selector in one spelling: Panda writes a rule's `&` twice (`& + &`) as `:is(.a) + :is(.a)` in one context and
 * `.a + .a` in another, so a kept selector is found whichever way either sheet wrote it. Only an `:is()` of a single
 * compound selector unwraps (it means the same bare); one with a list stays as it is.
 */
export const selectorKey = (selector: string): string =>
  selector.replace(/:is\((\.(?:\\.|[^\\\s,()])+)\)/g, '$1').replace(/\s*([>+~])\s*/g, '$1').replace(/\s+/g, ' ').trim();

/**
 * Drops the utility and recipe selectors not in `keep` (Panda writes one rule for classes with the same
 * declarations), the rules left with none, and the blocks left empty.
 */
export function keepOnly(css: Root, keep: ReadonlySet<string>): void {
  const keys = new Set([...keep].map(selectorKey));
  css.walkRules((rule) => {
    if (!inLayer(rule, SUBSET_LAYERS)) return;
    const kept = rule.selectors.filter((selector) => keys.has(selectorKey(selector)));
    if (kept.length === 0) rule.remove();
    else if (kept.length < rule.selectors.length) rule.selectors = kept;
  });
  const removeEmpty = (container: Container): void => {
    container.each((node) => {
      if (node.type !== 'atrule' && node.type !== 'rule') return;
      if (!node.nodes) return;
      removeEmpty(node);
      if (node.nodes.length === 0) node.remove();
    });
  };
  removeEmpty(css);
}

/**
 * Runs after Panda's plugin (postcss.config.mjs): the store sheet keeps the store pages' utilities and recipes, and
 * both sheets lose the tokens nothing uses (Panda's preset declares 468 custom properties; the pages use about 130).
 * Other stylesheets (KaTeX's, pdf.js's text layer) are left as they are: their variables are set from script.
 */
/** Custom properties other components' shadow roots read: kept when set, as this sheet never reads them itself. */
const FOREIGN_PROPERTY = /^--media-/;

export function schoolfrontSheets(): Plugin {
  const prune = pruneVar() as Plugin & { Once(root: Root, helpers: postcss.Helpers): void };
  return {
    postcssPlugin: 'schoolfront-sheets',
    async Once(css, helpers) {
      const from = css.source?.input.file ?? '';
      if (!SHEETS.test(from)) return;
      if (STORE_SHEET.test(from)) {
        const root = path.resolve(path.dirname(from), '../..');
        keepOnly(css, await selectorsOf(root, storePageSources(root)));
      }
      // media-chrome's properties (--media-*, decision 0073) are read inside its elements' shadow roots, where this
      // sheet cannot see: a rule reading them all stands in for those uses while the unused ones are pruned.
      const foreign = new Set<string>();
      css.walkDecls(FOREIGN_PROPERTY, (decl) => void foreign.add(decl.prop));
      const readers = postcss.rule({ selector: ':root' });
      if (foreign.size > 0) readers.append({ prop: 'content', value: [...foreign].map((name) => `var(${name})`).join(' ') });
      css.append(readers);
      prune.Once(css, helpers);
      readers.remove();
    },
  };
}
