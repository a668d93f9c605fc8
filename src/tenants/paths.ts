import { fileURLToPath } from 'node:url';

/** The repository's root folder, with a trailing separator. */
export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
