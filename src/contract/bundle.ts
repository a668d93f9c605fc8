import { z } from 'zod';
import { Slug } from './common.ts';
import { BasePrefix } from './school-config.ts';

/**
 * How built schools sit in the edge's asset directory (`dist/site/`, the worker's ASSETS binding).
 *
 *   _astro/<name>.<hash>.js|css                 shared by every school, content-hashed, immutable
 *   _sf/hosts.json                              HostsFile: custom domain -> school slug
 *   _sf/schools/<slug>/current.json             Pointer: the school's active build (a deploy swaps it)
 *   _sf/schools/<slug>/builds/<buildId>/...     the school's bundle, laid out as URL paths:
 *       <base>/index.html, <base>/home/index.html, <base>/categories/<name>/index.html, <base>/<seo>/index.html,
 *       <base>/_shells/<route id>.html (one shell per dynamic route pattern), 404.html, _media/<file>
 */
export const SITE_DIR = 'dist/site';
export const SF_DIR = '_sf';

export const BuildId = z.string().regex(/^[0-9]{8}T[0-9]{6}Z-[a-z0-9]{6}$/, 'must look like 20261123T101500Z-abc123');

export const Pointer = z.object({
  slug: Slug,
  build: BuildId,
  base: BasePrefix,
  custom_domain: z.string().nullable(),
  built_at: z.iso.datetime(),
  /** The build this one replaced, kept for an instant rollback. */
  previous: BuildId.nullable(),
});
export type Pointer = z.infer<typeof Pointer>;

/** Custom domain (lower case, as the edge compares it) -> school slug. */
export const HostsFile = z.record(z.string().regex(/^[a-z0-9.-]+$/, 'must be a lower-case host name'), Slug);
export type HostsFile = z.infer<typeof HostsFile>;

export const pointerPath = (slug: string): string => `/${SF_DIR}/schools/${slug}/current.json`;
export const hostsPath = (): string => `/${SF_DIR}/hosts.json`;
export const buildRoot = (slug: string, build: string): string => `/${SF_DIR}/schools/${slug}/builds/${build}`;

/** The header the edge sets (and overwrites) to tell the learner API which school a call is for. */
export const SCHOOL_HEADER = 'x-schoolfront-school';
