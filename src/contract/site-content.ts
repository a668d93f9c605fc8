/**
 * School-authored content (SPEC.md section 3: theme data's `custom_templates`, each `{ theme_type, base_ui_data }`):
 * custom pages, the about-us page, app links, catalogue segments, free resources and embed forms. The school
 * configuration carries them as loosely typed templates; `parseSiteContent` reads each known `theme_type` with its
 * schema here and ignores the rest, so a platform can add template kinds without breaking older builds.
 *
 * Page bodies (`body` of a custom page and of about-us) are Handlebars templates rendered at build time with
 * escaping on (src/features/content/template.ts); this module only bounds their size.
 *
 * One call belongs here too: `POST /learner/v1/embed_forms/{formId}/responses`, whose body schema is derived from
 * the form's own fields (`embedFormAnswers`), the same for the page's form and the API.
 */
import { z } from 'zod';
import { Email, Name, Phone } from './auth.ts';
import { defineCall } from './call.ts';
import { AssetUrl, Id, IsoDate, Slug } from './common.ts';

/** The `theme_type` of each kind of school-authored content. */
export const CONTENT_THEME_TYPE = {
  customPage: 'custom_page_v1',
  aboutUs: 'about_us_v1',
  appLinks: 'app_links_v1',
  segments: 'segments_v1',
  freeResources: 'free_resources_v1',
  embedForm: 'embed_form_v1',
} as const;

/** A Handlebars template of a page body. Its syntax and variables are checked with the tenant (src/tenants/content.ts). */
export const TemplateSource = z.string().min(1).max(20_000);

const HttpsUrl = z.url({ protocol: /^https$/, error: 'must be an https URL' }).max(500);

/** An https origin (`https://www.example.edu`), as a Content-Security-Policy source: no path, no wildcard. */
export const HttpsOrigin = z
  .string()
  .regex(/^https:\/\/[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?(?::[0-9]{1,5})?$/, 'must be an https origin such as https://www.example.edu');

// ── pages ───────────────────────────────────────────────────────────────────────────────────────────────────

/** `custom_page_v1`: a page at `/pages/{page_name}`, e.g. `{ "page_name": "refund-policy", "title": "Refund policy", ... }`. */
export const CustomPage = z.object({
  /** The `{pageName}` of the URL. */
  page_name: Slug,
  title: z.string().min(1).max(120),
  /** The intro line under the title and the page's meta description. */
  description: z.string().min(1).max(300),
  /** Handlebars, escaped; paragraphs, `##` headings, `-` lists, `**bold**` and `[links](/learn/...)`. */
  body: TemplateSource,
});
export type CustomPage = z.infer<typeof CustomPage>;

/** A fact shown large on the about-us page: `{ "value": "12,000+", "label": "learners since 2019" }`. */
export const Highlight = z.object({ value: z.string().min(1).max(24), label: z.string().min(1).max(60) });

/** `about_us_v1`: the school's own words for `/aboutus`. Without it the page uses the school's title and description. */
export const AboutUs = z.object({
  headline: z.string().min(1).max(160),
  body: TemplateSource,
  highlights: z.array(Highlight).max(6).default([]),
  /** Show the catalogue's teachers on the page. */
  show_teachers: z.boolean().default(true),
});
export type AboutUs = z.infer<typeof AboutUs>;

// ── app links ───────────────────────────────────────────────────────────────────────────────────────────────

/** `app_links_v1`: the school's mobile apps, for `/download-app` and the store redirect `/app-download`. */
export const AppLinks = z
  .object({
    app_name: z.string().min(1).max(60),
    tagline: z.string().max(160).default(''),
    /** What the app does well, a few short lines. */
    features: z.array(z.string().min(1).max(120)).max(6).default([]),
    /** Google Play listing, e.g. `https://play.google.com/store/apps/details?id=...`. */
    android_url: HttpsUrl.nullable(),
    /** App Store listing, e.g. `https://apps.apple.com/app/id...`. */
    ios_url: HttpsUrl.nullable(),
  })
  .refine((links) => links.android_url !== null || links.ios_url !== null, { message: 'needs android_url or ios_url', path: ['android_url'] });
export type AppLinks = z.infer<typeof AppLinks>;

// ── segments ────────────────────────────────────────────────────────────────────────────────────────────────

/**
 * A slice of the catalogue a learner can choose (JEE, NEET, UPSC): the products of the named categories plus the
 * named products. The choice is kept as `segmentId` / `segmentPath` in the stored authentication data.
 */
export const CatalogueSegment = z
  .object({
    id: Id,
    /** The `{customSegmentSlug}` of `/segments/{customSegmentSlug}`. */
    slug: Slug,
    name: z.string().min(1).max(60),
    description: z.string().min(1).max(300),
    category_names: z.array(Slug).max(20).default([]),
    product_ids: z.array(Id).max(500).default([]),
  })
  .refine((s) => s.category_names.length > 0 || s.product_ids.length > 0, { message: 'needs category_names or product_ids', path: ['category_names'] });
export type CatalogueSegment = z.infer<typeof CatalogueSegment>;

/** `segments_v1`: the school's segments, in the order `/segment` lists them. */
export const Segments = z.object({ segments: z.array(CatalogueSegment).min(1).max(20) });

// ── free resources ──────────────────────────────────────────────────────────────────────────────────────────

export const FreeResourceKind = z.enum(['pdf', 'link', 'video']);
export type FreeResourceKind = z.infer<typeof FreeResourceKind>;

/** Something the school gives away: a PDF (a media file or an https URL), a link or a video. */
export const FreeResource = z.object({
  id: Id,
  title: z.string().min(1).max(120),
  description: z.string().max(300),
  kind: FreeResourceKind,
  /** `https://...`, or a school media file: `/learner/v1/media/formula-sheet.pdf`. */
  url: AssetUrl,
});
export type FreeResource = z.infer<typeof FreeResource>;

/** `free_resources_v1`: listed first on `/free-resource`, before the free products and free-preview lessons. */
export const FreeResources = z.object({ resources: z.array(FreeResource).min(1).max(50) });

// ── embed forms ─────────────────────────────────────────────────────────────────────────────────────────────

/** A field's answer key: what the response stores it under. */
export const FormFieldName = z.string().regex(/^[a-z][a-z0-9_]{0,39}$/, 'must be lower-case letters, digits and _');

const fieldBase = { name: FormFieldName, label: z.string().min(1).max(80), required: z.boolean() };

/**
 * A field of an embed form. `name`, `email` and `phone` check what SPEC.md section 5 checks, with its texts;
 * `text` and `textarea` take free text up to `max_length`; `select` one of `options`; `checkbox` a tick.
 */
export const FormField = z.discriminatedUnion('kind', [
  z.object({ ...fieldBase, kind: z.literal('name') }),
  z.object({ ...fieldBase, kind: z.literal('email') }),
  z.object({ ...fieldBase, kind: z.literal('phone') }),
  z.object({ ...fieldBase, kind: z.literal('text'), max_length: z.number().int().min(1).max(200).default(120) }),
  z.object({ ...fieldBase, kind: z.literal('textarea'), max_length: z.number().int().min(1).max(2000).default(1000) }),
  z.object({ ...fieldBase, kind: z.literal('select'), options: z.array(z.string().min(1).max(80)).min(2).max(20) }),
  z.object({ ...fieldBase, kind: z.literal('checkbox') }),
]);
export type FormField = z.infer<typeof FormField>;
export type FormFieldKind = FormField['kind'];

/** `embed_form_v1`: one form on `/embed-forms`, answered through `POST /learner/v1/embed_forms/{id}/responses`. */
export const EmbedForm = z.object({
  /** The `{formId}` of the call. */
  id: Slug,
  title: z.string().min(1).max(120),
  intro: z.string().max(500),
  fields: z.array(FormField).min(1).max(12),
  submit_label: z.string().min(1).max(40),
  /** Shown in place of the form once a response is saved. */
  success_message: z.string().min(1).max(300),
  /**
   * Sites allowed to show `/embed-forms` in a frame, besides the school's own host: the edge names them in the
   * page's `frame-ancestors` (docs/decisions/0013-school-content-pages.md).
   */
  allowed_embed_origins: z.array(HttpsOrigin).max(10).default([]),
});
export type EmbedForm = z.infer<typeof EmbedForm>;

// ── parsing the templates ───────────────────────────────────────────────────────────────────────────────────

/** Everything a school authored, typed. */
export interface SiteContent {
  readonly pages: readonly CustomPage[];
  readonly about: AboutUs | null;
  readonly apps: AppLinks | null;
  readonly segments: readonly CatalogueSegment[];
  readonly freeResources: readonly FreeResource[];
  readonly embedForms: readonly EmbedForm[];
}

export const EMPTY_SITE_CONTENT: SiteContent = { pages: [], about: null, apps: null, segments: [], freeResources: [], embedForms: [] };

/** A problem with one template, located from the root of the school configuration: `custom_templates[2].base_ui_data.fields[0].kind`. */
export interface ContentProblem {
  readonly path: readonly (string | number)[];
  readonly message: string;
}

/** The templates as the school configuration carries them. */
export type ContentTemplate = { readonly theme_type: string; readonly base_ui_data: unknown };

const SINGLE = new Set<string>([CONTENT_THEME_TYPE.aboutUs, CONTENT_THEME_TYPE.appLinks, CONTENT_THEME_TYPE.segments, CONTENT_THEME_TYPE.freeResources]);

function firstIssue(error: z.ZodError, at: readonly (string | number)[]): ContentProblem {
  const issue = error.issues[0]!;
  const missing = issue.code === 'invalid_type' && /received undefined$/.test(issue.message);
  return {
    path: [...at, ...issue.path.map((p) => (typeof p === 'number' ? p : String(p)))],
    message: missing ? `required field missing (expected ${issue.expected})` : issue.message,
  };
}

function duplicates<T>(rows: readonly T[], key: (row: T) => string | number, at: (index: number) => (string | number)[], what: string): ContentProblem[] {
  const seen = new Map<string | number, number>();
  const problems: ContentProblem[] = [];
  rows.forEach((row, index) => {
    const value = key(row);
    const first = seen.get(value);
    if (first === undefined) seen.set(value, index);
    else problems.push({ path: at(index), message: `duplicate ${what} ${JSON.stringify(value)}` });
  });
  return problems;
}

/**
 * Reads the school's `custom_templates` into typed content. Unknown `theme_type`s are ignored; a known one that
 * does not parse, or that repeats what must be unique, is left out and reported in `problems` (path from the
 * configuration's root). The build and the tenant check refuse a school with problems; a page in the browser
 * shows what did parse.
 */
export function parseSiteContent(templates: readonly ContentTemplate[]): { content: SiteContent; problems: ContentProblem[] } {
  const problems: ContentProblem[] = [];
  const pages: { value: CustomPage; index: number }[] = [];
  const forms: { value: EmbedForm; index: number }[] = [];
  let about: AboutUs | null = null;
  let apps: AppLinks | null = null;
  let segments: CatalogueSegment[] = [];
  let freeResources: FreeResource[] = [];
  const singles = new Map<string, number>();

  templates.forEach((template, index) => {
    const at = ['custom_templates', index, 'base_ui_data'];
    const type = template.theme_type;
    if (SINGLE.has(type)) {
      const first = singles.get(type);
      if (first !== undefined) {
        problems.push({ path: ['custom_templates', index, 'theme_type'], message: `only one ${type} template is allowed (first at custom_templates[${first}])` });
        return;
      }
      singles.set(type, index);
    }
    const parse = <T extends z.ZodType>(schema: T): z.output<T> | null => {
      const result = schema.safeParse(template.base_ui_data);
      if (result.success) return result.data;
      problems.push(firstIssue(result.error, at));
      return null;
    };
    switch (type) {
      case CONTENT_THEME_TYPE.customPage: {
        const page = parse(CustomPage);
        if (page) pages.push({ value: page, index });
        break;
      }
      case CONTENT_THEME_TYPE.aboutUs:
        about = parse(AboutUs);
        break;
      case CONTENT_THEME_TYPE.appLinks:
        apps = parse(AppLinks);
        break;
      case CONTENT_THEME_TYPE.segments: {
        const parsed = parse(Segments);
        if (parsed) {
          const found = [
            ...duplicates(parsed.segments, (s) => s.id, (i) => [...at, 'segments', i, 'id'], 'segment id'),
            ...duplicates(parsed.segments, (s) => s.slug, (i) => [...at, 'segments', i, 'slug'], 'segment slug'),
          ];
          problems.push(...found);
          if (found.length === 0) segments = parsed.segments;
        }
        break;
      }
      case CONTENT_THEME_TYPE.freeResources: {
        const parsed = parse(FreeResources);
        if (parsed) {
          const found = duplicates(parsed.resources, (r) => r.id, (i) => [...at, 'resources', i, 'id'], 'resource id');
          problems.push(...found);
          if (found.length === 0) freeResources = parsed.resources;
        }
        break;
      }
      case CONTENT_THEME_TYPE.embedForm: {
        const form = parse(EmbedForm);
        if (!form) break;
        const found = duplicates(form.fields, (f) => f.name, (i) => [...at, 'fields', i, 'name'], 'field name');
        form.fields.forEach((field, i) => {
          if (field.kind === 'select') found.push(...duplicates(field.options, (o) => o, (j) => [...at, 'fields', i, 'options', j], 'option'));
        });
        problems.push(...found);
        if (found.length === 0) forms.push({ value: form, index });
        break;
      }
      default:
        // Another kind of template (a later release's, or another product's): not ours to read.
        break;
    }
  });

  for (const [list, key, what] of [[pages, (p: CustomPage) => p.page_name, 'page_name'], [forms, (f: EmbedForm) => f.id, 'form id']] as const) {
    const seen = new Map<string, number>();
    for (const { value, index } of list as { value: CustomPage & EmbedForm; index: number }[]) {
      const name = key(value);
      const first = seen.get(name);
      if (first !== undefined) {
        problems.push({ path: ['custom_templates', index, 'base_ui_data', what === 'page_name' ? 'page_name' : 'id'], message: `duplicate ${what} "${name}" (first at custom_templates[${first}])` });
      } else seen.set(name, index);
    }
  }
  const unique = <T>(list: { value: T; index: number }[], key: (v: T) => string) => {
    const seen = new Set<string>();
    return list.filter(({ value }) => (seen.has(key(value)) ? false : (seen.add(key(value)), true))).map(({ value }) => value);
  };

  return {
    content: { pages: unique(pages, (p) => p.page_name), about, apps, segments, freeResources, embedForms: unique(forms, (f) => f.id) },
    problems,
  };
}

/** `custom_templates[3].base_ui_data.fields[0]`, for messages. */
export function contentPath(path: readonly (string | number)[]): string {
  return path.reduce<string>((out, part) => (typeof part === 'number' ? `${out}[${part}]` : out ? `${out}.${part}` : part), '');
}

// ── the embed-form call ─────────────────────────────────────────────────────────────────────────────────────

/** Texts of embed-form answers beyond SPEC.md section 5's (which the name, e-mail and phone fields use). */
export const EMBED_FORM_TEXT = {
  /** A required field left empty; `{label}` is the field's label. */
  required: '{label} is required',
  tooLong: 'Maximum {max} characters allowed',
  chooseOption: 'Choose one of the options',
  tick: 'Tick this box to continue',
  unknownField: 'Unknown field',
} as const;
export type EmbedFormTexts = { readonly [K in keyof typeof EMBED_FORM_TEXT]: string };

const fill = (text: string, values: Record<string, string | number>): string => text.replace(/\{(\w+)\}/g, (m, k: string) => (k in values ? String(values[k]) : m));

/** An empty string (or only spaces) counts as not answered. */
const blankToUndefined = (value: unknown): unknown => (typeof value === 'string' && value.trim() === '' ? undefined : value);

function answerSchema(field: FormField, texts: EmbedFormTexts): z.ZodType {
  const required = fill(texts.required, { label: field.label });
  const text = (max: number) => z.string({ error: required }).trim().max(max, fill(texts.tooLong, { max }));
  // A required answer's own schema says `required` for a missing one (its invalid_type on undefined).
  const optionalUnlessRequired = (schema: z.ZodType) => z.preprocess(blankToUndefined, field.required ? schema : schema.optional());
  // Name, e-mail and phone say what sign-up says, empty or wrong (SPEC.md section 5's texts).
  const spec = (schema: z.ZodType) => (field.required ? schema : z.preprocess(blankToUndefined, schema.optional()));
  switch (field.kind) {
    case 'name':
      return spec(Name);
    case 'email':
      return spec(Email);
    case 'phone':
      return spec(Phone);
    case 'text':
    case 'textarea':
      return optionalUnlessRequired(text(field.max_length));
    case 'select':
      return optionalUnlessRequired(z.enum(field.options as [string, ...string[]], { error: (issue) => (issue.input === undefined ? required : texts.chooseOption) }));
    case 'checkbox':
      return field.required
        ? z.literal(true, { error: texts.tick })
        : z.boolean({ error: texts.tick }).optional();
  }
}

/**
 * The answers of one form: one key per field, checked as the field's kind says, nothing else. The page's form and
 * the API use this same schema, so both reject bad input with the same words; the page passes its own language's
 * `texts` (SPEC.md's name, e-mail and phone texts are translated where they are shown).
 */
export function embedFormAnswers(form: Pick<EmbedForm, 'fields'>, texts: EmbedFormTexts = EMBED_FORM_TEXT) {
  const shape: z.core.$ZodLooseShape = Object.fromEntries(form.fields.map((field) => [field.name, answerSchema(field, texts)]));
  return z.strictObject(shape, {
    error: (issue) => (issue.code === 'unrecognized_keys' ? texts.unknownField : undefined),
  });
}
export type EmbedFormAnswers = Record<string, string | boolean | undefined>;

/** Path parameter of the call. */
export const EmbedFormIdParam = z.object({ formId: Slug });

/** `POST /learner/v1/embed_forms/{formId}/responses`: the answers, keyed by field name. */
export const EmbedFormResponseRequest = z.object({ answers: z.record(z.string(), z.unknown()) });

/** The saved response. */
export const EmbedFormResponseCreated = z.object({ id: Id, form_id: Slug, created_at: IsoDate });
export type EmbedFormResponseCreated = z.infer<typeof EmbedFormResponseCreated>;

export const EMBED_FORM_CALLS = {
  /** No session: anyone on the school's site may answer its forms. */
  embedFormRespond: defineCall({
    method: 'POST', path: '/learner/v1/embed_forms/:formId/responses', session: false, params: EmbedFormIdParam, body: EmbedFormResponseRequest,
    response: EmbedFormResponseCreated,
  }),
} as const;
