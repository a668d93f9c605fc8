import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadTenants, type LoadedTenant } from '../../src/tenants/load.ts';
import { createTenant, newSchoolSpec } from './new-tenant.ts';

let dir: string;
let demo: LoadedTenant[];

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'schoolfront-new-tenant-'));
  demo = await loadTenants(['nova-academy', 'harbor-code', 'atelier-lingua']);
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('new-tenant', () => {
  it('scaffolds a school that loads as the seed loads it, with the next free id and its own colours', async () => {
    const { tenant } = await createTenant({ slug: 'lakeside-prep', dir, others: demo });
    const sc = tenant.config.school_config;
    expect(sc.school_name).toBe('Lakeside Prep');
    expect(sc.school_id).toBe(Math.max(600, ...demo.map((t) => t.config.school_config.school_id + 1)));
    expect(tenant.catalogue.products).toHaveLength(12);
    for (const type of [1, 2, 3, 4]) expect(tenant.catalogue.products.some((p) => p.course_type === type), `course_type ${type}`).toBe(true);
    // Every test has a paper to take.
    const tests = tenant.catalogue.products.filter((p) => p.course_type === 2).map((p) => p.id);
    expect(tenant.tests?.tests.map((t) => t.test_id).sort()).toEqual(tests.sort());
    expect((await readdir(path.join(dir, 'lakeside-prep', 'media'))).sort()).toEqual(['banner.svg', 'favicon.svg', 'logo.svg']);
    expect(tenant.config.theme_config.base_ui_data.light.primary).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('prices a non-Indian school in its currency with no GST', async () => {
    const { tenant } = await createTenant({ slug: 'berlin-schule', name: 'Berlin Sprachschule', currency: 'eur', products: 30, domain: 'Learn.Berlin.example', dir, others: demo });
    expect(tenant.config.school_config.currency).toBe(32);
    expect(tenant.config.school_config.custom_domain).toBe('learn.berlin.example');
    expect(tenant.catalogue.pricings.every((p) => p.tax_mode === 'no_tax')).toBe(true);
    expect(tenant.catalogue.faqs.some((f) => /GST/.test(f.question))).toBe(false);
  });

  it('refuses what would clash or is malformed, and leaves nothing behind', async () => {
    await expect(createTenant({ slug: 'lakeside-prep', dir, others: demo })).rejects.toThrow(/already exists/);
    await expect(createTenant({ slug: 'nova-academy', dir, others: demo })).rejects.toThrow(/already exists/);
    await expect(createTenant({ slug: 'taken-domain', domain: 'learn.harborcode.example', dir, others: demo })).rejects.toThrow(/already used by/);
    expect(() => newSchoolSpec({ slug: 'Bad_Slug', others: [] })).toThrow(/not a school slug/);
    expect(() => newSchoolSpec({ slug: 'ok', currency: 'JPY', others: [] })).toThrow(/not one of USD, INR, EUR/);
    expect(() => newSchoolSpec({ slug: 'ok', products: 2, others: [] })).toThrow(/4 to 5,000/);
    expect(() => newSchoolSpec({ slug: 'ok', domain: 'not a host', others: [] })).toThrow(/not a host name/);
    expect((await readdir(dir)).sort()).toEqual(['berlin-schule', 'lakeside-prep']);
  });

  it('makes the same school from the same choices', () => {
    expect(newSchoolSpec({ slug: 'same-school', others: demo })).toEqual(newSchoolSpec({ slug: 'same-school', others: demo }));
  });
});
