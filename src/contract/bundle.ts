import { z } from 'zod';
import { Id, Slug } from './common.ts';
import { BasePrefix, SchoolConfig } from './school-config.ts';
import { HttpsOrigin } from './site-content.ts';

/**
 * How built schools sit in the build directory (`dist/site/`, what `schoolfront build` writes) and, with the same
 * paths as object keys (without the leading slash), in the site bucket the edge reads (R2, binding SITE; decision
 * 0049). A school's live build and its custom domain are KV entries (binding SITE_KV), not files: see `kvKeys`.
 *
 *   _astro/<name>.<hash>.js|css                 shared by every school, content-hashed, immutable
 *   _sf/schools/<slug>/current.json             Pointer: the school's active build (a deploy swaps it)
 *   _sf/schools/<slug>/builds/<buildId>/...     the school's bundle, laid out as URL paths:
 *       <base>/index.html, <base>/home/index.html, <base>/categories/<name>/index.html, <base>/<seo>/index.html,
 *       <base>/_shells/<route id>.html (one shell per dynamic route pattern), 404.html, _media/<file>,
 *       _search/<part>.<hash>.json (the search index, search.ts; served at /_search/<name>, immutable),
 *       _sf-school.json (SchoolScripts: read by the edge, never served),
 *       _lang/<language>/... the same pages (base tree and 404.html) in each other language the school offers
 */
export const SITE_DIR = 'dist/site';
/** The folder under a school's base holding one HTML file per shell route: `<base>/_shells/<route id>.html`. */
export const SHELLS_DIR = '_shells';
export const SF_DIR = '_sf';
/**
 * The folder of a build holding its pages in a language other than the school's default, one tree per language
 * (`_lang/hi/<base>/...`, `_lang/hi/404.html`). Outside `<base>`, so no URL names it: the edge picks it by the
 * learner's language cookie.
 */
export const LANGUAGE_DIR = '_lang';
export { LANGUAGE_COOKIE } from './language-cookie.ts';
/**
 * The folder of a build holding its search index files, served at `/_search/<part>.<hash>.json`. The name carries
 * the content hash and every page names the files of its own build, so they are cached as immutable.
 */
export const SEARCH_DIR = '_search';
/** A search index file's name: its part (search.ts) and the first 16 hex digits of its SHA-256. */
export const SEARCH_INDEX_FILE_NAME = /^(catalogue|lessons)\.[0-9a-f]{16}\.json$/;

export const BuildId = z.string().regex(/^[0-9]{8}T[0-9]{6}Z-[a-z0-9]{6}$/, 'must look like 20261123T101500Z-abc123');

/**
 * How long a build that stopped being live may still be served somewhere: KV takes up to a minute to show a pointer
 * swap at every Cloudflare location, an isolate keeps a pointer 5 s (edge/site.ts), and a page's HTML lives up to a
 * minute in caches while naming its build's files. Two minutes covers the three.
 */
export const RETIRED_KEEP_MS = 2 * 60_000;

export const Pointer = z.object({
  slug: Slug,
  build: BuildId,
  base: BasePrefix,
  custom_domain: z.string().nullable(),
  built_at: z.iso.datetime(),
  /** The build this one replaced, kept for an instant rollback. */
  previous: BuildId.nullable(),
  /**
   * Builds that stopped being live lately, with when (the CLI drops them after RETIRED_KEEP_MS): an edge may still
   * serve one of them that long from a pointer it read before the swap, so a prune keeps them. Absent in pointers
   * written before it existed.
   */
  retired: z.array(z.object({ build: BuildId, at: z.iso.datetime() })).max(100).optional(),
});
export type Pointer = z.infer<typeof Pointer>;

/**
 * The school's own head and body code for one build (SPEC.md section 3: `code_snippet`, `snippet_body_script`),
 * which the edge injects into the build's pages where SPEC.md allows (ARCHITECTURE.md decision 10). It sits in
 * the build, so a rollback brings back the snippets that went with those pages. The edge never serves it.
 */
export const SchoolScripts = z.object({
  school_id: Id,
  slug: Slug,
  /** The school's own host besides `<slug>.localhost`: the host check (SPEC.md section 9) needs it. */
  custom_domain: SchoolConfig.shape.custom_domain,
  /** Appended at the end of `<head>`: school_config.code_snippet, e.g. a tag manager's loader. */
  head: SchoolConfig.shape.code_snippet,
  /** Appended at the end of `<body>`: school_config.snippet_body_script. */
  body: SchoolConfig.shape.snippet_body_script,
  /**
   * Sites that may show the school's embeddable pages (`/embed-forms`) in a frame: the union of its embed forms'
   * `allowed_embed_origins` (docs/decisions/0013-school-content-pages.md). Every other page: the school's own host only.
   */
  embed_origins: z.array(HttpsOrigin).max(100).default([]),
  /**
   * The search manifest (src/contract/search.ts) each language's pages get as `<html data-search-index>`, set by
   * the edge: in the pages it would change every page of the school whenever one product's searchable text or
   * price did. Absent from builds made before, whose pages carry it themselves.
   */
  search_manifests: z.object({ default: z.string(), languages: z.record(z.string(), z.string()) }).optional(),
  /**
   * The school's theme as CSS (src/theme/theme-to-css.ts), which the edge puts into each page's
   * `<style data-sf-theme>`: in the pages, a new colour would render and upload every page of the school again.
   * Absent from builds made before, whose pages carry their own.
   */
  theme_css: z.string().max(50_000).optional(),
  /**
   * The school's favicon in its bundle (`/_media/favicon.svg`), where the edge sends a browser asking for
   * `/favicon.ico`: it does so for any document naming no icon (a JSON response, a PDF in its own tab). Absent
   * when the favicon is not in the bundle, and from builds made before.
   */
  favicon: z.string().regex(/^\/_media\/[^/\\]+$/, 'must be a file of the bundle\'s /_media').optional(),
});
export type SchoolScripts = z.infer<typeof SchoolScripts>;

/** The attribute of the `<style>` element in every page's head that the edge fills with the school's theme. */
export const THEME_STYLE_ATTRIBUTE = 'data-sf-theme';

/** What one build's `_sf-school.json` holds, from the config the build was rendered with, and what the edge adds to its pages. */
export const schoolScriptsOf = (
  config: SchoolConfig,
  extras: { embedOrigins?: readonly string[]; searchManifests?: SchoolScripts['search_manifests']; themeCss?: string; favicon?: string | undefined } = {},
): SchoolScripts => ({
  school_id: config.school_id,
  slug: config.slug,
  custom_domain: config.custom_domain,
  head: config.code_snippet,
  body: config.snippet_body_script,
  embed_origins: [...new Set(extras.embedOrigins ?? [])].sort(),
  ...(extras.searchManifests ? { search_manifests: extras.searchManifests } : {}),
  ...(extras.themeCss !== undefined ? { theme_css: extras.themeCss } : {}),
  ...(extras.favicon !== undefined ? { favicon: extras.favicon } : {}),
});

export const SCHOOL_SCRIPTS_FILE = '_sf-school.json';

export { APP_FILES } from './service-worker.ts';

/**
 * What a deploy writes last into a build in the site bucket: a build without it is incomplete (a deploy that
 * stopped halfway) and is never made live. The files are the build's own; shared assets are listed by name.
 */
export const BuildManifest = z.object({
  slug: Slug,
  build: BuildId,
  base: BasePrefix,
  custom_domain: z.string().nullable(),
  built_at: z.iso.datetime(),
  deployed_at: z.iso.datetime(),
  pages: z.number().int().min(0),
  /** Paths inside the build, with their sizes in bytes. */
  files: z.array(z.object({ path: z.string().min(1), size: z.number().int().min(0) })),
  /** The shared `_astro/` files the build's pages name. */
  assets: z.array(z.string().min(1)),
});
export type BuildManifest = z.infer<typeof BuildManifest>;
export const BUILD_MANIFEST_FILE = '_sf-build.json';
export const buildManifestPath = (slug: string, build: string): string => `${buildRoot(slug, build)}/${BUILD_MANIFEST_FILE}`;
/**
 * A school's files by content (decision 0049): a deploy stores each file of a build (its pages, media, search index)
 * once per school, named by the SHA-256 of its bytes, and writes the build's map from the file's path in the build
 * to that name. The edge serves a build's files through its map (a build deployed before maps, from its own
 * folder), so a rebuild uploads only the files whose bytes changed. The build's own platform files (`_sf-*.json`)
 * stay in its folder.
 */
export const FILE_MAP_FILE = '_sf-files.json';
export const FileMap = z.record(z.string().min(1), z.string().regex(/^[0-9a-f]{64}(\.[a-z0-9]{1,16})?$/, 'must be a SHA-256 and an extension'));
export type FileMap = z.infer<typeof FileMap>;
export const fileMapPath = (slug: string, build: string): string => `${buildRoot(slug, build)}/${FILE_MAP_FILE}`;
/**
 * What a build made from the last one's folder changed in it (cli/lib/publish.ts): the files of build `from` it
 * removed, and the files it wrote. Its other files are `from`'s, untouched, so a deploy that knows `from`'s files
 * lists and reads only these. Local to the build directory: never uploaded.
 */
export const BUILD_CHANGES_FILE = '_sf-changes.json';
export const BuildChanges = z.object({ from: BuildId, removed: z.array(z.string().min(1)), written: z.array(z.string().min(1)) });
export type BuildChanges = z.infer<typeof BuildChanges>;
/** Where a school's files by content sit in the bucket (a key prefix, no leading slash). */
export const contentPrefix = (slug: string): string => `${SF_DIR}/schools/${slug}/files/`;
/** A build's platform files, read by the CLI and the edge and never served: always in the build's own folder. */
export const isPlatformFile = (pathInBuild: string): boolean => /^_sf-[a-z]+\.json$/.test(pathInBuild);

/** Where a school's builds sit in the bucket (a key prefix, no leading slash): each build is a folder below it. */
export const buildsPrefix = (slug: string): string => `${SF_DIR}/schools/${slug}/builds/`;
/** A site path's key in the site bucket. */
export const objectKey = (sitePath: string): string => sitePath.replace(/^\/+/, '');

/** The KV keys the edge reads: one look-up for the host, one for the pointer, whatever the number of schools. */
export const kvKeys = {
  pointer: (slug: string): string => `pointer:${slug}`,
  host: (domain: string): string => `host:${domain}`,
} as const;

/**
 * The local site store's door (src/site-store/worker.ts): how the CLI writes the local stack's R2 bucket and KV
 * namespace, as it writes Cloudflare's through their API. Only a local stack binds it; the edge passes these
 * paths to it and to nothing else.
 */
export const SITE_STORE_PATH = '/_sf-store/';
export const SITE_STORE_TOKEN_HEADER = 'x-schoolfront-store-token';
/** Objects one batch upload to the door (`POST objects/put`) may hold. */
export const SITE_STORE_PUT_AT_MOST = 100;

export const pointerPath = (slug: string): string => `/${SF_DIR}/schools/${slug}/current.json`;
export const buildRoot = (slug: string, build: string): string => `/${SF_DIR}/schools/${slug}/builds/${build}`;
export const schoolScriptsPath = (slug: string, build: string): string => `${buildRoot(slug, build)}/${SCHOOL_SCRIPTS_FILE}`;
/** The URL of a search index file (`catalogue.<hash>.json`), on the school's host. */
export const searchIndexUrl = (name: string): string => `/${SEARCH_DIR}/${name}`;
/** Where a build keeps that file in the asset directory. */
export const searchIndexPath = (slug: string, build: string, name: string): string => `${buildRoot(slug, build)}/${SEARCH_DIR}/${name}`;

/** The header the edge sets (and overwrites) to tell the learner API which school a call is for. */
export const SCHOOL_HEADER = 'x-schoolfront-school';
/**
 * The header the edge sets (and overwrites) to tell the learner API the client's address: the only address the
 * API's throttles count (src/edge/client-ip.ts, docs/decisions/0020-trusted-client-address.md).
 */
export const CLIENT_IP_HEADER = 'x-schoolfront-client-ip';

/**
 * The header the edge sets (and overwrites) to the origin the learner reached the school at (`https://learn.x.edu`,
 * `http://nova.localhost:8787`): the school's own origin, which the API compares a write's Origin header with.
 */
export const SCHOOL_ORIGIN_HEADER = 'x-schoolfront-origin';
