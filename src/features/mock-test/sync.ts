/**
 * Sends the journal to the API (docs/decisions/0028-mock-test-engine.md): whatever is not acknowledged, in batches,
 * at once after each change and again whenever the network comes back, with a growing pause between failed tries.
 * Says what the window must show: online or offline, how many changes wait, and whether another window has taken
 * the attempt over or the attempt is over.
 */
import { MOCK_TEST_CALLS, MOCK_TEST_TEXT, type WriteAnswersResponse } from '../../contract/mock-test.ts';
import { call } from '../../lib/call.ts';
import { toAppError } from '../../platform/errors/app-error.ts';
import type { ServerClock } from './clock.ts';
import type { AnswerJournal } from './journal.ts';

export interface SyncState {
  /** The last send reached the API (false after a failed one, until one succeeds). */
  online: boolean;
  /** Changes written in this browser that the API has not acknowledged. */
  waiting: number;
  /** Another window took the attempt over (a newer epoch). */
  stale: boolean;
  /** The API refuses writes: the attempt was submitted (or paused elsewhere). */
  closed: string | null;
  /** The attempt's deadline as the API last said it. */
  deadline: number | null;
}

const BATCH = 200;
const MAX_PAUSE_MS = 15_000;

export class AnswerSync {
  readonly #journal: AnswerJournal;
  readonly #clock: ServerClock;
  readonly #listeners = new Set<(state: SyncState) => void>();
  #state: SyncState;
  #sending: Promise<void> | null = null;
  #again = false;
  #pause = 1000;
  #timer: ReturnType<typeof setTimeout> | null = null;
  #visitedSent = new Set<number>();
  #stopped = false;

  /**
   * A sync that starts from the journal's count of waiting changes: a window reopened over changes the API never got
   * must not say "All saved" before its first send has even read the journal.
   */
  static async open(journal: AnswerJournal, clock: ServerClock, deadline: number | null): Promise<AnswerSync> {
    return new AnswerSync(journal, clock, deadline, (await journal.pending()).length);
  }

  private constructor(journal: AnswerJournal, clock: ServerClock, deadline: number | null, waiting: number) {
    this.#journal = journal;
    this.#clock = clock;
    this.#state = { online: typeof navigator === 'undefined' ? true : navigator.onLine, waiting, stale: false, closed: null, deadline };
  }

  get state(): SyncState {
    return this.#state;
  }

  subscribe(listener: (state: SyncState) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  #set(next: Partial<SyncState>): void {
    this.#state = { ...this.#state, ...next };
    for (const listener of this.#listeners) listener(this.#state);
  }

  /** Sends what waits now (or right after the send under way). Resolves when the journal is sent or a try failed. */
  flush(): Promise<void> {
    if (this.#stopped) return Promise.resolve();
    if (this.#sending) {
      this.#again = true;
      return this.#sending;
    }
    this.#sending = this.#send().finally(() => {
      this.#sending = null;
      if (this.#again && !this.#stopped) {
        this.#again = false;
        void this.flush();
      }
    });
    return this.#sending;
  }

  async #send(): Promise<void> {
    const pending = await this.#journal.pending();
    this.#set({ waiting: pending.length });
    if (!pending.length || this.#state.stale || this.#state.closed) return;
    // The questions opened since the last send go along with the writes (the API marks them visited).
    const visited = this.#journal.visited.filter((id) => !this.#visitedSent.has(id));
    for (let at = 0; at < pending.length; at += BATCH) {
      const writes = pending.slice(at, at + BATCH);
      const sentAt = Date.now();
      let answer: WriteAnswersResponse;
      try {
        answer = await call(MOCK_TEST_CALLS.writeAnswers, { params: { attemptId: this.#journal.attemptId }, body: { writes, visited: at === 0 ? visited : [] } });
      } catch (error) {
        this.#failed(error);
        return;
      }
      this.#clock.observe(sentAt, Date.now(), answer.server_now);
      await this.#journal.ack(writes);
      if (at === 0) for (const id of visited) this.#visitedSent.add(id);
      this.#pause = 1000;
      this.#set({ online: true, deadline: answer.deadline_at, stale: this.#state.stale || answer.epoch > this.#journal.epoch });
    }
    this.#set({ waiting: (await this.#journal.pending()).length });
  }

  #failed(error: unknown): void {
    const problem = toAppError(error);
    if (problem.message === MOCK_TEST_TEXT.staleWindow) {
      this.#set({ stale: true });
      return;
    }
    const status = problem.httpStatus;
    if (status !== null && status >= 400 && status < 500 && status !== 408 && status !== 429) {
      this.#set({ closed: problem.message });
      return;
    }
    // The network (or the API) is away: try again, waiting longer each time, and at once when the browser is back online.
    this.#set({ online: false });
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = setTimeout(() => void this.flush(), this.#pause);
    this.#pause = Math.min(MAX_PAUSE_MS, this.#pause * 2);
  }

  /** The browser says it is online again: try at once. */
  wake(): void {
    this.#pause = 1000;
    void this.flush();
  }

  stop(): void {
    this.#stopped = true;
    if (this.#timer) clearTimeout(this.#timer);
  }
}
