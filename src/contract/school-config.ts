import { z } from 'zod';
import { AffiliateProgramme } from './affiliate.ts';
import { ReferralProgramme } from './referral.ts';
import { SupportSettings } from './support-settings.ts';
import { AssetUrl, Id, ProductType, Slug } from './common.ts';
import { ProfileFieldConfig } from './auth.ts';
import { CurrencyCode } from './currency.ts';
import { Percent } from './catalogue.ts';
import { LanguageCode } from './language.ts';

/** Locales a school can offer; each has a translation file under src/i18n/. */
export { LanguageCode };

export const PaymentType = z.enum(['one_time_payment', 'subscription_type', 'combined_type']);

/** The first path segment under which a school's app lives (SPEC.md section 2: default `learn`). */
export const BasePrefix = z
  .string()
  .regex(/^[a-z][a-z0-9-]{1,30}$/, 'must be one lower-case path segment, e.g. learn')
  .refine((s) => !['learner', 'config', 'login', 'signup', '_astro', '_sf', '_media'].includes(s), 'is reserved by the platform');

const Script = z.string().max(20_000).nullable();

/**
 * A school's tax as its pages name it (src/contract/tax.ts): e.g. `{ "label": "VAT", "rate_percent": 20 }`. Plans
 * say whether their price includes it (`pre_gst`) or has it added (`post_gst`).
 */
export const SchoolTax = z.object({
  /** The tax's own name, shown as written: GST, VAT, Sales tax. */
  label: z.string().trim().min(1).max(20),
  /** Percent, at most two decimals: 18, 20, 8.25. */
  rate_percent: Percent,
});

/**
 * The school configuration (SPEC.md section 3), as `GET /config/school_config` returns it inside `school_config`.
 * Field names follow the platform's wire names, including its spellings (`show_orginal_mocktest_images`).
 */
export const SchoolConfig = z.object({
  school_id: Id,
  /** Folder name under tenants/ and the `<slug>.localhost` host label. */
  slug: Slug,
  school_name: z.string().min(1).max(80),
  school_logo: AssetUrl,
  currency: CurrencyCode,
  /**
   * The tax its prices carry (our extension; SPEC.md names only GST at 18%). Absent: GST at 18% for a school in
   * India (its currency's country), none elsewhere. `null`: the school charges no tax, so every plan is `no_tax`.
   * e.g. `{ "label": "VAT", "rate_percent": 20 }`; never GST outside India unless the school says so.
   */
  tax: SchoolTax.nullable().optional(),
  gplus_web_client_id: z.string().nullable(),
  fb_app_id: z.string().nullable(),
  support_email: z.email(),
  terms_condition: z.string().min(1),
  privacy_policy: z.string().min(1),
  support_mobile: z.string().min(1),
  /** e.g. `learn.example.edu`; the edge serves the school on this host too. */
  custom_domain: z.string().regex(/^[a-z0-9.-]+\.[a-z]{2,}$/, 'must be a host name').nullable(),
  Languages: z.array(LanguageCode).min(1),
  products_order: z.array(ProductType).min(1),
  use_test_environments: z.boolean(),
  use_youtube_vimeo_player: z.boolean(),
  payment_type: PaymentType,
  /** Base path segment of the app (our extension; SPEC.md's default is `learn`). */
  base_prefix: BasePrefix.default('learn'),
  code_snippet: Script,
  code_snippet_in_classroom: Script,
  signup_tracking_script: Script,
  snippet_body_script: Script,
  order_tracking_script: Script,
  title: z.string().min(1).max(120),
  description: z.string().min(1).max(300),
  social_banner_url: AssetUrl.nullable(),
  show_orginal_mocktest_images: z.boolean(),
  favicon_url: AssetUrl,
  google_analytics_id: z.string().nullable(),
});
export type SchoolConfig = z.infer<typeof SchoolConfig>;
export type SchoolConfigInput = z.input<typeof SchoolConfig>;

const HexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'must be a #rrggbb colour');

/** One colour scheme of the school's design system; every key becomes a CSS custom property. */
export const ColourScheme = z.object({
  primary: HexColour,
  onPrimary: HexColour,
  accent: HexColour,
  background: HexColour,
  surface: HexColour,
  text: HexColour,
  mutedText: HexColour,
  border: HexColour,
});
export type ColourScheme = z.infer<typeof ColourScheme>;

export const ColourMode = z.enum(['light', 'dark']);
export type ColourMode = z.infer<typeof ColourMode>;

/** `theme_config.base_ui_data`: light and dark colour themes, typography and shape. */
export const ThemeUiData = z.object({
  light: ColourScheme,
  dark: ColourScheme,
  /** A CSS font-family stack; the first family names one of the fonts the platform ships. */
  font_family: z.string().min(1).max(200),
  heading_font_family: z.string().min(1).max(200),
  radius_px: z.number().int().min(0).max(24),
  default_color_mode: ColourMode.nullable(),
  allow_color_mode_toggle: z.boolean(),
});
export type ThemeUiData = z.infer<typeof ThemeUiData>;

const Versioned = <T extends z.ZodType>(data: T) => z.object({ theme_type: z.string().min(1), base_ui_data: data });

/** Home-page layout chosen by the school. */
export const StoreLayout = z.object({
  show_recent: z.boolean(),
  show_promos: z.boolean(),
  /** Category custom names shown as category sections on the store, in order. */
  featured_categories: z.array(Slug).max(12),
});

/** What the school switches on (SPEC.md sections 1, 5 and 6). */
export const SchoolFeature = z.object({
  drawer_navigation: z.boolean(),
  mandatory_auth: z.boolean(),
  signup_requireds: z.boolean(),
  school_locked: z.boolean(),
  /**
   * One device at a time: a new sign-in revokes the learner's older sessions, which then get 401 'Sign-in
   * occurred in another place'.
   */
  single_device_login: z.boolean().default(false),
  /** Profile fields learners are asked for, in order; e.g. `{ "key": "city", "label": "City", "mandatory": true }`. */
  profile_fields: z
    .array(ProfileFieldConfig)
    .max(20)
    .refine((fields) => new Set(fields.map((f) => f.key)).size === fields.length, 'keys must be unique')
    .default([]),
  /** How often a learner may skip completing mandatory profile fields before completion is forced. */
  profile_skip_limit: z.number().int().min(0).max(20).default(3),
  /** The news feed (`/newsfeed/...`): off, the header shows no link to it and its pages answer 404. */
  newsfeed: z.boolean().default(true),
  /** Communities (`/communities/...`): off, the header shows no link to them and their pages answer 404. */
  communities: z.boolean().default(true),
  /** Invite and earn (`/invite`) and what it pays; null: the school runs none, and /invite answers 404. */
  referral: ReferralProgramme.nullable().default(null),
  /**
   * The affiliate programme (`/account/become-affiliate`, `/account/product-links`, `/account/affiliate-bank`) and
   * what it pays; null: the school runs none, and those pages answer 404.
   */
  affiliate: AffiliateProgramme.nullable().default(null),
  /** Support tickets' clocks and reopen window (`/support/...`); every school takes tickets. */
  support: SupportSettings.prefault({}),
  /** Downloads for offline study (docs/decisions/0086-offline-study.md): how long they play offline, on how many devices. */
  offline: z.object({
    /** Days a download plays without the app checking its right online; then the learner must reconnect. */
    max_offline_days: z.number().int().min(1).max(90).default(7),
    /** Devices a learner may keep downloads on at once. */
    max_devices: z.number().int().min(1).max(5).default(2),
  }).prefault({}),
});
export type SchoolFeature = z.infer<typeof SchoolFeature>;

/**
 * A school's translation of its own words into one language (issue 39, 20): the store's title and description (its
 * hero), product titles, short and full descriptions and promo headlines by product id, category names and
 * descriptions by custom name, teachers' headlines and bios, and FAQs. Prices, names of people, chapters and
 * lessons stay as the school wrote them.
 */
export const ContentTranslations = z.object({
  school: z.object({ title: z.string().min(1).max(120).optional(), description: z.string().min(1).max(300).optional() }).optional(),
  products: z
    .record(
      z.string().regex(/^[0-9]+$/, 'must be a product id'),
      z.object({
        title: z.string().min(1).max(200),
        short_description: z.string().max(500).optional(),
        description: z.string().min(1).max(5000).optional(),
        promo: z.string().min(1).max(80).optional(),
      }),
    )
    .default({}),
  categories: z.record(z.string(), z.object({ name: z.string().min(1).max(60), description: z.string().max(300).optional() })).default({}),
  /** Teachers' headlines and bios by teacher id; their names stay as written. */
  teachers: z.record(z.string().regex(/^[0-9]+$/, 'must be a teacher id'), z.object({ headline: z.string().min(1).max(120).optional(), bio: z.string().min(1).max(1000).optional() })).default({}),
  /** FAQs by FAQ id. */
  faqs: z.record(z.string().regex(/^[0-9]+$/, 'must be a FAQ id'), z.object({ question: z.string().min(1).max(200), answer: z.string().min(1).max(2000) })).default({}),
});
export type ContentTranslations = z.infer<typeof ContentTranslations>;
/** As a school file writes it. */
export type ContentTranslationsFile = z.input<typeof ContentTranslations>;

/**
 * Theme data (SPEC.md section 3): everything `GET /config/school_config` returns.
 */
export const SchoolConfigResponse = z.object({
  school_config: SchoolConfig,
  i18n_config: z.object({
    default_language: LanguageCode,
    overrides: z.partialRecord(LanguageCode, z.record(z.string(), z.string())),
    /** The school's own words in its other languages; what it does not translate stays as written. */
    content: z.partialRecord(LanguageCode, ContentTranslations).optional(),
  }),
  theme_config: Versioned(ThemeUiData),
  school_feature: SchoolFeature,
  custom_templates: z.array(Versioned(z.record(z.string(), z.unknown()))),
  standard_templates: z.array(Versioned(StoreLayout)),
});
export type SchoolConfigResponse = z.infer<typeof SchoolConfigResponse>;
export type SchoolConfigResponseInput = z.input<typeof SchoolConfigResponse>;
