/**
 * Regenerates tenants/<slug>/catalogue.json for the three demo schools from scripts/tenants/content/.
 * Deterministic: the same content always gives the same bytes. Run:
 *   node_modules/.bin/node scripts/tenants/write-demo-tenants.ts
 * and each product's cover into tenants/<slug>/media/ (covers.ts), and a school's own words in Hindi into its
 * school.json (`i18n_config.content.hi`, from content/<slug>-hi.ts). The rest of school.json and media/ are
 * hand-written and left alone.
 */
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { buildCatalogue, buildHindi, coverFileName, type Kind, type SchoolContent, type SchoolHindi } from './build-catalogue.ts';
import { coverSvg, mix } from './covers.ts';
import { portraitFileName, portraitSvg } from './portraits.ts';
import { subjectOf } from './subjects.ts';
import { SchoolConfigResponse } from '../../src/contract/school-config.ts';
import { atelierLingua } from './content/atelier-lingua.ts';
import { harborCode } from './content/harbor-code.ts';
import { novaAcademy } from './content/nova-academy.ts';
import { novaAcademyHindi } from './content/nova-academy-hi.ts';
import { loadTenant, TENANTS_DIR } from '../../src/tenants/load.ts';

export const DEMO_SCHOOLS: Record<string, SchoolContent> = {
  'nova-academy': novaAcademy,
  'harbor-code': harborCode,
  'atelier-lingua': atelierLingua,
};

/** The demo schools that teach in Hindi too, and their own words in it. */
export const DEMO_HINDI: Record<string, SchoolHindi> = { 'nova-academy': novaAcademyHindi };

/** school.json with its Hindi words written from the content script; the rest as it was. */
export function withHindi(schoolJson: string, content: SchoolContent, hindi: SchoolHindi): string {
  const school = JSON.parse(schoolJson) as { i18n_config: { content?: Record<string, unknown> } };
  school.i18n_config.content = { ...school.i18n_config.content, hi: buildHindi(content, hindi) };
  return `${JSON.stringify(school, null, 2)}\n`;
}

/** The store's name of each kind, in the school's default language (English for the demo schools). */
const KIND_LABEL: Readonly<Record<Kind, string>> = { course: 'Course', test: 'Mock test', bundle: 'Bundle', series: 'Test series' };

/** Every product's cover and every teacher's portrait, in the school's light colours; those of ones gone are removed. */
async function writeCovers(dir: string, content: SchoolContent): Promise<void> {
  const config = SchoolConfigResponse.parse(JSON.parse(await readFile(path.join(dir, 'school.json'), 'utf8')));
  const theme = config.theme_config.base_ui_data;
  const colours = { primary: theme.light.primary, onPrimary: theme.light.onPrimary, accent: theme.light.accent };
  const media = path.join(dir, 'media');
  const wanted = new Set<string>();
  for (const spec of content.products) {
    if (spec.image) continue;
    const name = coverFileName(spec.seo);
    wanted.add(name);
    await writeFile(path.join(media, name), `${coverSvg({ seo: spec.seo, kind: spec.kind, label: KIND_LABEL[spec.kind], subject: subjectOf(spec), colours, headingFont: theme.heading_font_family })}\n`);
  }
  // Each teacher's portrait, on the school's primary lightened (a photograph's backdrop: the same in light and dark).
  for (const teacher of content.teachers) {
    if (teacher.avatar) continue;
    const name = portraitFileName(teacher.name);
    wanted.add(name);
    await writeFile(path.join(media, name), `${portraitSvg(teacher.name, mix(colours.primary, '#ffffff', 0.75))}\n`);
  }
  for (const file of await readdir(media)) if (/^(cover|teacher)-/.test(file) && !wanted.has(file)) await rm(path.join(media, file));
}

export async function writeDemoTenants(tenantsDir = TENANTS_DIR, slugs = Object.keys(DEMO_SCHOOLS)): Promise<void> {
  for (const slug of slugs) {
    const content = DEMO_SCHOOLS[slug]!;
    const dir = path.join(tenantsDir, slug);
    await writeFile(path.join(dir, 'catalogue.json'), `${JSON.stringify(buildCatalogue(content), null, 2)}\n`);
    const hindi = DEMO_HINDI[slug];
    if (hindi) await writeFile(path.join(dir, 'school.json'), withHindi(await readFile(path.join(dir, 'school.json'), 'utf8'), content, hindi));
    await writeCovers(dir, content);
    const tenant = await loadTenant(dir);
    console.log(`wrote ${slug}: ${tenant.catalogue.products.length} products`);
  }
}

if (import.meta.filename === process.argv[1]) {
  await writeDemoTenants();
}
