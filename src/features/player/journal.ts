/**
 * The player's writes that must reach the API even when made offline (docs/decisions/0086-offline-study.md): a place
 * in a lesson, a completion, a bookmark. What could not be sent is written to this browser's journal at once (per
 * school and learner, so it is only ever sent with its own learner's session) and sent in the order made when the
 * network returns, as the test window's answers are. A place carries the time it was made, so one sent late never
 * moves a newer place back; a bookmark carries its own id, so one sent again is made once. Only the API's refusal
 * (the enrolment ended, the lesson is gone) drops a write; a lapsed session keeps it for the next sign-in.
 */
import { z } from 'zod';
import { Id } from '../../contract/common.ts';

const Progress = z.object({
  kind: z.literal('progress'),
  course_id: Id,
  lesson_id: Id,
  position: z.number().int().nonnegative(),
  length: z.number().int().nonnegative(),
  completed: z.boolean(),
  /** When the learner was there (epoch ms). */
  recorded_at: z.number().int().positive(),
});
const Bookmark = z.object({
  kind: z.literal('bookmark'),
  /** The bookmark's own id, sent as its `client_id`. */
  id: z.uuid(),
  course_id: Id,
  lesson_id: Id,
  position: z.number().int().nonnegative(),
  note: z.string(),
  recorded_at: z.number().int().positive(),
});
export const JournalEntry = z.discriminatedUnion('kind', [Progress, Bookmark]);
export type JournalEntry = z.infer<typeof JournalEntry>;
export type JournaledProgress = z.infer<typeof Progress>;
export type JournaledBookmark = z.infer<typeof Bookmark>;

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export const journalKey = (slug: string, userId: number): string => `player-journal:${slug}:${userId}`;

/** The journal's writes, oldest first; a damaged entry is dropped, not the rest. */
export function readJournal(storage: Store | null, key: string): JournalEntry[] {
  try {
    const raw = JSON.parse(storage?.getItem(key) ?? '[]') as unknown;
    return Array.isArray(raw) ? raw.flatMap((entry) => JournalEntry.safeParse(entry).data ?? []) : [];
  } catch {
    return [];
  }
}

function writeJournal(storage: Store | null, key: string, entries: readonly JournalEntry[]): void {
  try {
    if (entries.length === 0) storage?.removeItem(key);
    else storage?.setItem(key, JSON.stringify(entries));
  } catch {
    // Storage full or off: nothing more this browser can keep.
  }
}

const sameLesson = (a: { course_id: number; lesson_id: number }, b: { course_id: number; lesson_id: number }) => a.course_id === b.course_id && a.lesson_id === b.lesson_id;

/**
 * Adds a write. A lesson's places are one entry, the newest (a completion is kept once made): the API needs the last
 * place, not the way there.
 */
export function journal(storage: Store | null, key: string, entry: JournalEntry): void {
  const entries = readJournal(storage, key);
  if (entry.kind === 'progress') {
    const before = entries.find((e): e is JournaledProgress => e.kind === 'progress' && sameLesson(e, entry));
    const merged = before && before.recorded_at > entry.recorded_at ? { ...before, completed: before.completed || entry.completed } : { ...entry, completed: entry.completed || (before?.completed ?? false) };
    writeJournal(storage, key, [...entries.filter((e) => e !== before), merged]);
  } else if (!entries.some((e) => e.kind === 'bookmark' && e.id === entry.id)) {
    writeJournal(storage, key, [...entries, entry]);
  }
}

/** What became of a write sent: the API took it, refused it for good, or could not be reached (kept for later). */
export type Sent = 'sent' | 'refused' | 'kept';

/**
 * Sends the journal's writes in order, each removed once the API has answered it; stops at the first that could not
 * be reached. One tab at a time (a Web Lock), so two tabs coming online together do not send a write twice over.
 * Returns how many writes were answered.
 */
export async function flushJournal(storage: Store | null, key: string, send: (entry: JournalEntry) => Promise<Sent>): Promise<number> {
  const work = async () => {
    let answered = 0;
    for (const entry of readJournal(storage, key)) {
      if ((await send(entry)) === 'kept') break;
      answered += 1;
      // Read again: the page may have journaled more meanwhile (a newer place of the same lesson replaces this one).
      writeJournal(storage, key, readJournal(storage, key).filter((e) => JSON.stringify(e) !== JSON.stringify(entry)));
    }
    return answered;
  };
  if (typeof navigator !== 'undefined' && navigator.locks) return navigator.locks.request(`schoolfront-journal:${key}`, work);
  return work();
}
