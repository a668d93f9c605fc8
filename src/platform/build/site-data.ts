import type { BuildInput } from '../../contract/build-input.ts';
import type { CourseDetail } from '../../contract/catalogue.ts';
import { contentPath, parseSiteContent, type SiteContent } from '../../contract/site-content.ts';
import { remember, rememberCache } from './read-tracking.ts';

/**
 * Lookups over a school's build input that both the list of its pages (static-paths.ts) and its pages (the content
 * feature) need: here in the platform, so the platform never reaches into a feature for them.
 */

export class ContentError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ContentError';
  }
}

const cache = rememberCache<BuildInput, SiteContent>();

/**
 * The school's content, parsed from its configuration's `custom_templates`. A template that does not parse fails
 * the school's build with `<slug>: <field>: <reason>` (the tenant check gives the same reason earlier); only a
 * platform API, which the tenant check never saw, could send one.
 */
export function contentOf(input: BuildInput): SiteContent {
  return remember(cache, input, () => {
    const parsed = parseSiteContent(input.config.custom_templates);
    const problem = parsed.problems[0];
    if (problem) throw new ContentError(`${input.slug}: ${contentPath(problem.path)}: ${problem.message}`);
    return parsed.content;
  });
}

const containers = rememberCache<BuildInput, ReadonlyMap<string, readonly CourseDetail[]>>();

/**
 * Parent seo -> the products it contains, for bundles and test series (their `item_ids`, in order, each once).
 * Products that contain nothing are absent.
 */
export function containedProducts(input: BuildInput): ReadonlyMap<string, readonly CourseDetail[]> {
  return remember(containers, input, () => {
    const byId = new Map(input.courses.map((p) => [p.id, p]));
    const map = new Map<string, readonly CourseDetail[]>();
    for (const parent of input.courses) {
      const items = [...new Set(parent.item_ids)].flatMap((id) => byId.get(id) ?? []);
      if (items.length > 0) map.set(parent.seo_title, items);
    }
    return map;
  });
}
