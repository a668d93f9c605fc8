/**
 * Product covers (issue 13): every demo product has its own, served through the image proxy as responsive images
 * (srcset over the proxy's sizes, lazy below the fold, width and height set), and nothing on the page moves as they
 * arrive. On two schools with different themes and currencies: nova-academy (₹, light) and harbor-code ($, dark).
 */
import { expect, test, type Page } from '@playwright/test';
import { watchConsoleErrors } from './checks.ts';
import { DEMO_SCHOOLS } from './schools.ts';
import { readFileSync } from 'node:fs';
import { TenantCatalogue } from '../src/contract/catalogue.ts';
import { heightFor, IMAGE_WIDTHS, imageUrl } from '../src/contract/image.ts';

const SCHOOLS = DEMO_SCHOOLS.filter((school) => ['nova-academy', 'harbor-code'].includes(school.slug));

/**
 * Layout shift the page has had so far that moved a picture or its frame (what a late image without a size
 * causes), as the browser scores it. Text settling as a web font arrives is Lighthouse's to count, in the bench.
 */
async function imageShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        const isPicture = (node: Node | null | undefined) =>
          node instanceof HTMLImageElement || (node instanceof HTMLElement && [...node.children].some((child) => child instanceof HTMLImageElement));
        new PerformanceObserver((list) => {
          type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node?: Node | null }[] };
          for (const entry of list.getEntries() as Shift[]) if (!entry.hadRecentInput && entry.sources.some((source) => isPicture(source.node))) total += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(total)));
      }),
  );
}

for (const school of SCHOOLS) {
  test.describe(school.slug, () => {
    test('store cards show their own covers through the image proxy, lazily, without moving the page', async ({ page }) => {
      const errors = watchConsoleErrors(page);
      const webp: string[] = [];
      page.on('response', (response) => {
        if (response.url().includes('/_media/cover-') && response.headers()['content-type'] === 'image/webp') webp.push(response.url());
      });
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(school.store);
      const images = page.locator('[data-testid=product-card] [data-testid=product-image]');
      expect(await images.count()).toBeGreaterThan(8);
      const attributes = await images.evaluateAll((list) =>
        (list as HTMLImageElement[]).map((img) => ({ src: img.getAttribute('src'), srcset: img.srcset, width: img.getAttribute('width'), height: img.getAttribute('height'), loading: img.loading })),
      );
      for (const a of attributes) {
        expect(a.src).toMatch(/^\/_media\/cover-[a-z0-9-]+\.svg\?w=528&h=297&fit=cover$/);
        expect(a.srcset.split(', ').map((s) => s.split(' ')[1])).toEqual(['264w', '528w', '800w']);
        expect([a.width, a.height, a.loading]).toEqual(['264', '149', 'lazy']);
      }
      // Every product its own picture (a product may show in two rows).
      const pictures = await page.locator('[data-testid=product-card]').evaluateAll((cards) =>
        cards.map((card) => [card.getAttribute('data-product-id') ?? '', card.querySelector('[data-testid=product-image]')?.getAttribute('src') ?? ''] as const),
      );
      // (Promo cards are text on the school's colour, with no picture.)
      const byProduct = new Map(pictures.filter(([, src]) => src));
      expect(byProduct.size).toBeGreaterThan(8);
      expect(new Set(byProduct.values()).size).toBe(byProduct.size);

      // Down the page: each cover loads as it comes near, as WebP from the proxy, and nothing shifts.
      for (const image of await images.all()) {
        await image.scrollIntoViewIfNeeded();
        await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
      }
      expect(webp.length).toBeGreaterThan(0);
      expect(await imageShift(page)).toBe(0);
      errors.expectNone();
    });

    test('a card names its product’s first teacher beside their portrait, through the image proxy', async ({ page }) => {
      const catalogue = TenantCatalogue.parse(JSON.parse(readFileSync(`tenants/${school.slug}/catalogue.json`, 'utf8')));
      await page.goto(`${school.store}/products/courses`);
      const cards = page.locator('[data-testid=product-card]');
      expect(await cards.count()).toBeGreaterThan(4);
      for (const card of (await cards.all()).slice(0, 6)) {
        const id = Number(await card.getAttribute('data-product-id'));
        const product = catalogue.products.find((p) => p.id === id)!;
        const first = catalogue.teachers.find((t) => t.id === product.teacher_ids[0])!;
        const teacher = card.getByTestId('card-teacher');
        await expect(teacher).toHaveText(first.name);
        const portrait = teacher.getByTestId('portrait');
        await portrait.scrollIntoViewIfNeeded();
        expect(await portrait.getAttribute('src')).toBe(imageUrl(`/_media/${first.avatar_url!.split('/').pop()}`, IMAGE_WIDTHS[0]));
        await expect.poll(() => portrait.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(IMAGE_WIDTHS[0]);
        expect(await portrait.evaluate((img) => [img.clientWidth, img.clientHeight, getComputedStyle(img).borderRadius])).toEqual([24, 24, '9999px']);
      }
      expect(await imageShift(page)).toBe(0);
    });

    test('a sales page shows its cover at once, sized for a phone, without moving the page', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`${school.store}/products/courses`);
      const first = page.locator('[data-testid=product-card] a').first();
      await first.click();
      const cover = page.getByTestId('buy-box').getByTestId('product-image');
      await expect(cover).toHaveAttribute('loading', 'eager');
      await expect(cover).toHaveAttribute('fetchpriority', 'high');
      await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
      // At 390 px and a device pixel ratio of 1, the browser takes the 528 px rendition for a 92vw picture.
      expect(await cover.evaluate((img: HTMLImageElement) => img.currentSrc)).toContain('?w=528&h=297&fit=cover');
      expect(await imageShift(page)).toBe(0);
    });

    test('a cover is its subject’s picture, drawn at every size the image proxy serves', async ({ page }) => {
      await page.goto(`${school.store}/products/courses`);
      const src = await page.locator('[data-testid=product-card] [data-testid=product-image]').first().getAttribute('src');
      const file = src!.split('?')[0]!;
      for (const width of IMAGE_WIDTHS) {
        const url = imageUrl(file, width);
        const answer = await page.evaluate(async (at) => {
          const response = await fetch(at);
          return [response.status, response.headers.get('content-type')];
        }, url);
        expect([url, ...answer]).toEqual([url, 200, 'image/webp']);
        // The browser decodes it at the size asked for, 16:9.
        const size = await page.evaluate(async (at) => {
          const img = new Image();
          img.src = at;
          await img.decode();
          return [img.naturalWidth, img.naturalHeight];
        }, url);
        expect(size).toEqual([width, heightFor(width)]);
      }
      // The picture, not the title again: the card says the title once, beside it.
      const card = page.locator('[data-testid=product-card]').first();
      const title = (await card.locator('h3, h2').first().textContent())!.trim();
      const svg = await page.evaluate(async (at) => (await fetch(at)).text(), file);
      expect(svg).not.toContain(title);
      expect(svg).not.toContain('<text');
    });

    test('a sales page quotes the best reviews and shows each teacher’s portrait beside the biography, drawn at every size the image proxy serves', async ({ page }) => {
      await page.goto(`${school.store}/products/courses`);
      await page.locator('[data-testid=product-card] a').first().click();
      const teachers = page.getByTestId('teachers');
      const portrait = teachers.getByTestId('portrait').first();
      await portrait.scrollIntoViewIfNeeded();
      await expect.poll(() => portrait.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(264);
      // Round, the middle of the picture: the face, not a band across it.
      expect(await portrait.evaluate((img) => [getComputedStyle(img).objectFit, img.clientWidth === img.clientHeight])).toEqual(['cover', true]);
      await expect(teachers.getByRole('listitem').first().locator('p').nth(1)).not.toBeEmpty();
      // The testimonials band before the teachers: the course's best reviews, four or five stars, each saying something.
      const quotes = page.getByTestId('testimonial');
      expect(await quotes.count()).toBeGreaterThanOrEqual(2);
      for (const quote of await quotes.all()) {
        await expect(quote.getByRole('img')).toHaveAttribute('aria-label', /^[45] stars out of 5$/);
        expect((await quote.locator('blockquote').innerText()).length).toBeGreaterThanOrEqual(40);
      }
      const file = (await portrait.getAttribute('src'))!.split('?')[0]!;
      expect(file).toMatch(/^\/_media\/teacher-[a-z0-9-]+\.svg$/);
      for (const width of IMAGE_WIDTHS) {
        const size = await page.evaluate(async (at) => {
          const img = new Image();
          img.src = at;
          await img.decode();
          return [img.naturalWidth, img.naturalHeight];
        }, imageUrl(file, width));
        expect(size).toEqual([width, heightFor(width)]);
      }
    });
  });
}
