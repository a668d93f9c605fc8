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
    const content = DEMO_SCHOOLS[slug]!;
    const { products, reviews } = buildCatalogue(content);
    expect(reviews.length).toBeGreaterThan(50);
    expect(new Set(reviews.map((r) => r.text)).size).toBe(reviews.length);

    const specById = new Map(products.map((p, i) => [p.id, content.products[i]!]));
    const titleOf = new Map(content.products.map((p) => [p.seo, p.title]));
    // What a review may name: the product's modules, the titles of what it contains, its title, its test's size.
    const ownWords = (id: number): string[] => {
      const spec = specById.get(id)!;
      return [spec.title, ...(spec.topics ?? []), ...(spec.items ?? []).map((seo) => titleOf.get(seo)!), ...(spec.facts ? [`${spec.facts[0]} questions`] : [])];
    };
    const everyModule = new Set(content.products.flatMap((p) => p.topics ?? []));
    for (const review of reviews) {
      const own = ownWords(review.course_id);
      expect(own.some((word) => review.text.includes(word)), review.text).toBe(true);
      // No module of another product, unless this product's own words hold it too ("Modern Physics" in two courses).
      const foreign = [...everyModule].filter((topic) => review.text.includes(topic) && !own.some((word) => word.includes(topic)));
      expect(foreign, review.text).toEqual([]);
    }
  });
});
