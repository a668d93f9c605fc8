/**
 * The answer journal (docs/decisions/0028-mock-test-engine.md): every change is written to IndexedDB at once, with
 * the window's epoch and the next sequence number, before anything is sent. The journal keeps per question the
 * newest write and whether the API has acknowledged it; what is not acknowledged is sent again until it is. A reload
 * or a crash reads the journal back; `mergeAnswers` reconciles it with the server's answers by the sequence rule.
 */
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { AnswerState, AnswerWrite } from '../../contract/mock-test.ts';
import { isNewerWrite } from '../../contract/sequence.ts';

interface Entry extends AnswerWrite {
  attempt_id: number;
}

/** The newest write of a question the API has answered for. */
interface Ack {
  attempt_id: number;
  question_id: number;
  epoch: number;
  seq: number;
}

interface Meta {
  attempt_id: number;
  epoch: number;
  visited: number[];
}

// Three stores so that a change, an acknowledgement and a visit never wait for one another: IndexedDB runs
// read-write transactions whose stores overlap one after the other, and the change is the one the learner waits on.
interface JournalDb extends DBSchema {
  answers: { key: [number, number]; value: Entry; indexes: { by_attempt: number } };
  acks: { key: [number, number]; value: Ack; indexes: { by_attempt: number } };
  meta: { key: number; value: Meta };
}

const DB_NAME = 'schoolfront-mock-test';

let database: Promise<IDBPDatabase<JournalDb>> | null = null;
function db(): Promise<IDBPDatabase<JournalDb>> {
  database ??= openDB<JournalDb>(DB_NAME, 2, {
    upgrade(store, oldVersion) {
      if (oldVersion < 1) {
        const answers = store.createObjectStore('answers', { keyPath: ['attempt_id', 'question_id'] });
        answers.createIndex('by_attempt', 'attempt_id');
        store.createObjectStore('meta', { keyPath: 'attempt_id' });
      }
      // Version 1 kept an `acked` flag on each answer and the counter in meta; what it held is simply sent again
      // (the API keeps the highest write, so a resend changes nothing) and the counter is read from the answers.
      if (oldVersion < 2) store.createObjectStore('acks', { keyPath: ['attempt_id', 'question_id'] }).createIndex('by_attempt', 'attempt_id');
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

/** What the test window and the sync engine use of a journal, wherever it runs (journal-client.ts). */
export interface AnswerJournal {
  readonly attemptId: number;
  readonly epoch: number;
  readonly visited: readonly number[];
  writes(): Promise<AnswerWrite[]>;
  pending(): Promise<AnswerWrite[]>;
  record(change: Omit<AnswerWrite, 'epoch' | 'seq'>): Promise<AnswerWrite>;
  visit(questionId: number): Promise<void>;
  ack(writes: readonly Pick<AnswerWrite, 'question_id' | 'epoch' | 'seq'>[]): Promise<void>;
  clear(): Promise<void>;
}

/** The journal itself, on IndexedDB: run in the journal's worker, or in the page where a worker cannot start. */
export class Journal implements AnswerJournal {
  readonly attemptId: number;
  #meta: Meta;
  /** The last sequence number given out in the epoch. */
  #seq: number;
  /** How long the last `record` took, from its transaction's start to its completion (the bench's figure). */
  lastWriteMs = 0;

  private constructor(attemptId: number, meta: Meta, seq: number) {
    this.attemptId = attemptId;
    this.#meta = meta;
    this.#seq = seq;
  }

  /** The journal of an attempt; `epoch` is the window's (from taking the attempt over), or null to go on in the last one. */
  static async open(attemptId: number, epoch: number | null): Promise<Journal> {
    const store = await db();
    const saved = await store.get('meta', attemptId);
    let meta: Meta = saved ? { attempt_id: attemptId, epoch: saved.epoch, visited: saved.visited } : { attempt_id: attemptId, epoch: epoch ?? 1, visited: [] };
    let seq = 0;
    if (epoch !== null && epoch > meta.epoch) meta = { ...meta, epoch };
    else {
      // The last number given out in the epoch is the highest one stored: the newest write is always its question's.
      for (const row of await store.getAllFromIndex('answers', 'by_attempt', attemptId)) if (row.epoch === meta.epoch) seq = Math.max(seq, row.seq);
    }
    await store.put('meta', meta);
    return new Journal(attemptId, meta, seq);
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
    const tx = (await db()).transaction(['answers', 'acks']);
    const [rows, acks] = await Promise.all([
      tx.objectStore('answers').index('by_attempt').getAll(this.attemptId),
      tx.objectStore('acks').index('by_attempt').getAll(this.attemptId),
      tx.done,
    ]);
    const acked = new Map(acks.map((a) => [a.question_id, a]));
    return rows
      .filter((r) => {
        const ack = acked.get(r.question_id);
        return !ack || isNewerWrite(r, ack);
      })
      .sort((a, b) => a.epoch - b.epoch || a.seq - b.seq)
      .map(strip);
  }

  /**
   * Records a change under the next sequence number of this window's epoch: one put into one store, so nothing
   * else the journal does (acknowledging, noting a visit) holds it up.
   */
  async record(change: Omit<AnswerWrite, 'epoch' | 'seq'>): Promise<AnswerWrite> {
    // The number comes from this window's own counter, synchronously, so two changes in quick succession never share
    // one. Only this window writes in its epoch (a window that takes the attempt over gets a new epoch), and the
    // counter need not be stored: `open` finds it again as the highest number among the stored writes.
    const write: AnswerWrite = { ...change, epoch: this.#meta.epoch, seq: ++this.#seq };
    const store = await db();
    const started = performance.now();
    await store.put('answers', { ...write, attempt_id: this.attemptId });
    this.lastWriteMs = performance.now() - started;
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
    const tx = (await db()).transaction('acks', 'readwrite');
    for (const w of writes) {
      const held = await tx.store.get([this.attemptId, w.question_id]);
      if (!held || isNewerWrite(w, held)) await tx.store.put({ attempt_id: this.attemptId, question_id: w.question_id, epoch: w.epoch, seq: w.seq });
    }
    await tx.done;
  }

  /** A submitted attempt's journal is no longer needed. */
  async clear(): Promise<void> {
    const store = await db();
    const tx = store.transaction(['answers', 'acks', 'meta'], 'readwrite', { durability: 'relaxed' });
    const [answers, acks] = await Promise.all([tx.objectStore('answers').index('by_attempt').getAllKeys(this.attemptId), tx.objectStore('acks').index('by_attempt').getAllKeys(this.attemptId)]);
    await Promise.all([...answers.map((k) => tx.objectStore('answers').delete(k)), ...acks.map((k) => tx.objectStore('acks').delete(k)), tx.objectStore('meta').delete(this.attemptId), tx.done]);
  }
}

// `acked` is version 1's flag, still on rows written then.
const strip = ({ attempt_id: _a, acked: _b, ...write }: Entry & { acked?: unknown }): AnswerWrite => write;
