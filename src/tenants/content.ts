/**
 * The tenant check of a school's authored content (`custom_templates` in school.json): each known template parses
 * with its contract schema (src/contract/site-content.ts), page bodies are Handlebars the renderer accepts and
 * whose variables exist, and segments and free resources name categories, products and media files the school
 * has. A problem is reported as `field: reason` from the configuration's root, like the rest of the school file.
 */
import type { TenantCatalogue } from '../contract/catalogue.ts';
import type { SchoolConfigResponse } from '../contract/school-config.ts';
import { AboutUs, CONTENT_THEME_TYPE, CustomPage, contentPath, parseSiteContent, Segments, FreeResources } from '../contract/site-content.ts';
import { renderEscaped, TemplateError } from '../features/content/template.ts';
import { templateContext } from '../features/content/template-context.ts';

export interface ContentCheckInput {
  readonly config: SchoolConfigResponse;
  readonly catalogue: TenantCatalogue;
  /** Names of the files in the school's media folder. */
  readonly mediaNames: ReadonlySet<string>;
  /** Where media files are served (`/learner/v1/media/`). */
  readonly mediaPrefix: string;
}

/** Checks the school's content; calls `fail(field, reason)` (which throws) on the first problem. */
export function checkSiteContent({ config, catalogue, mediaNames, mediaPrefix }: ContentCheckInput, fail: (field: string, reason: string) => never): void {
  const templates = config.custom_templates;
  const { problems } = parseSiteContent(templates);
  const first = problems[0];
  if (first) fail(contentPath(first.path), first.message);

  const context = templateContext({ config: config.school_config, products: catalogue.products, categories: catalogue.categories, teachers: catalogue.teachers });
  const categoryNames = new Set(catalogue.categories.map((c) => c.custom_name));
  const categoryIds = new Map(catalogue.categories.map((c) => [c.custom_name, c.id]));
  const productIds = new Set(catalogue.products.map((p) => p.id));

  templates.forEach((template, index) => {
    const at = `custom_templates[${index}].base_ui_data`;
    const render = (body: string) => {
      try {
        renderEscaped(body, context);
      } catch (error) {
        if (error instanceof TemplateError) fail(`${at}.body`, error.message);
        throw error;
      }
    };
    switch (template.theme_type) {
      case CONTENT_THEME_TYPE.customPage:
        render(CustomPage.parse(template.base_ui_data).body);
        break;
      case CONTENT_THEME_TYPE.aboutUs:
        render(AboutUs.parse(template.base_ui_data).body);
        break;
      case CONTENT_THEME_TYPE.segments:
        Segments.parse(template.base_ui_data).segments.forEach((segment, i) => {
          segment.category_names.forEach((name, j) => {
            if (!categoryNames.has(name)) fail(`${at}.segments[${i}].category_names[${j}]`, `unknown category custom_name "${name}"`);
          });
          segment.product_ids.forEach((id, j) => {
            if (!productIds.has(id)) fail(`${at}.segments[${i}].product_ids[${j}]`, `unknown product id ${id}`);
          });
          const inCategories = new Set(segment.category_names.map((name) => categoryIds.get(name)));
          const size = catalogue.products.filter((p) => segment.product_ids.includes(p.id) || p.category_ids.some((c) => inCategories.has(c))).length;
          if (size === 0) fail(`${at}.segments[${i}]`, `segment "${segment.slug}" selects no product`);
        });
        break;
      case CONTENT_THEME_TYPE.freeResources:
        FreeResources.parse(template.base_ui_data).resources.forEach((resource, i) => {
          if (resource.url.startsWith(mediaPrefix) && !mediaNames.has(resource.url.slice(mediaPrefix.length))) {
            fail(`${at}.resources[${i}].url`, `media file "${resource.url.slice(mediaPrefix.length)}" not found in media/`);
          }
          if (resource.url.startsWith('/') && !resource.url.startsWith(mediaPrefix)) {
            fail(`${at}.resources[${i}].url`, `must be an https URL or a school media file (${mediaPrefix}<name>)`);
          }
        });
        break;
      default:
        break;
    }
  });
}
