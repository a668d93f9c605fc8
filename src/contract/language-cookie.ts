/**
 * The cookie holding the learner's chosen language, set in the browser, read by the edge to pick the pages. On its
 * own, without zod: every page's shell script writes it when a signed-in learner's account names a language.
 */
export const LANGUAGE_COOKIE = 'sf_lang';
