import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ServerClock } from './clock.ts';

const choice = (...option_ids: string[]) => ({ kind: 'choice' as const, option_ids });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

/** A journal of attempt `attemptId` holding one change the API has not acknowledged, as a killed browser leaves it. */
async function journalWithOneChange(attemptId: number) {
  vi.stubGlobal('Worker', undefined);
  const { openJournal } = await import('./journal-client.ts');
  const journal = await openJournal(attemptId, 2);
  await journal.record({ question_id: 7, response: choice('a'), marked: false, time_ms: 40 });
  return journal;
}

const kept = (writes: { question_id: number; seq: number }[]) => ({
  results: writes.map((w) => ({ question_id: w.question_id, seq: w.seq, kept: true })),
  epoch: 2,
  deadline_at: null,
  state: 'in_progress',
  server_now: Date.now(),
});

describe('the answer sync', () => {
  it('counts the changes waiting in the journal before its first send, so a reopened window never says all is saved', async () => {
    const journal = await journalWithOneChange(951);
    const { AnswerSync } = await import('./sync.ts');
    const sync = await AnswerSync.open(journal, new ServerClock(), null);
    expect(sync.state.waiting).toBe(1);
  });

  it('keeps the change waiting while the network is away and clears it once the API acknowledges it', async () => {
    const journal = await journalWithOneChange(952);
    const { AnswerSync } = await import('./sync.ts');
    const sync = await AnswerSync.open(journal, new ServerClock(), null);
    vi.stubGlobal('fetch', vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    }));
    await sync.flush();
    expect([sync.state.online, sync.state.waiting]).toEqual([false, 1]);

    const sent: unknown[] = [];
    vi.stubGlobal('fetch', vi.fn(async (_url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body)) as { writes: { question_id: number; seq: number }[] };
      sent.push(...body.writes);
      return Response.json(kept(body.writes));
    }));
    sync.wake();
    await sync.flush();
    sync.stop();
    expect(sent).toMatchObject([{ question_id: 7, response: choice('a') }]);
    expect([sync.state.online, sync.state.waiting]).toEqual([true, 0]);
  });
});
