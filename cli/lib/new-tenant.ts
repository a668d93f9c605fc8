/**
 * `schoolfront new-tenant`: a new school's folder, valid from the start, made by the school generator from a few
 * choices (name, currency, size, domain). Its id is the next free one; its colours come from its slug.
 */
import { readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Slug } from '../../src/contract/common.ts';
import { CURRENCIES, type CurrencyCode } from '../../src/contract/money.ts';
import { checkAcrossSchools, loadTenant, TenantError, type LoadedTenant } from '../../src/tenants/load.ts';
import { UsageError } from './errors.ts';
import { writeSchool, type SchoolSpec } from './school-generator.ts';

/** Primary and accent colours that hold white text (light) and dark text (dark) at WCAG AA. */
export const PALETTE: readonly SchoolSpec['colours'][] = [
  { light: ['#1d4ed8', '#b91c1c'], dark: ['#93c5fd', '#fca5a5'] },
  { light: ['#047857', '#9a3412'], dark: ['#6ee7b7', '#fdba74'] },
  { light: ['#7c3aed', '#be185d'], dark: ['#c4b5fd', '#f9a8d4'] },
  { light: ['#b45309', '#1e40af'], dark: ['#fcd34d', '#93c5fd'] },
  { light: ['#0f766e', '#a21caf'], dark: ['#5eead4', '#f0abfc'] },
  { light: ['#be123c', '#0369a1'], dark: ['#fda4af', '#7dd3fc'] },
  { light: ['#4338ca', '#15803d'], dark: ['#a5b4fc', '#86efac'] },
  { light: ['#334155', '#c2410c'], dark: ['#cbd5e1', '#fdba74'] },
];

const hash = (text: string) => [...text].reduce((h, c) => (Math.imul(h, 31) + c.charCodeAt(0)) >>> 0, 7);

export const titleOf = (slug: string) => slug.split('-').map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(' ');

export function currencyCode(iso: string): CurrencyCode {
  const found = Object.entries(CURRENCIES).find(([, c]) => c.iso === iso.toUpperCase());
  if (!found) throw new UsageError(`--currency: "${iso}" is not one of ${Object.values(CURRENCIES).map((c) => c.iso).join(', ')}`);
  return Number(found[0]) as CurrencyCode;
}

export interface NewTenantOptions {
  slug: string;
  name?: string;
  currency?: string;
  products?: number;
  domain?: string | null;
  /** Where schools live (tenants/); the new one is `<dir>/<slug>`. */
  dir: string;
  /** Every other school, to take the next id and check uniqueness against. */
  others: readonly LoadedTenant[];
  /** Ids held by school folders that do not load (they keep their id all the same). */
  takenIds?: readonly number[];
}

const DOMAIN = /^(?=.{4,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/;

/** The spec of a new school from the command's choices; wrong choices are usage errors. */
export function newSchoolSpec(opts: Omit<NewTenantOptions, 'dir'>): SchoolSpec {
  if (!Slug.safeParse(opts.slug).success) throw new UsageError(`"${opts.slug}" is not a school slug (lower-case letters, digits and single hyphens)`);
  const products = opts.products ?? 12;
  if (!Number.isInteger(products) || products < 4 || products > 5000) throw new UsageError('--products must be a whole number from 4 to 5,000');
  const name = (opts.name ?? titleOf(opts.slug)).trim();
  if (name.length < 2 || name.length > 60) throw new UsageError('--name must be 2 to 60 characters');
  const domain = opts.domain ? opts.domain.toLowerCase() : null;
  if (domain !== null && !DOMAIN.test(domain)) throw new UsageError(`--domain: "${opts.domain}" is not a host name such as learn.example.edu`);
  const currency = currencyCode(opts.currency ?? 'INR');
  const schoolId = Math.max(600, ...opts.others.map((t) => t.config.school_config.school_id + 1), ...(opts.takenIds ?? []).map((id) => id + 1));
  const categories = Math.min(40, Math.max(1, Math.round(products / 12)));
  return {
    slug: opts.slug, schoolId, name, products, categories, teachers: Math.min(60, Math.max(2, Math.round(products / 6))), currency,
    colours: PALETTE[hash(opts.slug) % PALETTE.length]!, customDomain: domain,
    tagline: 'Courses, tests and test series for your exam',
    title: `${name} | Courses and Tests`,
    description: `${name}: courses, mock tests, test series and bundles, with practice questions and detailed solutions.`,
    allowColourModeToggle: true,
  };
}

async function exists(file: string): Promise<boolean> {
  return stat(file).then(() => true, () => false);
}

/**
 * Writes the new school and checks it as the seed and the build will (the tenant loader, and uniqueness of slug,
 * id and domain against every other school). A school that does not pass is removed again: nothing is left half made.
 */
export async function createTenant(opts: NewTenantOptions): Promise<{ dir: string; tenant: LoadedTenant }> {
  const spec = newSchoolSpec(opts);
  const target = path.join(opts.dir, spec.slug);
  if (await exists(target)) throw new UsageError(`${path.relative(process.cwd(), target) || target} already exists: choose another slug`);
  if (opts.others.some((t) => t.config.school_config.slug === spec.slug)) throw new UsageError(`a school "${spec.slug}" already exists`);
  const dir = await writeSchool(spec, opts.dir);
  try {
    const tenant = await loadTenant(dir);
    checkAcrossSchools([...opts.others, tenant]);
    return { dir, tenant };
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    if (error instanceof TenantError) throw new UsageError(error.message);
    throw error;
  }
}

/** The school ids in use, from each school.json as written (a school that does not load still holds its id). */
export async function schoolIdsIn(dirs: readonly string[]): Promise<number[]> {
  const ids: number[] = [];
  for (const dir of dirs) {
    try {
      const id = (JSON.parse(await readFile(path.join(dir, 'school.json'), 'utf8')) as { school_config?: { school_id?: unknown } }).school_config?.school_id;
      if (typeof id === 'number') ids.push(id);
    } catch {
      // Not a school folder.
    }
  }
  return ids;
}
