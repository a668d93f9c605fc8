/**
 * The answer journal's own thread (docs/decisions/0045-test-window-speed.md). IndexedDB tells a page that a write
 * is done only when the page's thread is free to hear it, and the window's thread is busy rendering the very change
 * being written; here nothing else runs, so a write is done as soon as the database has it.
 */
import { Journal } from './journal.ts';
import type { JournalReply, JournalRequest } from './journal-client.ts';

const scope = self as unknown as { onmessage: ((event: MessageEvent<JournalRequest>) => void) | null; postMessage(reply: JournalReply): void };
const journals = new Map<number, Journal>();

// Messages are handled in the order they come: each handler starts at once, and a journal gives out sequence numbers
// synchronously when `record` is called, so numbers follow the order of the changes.
scope.onmessage = ({ data: request }) => {
  void (async (): Promise<JournalReply> => {
    try {
      if (request.method === 'open') {
        const journal = await Journal.open(request.attemptId, request.epoch);
        journals.set(request.attemptId, journal);
        return { id: request.id, ok: true, value: { epoch: journal.epoch, visited: [...journal.visited] } };
      }
      const journal = journals.get(request.attemptId);
      if (!journal) throw new Error(`journal ${request.attemptId} is not open`);
      switch (request.method) {
        case 'writes': return { id: request.id, ok: true, value: await journal.writes() };
        case 'pending': return { id: request.id, ok: true, value: await journal.pending() };
        case 'record': {
          const write = await journal.record(request.change);
          return { id: request.id, ok: true, value: write, ms: journal.lastWriteMs };
        }
        case 'visit': return { id: request.id, ok: true, value: await journal.visit(request.questionId) };
        case 'ack': return { id: request.id, ok: true, value: await journal.ack(request.writes) };
        case 'clear': {
          await journal.clear();
          journals.delete(request.attemptId);
          return { id: request.id, ok: true, value: undefined };
        }
      }
    } catch (error) {
      return { id: request.id, ok: false, error: error instanceof Error ? error.message : String(error) };
    }
  })().then((reply) => scope.postMessage(reply));
};
