// The parts of media-chrome the lesson player's frame is made of, each defining its element once imported. This
// module is the video viewer's chunk's alone (player-page imports the viewer on demand), so a page without a video
// never loads it.
import 'media-chrome/media-controller.js';
import 'media-chrome/media-control-bar.js';
import 'media-chrome/media-play-button.js';
import 'media-chrome/media-seek-backward-button.js';
import 'media-chrome/media-seek-forward-button.js';
import 'media-chrome/media-mute-button.js';
import 'media-chrome/media-volume-range.js';
import 'media-chrome/media-time-range.js';
import 'media-chrome/media-time-display.js';
import 'media-chrome/media-captions-button.js';
import 'media-chrome/media-pip-button.js';
import 'media-chrome/media-fullscreen-button.js';
import 'media-chrome/media-loading-indicator.js';
import 'media-chrome/media-chrome-button.js';
import 'media-chrome/menu/media-settings-menu.js';
import 'media-chrome/menu/media-settings-menu-button.js';
import 'media-chrome/menu/media-settings-menu-item.js';
import 'media-chrome/menu/media-playback-rate-menu.js';
import 'media-chrome/menu/media-captions-menu.js';
import 'media-chrome/menu/media-chrome-menu.js';
import 'media-chrome/menu/media-chrome-menu-item.js';
import { addTranslation, setLanguage } from 'media-chrome/utils/i18n.js';
import { MEDIA_CHROME_HI } from './media-chrome-hi.ts';

addTranslation('hi', MEDIA_CHROME_HI);

/** media-chrome's words in the page's language: its controls read it as they draw, so before they are drawn. */
export const speakPageLanguage = (language: string): void => setLanguage(language);
