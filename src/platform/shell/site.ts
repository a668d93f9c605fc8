import type { i18n as I18n } from 'i18next';
import { inLanguage, type BuildInput } from '../../contract/build-input.ts';
import type { CourseDetail, Faq, Pricing, Review, Teacher } from '../../contract/catalogue.ts';
import type { SubscriptionProduct } from '../../contract/subscription.ts';
import type { CurrencyCode } from '../../contract/currency.ts';
import type { LanguageCode, SchoolConfig, StoreLayout, ThemeUiData } from '../../contract/school-config.ts';
import type { z } from 'zod';
import { createI18n, INTL_LOCALE } from '../../i18n/index.ts';
import { track } from '../build/read-tracking.ts';

type Category = BuildInput['categories'][number];

/**
 * One school as the pages see it: its validated build input plus the lookups every page needs. Built once per
 * school per build, shared by all of that school's pages.
 */
export interface Site {
  readonly input: BuildInput;
  readonly slug: string;
  readonly config: SchoolConfig;
  readonly theme: ThemeUiData;
  readonly layout: z.infer<typeof StoreLayout>;
  /** The base prefix, without slashes (`learn`). */
  readonly base: string;
  readonly currency: CurrencyCode;
  /** The language these pages are rendered in: the school's default, or one of its other `Languages`. */
  readonly language: LanguageCode;
  readonly defaultLanguage: LanguageCode;
  /** Intl locale for dates and numbers in text. */
  readonly locale: string;
  readonly i18n: I18n;
  readonly products: readonly CourseDetail[];
  readonly productById: ReadonlyMap<number, CourseDetail>;
  /** Products by their page name: a page finds its product here, not by reading every product's name. */
  readonly productBySeo: ReadonlyMap<string, CourseDetail>;
  readonly categories: readonly Category[];
  readonly categoryByName: ReadonlyMap<string, Category>;
  readonly teacherById: ReadonlyMap<number, Teacher>;
  readonly pricingsByCourse: ReadonlyMap<number, readonly Pricing[]>;
  /** The products sold by subscription, by id, with their plans. */
  readonly subscriptionsByCourse: ReadonlyMap<number, SubscriptionProduct>;
  readonly reviewsByCourse: ReadonlyMap<number, readonly Review[]>;
  readonly faqs: readonly z.infer<typeof Faq>[];
  /** FAQs by the product they are about; the school's general ones under `null`. */
  readonly faqsByCourse: ReadonlyMap<number | null, readonly z.infer<typeof Faq>[]>;
  /** Where a school asset is served from: bundle media (`/_media/logo.svg`) when copied, else as given. */
  media(url: string): string;
  /** An absolute URL for meta tags that need one (og:image), when the school has a custom domain. */
  absolute(path: string): string;
  /** The logo's intrinsic size when known (wordmarks are wide; the header sizes the image by it). */
  readonly logoSize: { width: number; height: number } | null;
  /** The year the data was fetched in (the footer's copyright). */
  readonly year: number;
  /**
   * What the pages are made from besides `input` (the language, the logo's size, the year), as one string: with
   * the code and the values read from `input`, all a page's output depends on (src/platform/build/read-tracking.ts).
   */
  readonly frame: string;
}

export interface SiteExtras {
  logoSize?: { width: number; height: number } | null;
  /** Render in this language instead of the school's default (one of its `Languages`). */
  language?: LanguageCode;
  /** Let the pages see the input through read tracking, under this root name (the renderer does). */
  trackAs?: string;
}

const DEFAULT_LAYOUT: z.infer<typeof StoreLayout> = { show_recent: true, show_promos: true, featured_categories: [] };

// The lookups are made while no page renders, so every page of the school depends on the values they read
// (read-tracking.ts): a product's page name or a FAQ's product changing renders the school again, as links
// and lists everywhere would change anyway. A page then reads only what it looks up.
function groupBy<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const out = new Map<K, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = out.get(k);
    if (list) list.push(row);
    else out.set(k, [row]);
  }
  return out;
}

export function createSite(source: BuildInput, extras: SiteExtras = {}): Site {
  const defaultLanguage = source.config.i18n_config.default_language;
  const language = extras.language ?? defaultLanguage;
  if (extras.language && !source.config.school_config.Languages.includes(language)) throw new Error(`${source.slug} does not offer the language "${language}"`);
  const localized = inLanguage(source, language);
  // Everything below reads the input through `input`, so that tracking sees it; the frame holds the rest.
  const input = extras.trackAs ? track(localized, extras.trackAs) : localized;
  const { school_config: config, i18n_config: i18nConfig } = input.config;
  const logoSize = extras.logoSize ?? null;
  const year = new Date(localized.fetched_at).getUTCFullYear();
  const i18n = createI18n({ language, languages: config.Languages, overrides: i18nConfig.overrides });
  return {
    input,
    slug: input.slug,
    config,
    theme: input.config.theme_config.base_ui_data,
    layout: input.config.standard_templates[0]?.base_ui_data ?? DEFAULT_LAYOUT,
    base: config.base_prefix,
    currency: config.currency,
    language,
    defaultLanguage,
    locale: INTL_LOCALE[language],
    i18n,
    products: input.courses,
    productById: new Map(input.courses.map((c) => [c.id, c])),
    productBySeo: new Map(input.courses.map((c) => [c.seo_title, c])),
    categories: input.categories,
    categoryByName: new Map(input.categories.map((c) => [c.custom_name, c])),
    teacherById: new Map(input.teachers.map((t) => [t.id, t])),
    pricingsByCourse: groupBy(input.pricings, (p) => p.course_id),
    subscriptionsByCourse: new Map(input.subscriptions.map((s) => [s.course_id, s])),
    reviewsByCourse: groupBy(input.reviews, (r) => r.course_id),
    faqs: input.faqs,
    faqsByCourse: groupBy(input.faqs, (f) => f.course_id),
    media: (url) => input.media[url] ?? url,
    logoSize,
    year,
    frame: JSON.stringify({ language, defaultLanguage, logoSize, year }),
    absolute: (path) => (config.custom_domain && path.startsWith('/') ? `https://${config.custom_domain}${path}` : path),
  };
}
