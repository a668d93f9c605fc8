import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadTenant } from '../src/tenants/load.ts';
import { generateLargeSchool, LARGE_SCHOOL_SLUG } from './generate-large-school.ts';

async function filesOf(dir: string): Promise<Map<string, Buffer>> {
  const out = new Map<string, Buffer>();
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    out.set(path.relative(dir, file), await readFile(file));
  }
  return out;
}

describe('generateLargeSchool', () => {
  const roots: string[] = [];
  afterAll(async () => {
    for (const root of roots) await rm(root, { recursive: true, force: true });
  });

  it('writes a valid school of 2,000+ products, byte-identical on every run', async () => {
    for (let i = 0; i < 2; i++) roots.push(await mkdtemp(path.join(tmpdir(), 'schoolfront-large-')));
    const [a, b] = [await generateLargeSchool(roots[0]), await generateLargeSchool(roots[1])];
    expect(path.basename(a)).toBe(LARGE_SCHOOL_SLUG);

    const [filesA, filesB] = [await filesOf(a), await filesOf(b)];
    expect([...filesA.keys()].sort()).toEqual(['catalogue.json', 'media/banner.svg', 'media/favicon.svg', 'media/logo.svg', 'school.json', 'tests.json']);
    for (const [name, bytes] of filesA) expect(bytes.equals(filesB.get(name)!), name).toBe(true);

    const tenant = await loadTenant(a);
    const { products, categories, teachers } = tenant.catalogue;
    expect(products.length).toBeGreaterThanOrEqual(2000);
    expect(categories).toHaveLength(40);
    expect(teachers.length).toBeGreaterThanOrEqual(55);
    for (const type of [1, 2, 3, 4]) expect(products.filter((p) => p.course_type === type).length).toBeGreaterThan(100);
    expect(tenant.config.school_config.school_id).toBe(599);
    expect(tenant.config.theme_config.base_ui_data.allow_color_mode_toggle).toBe(false);
  });
});
