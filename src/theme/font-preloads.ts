// The demo fonts' files, as the build names them (the same files the @fontsource CSS in src/styles/index.css uses).
import interBold from '@fontsource/inter/files/inter-latin-700-normal.woff2?url';
import interRegular from '@fontsource/inter/files/inter-latin-400-normal.woff2?url';
import plexBold from '@fontsource/ibm-plex-sans/files/ibm-plex-sans-latin-700-normal.woff2?url';
import plexRegular from '@fontsource/ibm-plex-sans/files/ibm-plex-sans-latin-400-normal.woff2?url';
import monoBold from '@fontsource/jetbrains-mono/files/jetbrains-mono-latin-700-normal.woff2?url';
import monoRegular from '@fontsource/jetbrains-mono/files/jetbrains-mono-latin-400-normal.woff2?url';
import serifBold from '@fontsource/merriweather/files/merriweather-latin-700-normal.woff2?url';
import serifRegular from '@fontsource/merriweather/files/merriweather-latin-400-normal.woff2?url';
import type { ThemeUiData } from '../contract/school-config.ts';

const FACES: Readonly<Record<string, { regular: string; bold: string }>> = {
  Inter: { regular: interRegular, bold: interBold },
  'IBM Plex Sans': { regular: plexRegular, bold: plexBold },
  'JetBrains Mono': { regular: monoRegular, bold: monoBold },
  Merriweather: { regular: serifRegular, bold: serifBold },
};

const firstFamily = (stack: string): string => stack.split(',')[0]!.trim().replace(/^['"]|['"]$/g, '');

/**
 * The font files a school's pages draw their first screen with: its text face (regular and bold) and its heading
 * face (bold). Preloaded, they arrive with the styles instead of after the first paint, so text is not laid out a
 * second time when they swap in (the layout shift Lighthouse counts). A family the platform does not ship is the
 * device's own and needs nothing.
 */
export function fontPreloads(theme: ThemeUiData): string[] {
  const text = FACES[firstFamily(theme.font_family)];
  const heading = FACES[firstFamily(theme.heading_font_family)];
  return [...new Set([text?.regular, text?.bold, heading?.bold].filter((url): url is string => url !== undefined))];
}
