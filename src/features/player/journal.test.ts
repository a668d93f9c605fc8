import { describe, expect, it } from 'vitest';
import { flushJournal, journal, journalKey, readJournal, type JournalEntry, type Sent } from './journal.ts';

function memory() {
  const map = new Map<string, string>();
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), removeItem: (k: string) => void map.delete(k), map };
}
const KEY = journalKey('nova-academy', 7);
const place = (lesson: number, position: number, at: number, completed = false): JournalEntry => ({ kind: 'progress', course_id: 3, lesson_id: lesson, position, length: 600, completed, recorded_at: at });
const mark = (id: string, position: number): JournalEntry => ({ kind: 'bookmark', id, course_id: 3, lesson_id: 1, position, note: 'Offline note', recorded_at: 1000 + position });
const A = '6f1c1f0e-6c4b-4c1e-9b7a-1f2e3d4c5b6a';
const B = '0d9a8b7c-6e5f-4a3b-8c2d-1e0f9a8b7c6d';

describe("the player's journal of writes made offline", () => {
  it("keeps a lesson's newest place, and a completion once made", () => {
    const store = memory();
    journal(store, KEY, place(1, 30, 1000));
    journal(store, KEY, place(1, 540, 2000, true));
    journal(store, KEY, place(1, 60, 3000));
    // Out of order: an older place arriving later does not replace the newer one.
    journal(store, KEY, place(1, 10, 500));
    journal(store, KEY, place(2, 4, 2500));
    expect(readJournal(store, KEY)).toEqual([place(1, 60, 3000, true), place(2, 4, 2500)]);
  });

  it('keeps each bookmark once, in the order made', () => {
    const store = memory();
    journal(store, KEY, mark(A, 12));
    journal(store, KEY, mark(B, 40));
    journal(store, KEY, mark(A, 12));
    expect(readJournal(store, KEY).map((e) => e.kind === 'bookmark' && e.id)).toEqual([A, B]);
  });

  it('sends in order, drops what the API answered or refused, and stops where the network failed, keeping the rest', async () => {
    const store = memory();
    for (const entry of [mark(A, 12), place(1, 60, 3000), mark(B, 40)]) journal(store, KEY, entry);
    const sent: JournalEntry[] = [];
    const answers: Sent[] = ['sent', 'kept'];
    expect(await flushJournal(store, KEY, async (entry) => (sent.push(entry), answers.shift() ?? 'sent'))).toBe(1);
    expect(readJournal(store, KEY)).toEqual([place(1, 60, 3000), mark(B, 40)]);
    // The network back: the rest goes, a refusal (the enrolment ended) dropped rather than sent for ever.
    const refusedOnce: Sent[] = ['refused', 'sent'];
    expect(await flushJournal(store, KEY, async (entry) => (sent.push(entry), refusedOnce.shift()!))).toBe(2);
    expect(readJournal(store, KEY)).toEqual([]);
    expect(store.map.has(KEY)).toBe(false);
    expect(sent).toEqual([mark(A, 12), place(1, 60, 3000), place(1, 60, 3000), mark(B, 40)]);
  });

  it('keeps a newer place journaled while an older one was being sent', async () => {
    const store = memory();
    journal(store, KEY, place(1, 60, 3000));
    await flushJournal(store, KEY, async () => {
      journal(store, KEY, place(1, 90, 4000));
      return 'sent';
    });
    expect(readJournal(store, KEY)).toEqual([place(1, 90, 4000)]);
  });

  it("is each learner's own, and a damaged entry costs only itself", () => {
    const store = memory();
    journal(store, KEY, place(1, 60, 3000));
    expect(readJournal(store, journalKey('nova-academy', 8))).toEqual([]);
    store.setItem(KEY, JSON.stringify([{ kind: 'progress', position: -1 }, place(2, 4, 2500), 'junk']));
    expect(readJournal(store, KEY)).toEqual([place(2, 4, 2500)]);
    store.setItem(KEY, '{not json');
    expect(readJournal(store, KEY)).toEqual([]);
  });
});
