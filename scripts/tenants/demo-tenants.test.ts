import { cp, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TENANTS_DIR } from '../../src/tenants/load.ts';
import { buildCatalogue } from './build-catalogue.ts';
import { DEMO_HINDI, DEMO_SCHOOLS, withHindi, writeDemoTenants } from './write-demo-tenants.ts';

describe('demo catalogues', () => {
  it.each(Object.keys(DEMO_SCHOOLS))('tenants/%s/catalogue.json is what its content script generates', async (slug) => {
    const committed = await readFile(path.join(TENANTS_DIR, slug, 'catalogue.json'), 'utf8');
    expect(committed, 'run: node_modules/.bin/node scripts/tenants/write-demo-tenants.ts').toBe(`${JSON.stringify(buildCatalogue(DEMO_SCHOOLS[slug]!), null, 2)}\n`);
  });
});

describe("demo schools' own words in Hindi", () => {
  it.each(Object.keys(DEMO_HINDI))("tenants/%s/school.json holds its content script's Hindi: every product, category, promo and the store's words", async (slug) => {
    const committed = await readFile(path.join(TENANTS_DIR, slug, 'school.json'), 'utf8');
    expect(committed, 'run: node_modules/.bin/node scripts/tenants/write-demo-tenants.ts').toBe(withHindi(committed, DEMO_SCHOOLS[slug]!, DEMO_HINDI[slug]!));
    const hi = JSON.parse(committed).i18n_config.content.hi;
    const { products, categories } = buildCatalogue(DEMO_SCHOOLS[slug]!);
    expect(Object.keys(hi.products).sort()).toEqual(products.map((p) => String(p.id)).sort());
    expect(Object.keys(hi.categories).sort()).toEqual(categories.map((c) => c.custom_name).sort());
    for (const product of products) {
      const own = hi.products[String(product.id)];
      expect(own.description, product.seo_title).toMatch(/[\u0900-\u097F]/);
      expect(Boolean(own.promo), product.seo_title).toBe(Boolean(product.promo));
    }
    expect(hi.school.description).toMatch(/[\u0900-\u097F]/);
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
