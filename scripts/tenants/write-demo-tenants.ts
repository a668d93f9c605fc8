/**
 * Regenerates tenants/<slug>/catalogue.json for the three demo schools from scripts/tenants/content/.
 * Deterministic: the same content always gives the same bytes. Run:
 *   node_modules/.bin/node scripts/tenants/write-demo-tenants.ts
 * school.json and media/ are hand-written and left alone.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { buildCatalogue, type SchoolContent } from './build-catalogue.ts';
import { atelierLingua } from './content/atelier-lingua.ts';
import { harborCode } from './content/harbor-code.ts';
import { novaAcademy } from './content/nova-academy.ts';
import { loadTenant, TENANTS_DIR } from '../../src/tenants/load.ts';

export const DEMO_SCHOOLS: Record<string, SchoolContent> = {
  'nova-academy': novaAcademy,
  'harbor-code': harborCode,
  'atelier-lingua': atelierLingua,
};

export async function writeDemoTenants(tenantsDir = TENANTS_DIR): Promise<void> {
  for (const [slug, content] of Object.entries(DEMO_SCHOOLS)) {
    const dir = path.join(tenantsDir, slug);
    await writeFile(path.join(dir, 'catalogue.json'), `${JSON.stringify(buildCatalogue(content), null, 2)}\n`);
    const tenant = await loadTenant(dir);
    console.log(`wrote ${slug}: ${tenant.catalogue.products.length} products`);
  }
}

if (import.meta.filename === process.argv[1]) {
  await writeDemoTenants();
}
