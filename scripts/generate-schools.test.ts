import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
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
  });
});
