import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { minorPerUnit } from '../src/contract/money.ts';
import { contrastRatio } from '../src/tenants/contrast.ts';
import { checkAcrossSchools, loadTenant, loadTenants } from '../src/tenants/load.ts';
import { generateSchools } from './generate-schools.ts';

describe('generateSchools', () => {
  let dir = '';
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('makes valid schools with distinct hosts, ids, colours and currencies, beside the demo schools', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'schoolfront-many-'));
    const dirs = await generateSchools(12, 50, dir);
    const schools = await Promise.all(dirs.map((d) => loadTenant(d)));
    checkAcrossSchools([...(await loadTenants(['nova-academy', 'harbor-code', 'atelier-lingua'])), ...schools]);
    expect(schools.every((s) => s.catalogue.products.length === 50)).toBe(true);
    const configs = schools.map((s) => s.config);
    expect(new Set(configs.map((c) => c.school_config.custom_domain)).size).toBe(12);
    expect(new Set(configs.map((c) => c.school_config.currency))).toEqual(new Set([1, 2, 32]));
    expect(new Set(configs.map((c) => c.theme_config.base_ui_data.light.primary)).size).toBeGreaterThan(4);

    for (const [i, school] of schools.entries()) {
      const sc = school.config.school_config;
      // Prices as the school's currency prices: rupees in the thousands, ending in 99; dollars and euros in the tens, ending in 9.
      const prices = school.catalogue.pricings.filter((p) => p.is_default && p.price > 0).map((p) => p.price / minorPerUnit(sc.currency));
      expect(prices.length).toBeGreaterThan(0);
      if (sc.currency === 2) expect(prices.every((p) => p % 100 === 99 && p >= 199)).toBe(true);
      else expect(prices.every((p) => p % 10 === 9 && p <= 349)).toBe(true);

      // The name in the logo reads on the light header and the dark one (3:1, large bold text): an image cannot
      // follow the page's colour mode.
      const logo = await readFile(path.join(dirs[i]!, 'media', 'logo.svg'), 'utf8');
      const wordmark = /<text x="60"[^>]*fill="(#[0-9a-f]{6})"/i.exec(logo)![1]!;
      const { light, dark } = school.config.theme_config.base_ui_data;
      for (const header of [light.background, light.surface, dark.background, dark.surface]) expect(contrastRatio(wordmark, header)).toBeGreaterThanOrEqual(3);
    }
  });
});
