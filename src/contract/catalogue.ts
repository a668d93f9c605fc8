import { z } from 'zod';
import { AssetUrl, DevicePlatform, Id, IsoDate, ProductType, Slug } from './common.ts';
import { MinorAmount } from './currency.ts';
import { LegalDocument } from './esign.ts';
import { RATINGS_MAX_IDS } from './ratings.ts';

/** Display statuses (SPEC.md section 4). */
export const DisplayStatus = z.enum(['live', 'expired', 'coming_soon', 'scheduled']);
export const CourseAccess = z.enum(['private_access', 'public_access']);
export const PlanType = z.enum(['standard', 'premium']);
/**
 * Tax modes (SPEC.md section 4), named as SPEC.md names them for its Indian schools: `pre_gst`, the price includes
 * the school's tax; `post_gst`, the tax is added to it; `no_tax`. Which tax and rate is the school's
 * (`school_config.tax`, src/contract/tax.ts): GST at 18% in India, VAT or none elsewhere.
 */
export const TaxMode = z.enum(['no_tax', 'pre_gst', 'post_gst']);

/** Hundredths of a percent are the finest a percentage discount or a tax rate may be (plan-price.ts computes in them). */
export const Percent = z
  .number()
  .positive()
  .max(100)
  .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-9, 'at most two decimals');

/**
 * Discount kinds (SPEC.md section 9): percentage 0 (`value` in percent, e.g. 20), rupees 1 (`value` an amount in
 * the currency's minor unit, e.g. 50000 for ₹500 off).
 */
export const Discount = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal(0), value: Percent }),
  z.object({ kind: z.literal(1), value: MinorAmount.positive() }),
]);

/** Plan validity (SPEC.md section 3): fixed with end_date, otherwise relative with validity in days. */
export const Validity = z.discriminatedUnion('validity_type', [
  z.object({ validity_type: z.literal('fixed'), end_date: IsoDate }),
  z.object({ validity_type: z.literal('relative'), validity: z.number().int().positive() }),
]);

export const Category = z.object({
  id: Id,
  name: z.string().min(1).max(60),
  /** The `{categoryCustomName}` of /categories/{categoryCustomName}. */
  custom_name: Slug,
  description: z.string().max(300),
});
export type Category = z.infer<typeof Category>;

export const Teacher = z.object({
  id: Id,
  name: z.string().min(1).max(60),
  headline: z.string().max(120),
  bio: z.string().max(1000),
  avatar_url: AssetUrl.nullable(),
});
export type Teacher = z.infer<typeof Teacher>;

/** A product's first teacher, as its card shows them: a face and a name (issue 47). */
export const CardTeacher = Teacher.pick({ name: true, avatar_url: true });
export type CardTeacher = z.infer<typeof CardTeacher>;

/** A card's teacher: the product's first, in its authored order (what the API's product reads select). */
export function cardTeacher(teacherIds: readonly number[], teachers: readonly Teacher[]): CardTeacher | null {
  for (const id of teacherIds) {
    const teacher = teachers.find((t) => t.id === id);
    if (teacher) return { name: teacher.name, avatar_url: teacher.avatar_url };
  }
  return null;
}

/** A file the school attaches to a lesson (SPEC.md: attachments): downloadable only with running access. */
export const Supplement = z.object({
  id: Id,
  title: z.string().min(1).max(120),
  /** The name the download is saved under. */
  file_name: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_-]*\.pdf$/).max(80),
});
export type Supplement = z.infer<typeof Supplement>;

export const Lesson = z.object({
  id: Id,
  title: z.string().min(1).max(120),
  kind: z.enum(['video', 'pdf', 'slides', 'text', 'quiz', 'live', 'code']),
  /**
   * How long the lesson plays, in seconds; 0 claims no length (issue 39, 18). A video's is its media's: the tenant
   * loader reads it from the clip's playlists, and a tenant file gives none. Another kind's is the school's own
   * figure where it has one (a live class's length), else absent.
   */
  duration_seconds: z.number().int().nonnegative().max(24 * 60 * 60).default(0),
  free_preview: z.boolean(),
  /**
   * Content dripping (SPEC.md section 8): the lesson opens this many days after the learner's enrolment. Absent:
   * open with the enrolment. Decided by the API from its own clock; a free preview never drips.
   */
  drip_days: z.number().int().min(1).max(3650).optional(),
  /** Attachments, opened in /supplements-player. */
  supplements: z.array(Supplement).max(10).optional(),
});
export const Section = z.object({ id: Id, title: z.string().min(1).max(120), lessons: z.array(Lesson) });

/** What a test or test series holds, shown on its sales page. */
export const TestFacts = z.object({
  questions: z.number().int().positive(),
  duration_minutes: z.number().int().positive(),
  total_marks: z.number().positive(),
  question_types: z.array(z.enum(['multichoice', 'numeric', 'subjective', 'feedback', 'fill_in_the_blanks'])).min(1),
});

/** Product fields a school authors (a tenant file's product); the API adds the derived fields below. */
export const ProductSource = z.object({
  id: Id,
  course_type: ProductType,
  /** The `{productSeo}` of the sales page. */
  seo_title: Slug,
  title: z.string().min(1).max(120),
  short_description: z.string().min(1).max(200),
  description: z.string().min(1).max(5000),
  image_url: AssetUrl.nullable(),
  category_ids: z.array(Id),
  teacher_ids: z.array(Id),
  tags: z.array(z.string().min(1).max(30)).max(10),
  display_status: DisplayStatus,
  access: CourseAccess,
  /** Platforms this product is not sold on (SPEC.md section 6). */
  not_sold_on: z.array(DevicePlatform),
  published_at: IsoDate,
  starts_at: IsoDate.nullable(),
  /** Promo banner text; products with one appear in the store's promos (at most 5). */
  promo: z.object({ headline: z.string().min(1).max(80) }).nullable(),
  /** Courses: the curriculum outline. */
  sections: z.array(Section),
  /** Tests and test series: what the test holds. */
  test_facts: TestFacts.nullable(),
  /** Bundles and test series: the product ids they contain. */
  item_ids: z.array(Id),
  /** Courses: a certificate is issued on completing every lesson or passing every test at the first attempt. */
  certificate: z.boolean().optional(),
  /** Courses: a document the learner signs before the lessons open (docs/decisions/0080-e-signed-documents.md). */
  legal_document: LegalDocument.optional(),
});
export type ProductSource = z.infer<typeof ProductSource>;

/** The lowest current price of a product, from its default pricing; amounts in minor units (799900 is ₹7,999). */
export const PriceSummary = z.object({
  /** After discount, by the rounding rule of src/contract/plan-price.ts. */
  price: MinorAmount,
  /** The price before discount, when there is one. */
  list_price: MinorAmount.nullable(),
  is_free: z.boolean(),
});

export const RatingSummary = z.object({ average: z.number().min(0).max(5), count: z.number().int().nonnegative() });

/** A card in a list: `GET v17/courses/`. */
export const CourseSummary = ProductSource.pick({
  id: true, course_type: true, seo_title: true, title: true, short_description: true, image_url: true,
  category_ids: true, tags: true, display_status: true, access: true, published_at: true, starts_at: true, promo: true,
}).extend({ price: PriceSummary.nullable(), rating: RatingSummary, teacher: CardTeacher.nullable() });
export type CourseSummary = z.infer<typeof CourseSummary>;

export const CourseSort = z.enum(['default', 'recent', 'popular', 'price_asc', 'price_desc']);

/** Query of `GET v17/courses/`. */
export const CourseListQuery = z.object({
  type: z.coerce.number().pipe(ProductType).optional(),
  category: Slug.optional(),
  tag: z.string().max(30).optional(),
  search: z.string().max(100).optional(),
  promo: z.enum(['1']).optional(),
  sort: CourseSort.default('default'),
  limit: z.coerce.number().int().min(1).max(5000).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});
export type CourseListQuery = z.input<typeof CourseListQuery>;

export const CourseListResponse = z.object({ courses: z.array(CourseSummary), total: z.number().int().nonnegative() });
export type CourseListResponse = z.infer<typeof CourseListResponse>;

/** `GET v17/courses/{courseId}`: everything a sales page needs about the product itself. */
export const CourseDetail = ProductSource.extend({ price: PriceSummary.nullable(), rating: RatingSummary, teacher: CardTeacher.nullable() });
export type CourseDetail = z.infer<typeof CourseDetail>;
export const CourseDetailResponse = z.object({ course: CourseDetail });

/**
 * `GET v17/course_details`: the school's products in full, a page at a time in id order. For the site build, which
 * needs every product's detail: a few requests, where one per product cost a large school seconds.
 */
export const CourseDetailsQuery = z.object({
  limit: z.coerce.number().int().min(1).max(500).default(100),
  offset: z.coerce.number().int().min(0).default(0),
});
export const CourseDetailsResponse = z.object({ courses: z.array(CourseDetail), total: z.number().int().nonnegative() });
export type CourseDetailsResponse = z.infer<typeof CourseDetailsResponse>;

/**
 * `GET v17/course_digests`: every product of the school in the list's default order, each with a digest of all its
 * detail holds (its row, price and rating). For the site build: a product whose digest is the one it built last is
 * taken from that build's input, so a changed price fetches one product's detail, not every one's (issue 14).
 */
export const CourseDigest = z.object({
  id: Id,
  /** Empty when the API cannot tell (a row stored before digests were): the product is fetched every build. */
  digest: z.string().max(100),
});
export type CourseDigest = z.infer<typeof CourseDigest>;
export const CourseDigestsResponse = z.object({ courses: z.array(CourseDigest) });
export type CourseDigestsResponse = z.infer<typeof CourseDigestsResponse>;

/** `GET v17/courses/access_data/{courseId}`: what the current learner may do with the product. */
export const AccessDataResponse = z.object({
  course_id: Id,
  enrolled: z.boolean(),
  access: CourseAccess,
  /** Why it cannot be bought here, if it cannot. */
  purchase_block: z.enum(['private_contact_admin', 'not_sold_on_device', 'expired', 'school_locked']).nullable(),
});

export const CategoriesResponse = z.object({
  categories: z.array(Category.extend({ product_count: z.number().int().nonnegative() })),
});

export const TeachersResponse = z.object({ teachers: z.array(Teacher) });

export const Review = z.object({
  id: Id,
  course_id: Id,
  author_name: z.string().min(1).max(60),
  rating: z.number().int().min(1).max(5),
  text: z.string().max(1000),
  created_at: IsoDate,
});
export type Review = z.infer<typeof Review>;
export const ReviewsResponse = z.object({
  reviews: z.array(Review),
  summary: RatingSummary.extend({ distribution: z.tuple([z.number(), z.number(), z.number(), z.number(), z.number()]) }),
});

export const Faq = z.object({
  id: Id,
  /** null: a school-wide FAQ. */
  course_id: Id.nullable(),
  question: z.string().min(1).max(200),
  answer: z.string().min(1).max(2000),
});
export type Faq = z.infer<typeof Faq>;
export const FaqsResponse = z.object({ faqs: z.array(Faq) });

export const Pricing = z.object({
  id: Id,
  course_id: Id,
  plan_name: z.string().min(1).max(60),
  plan_type: PlanType,
  /** Price before discount, in the minor unit of the school's currency (799900 is ₹7,999). 0 means free. */
  price: MinorAmount,
  discount: Discount.nullable(),
  validity: Validity,
  tax_mode: TaxMode,
  is_default: z.boolean(),
});
export type Pricing = z.infer<typeof Pricing>;

export const PricingsResponse = z.object({ pricings: z.array(Pricing) });

/** Query of the per-product reads (teachers, reviews, faqs, pricings). */
export const CourseScopedQuery = z.object({ course_id: z.coerce.number().int().positive().optional() });
/**
 * Query of `v6/reviews`: `limit` keeps the newest reviews only (a sales page shows ten), while the summary still
 * counts every review.
 */
export const ReviewsQuery = CourseScopedQuery.extend({ limit: z.coerce.number().int().min(1).max(100).optional() });

/** Query of the ratings variant of `GET v6/reviews` (ratings.ts): `course_ids=1,2,3`, each a product id, at most 100. */
export const RatingsQuery = z.object({
  course_ids: z
    .string()
    .regex(/^[1-9]\d{0,14}(,[1-9]\d{0,14})*$/, { error: 'expected product ids separated by commas' })
    .transform((text) => [...new Set(text.split(',').map(Number))])
    .pipe(z.array(Id).max(RATINGS_MAX_IDS, { error: `expected at most ${RATINGS_MAX_IDS} products` })),
});

export const RatingsResponse = z.object({ ratings: z.array(RatingSummary.extend({ course_id: Id })) });

/** How often a plan charges: monthly or yearly, on the same day of the month (the last day when it is shorter). */
export const BillingPeriod = z.enum(['monthly', 'yearly']);
export type BillingPeriod = z.infer<typeof BillingPeriod>;

/**
 * How long a subscription runs: `relative`, for `periods` charges (absent: until cancelled); `fixed`, until
 * `end_date` (the last period ends on it, and is charged in full).
 */
export const SubscriptionValidity = z.discriminatedUnion('validity_type', [
  z.object({ validity_type: z.literal('relative'), periods: z.number().int().min(1).max(120).nullable() }),
  z.object({ validity_type: z.literal('fixed'), end_date: IsoDate }),
]);
export type SubscriptionValidity = z.infer<typeof SubscriptionValidity>;

/**
 * A subscription plan as the school's catalogue.json writes it (`subscription_plans`; its rules are in
 * contract/subscription.ts).
 */
export const SubscriptionPlan = z.object({
  id: Id,
  /** The product the plan is sold on: its seo title is the `{productSeo}` of /subscription/{productSeo}. */
  course_id: Id,
  /** The `{planName}` of /subscription/{productSeo}/{planName}: lower case, unique within the product. */
  name: Slug,
  title: z.string().min(1).max(60),
  /** SPEC.md's plan types: a premium plan is the school's higher tier, shown as such, and may open more products. */
  plan_type: PlanType,
  period: BillingPeriod,
  /** Each period's price in minor units, before tax as the tax mode says. */
  amount: MinorAmount.positive(),
  tax_mode: TaxMode,
  validity: SubscriptionValidity,
  /** Products the plan opens besides its own (a premium plan's extra test series). */
  extra_course_ids: z.array(Id).max(20).default([]),
  /** One line each: what the plan gives. */
  features: z.array(z.string().min(1).max(120)).max(8).default([]),
});
export type SubscriptionPlan = z.infer<typeof SubscriptionPlan>;

/**
 * A school's demo catalogue, as tenants/<slug>/catalogue.json holds it: the same element schemas the API returns,
 * minus what the API derives (prices, ratings, counts).
 */
export const TenantCatalogue = z.object({
  categories: z.array(Category),
  teachers: z.array(Teacher),
  products: z.array(ProductSource).min(1),
  reviews: z.array(Review),
  faqs: z.array(Faq),
  pricings: z.array(Pricing),
  subscription_plans: z.array(SubscriptionPlan).default([]),
});
export type TenantCatalogue = z.infer<typeof TenantCatalogue>;
/** A catalogue as its file is written: fields with a default may be left out (a video lesson's duration, always). */
export type TenantCatalogueFile = z.input<typeof TenantCatalogue>;
export type ProductFile = z.input<typeof ProductSource>;

/** Path parameter of `v17/courses/{courseId}` and `v17/courses/access_data/{courseId}`. */
export const CourseIdParam = z.object({ courseId: z.coerce.number().pipe(Id) });

/** Query of `v17/courses/access_data/{courseId}`: the platform asking (SPEC.md section 3); WEB when absent. */
export const AccessDataQuery = z.object({ device_type: z.coerce.number().pipe(DevicePlatform).default(4) });

/** `GET v6/reviews/{reviewId}`. */
export const ReviewIdParam = z.object({ reviewId: z.coerce.number().pipe(Id) });
export const ReviewResponse = z.object({ review: Review });

/** Path parameter of `GET v1/media/{name}`: a file name from the school's media folder, no path. */
export const MediaNameParam = z.object({ name: z.string().max(120).regex(/^[A-Za-z0-9][A-Za-z0-9_.-]*$/, 'must be a file name') });

/**
 * `GET v1/media_digests`: every file of the school's media folder with a digest of its bytes (`mediaDigest`, in
 * media-digest.ts). For the site build: a file whose digest it already holds is not asked for again, so a build of a
 * school whose products have images of their own does not fetch each one (issue 14).
 */
export const MediaDigest = z.object({
  name: MediaNameParam.shape.name,
  /** Empty when the API cannot tell (a file stored before digests were): the file is fetched every build. */
  digest: z.string().max(100),
});
export type MediaDigest = z.infer<typeof MediaDigest>;
export const MediaDigestsResponse = z.object({ media: z.array(MediaDigest) });
export type MediaDigestsResponse = z.infer<typeof MediaDigestsResponse>;
