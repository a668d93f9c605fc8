// Public entry of the live feature: a live class's page, with its stream or Zoom, and its room (issue 42).
import { LIVE_TEXT } from '../../contract/live-text.ts';
import { ALERT_TEXT } from '../../contract/live-alerts-text.ts';
import { ROOM_TEXT } from '../../contract/rooms-text.ts';
import type { ErrorTexts, Feature, FeatureMessages } from '../../platform/feature.ts';
import en from './messages.en.json' with { type: 'json' };
import hi from './messages.hi.json' with { type: 'json' };
import { LIVE_PAGES } from './pages.ts';

export const messages: FeatureMessages = { group: 'live', byLanguage: { en, hi } };

const errorTexts: ErrorTexts = { 'live.api': LIVE_TEXT, 'live.roomApi': ROOM_TEXT, 'live.alertApi': ALERT_TEXT };

/** What the browser's shell reads of this feature (src/platform/features.ts finds it by this name). */
export const feature: Feature = { shellPages: LIVE_PAGES, errorTexts };

/** A recording's class chat, replayed beside the video in the player: its own chunk, loaded only for a recording. */
export const loadChatReplay = () => import('./chat-replay.tsx').then((m) => m.ChatReplay);

/** A room's chat (a batch's discussion circle uses it, without a class's hands and mics): its own chunk. */
export const loadClassroom = () => import('./classroom.tsx').then((m) => m.Classroom);
