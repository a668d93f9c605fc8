import { z } from 'zod';
import { Slug } from './common.ts';
import { CategoriesResponse, CourseDetail, Faq, Pricing, Review, Teacher } from './catalogue.ts';
import { SchoolConfigResponse, type LanguageCode } from './school-config.ts';
import { SubscriptionProduct } from './subscription.ts';

/**
 * What the CLI fetched from a school's learner API for one build, written to
 * `.schoolfront/build-input/<slug>.json` and read by the Astro pages. Every part is an API response element,
 * so it was validated by the contract on the way in.
 */
export const BuildInput = z.object({
  slug: Slug,
  fetched_at: z.iso.datetime(),
  config: SchoolConfigResponse,
  categories: CategoriesResponse.shape.categories,
  /** Every product of the school, in full. */
  courses: z.array(CourseDetail),
  teachers: z.array(Teacher),
  pricings: z.array(Pricing),
  faqs: z.array(Faq),
  reviews: z.array(Review),
  /** The products the school sells by subscription, with their plans (none when its payment type is one-time only). */
  subscriptions: z.array(SubscriptionProduct).default([]),
  /** School media (logo, favicon, banner) copied into the bundle: API path -> bundle path (`/_media/logo.svg`). */
  media: z.record(z.string(), z.string()),
});
export type BuildInput = z.infer<typeof BuildInput>;

/** The languages a school's pages are prerendered in besides its default, each a tree of its own in the bundle. */
export const otherLanguages = (input: BuildInput): LanguageCode[] =>
  input.config.school_config.Languages.filter((language) => language !== input.config.i18n_config.default_language);

export const BUILD_INPUT_DIR = '.schoolfront/build-input';

/**
 * The school's data as its pages in `language` show it: its own translations of the store's title and description,
 * product titles, descriptions and promos, categories, teachers and FAQs applied, everything it did not translate as written. The
 * default language is the data itself.
 */
export function inLanguage(input: BuildInput, language: LanguageCode): BuildInput {
  const words = language === input.config.i18n_config.default_language ? undefined : input.config.i18n_config.content?.[language];
  if (!words) return input;
  const school = input.config.school_config;
  return {
    ...input,
    config: words.school ? { ...input.config, school_config: { ...school, title: words.school.title ?? school.title, description: words.school.description ?? school.description } } : input.config,
    courses: input.courses.map((course) => {
      const own = words.products[String(course.id)];
      if (!own) return course;
      return {
        ...course,
        title: own.title,
        short_description: own.short_description ?? course.short_description,
        description: own.description ?? course.description,
        promo: course.promo && own.promo ? { headline: own.promo } : course.promo,
      };
    }),
    teachers: input.teachers.map((teacher) => ({ ...teacher, ...words.teachers[String(teacher.id)] })),
    faqs: input.faqs.map((faq) => ({ ...faq, ...words.faqs[String(faq.id)] })),
    categories: input.categories.map((category) => {
      const own = words.categories[category.custom_name];
      return own ? { ...category, name: own.name, description: own.description ?? category.description } : category;
    }),
  };
}
