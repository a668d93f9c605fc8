import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUILD_INPUT_DIR } from '../../src/contract/build-input.ts';

/** The project root: the Astro site's root, whatever the working directory. */
export const PROJECT_ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const DEFAULT_BUILD_INPUT_DIR = path.join(PROJECT_ROOT, BUILD_INPUT_DIR);
/** Scratch space for Astro's output before it is split into bundles (same disk as dist/, so moves are renames). */
export const RENDER_TMP_DIR = path.join(PROJECT_ROOT, '.schoolfront', 'render');
/** Rendered image sizes, by content and width, kept between builds (cli/lib/images.ts). */
export const IMAGE_CACHE_DIR = path.join(PROJECT_ROOT, '.schoolfront', 'image-cache');
/** School media files fetched by earlier builds, by the digest of their bytes (cli/lib/media-cache.ts). */
export const MEDIA_CACHE_DIR = path.join(PROJECT_ROOT, '.schoolfront', 'media-cache');
