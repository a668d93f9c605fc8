// Public entry of the content feature: the school's own pages (about, custom pages, apps, segments, embed forms).
import type { Feature, FeatureMessages } from '../../platform/feature.ts';
import en from './messages.en.json' with { type: 'json' };
import hi from './messages.hi.json' with { type: 'json' };

export { CONTENT_SHELL_PAGES as shellPages } from './shell-pages.ts';

export const pages: Feature['pages'] = () => import('./pages.ts').then((m) => m.CONTENT_PAGES);

export const messages: FeatureMessages = { group: 'content', byLanguage: { en, hi } };
