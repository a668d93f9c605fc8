/**
 * The window's handle on the answer journal. The journal runs in a worker (journal-worker.ts) so that writing a
 * change never waits for the page's thread; where a worker cannot start, or dies, the same journal runs in the page
 * and every call not yet answered is made again there, in order, so no change is lost on the way.
 */
import type { AnswerWrite } from '../../contract/mock-test.ts';
import { Journal, type AnswerJournal } from './journal.ts';

type Change = Omit<AnswerWrite, 'epoch' | 'seq'>;
type Ref = Pick<AnswerWrite, 'question_id' | 'epoch' | 'seq'>;

export type JournalRequest = { id: number; attemptId: number } & (
  | { method: 'open'; epoch: number | null }
  | { method: 'writes' | 'pending' | 'clear' }
  | { method: 'record'; change: Change }
  | { method: 'visit'; questionId: number }
  | { method: 'ack'; writes: readonly Ref[] }
);
type Call = JournalRequest extends infer R ? (R extends unknown ? Omit<R, 'id' | 'attemptId'> : never) : never;
export type JournalReply = { id: number } & ({ ok: true; value: unknown; ms?: number } | { ok: false; error: string });

/** Records the bench's figure (scripts/bench-mock-test.ts) on the page's timeline: one write, start to completion. */
function measureWrite(ms: number): void {
  const end = performance.now();
  performance.measure('journal-write', { start: Math.max(0, end - ms), end });
}

interface Waiting {
  readonly attemptId: number;
  readonly call: Call;
  resolve(value: unknown): void;
  reject(error: Error): void;
}

/** The one worker of the page, started on first use; null once it has failed (the page's journals take over). */
class JournalThread {
  #worker: Worker | null;
  #next = 1;
  readonly #waiting = new Map<number, Waiting>();
  readonly #fallbacks = new Map<number, Promise<Journal>>();

  constructor() {
    try {
      this.#worker = new Worker(new URL('./journal-worker.ts', import.meta.url), { type: 'module', name: 'answer-journal' });
      this.#worker.onmessage = ({ data }: MessageEvent<JournalReply>) => this.#reply(data);
      this.#worker.onerror = (event) => {
        event.preventDefault();
        this.#fail();
      };
    } catch {
      this.#worker = null;
    }
  }

  send(attemptId: number, call: Call): Promise<unknown> {
    if (!this.#worker) return this.#local(attemptId, call);
    const id = this.#next++;
    return new Promise((resolve, reject) => {
      this.#waiting.set(id, { attemptId, call, resolve, reject });
      this.#worker!.postMessage({ ...call, id, attemptId } as JournalRequest);
    });
  }

  #reply(reply: JournalReply): void {
    const waiting = this.#waiting.get(reply.id);
    if (!waiting) return;
    this.#waiting.delete(reply.id);
    if (!reply.ok) return waiting.reject(new Error(reply.error));
    if (reply.ms !== undefined) measureWrite(reply.ms);
    waiting.resolve(reply.value);
  }

  /** The worker could not start or died: what it had not answered is done here, in the order it was asked. */
  #fail(): void {
    this.#worker?.terminate();
    this.#worker = null;
    const waiting = [...this.#waiting.entries()].sort(([a], [b]) => a - b).map(([, w]) => w);
    this.#waiting.clear();
    for (const w of waiting) this.#local(w.attemptId, w.call).then(w.resolve, w.reject);
  }

  // The journal is IndexedDB either way: the page's journal reads what the worker wrote, in the epoch it opened.
  #local(attemptId: number, call: Call): Promise<unknown> {
    if (call.method === 'open') {
      const opened = Journal.open(attemptId, call.epoch);
      this.#fallbacks.set(attemptId, opened);
      return opened.then((j) => ({ epoch: j.epoch, visited: [...j.visited] }));
    }
    let journal = this.#fallbacks.get(attemptId);
    if (!journal) this.#fallbacks.set(attemptId, (journal = Journal.open(attemptId, null)));
    return journal.then(async (j) => {
      switch (call.method) {
        case 'writes': return j.writes();
        case 'pending': return j.pending();
        case 'record': {
          const write = await j.record(call.change);
          measureWrite(j.lastWriteMs);
          return write;
        }
        case 'visit': return j.visit(call.questionId);
        case 'ack': return j.ack(call.writes);
        case 'clear': {
          this.#fallbacks.delete(attemptId);
          return j.clear();
        }
      }
    });
  }
}

let thread: JournalThread | null = null;

class ThreadJournal implements AnswerJournal {
  readonly attemptId: number;
  readonly epoch: number;
  #visited: number[];
  readonly #thread: JournalThread;

  constructor(thread: JournalThread, attemptId: number, epoch: number, visited: number[]) {
    this.#thread = thread;
    this.attemptId = attemptId;
    this.epoch = epoch;
    this.#visited = visited;
  }

  get visited(): readonly number[] {
    return this.#visited;
  }

  writes = () => this.#thread.send(this.attemptId, { method: 'writes' }) as Promise<AnswerWrite[]>;
  pending = () => this.#thread.send(this.attemptId, { method: 'pending' }) as Promise<AnswerWrite[]>;
  record = (change: Change) => this.#thread.send(this.attemptId, { method: 'record', change }) as Promise<AnswerWrite>;
  ack = (writes: readonly Ref[]) => this.#thread.send(this.attemptId, { method: 'ack', writes: writes.map(({ question_id, epoch, seq }) => ({ question_id, epoch, seq })) }) as Promise<void>;
  clear = () => this.#thread.send(this.attemptId, { method: 'clear' }) as Promise<void>;

  visit = async (questionId: number): Promise<void> => {
    if (this.#visited.includes(questionId)) return;
    this.#visited = [...this.#visited, questionId];
    await this.#thread.send(this.attemptId, { method: 'visit', questionId });
  };
}

/** The journal of an attempt; `epoch` is the window's (from taking the attempt over), or null to go on in the last one. */
export async function openJournal(attemptId: number, epoch: number | null): Promise<AnswerJournal> {
  thread ??= new JournalThread();
  const opened = (await thread.send(attemptId, { method: 'open', epoch })) as { epoch: number; visited: number[] };
  return new ThreadJournal(thread, attemptId, opened.epoch, opened.visited);
}
