import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { BUILD_INPUT_DIR, BuildInput, otherLanguages } from '../../contract/build-input.ts';
import { imageSize } from '../shell/image-size.ts';
import { createSite, type Site } from '../shell/site.ts';
import { BUILD_INPUT_DIR_ENV, mediaDirOf, SCHOOLS_ENV } from './build-env.ts';


export function buildInputDir(): string {
  return path.resolve(process.env[BUILD_INPUT_DIR_ENV] || BUILD_INPUT_DIR);
}

async function selectedSlugs(dir: string): Promise<string[]> {
  const named = process.env[SCHOOLS_ENV];
  if (named) return named.split(',').map((s) => s.trim()).filter(Boolean);
  try {
    return (await readdir(dir)).filter((f) => f.endsWith('.json')).map((f) => f.slice(0, -'.json'.length)).sort();
  } catch {
    return [];
  }
}

/**
 * One school as its pages see it, a site per language it offers (its default first), each reading the input through
 * read tracking under the root `<slug>|<language>`.
 */
async function readSchool(dir: string, slug: string, given?: BuildInput): Promise<Site[]> {
  const file = path.join(dir, `${slug}.json`);
  const result = given ? { success: true as const, data: given } : BuildInput.safeParse(JSON.parse(await readFile(file, 'utf8')));
  if (!result.success) {
    const issue = result.error.issues[0]!;
    throw new Error(`${file}: ${issue.path.join('.') || '(root)'}: ${issue.message}`);
  }
  if (result.data.slug !== slug) throw new Error(`${file}: slug is "${result.data.slug}", expected "${slug}"`);
  const logo = result.data.media[result.data.config.school_config.school_logo];
  let logoSize: { width: number; height: number } | null = null;
  if (logo) {
    try {
      logoSize = imageSize(await readFile(path.join(mediaDirOf(dir, slug), path.posix.basename(logo))));
    } catch {
      // No local copy: the header falls back to a square logo box.
    }
  }
  const languages = [result.data.config.i18n_config.default_language, ...otherLanguages(result.data)];
  return languages.map((language) => createSite(result.data, { logoSize, language, trackAs: `${slug}|${language}` }));
}

/**
 * The schools this render is given, each read and validated, or taken from `given` (inputs the caller checked): per
 * school, its sites (default language first).
 */
export async function loadSchools(given?: ReadonlyMap<string, BuildInput>): Promise<Site[][]> {
  const dir = buildInputDir();
  return Promise.all((await selectedSlugs(dir)).map((slug) => readSchool(dir, slug, given?.get(slug))));
}
