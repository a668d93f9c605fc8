// Public entry of the content feature: the school's own pages (about, custom pages, apps, segments, embed forms).
import type { Feature, FeatureBuild, FeatureMessages } from '../../platform/feature.ts';
import en from './messages.en.json' with { type: 'json' };
import hi from './messages.hi.json' with { type: 'json' };
import { CONTENT_SHELL_PAGES } from './shell-pages.ts';

export const pages: FeatureBuild['pages'] = () => import('./pages.ts').then((m) => m.CONTENT_PAGES);

export const messages: FeatureMessages = { group: 'content', byLanguage: { en, hi } };

/** What the browser's shell reads of this feature (src/platform/features.ts finds it by this name). */
export const feature: Feature = { shellPages: CONTENT_SHELL_PAGES };
