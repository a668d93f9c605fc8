import path from 'node:path';
import { Slug } from '../../src/contract/common.ts';
import { listTenantDirs } from '../../src/tenants/load.ts';
import { UsageError } from './errors.ts';

/** Every school folder under tenants/ (and generated ones), by slug. */
export async function allTenantSlugs(): Promise<string[]> {
  return (await listTenantDirs()).map((dir) => path.basename(dir));
}

/** The schools a command names: `--tenant a --tenant b`, or `--all`; never both, never neither. */
export async function selectSchools(opts: { tenant?: string[]; all?: boolean }, verb = 'build'): Promise<string[]> {
  const named = opts.tenant ?? [];
  if (opts.all && named.length) throw new UsageError('use either --tenant <slug...> or --all, not both');
  if (opts.all) {
    const slugs = await allTenantSlugs();
    if (slugs.length === 0) throw new UsageError('--all found no schools under tenants/');
    return slugs;
  }
  if (named.length === 0) throw new UsageError(`name the schools to ${verb} with --tenant <slug...>, or use --all`);
  for (const slug of named) {
    if (!Slug.safeParse(slug).success) throw new UsageError(`"${slug}" is not a school slug (lower-case letters, digits and single hyphens)`);
  }
  return [...new Set(named)];
}

export function parseOrigin(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new UsageError(`--api: "${value}" is not a URL (e.g. http://127.0.0.1:8787)`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new UsageError(`--api: "${value}" must be an http or https origin`);
  return url.origin;
}
