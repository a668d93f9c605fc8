/**
 * What a page body template can print: the school, its support contacts, a few of its courses, its categories,
 * teachers and counts, and links to its pages. Built from the same fields whether it comes from a tenant folder
 * (the tenant check renders every template once) or from a build's data, so a template that passes the check
 * renders in the build. Documented for school authors in docs/decisions/0013-school-content-pages.md.
 */
import { PRODUCT_TYPE } from '../../contract/common.ts';
import type { Category, ProductSource, Teacher } from '../../contract/catalogue.ts';
import type { SchoolConfig } from '../../contract/school-config.ts';
import { href, routeById } from '../../routes/index.ts';

/** How many courses `{{#each courses}}` walks. */
export const TEMPLATE_COURSES = 6;

export type TemplateProduct = Pick<ProductSource, 'id' | 'course_type' | 'seo_title' | 'title' | 'short_description' | 'display_status' | 'access' | 'published_at' | 'category_ids'>;

export interface TemplateSource {
  readonly config: Pick<SchoolConfig, 'school_name' | 'title' | 'description' | 'support_email' | 'support_mobile' | 'base_prefix'>;
  readonly products: readonly TemplateProduct[];
  readonly categories: readonly Pick<Category, 'id' | 'name' | 'custom_name' | 'description'>[];
  readonly teachers: readonly Pick<Teacher, 'name' | 'headline'>[];
}

const link = (base: string, id: string, params: Record<string, string> = {}): string => href(base, routeById(id), params);

export function templateContext({ config, products, categories, teachers }: TemplateSource) {
  const base = config.base_prefix;
  const count = (type: number) => products.filter((p) => p.course_type === type).length;
  const courses = products
    .filter((p) => p.course_type === PRODUCT_TYPE.course && p.display_status === 'live' && p.access === 'public_access')
    .sort((a, b) => b.published_at.localeCompare(a.published_at) || b.id - a.id)
    .slice(0, TEMPLATE_COURSES)
    .map((p) => ({ title: p.title, short_description: p.short_description, url: link(base, 'sales', { productSeo: p.seo_title }) }));
  return {
    school: {
      name: config.school_name,
      title: config.title,
      description: config.description,
      support_email: config.support_email,
      support_mobile: config.support_mobile,
    },
    support: { email: config.support_email, mobile: config.support_mobile },
    courses,
    categories: categories.map((c) => ({
      name: c.name,
      description: c.description,
      url: link(base, 'category', { categoryCustomName: c.custom_name }),
      product_count: products.filter((p) => p.category_ids.includes(c.id)).length,
    })),
    teachers: teachers.map((t) => ({ name: t.name, headline: t.headline })),
    stats: {
      products: products.length,
      courses: count(1),
      tests: count(2),
      bundles: count(3),
      test_series: count(4),
      categories: categories.length,
      teachers: teachers.length,
    },
    links: {
      store: link(base, 'store'),
      about: link(base, 'about-us'),
      free_resources: link(base, 'free-resource'),
      content_preview: link(base, 'content-preview'),
      download_app: link(base, 'download-app'),
      segments: link(base, 'segment'),
      forms: link(base, 'embed-forms'),
      legal: link(base, 'legal-docs'),
      courses: link(base, 'products-courses'),
      tests: link(base, 'products-tests'),
      test_series: link(base, 'products-test-series'),
    },
  };
}
export type TemplateContext = ReturnType<typeof templateContext>;
