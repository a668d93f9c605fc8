import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';

const choice = (...option_ids: string[]) => ({ kind: 'choice' as const, option_ids });

/** A worker that takes messages and dies before answering any, as a crashed or blocked worker would. */
class DyingWorker {
  static last: DyingWorker | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: { preventDefault(): void }) => void) | null = null;
  received: unknown[] = [];
  constructor() {
    DyingWorker.last = this;
  }
  postMessage(message: unknown) {
    this.received.push(message);
  }
  terminate() {}
  die() {
    this.onerror?.({ preventDefault() {} });
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('the journal client', () => {
  it('runs the journal in the page where no worker can start', async () => {
    vi.stubGlobal('Worker', undefined);
    const { openJournal } = await import('./journal-client.ts');
    const journal = await openJournal(901, 3);
    const write = await journal.record({ question_id: 1, response: choice('a'), marked: false, time_ms: 5 });
    expect([write.epoch, write.seq]).toEqual([3, 1]);
    expect(performance.getEntriesByName('journal-write').length).toBeGreaterThan(0);
    expect((await journal.pending()).map((w) => w.seq)).toEqual([1]);
  });

  it('makes every call the worker did not answer again in the page, in order, when the worker dies', async () => {
    vi.stubGlobal('Worker', DyingWorker);
    const { openJournal } = await import('./journal-client.ts');
    const opening = openJournal(902, 7);
    DyingWorker.last!.die();
    const journal = await opening;
    expect(journal.epoch).toBe(7);
    const writes = await Promise.all([1, 2, 3].map((q) => journal.record({ question_id: q, response: choice('b'), marked: false, time_ms: q })));
    expect(writes.map((w) => [w.epoch, w.seq])).toEqual([[7, 1], [7, 2], [7, 3]]);
    await journal.visit(2);
    expect(journal.visited).toEqual([2]);
    expect((await journal.writes()).map((w) => w.question_id).sort()).toEqual([1, 2, 3]);
  });

  it('replays a change sent to a worker that then died, so it is written all the same', async () => {
    vi.stubGlobal('Worker', DyingWorker);
    const { openJournal } = await import('./journal-client.ts');
    // The worker answers the opening, takes a change, and dies before answering it.
    const opening = openJournal(903, 2);
    const worker = DyingWorker.last!;
    const open = worker.received[0] as { id: number };
    await (await import('./journal.ts')).Journal.open(903, 2); // what the worker did before answering
    worker.onmessage?.({ data: { id: open.id, ok: true, value: { epoch: 2, visited: [] } } } as MessageEvent);
    const journal = await opening;
    const recording = journal.record({ question_id: 4, response: choice('c'), marked: true, time_ms: 9 });
    expect(worker.received).toHaveLength(2);
    worker.die();
    expect(await recording).toMatchObject({ question_id: 4, epoch: 2, seq: 1, marked: true });
    expect((await journal.pending()).map((w) => w.question_id)).toEqual([4]);
  });
});
