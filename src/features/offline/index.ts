// Public entry of the offline feature: downloads to study without a connection (docs/decisions/0086-offline-study.md).
// Its parts load as their own chunks, when a page shows them: the vault (IndexedDB) stays off every other page.
import type { Feature, FeatureMessages } from '../../platform/feature.ts';
import en from './messages.en.json' with { type: 'json' };
import hi from './messages.hi.json' with { type: 'json' };

export const messages: FeatureMessages = { group: 'offline', byLanguage: { en, hi } };

/** What the browser's shell reads of this feature (src/platform/features.ts finds it by this name): no page of its own. */
export const feature: Feature = {};

/** The player's download button, with the lesson's download state. */
export const loadDownloadButton = () => import('./download-button.tsx').then((m) => m.DownloadButton);
/** A course section's download, on the course dashboard. */
export const loadSectionDownload = () => import('./section-download.tsx').then((m) => m.SectionDownload);
/** The library's Downloads tab: what is stored, its size, the space left; delete one or all. */
export const loadDownloadsPanel = () => import('./downloads-panel.tsx').then((m) => m.DownloadsPanel);
/** The downloaded copy of a lesson, for the player to open without the network. */
export const loadOfflineCopy = () => import('./offline-copy.ts').then((m) => m.offlineCopy);
export type { OfflineAttachment, OfflineCopy } from './offline-copy.ts';
/** A lesson's attachment kept with its download, for /supplements-player without the network. */
export const loadOfflineAttachment = () => import('./offline-copy.ts').then((m) => m.offlineAttachment);
