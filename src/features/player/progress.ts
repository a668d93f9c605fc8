/**
 * Where the learner is in a lesson (docs/decisions/0026-lesson-progress.md): saved in this browser at once and to
 * the API every few seconds, on pause and when the page is hidden; reopened from whichever is newer.
 */
import type { LessonProgress } from '../../contract/lessons.ts';

export interface SavedPosition {
  position: number;
  /** Epoch ms. */
  at: number;
}

/**
 * How often a playing video's position goes to the API. A pause, a hidden page and the end send it at once, and this
 * browser keeps it at every step, so the interval only bounds what another device may be behind by. At 5 s it was 90%
 * of a large school's statements (docs/capacity.md); at 15 s, a third of that.
 */
export const SAVE_EVERY_MS = 15_000;

export const localKey = (slug: string, courseId: number, lessonId: number): string => `lesson-position:${slug}:${courseId}:${lessonId}`;

export function readLocal(storage: Pick<Storage, 'getItem'> | null, key: string): SavedPosition | null {
  try {
    const value = JSON.parse(storage?.getItem(key) ?? 'null') as unknown;
    if (value && typeof value === 'object' && 'position' in value && 'at' in value) {
      const { position, at } = value as SavedPosition;
      if (Number.isFinite(position) && position >= 0 && Number.isFinite(at)) return { position, at };
    }
  } catch {
    // A damaged entry is no position at all.
  }
  return null;
}

export function writeLocal(storage: Pick<Storage, 'setItem'> | null, key: string, position: number, now = Date.now()): void {
  try {
    storage?.setItem(key, JSON.stringify({ position, at: now }));
  } catch {
    // Storage full or off: the API still has it.
  }
}

/** The position to resume at: the newer of this browser's and the API's (another browser's). */
export function resumePosition(local: SavedPosition | null, server: LessonProgress | null): number {
  const serverAt = server ? Date.parse(server.updated_at) : -Infinity;
  if (local && local.at >= serverAt) return local.position;
  return server?.position ?? 0;
}
