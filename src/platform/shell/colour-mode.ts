import { atom, onMount } from 'nanostores';
import type { ColourMode } from '../../contract/school-config.ts';

/** Local storage key of the learner's choice (SPEC.md section 3). */
export const COLOUR_MODE_KEY = 'theme-color-mode';

const isMode = (value: unknown): value is ColourMode => value === 'light' || value === 'dark';

/** The page's colour mode, shared by every island; null until read from the document in the browser. */
export const $colourMode = atom<ColourMode | null>(null);

const root = (): HTMLElement => document.documentElement;
const schoolDefault = (): ColourMode => (isMode(root().dataset.colorModeDefault) ? root().dataset.colorModeDefault as ColourMode : 'light');

function apply(mode: ColourMode): void {
  root().dataset.colorMode = mode;
  $colourMode.set(mode);
}

onMount($colourMode, () => {
  const current = root().dataset.colorMode;
  $colourMode.set(isMode(current) ? current : schoolDefault());
  // Another tab changed (or cleared) the choice: follow it.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== COLOUR_MODE_KEY && event.key !== null) return;
    apply(isMode(event.newValue) ? event.newValue : schoolDefault());
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
});

/** The learner picks a mode: applied at once and remembered for this school's pages in every tab. */
export function chooseColourMode(mode: ColourMode): void {
  apply(mode);
  try {
    localStorage.setItem(COLOUR_MODE_KEY, mode);
  } catch {
    // Storage can be unavailable (private mode, quota); the choice then lasts for this page only.
  }
}
