/**
 * Product covers (issue 13): every demo product has its own, served through the image proxy as responsive images
 * (srcset over the proxy's sizes, lazy below the fold, width and height set), and nothing on the page moves as they
 * arrive. On two schools with different themes and currencies: nova-academy (₹, light) and harbor-code ($, dark).
 */
import { expect, test, type Page } from '@playwright/test';
import { watchConsoleErrors } from './checks.ts';
import { DEMO_SCHOOLS } from './schools.ts';

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
  });
}
