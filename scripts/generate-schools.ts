/**
 * Generates many small schools for the scale bench (issue 14: a thousand schools of 50 products each), each with
 * its own host, colours and currency, into `.schoolfront/many/` (gitignored; outside `.schoolfront/tenants`, so
 * `npm start` does not seed or build them):
 *   node_modules/.bin/node scripts/generate-schools.ts [count=1000] [products=50] [outDir]
 * Deterministic: school n is the same bytes on every run.
 */
import path from 'node:path';
import { writeSchool, type SchoolSpec } from '../cli/lib/school-generator.ts';
import { PALETTE } from '../cli/lib/new-tenant.ts';
import { REPO_ROOT } from '../src/tenants/load.ts';

export const MANY_SCHOOLS_DIR = path.join(REPO_ROOT, '.schoolfront', 'many');
/** The first generated school's id: above the demo schools (5xx) and what new-tenant hands out (600 up) for a while. */
const FIRST_ID = 10_000;
const PLACES = ['Riverside', 'Hilltop', 'Lakeview', 'Northgate', 'Sunrise', 'Greenfield', 'Harbourside', 'Oakwood', 'Silverline', 'Westbrook', 'Meadow', 'Crescent', 'Summit', 'Bayview', 'Maple', 'Stonebridge'];
const KINDS = ['Academy', 'Institute', 'Classes', 'School of Learning', 'Prep', 'Tutorials', 'Learning Centre', 'Study Circle'];
const CURRENCIES = [2, 1, 32] as const;

export const schoolSlug = (n: number) => `school-${String(n).padStart(4, '0')}`;

export function manySchoolSpec(n: number, products = 50): SchoolSpec {
  const name = `${PLACES[n % PLACES.length]} ${KINDS[Math.floor(n / PLACES.length) % KINDS.length]} ${n}`;
  return {
    slug: schoolSlug(n), schoolId: FIRST_ID + n, name, products, categories: 4, teachers: 8,
    currency: CURRENCIES[n % CURRENCIES.length]!,
    colours: PALETTE[(n * 5) % PALETTE.length]!,
    customDomain: `learn.${schoolSlug(n)}.example`,
    tagline: 'Courses, tests and test series for your exam',
    title: `${name} | Courses and Tests`,
    description: `${name}: courses, mock tests, test series and bundles.`,
    allowColourModeToggle: n % 2 === 0,
  };
}

/** Writes schools 1..count to `outDir`; returns their folders. */
export async function generateSchools(count: number, products = 50, outDir = MANY_SCHOOLS_DIR): Promise<string[]> {
  const dirs: string[] = [];
  for (let n = 1; n <= count; n++) dirs.push(await writeSchool(manySchoolSpec(n, products), outDir));
  return dirs;
}

if (import.meta.filename === process.argv[1]) {
  const [count = '1000', products = '50', out] = process.argv.slice(2);
  const started = Date.now();
  const dirs = await generateSchools(Number(count), Number(products), out ? path.resolve(out) : undefined);
  console.log(`wrote ${dirs.length} schools of ${products} products to ${path.relative(process.cwd(), path.dirname(dirs[0] ?? MANY_SCHOOLS_DIR))} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
