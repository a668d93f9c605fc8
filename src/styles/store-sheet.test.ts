import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import postcss from 'postcss';
import { describe, expect, it } from 'vitest';
import { keepOnly, recipesCalled, schoolfrontSheets, selectorKey, storePageSources } from './store-sheet.ts';

const root = path.resolve(import.meta.dirname, '../..');

describe('the store pages’ sources (decision 0068)', () => {
  const sources = storePageSources(root);

  it('hold the layout, the prerendered pages, their additions and what those import', () => {
    expect(sources).toEqual(
      expect.arrayContaining([
        'src/platform/shell/layout.astro',
        'src/platform/shell/site-header.astro',
        'src/platform/shell/app-shell.ts',
        'src/features/store/store-page.tsx',
        'src/features/store/promo-card.tsx',
        'src/features/product/pages.ts',
        'src/features/learning/sales-learner.tsx',
        'src/features/store/not-found-page.tsx',
        'src/ui/button.tsx',
      ]),
    );
  });

  it('leave out what only shell pages draw: the test window, the player, the checkout, the reports', () => {
    for (const folder of ['mock-test', 'player', 'checkout', 'reports', 'wallet']) {
      expect(sources.filter((file) => file.startsWith(`src/features/${folder}/`))).toEqual([]);
    }
    expect(sources).not.toContain('src/platform/shell/shell-app.tsx');
  });
});

describe('keepOnly', () => {
  const css = `@layer reset{*{margin:0}}
@layer utilities{.p_4{padding:1rem}.before\\:c_x::before,.after\\:c_x::after{content:"x"}@media (min-width:40em){.md\\:p_2{padding:.5rem}}}
@layer recipes{@layer _base{.button{gap:1rem}.dialog{inset:0}}}
.outside{color:red}`;

  it('drops utility and recipe selectors not kept, one selector of a grouped rule at a time, and empty blocks', () => {
    const root = postcss.parse(css);
    keepOnly(root, new Set(['.p_4', '.after\\:c_x::after', '.button']));
    expect(root.toString().replace(/\s+/g, '')).toBe(
      '@layerreset{*{margin:0}}@layerutilities{.p_4{padding:1rem}.after\\:c_x::after{content:"x"}}@layerrecipes{@layer_base{.button{gap:1rem}}}.outside{color:red}',
    );
  });

  it('keeps a selector Panda wrote with `:is()` in one sheet and bare in the other, either way round', () => {
    const sheet = '@layer utilities{.\\[\\&_\\+_\\&\\]\\:bd_1px + .\\[\\&_\\+_\\&\\]\\:bd_1px{border:1px}.b:is(.c, .d){color:red}.e > :is(.f){color:blue}}';
    const root = postcss.parse(sheet);
    keepOnly(root, new Set([':is(.\\[\\&_\\+_\\&\\]\\:bd_1px) + :is(.\\[\\&_\\+_\\&\\]\\:bd_1px)', '.e>.f']));
    expect(root.toString().replace(/\s+/g, '')).toBe('@layerutilities{.\\[\\&_\\+_\\&\\]\\:bd_1px+.\\[\\&_\\+_\\&\\]\\:bd_1px{border:1px}.e>:is(.f){color:blue}}');
    // An :is() of a list is not the same as one of its members.
    expect(selectorKey('.b:is(.c, .d)')).not.toBe(selectorKey('.b.c'));
  });
});

describe('recipesCalled', () => {
  it('counts a recipe called anywhere, not the kit’s re-export of it', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'sf-recipes-'));
    mkdirSync(path.join(dir, 'ui'));
    writeFileSync(path.join(dir, 'ui/card.tsx'), "export { card, iconBadge } from 'styled-system/recipes';\n");
    writeFileSync(path.join(dir, 'page.tsx'), "const a = card({ variant: 'plain' });\nconst b = button.raw({});\n");
    expect(recipesCalled(dir, ['ui/card.tsx', 'page.tsx'], ['button', 'card', 'iconBadge', 'dialog'])).toEqual(['button', 'card']);
  });
});

describe('the sheets’ plugin', () => {
  const tokens = ':where(:root){--colors-used:red;--colors-unused:blue;--colors-base:green;--colors-alias:var(--colors-base)}.a{color:var(--colors-used);background:var(--colors-alias)}';

  it('drops the custom properties nothing in the site’s sheet uses, keeping those used through another', async () => {
    const result = await postcss([schoolfrontSheets()]).process(tokens, { from: path.join(root, 'src/styles/index.css?transform-only') });
    expect(result.css).toContain('--colors-used:red');
    expect(result.css).toContain('--colors-base:green');
    expect(result.css).not.toContain('--colors-unused');
  });

  it('keeps media-chrome’s properties, read in its shadow roots, and the tokens they read, and adds nothing', async () => {
    const sheet = `${tokens}.frame{--media-primary-color:white;--media-range-bar-color:var(--colors-alias)}`;
    const result = await postcss([schoolfrontSheets()]).process(sheet, { from: path.join(root, 'src/styles/index.css?transform-only') });
    expect(result.css).toContain('.frame{--media-primary-color:white;--media-range-bar-color:var(--colors-alias)}');
    expect(result.css).toContain('--colors-base:green');
    expect(result.css).not.toContain('--colors-unused');
    expect(result.css).not.toContain('content:');
  });

  it('leaves other stylesheets alone (pdf.js’s text layer sets its variables from script)', async () => {
    const result = await postcss([schoolfrontSheets()]).process(tokens, { from: path.join(root, 'src/features/player/text-layer.css?inline') });
    expect(result.css).toContain('--colors-unused:blue');
  });
});
