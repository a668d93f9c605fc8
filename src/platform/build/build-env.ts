import path from 'node:path';

// Apart from build-inputs.ts so that the CLI, which Node runs as it is, reads these without loading the site
// model (and through its strings every feature's code).

/** Env var naming the schools one Astro build renders: `slug1,slug2`. Unset: every build input in the folder. */
export const SCHOOLS_ENV = 'SCHOOLFRONT_SCHOOLS';
/** Env var overriding where build inputs are read from (tests). */
export const BUILD_INPUT_DIR_ENV = 'SCHOOLFRONT_BUILD_INPUT_DIR';

/** The folder beside a school's BuildInput holding its media files (`<slug>.media/logo.svg`). */
export const mediaDirOf = (dir: string, slug: string): string => path.join(dir, `${slug}.media`);
