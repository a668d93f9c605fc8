import { cp, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TENANTS_DIR } from '../../src/tenants/load.ts';
import { buildCatalogue } from './build-catalogue.ts';
import { DEMO_SCHOOLS, writeDemoTenants } from './write-demo-tenants.ts';

describe('demo catalogues', () => {
  it.each(Object.keys(DEMO_SCHOOLS))('tenants/%s/catalogue.json is what its content script generates', async (slug) => {
    const committed = await readFile(path.join(TENANTS_DIR, slug, 'catalogue.json'), 'utf8');
    expect(committed, 'run: node_modules/.bin/node scripts/tenants/write-demo-tenants.ts').toBe(`${JSON.stringify(buildCatalogue(DEMO_SCHOOLS[slug]!), null, 2)}\n`);
  });
});

describe('demo covers', () => {
  it.each(Object.keys(DEMO_SCHOOLS))('tenants/%s/media/cover-*.svg are what the cover script generates, one per product', async (slug) => {
    const scratch = await mkdtemp(path.join(tmpdir(), 'sf-covers-'));
    try {
      await cp(path.join(TENANTS_DIR, slug), path.join(scratch, slug), { recursive: true });
      await writeDemoTenants(scratch, [slug]);
      const covers = async (dir: string) => (await readdir(path.join(dir, 'media'))).filter((f) => f.startsWith('cover-')).sort();
      const committed = await covers(path.join(TENANTS_DIR, slug));
      expect(committed, 'run: node_modules/.bin/node scripts/tenants/write-demo-tenants.ts').toEqual(await covers(path.join(scratch, slug)));
      expect(committed).toHaveLength(DEMO_SCHOOLS[slug]!.products.length);
      for (const file of committed) {
        expect(await readFile(path.join(TENANTS_DIR, slug, 'media', file), 'utf8'), file).toBe(await readFile(path.join(scratch, slug, 'media', file), 'utf8'));
      }
    } finally {
      await rm(scratch, { recursive: true, force: true });
    }
  });
});

describe('demo reviews', () => {
  it.each(Object.keys(DEMO_SCHOOLS))('%s: every review is its own text and speaks of its own product', (slug) => {
    const { products, reviews } = buildCatalogue(DEMO_SCHOOLS[slug]!);
    expect(reviews.length).toBeGreaterThan(50);
    expect(new Set(reviews.map((r) => r.text)).size).toBe(reviews.length);

    // Read from the catalogue as the sales page shows it: its sections, the titles of what it holds, its test's size.
    const byId = new Map(products.map((p) => [p.id, p]));
    const ownWords = (id: number): string[] => {
      const product = byId.get(id)!;
      return [
        product.title,
        ...product.sections.map((s) => s.title),
        ...product.item_ids.map((item) => byId.get(item)!.title),
        ...(product.test_facts ? [`${product.test_facts.questions} questions`] : []),
      ];
    };
    // A name may lose its leading article to the sentence's ("the Family module"); case is the sentence's too.
    const names = (text: string, word: string) => text.toLowerCase().includes(word.replace(/^The /, '').toLowerCase());
    const everyName = new Set(products.flatMap((p) => [p.title, ...p.sections.map((s) => s.title)]));
    for (const review of reviews) {
      const own = ownWords(review.course_id);
      expect(own.some((word) => names(review.text, word)), review.text).toBe(true);
      // Nothing of another product, unless this product's own words hold it too ("Modern Physics" in two courses).
      const foreign = [...everyName].filter((name) => names(review.text, name) && !own.some((word) => names(word, name)));
      expect(foreign, review.text).toEqual([]);
      expect(review.text, 'a doubled article').not.toMatch(/\bthe the\b/i);
    }
  });
});
