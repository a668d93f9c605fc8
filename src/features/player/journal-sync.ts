/**
 * The journal (journal.ts) with the API and the page: each write sent by its call, the learner's journal sent again
 * whenever the network returns (and when a page of the player or the library opens), and the reads it changes
 * fetched again once it is.
 */
import { useStore } from '@nanostores/react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { atom } from 'nanostores';
import { useEffect } from 'react';
import { LEARNING_CALLS } from '../../contract/learning.ts';
import { LESSON_CALLS } from '../../contract/lessons.ts';
import { call } from '../../lib/call.ts';
import { invalidateAfter } from '../../lib/query-client.ts';
import { toAppError } from '../../platform/errors/app-error.ts';
import { $session } from '../../platform/session/session-store.ts';
import { useShell } from '../../platform/shell/shell-context.tsx';
import { flushJournal, journal, journalKey, readJournal, type JournalEntry, type Sent } from './journal.ts';

/** Bumped whenever the journal changes, so what shows it (a bookmark not sent yet) reads it again. */
export const $journalVersion = atom(0);

const storage = (): Storage | null => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
};

/**
 * Whether a failed write is kept for later: the API was not reached, failed itself, or the session lapsed (the write
 * waits for the next sign-in). Any other answer is the API's refusal, which no retry changes.
 */
export function keepsFor(error: unknown): boolean {
  const status = toAppError(error).httpStatus;
  return status === null || status === 401 || status >= 500;
}

async function send(entry: JournalEntry): Promise<Sent> {
  try {
    if (entry.kind === 'progress') {
      const { kind: _kind, ...body } = entry;
      await call(LESSON_CALLS.saveProgress, { body });
    } else {
      await call(LEARNING_CALLS.addBookmark, { body: { course_id: entry.course_id, lesson_id: entry.lesson_id, position: entry.position, note: entry.note, client_id: entry.id } });
    }
    return 'sent';
  } catch (error) {
    return keepsFor(error) ? 'kept' : 'refused';
  }
}

/** Keeps a write the API could not take now, to send when the network returns. */
export function keepForLater(slug: string, userId: number, entry: JournalEntry): void {
  journal(storage(), journalKey(slug, userId), entry);
  $journalVersion.set($journalVersion.get() + 1);
}

/** The learner's writes not sent yet. */
export const pendingWrites = (slug: string, userId: number): JournalEntry[] => readJournal(storage(), journalKey(slug, userId));

/** Sends the learner's journal; the reads its writes change are fetched again. */
export async function syncJournal(client: QueryClient, slug: string, userId: number): Promise<void> {
  const key = journalKey(slug, userId);
  if (readJournal(storage(), key).length === 0) return;
  const answered = await flushJournal(storage(), key, send);
  if (answered === 0) return;
  $journalVersion.set($journalVersion.get() + 1);
  await invalidateAfter(client, slug, LEARNING_CALLS.addBookmark);
  await invalidateAfter(client, slug, LESSON_CALLS.saveProgress);
}

/** How often a journal with writes in it tries again: the browser's `online` event does not come on every line. */
export const RETRY_EVERY_MS = 10_000;

/**
 * Sends the learner's journal now, each time the network returns or the page is shown again, and every few seconds
 * while it holds writes, until the returned function is called.
 */
export function watchJournal(client: QueryClient, slug: string, userId: number): () => void {
  let running = false;
  const sync = () => {
    if (running || pendingWrites(slug, userId).length === 0) return;
    running = true;
    void syncJournal(client, slug, userId).finally(() => (running = false));
  };
  const onVisible = () => (document.visibilityState === 'visible' ? sync() : undefined);
  sync();
  const timer = setInterval(sync, RETRY_EVERY_MS);
  window.addEventListener('online', sync);
  document.addEventListener('visibilitychange', onVisible);
  return () => {
    clearInterval(timer);
    window.removeEventListener('online', sync);
    document.removeEventListener('visibilitychange', onVisible);
  };
}

/** watchJournal for the signed-in learner, while the component is shown. */
export function useJournalSync(): void {
  const { slug } = useShell();
  const client = useQueryClient();
  const userId = useStore($session).student?.id ?? null;
  useEffect(() => (userId === null ? undefined : watchJournal(client, slug, userId)), [client, slug, userId]);
}
