/**
 * Generates `mega-institute`, a large school (2,040 products) for benchmarks and scale tests, into
 * `.schoolfront/tenants/mega-institute/` (gitignored):
 *   node_modules/.bin/node scripts/generate-large-school.ts [outDir]
 * Deterministic (cli/lib/school-generator.ts). It also exercises what the demo schools do not: a school that
 * disables the colour-mode toggle and sets no default mode.
 */
import path from 'node:path';
import { writeSchool, type SchoolSpec } from '../cli/lib/school-generator.ts';
import { GENERATED_TENANTS_DIR, loadTenant } from '../src/tenants/load.ts';

export const LARGE_SCHOOL_SLUG = 'mega-institute';

export const LARGE_SCHOOL: SchoolSpec = {
  slug: LARGE_SCHOOL_SLUG,
  schoolId: 599,
  name: 'Mega Institute',
  products: 2_040,
  categories: 40,
  teachers: 60,
  currency: 2,
  colours: { light: ['#1d4ed8', '#b91c1c'], dark: ['#93c5fd', '#fca5a5'] },
  customDomain: null,
  featured: ['jee-main', 'neet-ug', 'upsc-prelims', 'ssc-cgl', 'bank-po', 'gate-cse'],
  tagline: '2,000+ courses and tests for every competitive exam',
  bannerAlt: 'courses and tests for every exam',
  title: 'Mega Institute | Courses and Tests for Every Competitive Exam',
  description: 'Over two thousand courses, tests, test series and bundles for engineering, medical, civil services, banking, SSC and more.',
  allowColourModeToggle: false,
  mark: {
    logo: '<path d="M14 40 V16 L26 30 L38 16 V40" fill="none" stroke="#ffffff" stroke-width="5" stroke-linejoin="round"/>',
    favicon: '<path d="M8 24 V9 L16 18 L24 9 V24" fill="none" stroke="#ffffff" stroke-width="3.5" stroke-linejoin="round"/>',
  },
  wordmark: '#3b82f6',
};

/** Writes the school to `<outDir>/mega-institute/` (replacing what was there) and returns that folder. */
export const generateLargeSchool = (outDir: string = GENERATED_TENANTS_DIR): Promise<string> => writeSchool(LARGE_SCHOOL, outDir, 0x599);

if (import.meta.filename === process.argv[1]) {
  const dir = await generateLargeSchool(process.argv[2] ? path.resolve(process.argv[2]) : undefined);
  const tenant = await loadTenant(dir);
  console.log(`wrote ${path.relative(process.cwd(), dir) || dir}: ${tenant.catalogue.products.length} products, ${tenant.catalogue.categories.length} categories`);
}
