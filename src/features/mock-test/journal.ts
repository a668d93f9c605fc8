/**
 * The answer journal (docs/decisions/0028-mock-test-engine.md): every change is written to IndexedDB at once, with
 * the window's epoch and the next sequence number, before anything is sent. The journal keeps per question the
 * newest write and whether the API has acknowledged it; what is not acknowledged is sent again until it is. A reload
 * or a crash reads the journal back; `mergeAnswers` reconciles it with the server's answers by the sequence rule.
 */
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { isNewerWrite, type AnswerState, type AnswerWrite } from '../../contract/mock-test.ts';

interface Entry extends AnswerWrite {
  attempt_id: number;
  /** 1 once the API has answered for this exact (epoch, seq). */
  acked: 0 | 1;
}

interface Meta {
  attempt_id: number;
  epoch: number;
  /** The last sequence number given out in `epoch`. */
  seq: number;
  visited: number[];
}

interface JournalDb extends DBSchema {
  answers: { key: [number, number]; value: Entry; indexes: { by_attempt: number } };
  meta: { key: number; value: Meta };
}

const DB_NAME = 'schoolfront-mock-test';

let database: Promise<IDBPDatabase<JournalDb>> | null = null;
function db(): Promise<IDBPDatabase<JournalDb>> {
  database ??= openDB<JournalDb>(DB_NAME, 1, {
    upgrade(store) {
      const answers = store.createObjectStore('answers', { keyPath: ['attempt_id', 'question_id'] });
      answers.createIndex('by_attempt', 'attempt_id');
      store.createObjectStore('meta', { keyPath: 'attempt_id' });
    },
  });
  return database;
}

/** What the window shows for a question: the newest write the journal or the server holds. */
export type Held = Pick<AnswerState, 'question_id' | 'epoch' | 'seq' | 'response' | 'marked' | 'time_ms' | 'visited'>;

/**
 * The sequence rule applied to the server's answers and the journal's: per question the higher (epoch, seq).
 * A question the server saw but holds no answer for is visited.
 */
export function mergeAnswers(server: readonly AnswerState[], local: readonly AnswerWrite[]): Map<number, Held> {
  const out = new Map<number, Held>();
  for (const answer of server) out.set(answer.question_id, answer);
  for (const write of local) {
    const held = out.get(write.question_id);
    if (!held || isNewerWrite(write, held)) out.set(write.question_id, { ...write, visited: true });
  }
  return out;
}

export class Journal {
  readonly attemptId: number;
  #meta: Meta;

  private constructor(attemptId: number, meta: Meta) {
    this.attemptId = attemptId;
    this.#meta = meta;
  }

  /** The journal of an attempt; `epoch` is the window's (from taking the attempt over), or null to go on in the last one. */
  static async open(attemptId: number, epoch: number | null): Promise<Journal> {
    const store = await db();
    const saved = await store.get('meta', attemptId);
    let meta: Meta = saved ?? { attempt_id: attemptId, epoch: epoch ?? 1, seq: 0, visited: [] };
    if (epoch !== null && epoch > meta.epoch) meta = { ...meta, epoch, seq: 0 };
    await store.put('meta', meta);
    return new Journal(attemptId, meta);
  }

  get epoch(): number {
    return this.#meta.epoch;
  }

  get visited(): readonly number[] {
    return this.#meta.visited;
  }

  /** Every write the journal holds for this attempt, acknowledged or not. */
  async writes(): Promise<AnswerWrite[]> {
    const rows = await (await db()).getAllFromIndex('answers', 'by_attempt', this.attemptId);
    return rows.map(strip);
  }

  /** The writes the API has not acknowledged yet, oldest first. */
  async pending(): Promise<AnswerWrite[]> {
    const rows = await (await db()).getAllFromIndex('answers', 'by_attempt', this.attemptId);
    return rows.filter((r) => r.acked === 0).sort((a, b) => a.epoch - b.epoch || a.seq - b.seq).map(strip);
  }

  /**
   * Records a change: the next sequence number of this window's epoch, the write and the counter in one
   * transaction, so a crash never leaves a write without its number or a number used twice.
   */
  async record(change: Omit<AnswerWrite, 'epoch' | 'seq'>): Promise<AnswerWrite> {
    const store = await db();
    // Measured by `npm run bench` (scripts/bench-mock-test.ts): the transaction, from its start to its completion,
    // must fit in one frame.
    const started = performance.now();
    const tx = store.transaction(['answers', 'meta'], 'readwrite');
    const meta = (await tx.objectStore('meta').get(this.attemptId)) ?? this.#meta;
    const next: Meta = { ...meta, epoch: this.#meta.epoch, seq: (meta.epoch === this.#meta.epoch ? meta.seq : 0) + 1 };
    const write: AnswerWrite = { ...change, epoch: next.epoch, seq: next.seq };
    await Promise.all([tx.objectStore('meta').put(next), tx.objectStore('answers').put({ ...write, attempt_id: this.attemptId, acked: 0 }), tx.done]);
    this.#meta = next;
    performance.measure('journal-write', { start: started, end: performance.now() });
    return write;
  }

  /** Questions the learner has opened (the palette's "not answered" rather than "not visited"). */
  async visit(questionId: number): Promise<void> {
    if (this.#meta.visited.includes(questionId)) return;
    this.#meta = { ...this.#meta, visited: [...this.#meta.visited, questionId] };
    await (await db()).put('meta', this.#meta);
  }

  /** The API has answered for these writes: they need not be sent again (kept or not: it holds them or newer). */
  async ack(writes: readonly Pick<AnswerWrite, 'question_id' | 'epoch' | 'seq'>[]): Promise<void> {
    const store = await db();
    const tx = store.transaction('answers', 'readwrite');
    for (const w of writes) {
      const row = await tx.store.get([this.attemptId, w.question_id]);
      if (row && row.epoch === w.epoch && row.seq === w.seq && row.acked === 0) await tx.store.put({ ...row, acked: 1 });
    }
    await tx.done;
  }

  /** A submitted attempt's journal is no longer needed. */
  async clear(): Promise<void> {
    const store = await db();
    const tx = store.transaction(['answers', 'meta'], 'readwrite');
    const keys = await tx.objectStore('answers').index('by_attempt').getAllKeys(this.attemptId);
    await Promise.all([...keys.map((k) => tx.objectStore('answers').delete(k)), tx.objectStore('meta').delete(this.attemptId), tx.done]);
  }
}

const strip = ({ attempt_id: _a, acked: _b, ...write }: Entry): AnswerWrite => write;
