/**
 * Validates every school folder (tenants/ and generated .schoolfront/tenants/), or the slugs given:
 *   node_modules/.bin/node scripts/check-tenants.ts [slug ...]
 * Prints one line per school and exits 1 if any school is invalid.
 */
import path from 'node:path';
import { checkAcrossSchools, listTenantDirs, loadTenant, TenantError, type LoadedTenant } from '../src/tenants/load.ts';

export async function checkTenants(slugs: string[], log: (line: string) => void = console.log): Promise<boolean> {
  const dirs = await listTenantDirs();
  let ok = true;
  for (const slug of slugs) {
    if (!dirs.some((dir) => path.basename(dir) === slug)) {
      log(new TenantError(`tenants/${slug}`, '(folder)', 'unknown school').message);
      ok = false;
    }
  }
  const chosen = slugs.length > 0 ? dirs.filter((dir) => slugs.includes(path.basename(dir))) : dirs;
  const loaded: LoadedTenant[] = [];
  for (const dir of chosen) {
    try {
      const tenant = await loadTenant(dir);
      loaded.push(tenant);
      log(`ok ${tenant.slug}: ${tenant.catalogue.products.length} products, ${tenant.catalogue.categories.length} categories`);
    } catch (error) {
      if (!(error instanceof TenantError)) throw error;
      log(error.message);
      ok = false;
    }
  }
  try {
    checkAcrossSchools(loaded);
  } catch (error) {
    if (!(error instanceof TenantError)) throw error;
    log(error.message);
    ok = false;
  }
  if (chosen.length === 0 && slugs.length === 0) {
    log('no schools found under tenants/');
    ok = false;
  }
  return ok;
}

if (import.meta.filename === process.argv[1]) {
  process.exitCode = (await checkTenants(process.argv.slice(2))) ? 0 : 1;
}
