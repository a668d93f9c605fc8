import { z } from 'zod';

/** Course type numbers from SPEC.md section 3: course=1, test=2, bundle=3, test series=4. */
export const ProductType = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]);
export type ProductType = z.infer<typeof ProductType>;

export const PRODUCT_TYPE = { course: 1, test: 2, bundle: 3, testSeries: 4 } as const;

/** Default store order (SPEC.md section 3): course, test, bundle, testSeries. */
export const DEFAULT_PRODUCTS_ORDER: readonly ProductType[] = [1, 2, 3, 4];

/** Default product ordering list (SPEC.md section 3); types beyond 1-4 are other product kinds. */
export const DEFAULT_PRODUCT_ORDERING = [1, 2, 3, 4, 11, 17, 12, 13, 14, 15] as const;

/** Device platforms (SPEC.md section 3). */
export const DevicePlatform = z.union([z.literal(1), z.literal(2), z.literal(4), z.literal(5), z.literal(6)]);
export type DevicePlatform = z.infer<typeof DevicePlatform>;
// The values and a zod-free guard for the shell script (decision 0014).
export { DEVICE_PLATFORM, isDevicePlatform } from './device.ts';

/** URL-safe identifier used for product SEO titles, category custom names and school slugs. */
export const Slug = z
  .string()
  .min(1)
  .max(120)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lower-case letters, digits and single hyphens');

export const Id = z.number().int().positive();

/** ISO date (YYYY-MM-DD) or date-time. */
export const IsoDate = z.iso.date().or(z.iso.datetime({ offset: true }));

/** An image or file reference: an absolute https URL or a school media path (`/learner/v1/media/<name>`). */
export const AssetUrl = z
  .string()
  .min(1)
  .refine((s) => /^https:\/\//.test(s) || /^\/[A-Za-z0-9_\-./]+$/.test(s), 'must be an https URL or an absolute path');
