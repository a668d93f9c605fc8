import { z } from 'zod';
import { Slug } from './common.ts';
import { CategoriesResponse, CourseDetail, Faq, Pricing, Review, Teacher } from './catalogue.ts';
import { SchoolConfigResponse } from './school-config.ts';

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
  /** School media (logo, favicon, banner) copied into the bundle: API path -> bundle path (`/_media/logo.svg`). */
  media: z.record(z.string(), z.string()),
});
export type BuildInput = z.infer<typeof BuildInput>;

export const BUILD_INPUT_DIR = '.schoolfront/build-input';
