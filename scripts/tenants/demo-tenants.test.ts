import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TENANTS_DIR } from '../../src/tenants/load.ts';
import { buildCatalogue } from './build-catalogue.ts';
import { DEMO_SCHOOLS } from './write-demo-tenants.ts';

describe('demo catalogues', () => {
  it.each(Object.keys(DEMO_SCHOOLS))('tenants/%s/catalogue.json is what its content script generates', async (slug) => {
    const committed = await readFile(path.join(TENANTS_DIR, slug, 'catalogue.json'), 'utf8');
    expect(committed, 'run: node_modules/.bin/node scripts/tenants/write-demo-tenants.ts').toBe(`${JSON.stringify(buildCatalogue(DEMO_SCHOOLS[slug]!), null, 2)}\n`);
  });
});
