/**
 * The school's authored content and the catalogue slices the content pages show, computed once per school per
 * build from its BuildInput.
 */
import { PRODUCT_TYPE } from '../../contract/common.ts';
import type { BuildInput } from '../../contract/build-input.ts';
import type { CourseDetail } from '../../contract/catalogue.ts';
import type { CatalogueSegment } from '../../contract/site-content.ts';
import { remember, rememberCache } from '../../platform/build/read-tracking.ts';
import { containedProducts, ContentError, contentOf } from '../../platform/build/site-data.ts';
import { href, routeById } from '../../routes/index.ts';
import type { Site } from '../../platform/shell/site.ts';
import { renderTemplate, TemplateError, type SafeHtml } from './template.ts';
import { templateContext, type TemplateContext } from './template-context.ts';

// The school's content and its bundles' items are the site's data, which the build's list of pages reads too.
export { containedProducts, contentOf };

/** A segment's products: those of its categories and those it names, in catalogue order. */
export function segmentProducts(input: BuildInput, segment: CatalogueSegment): CourseDetail[] {
  const categoryIds = new Set(input.categories.filter((c) => segment.category_names.includes(c.custom_name)).map((c) => c.id));
  const named = new Set(segment.product_ids);
  return input.courses.filter((p) => named.has(p.id) || p.category_ids.some((id) => categoryIds.has(id)));
}

/** Free products: the ones whose current price is free. */
export const freeProducts = (site: Site): CourseDetail[] => site.products.filter((p) => p.price?.is_free === true);

/** Courses with free-preview lessons, each with just those lessons, by section. */
export function previewCourses(site: Site) {
  return site.products.flatMap((course) => {
    if (course.course_type !== PRODUCT_TYPE.course) return [];
    const lessons = course.sections.flatMap((section) => section.lessons.filter((l) => l.free_preview).map((lesson) => ({ ...lesson, section: section.title })));
    return lessons.length > 0 ? [{ course, lessons }] : [];
  });
}

export const aboutHref = (site: Site): string => href(site.base, routeById('about-us'));
export const segmentListHref = (site: Site): string => href(site.base, routeById('segment'));
export const legalHref = (site: Site, anchor: 'terms' | 'privacy'): string => `${href(site.base, routeById('legal-docs'))}#${anchor}`;
export const downloadHref = (site: Site): string => href(site.base, routeById('download-app'));
export const contentPreviewHref = (site: Site): string => href(site.base, routeById('content-preview'));
/** A course's sales page, searching for one lesson (the lesson player is not built yet). */
export const lessonSearchHref = (site: Site, course: Pick<CourseDetail, 'seo_title'>, lessonTitle: string): string =>
  href(site.base, routeById('sales'), { productSeo: course.seo_title }, { search: lessonTitle });

const contexts = rememberCache<Site, TemplateContext>();

/** What the school's page bodies can print (template-context.ts), once per school. */
export function siteTemplateContext(site: Site): TemplateContext {
  return remember(contexts, site, () => templateContext({ config: site.config, products: site.products, categories: site.categories, teachers: site.input.teachers }));
}

/** A school-authored body of this school, rendered (escaped, laid out). A template error fails the school's build. */
export function renderBody(site: Site, source: string, where: string): SafeHtml {
  try {
    return renderTemplate(source, siteTemplateContext(site));
  } catch (error) {
    if (error instanceof TemplateError) throw new ContentError(`${site.slug}: ${where}: ${error.message}`);
    throw error;
  }
}
