/**
 * Other learners' attempts for every demo test (docs/decisions/0036-test-reports.md), so that a new attempt's rank
 * and percentile mean something. Each peer has an ability; each answer is drawn from it and the question's
 * difficulty, is a response the test window could have sent, and is scored by the engine's own rules (scoring.ts),
 * so the seeded scores, sums and topper agree with what the API computes for a real attempt.
 *
 * Deterministic: the same school and paper give the same peers and scores every run. Peers cannot sign in (their
 * password hash matches no password). Only the topper's answers are stored: the averages need only the sums.
 */
import type { Question, Response } from '../../contract/mock-test.ts';
import type { LoadedTenant } from '../../tenants/load.ts';
import { GENERATED_TENANTS_DIR } from '../../tenants/load.ts';
import { contributions, scoreAnswers, scoreKey, type GivenAnswer } from '../lib/report.ts';
import { attemptResult, scoreQuestion } from '../lib/scoring.ts';
import { DEMO_CREATED_MS, DEMO_PASSWORD_HASH } from './demo.ts';
import type { SeededPaper } from '../../tenants/question-bank/papers.ts';
import { rng, type Rng } from '../../tenants/question-bank/random.ts';
import { insertRows, seedDb as db, sqlValue, statement } from './sql.ts';

/** Peers per school, and how many of them took each test product and each quiz lesson. */
const PEERS = 300;
const TEST_TAKERS = { min: 220, max: 300 };
const QUIZ_TAKERS = 40;

const FIRST = ['Aarav', 'Diya', 'Vihaan', 'Ananya', 'Arjun', 'Isha', 'Kabir', 'Meera', 'Rohan', 'Saanvi', 'Lucas', 'Emma', 'Noah', 'Chloé', 'Mateo', 'Sofia', 'Leon', 'Giulia', 'Omar', 'Priya'];
const LAST = ['Sharma', 'Iyer', 'Reddy', 'Nair', 'Khan', 'Gupta', 'Das', 'Patel', 'Menon', 'Singh', 'Martin', 'Rossi', 'García', 'Müller', 'Dubois', 'Silva', 'Costa', 'Bauer', 'Kowalski', 'Novak'];

/** Generated scale schools get no peers: their papers stay empty, which the reports handle too. */
export const hasPeers = (tenant: LoadedTenant): boolean => !tenant.dir.startsWith(GENERATED_TENANTS_DIR);

export const peerEmail = (slug: string, n: number): string => `peer${n}@peers.${slug}.example`;

const hash32 = (text: string): number => [...text].reduce((h, ch) => (Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0), 2166136261);

/** A normal draw (Box–Muller). */
const normal = (r: Rng): number => Math.sqrt(-2 * Math.log(1 - r())) * Math.cos(2 * Math.PI * r());

const NUMERIC = /^-?\d{0,12}(\.\d{0,6})?$/;
const DIFFICULTY_SHIFT = { easy: -1, medium: 0, hard: 1 } as const;
const SECONDS = { easy: 45, medium: 75, hard: 110 } as const;

/** A wrong value for a numeric question: outside the accepted range. */
const wrongNumber = (max: number, r: Rng): string => String(Math.round((max + Math.max(1, Math.abs(max)) * (0.1 + r())) * 100) / 100);

/** What a peer of ability `theta` answers to `q`, or null to leave it. */
function respond(q: Question, theta: number, r: Rng): { response: Response | null; graded: number | null } {
  const shift = DIFFICULTY_SHIFT[q.difficulty];
  const skip = Math.min(0.6, Math.max(0.03, 0.14 + 0.1 * (shift - theta)));
  if (q.key.type !== 'feedback' && r() < skip) return { response: null, graded: null };
  const right = r() < 1 / (1 + Math.exp(-(1.3 * theta - shift + 0.4)));
  const key = q.key;
  switch (key.type) {
    case 'feedback':
      return r() < 0.5 ? { response: { kind: 'feedback', rating: r.int(3, 5), comment: '' }, graded: null } : { response: null, graded: null };
    case 'multichoice': {
      const wrongIds = q.options.map((o) => o.id).filter((id) => !key.correct.includes(id));
      if (right) return { response: { kind: 'choice', option_ids: [...key.correct] }, graded: null };
      if (q.multiple && key.correct.length > 1 && r() < 0.4) return { response: { kind: 'choice', option_ids: key.correct.slice(0, key.correct.length - 1) }, graded: null };
      const wrong = wrongIds.length ? r.pick(wrongIds) : key.correct[0]!;
      return { response: { kind: 'choice', option_ids: q.multiple ? [...new Set([wrong, ...key.correct.slice(1)])] : [wrong] }, graded: null };
    }
    case 'numeric': {
      const value = right ? String(key.min) : wrongNumber(key.max, r);
      // As the window's field takes it: a plain decimal (a peer leaves a key it could not type).
      return { response: NUMERIC.test(value) ? { kind: 'numeric', value } : null, graded: null };
    }
    case 'fill_in_the_blanks':
      return { response: { kind: 'blanks', values: key.accepted.map((a, i) => (right || i > 0 ? a[0]! : `${a[0]!}s`)) }, graded: null };
    case 'subjective': {
      const share = Math.min(1, Math.max(0, 0.55 + 0.2 * (theta - shift) + 0.15 * normal(r)));
      return { response: { kind: 'text', text: 'Answered on paper in the exam hall style: working shown step by step.' }, graded: Math.round(q.marks * share) };
    }
  }
}

export interface PeerAttempt {
  peer: number;
  started_at: number;
  submitted_at: number;
  score: number;
  answers: Map<number, GivenAnswer>;
}

/** The peers' attempts at one paper, scored as the API would score them. */
export function peerAttempts(slug: string, paper: SeededPaper, takers: number): PeerAttempt[] {
  const r = rng(hash32(`${slug}:${paper.test_id}:${paper.lesson_id}`));
  const peers = r.sample(Array.from({ length: PEERS }, (_, i) => i + 1), Math.min(PEERS, takers));
  const budget = paper.rules.duration_minutes * 60_000 * 0.95;
  return peers.map((peer, i) => {
    const theta = normal(rng(hash32(`${slug}:peer:${peer}`))) + 0.3 * normal(r);
    const answers = new Map<number, GivenAnswer>();
    const scored = [];
    for (const q of paper.questions) {
      const { response, graded } = respond(q, theta, r);
      const time = Math.round(SECONDS[q.difficulty] * 1000 * Math.exp(0.35 * normal(r)) * (response ? 1 : 0.4));
      const awarded = q.type === 'subjective' ? graded : scoreQuestion(q, response, { partialMarks: paper.rules.partial_marks }).awarded;
      answers.set(q.id, { response, awarded: response ? awarded : 0, marked: false, time_ms: time, grader_comment: null });
      scored.push({ question: q, response, graded: q.type === 'subjective' ? graded : null });
    }
    // Nobody spends longer than the test allows: times scale down to fit.
    const total = [...answers.values()].reduce((ms, a) => ms + a.time_ms, 0);
    if (total > budget) for (const a of answers.values()) a.time_ms = Math.floor((a.time_ms * budget) / total);
    const result = attemptResult(paper.sections, scored, paper.rules.partial_marks);
    const submitted = DEMO_CREATED_MS + (i + 1) * 3 * 60 * 60 * 1000 + r.int(0, 3_600_000);
    const used = Math.min(total, budget);
    return { peer, started_at: submitted - Math.round(used), submitted_at: submitted, score: result.score, answers };
  });
}

/** The topper as the API picks one: the highest score, the earliest submitted among equals. */
export const topperOf = (attempts: readonly PeerAttempt[]): PeerAttempt | undefined =>
  [...attempts].sort((a, b) => b.score - a.score || a.submitted_at - b.submitted_at)[0];

/** Deletes the school's peers and everything counted from attempts, then seeds peers and their attempts afresh. */
export function peerStatements(schoolId: number, tenant: LoadedTenant, papers: readonly SeededPaper[]): string[] {
  const slug = tenant.slug;
  const peerIds = db.selectFrom('users').select('id').where('school_id', '=', schoolId).where('email', 'like', `%@peers.${slug}.example`);
  const out: string[] = [
    statement(db.deleteFrom('attempt_answers').where('school_id', '=', schoolId)
      .where('attempt_id', 'in', db.selectFrom('attempts').select('id').where('school_id', '=', schoolId).where('user_id', 'in', peerIds))),
    statement(db.deleteFrom('attempts').where('school_id', '=', schoolId).where('user_id', 'in', peerIds)),
    statement(db.deleteFrom('users').where('school_id', '=', schoolId).where('id', 'in', peerIds)),
    ...(['test_score_counts', 'test_stats', 'test_question_stats'] as const).map((t) => statement(db.deleteFrom(t).where('school_id', '=', schoolId))),
  ];
  if (hasPeers(tenant)) {
    const names = rng(hash32(`${slug}:names`));
    out.push(...insertRows(Array.from({ length: PEERS }, (_, i) => ({
      school_id: schoolId, name: `${names.pick(FIRST)} ${names.pick(LAST)}`, email: peerEmail(slug, i + 1), phone: null, username: null,
      password_hash: '0'.repeat(64), password_salt: '0'.repeat(32), kdf_iterations: DEMO_PASSWORD_HASH.iterations, email_verified_at: DEMO_CREATED_MS,
      profile_json: '{}', created_at: DEMO_CREATED_MS, updated_at: DEMO_CREATED_MS,
    })), (rows) => db.insertInto('users').values(rows)));
    for (const paper of papers) out.push(...paperPeerStatements(schoolId, slug, paper));
  }
  // Every counted attempt at the school's papers, peers and learners alike, into the score counts.
  out.push(`INSERT INTO test_score_counts (school_id, test_id, lesson_id, score_key, attempts)
    SELECT school_id, test_id, lesson_id, ranked_key, COUNT(*) FROM attempts
    WHERE school_id = ${schoolId} AND ranked_key IS NOT NULL GROUP BY school_id, test_id, lesson_id, ranked_key;`);
  return out;
}

/** Chunks of at most this many attempts per INSERT (D1 takes statements up to 100 KB). */
const CHUNK = 150;

/** The peers' attempts the seed stores for a paper: a few hundred for a test product, fewer for a course's quiz. */
export const seededPeerAttempts = (slug: string, paper: SeededPaper): PeerAttempt[] =>
  peerAttempts(slug, paper, paper.lesson_id ? QUIZ_TAKERS : rng(hash32(`${slug}:${paper.test_id}:n`)).int(TEST_TAKERS.min, TEST_TAKERS.max));

function paperPeerStatements(schoolId: number, slug: string, paper: SeededPaper): string[] {
  const attempts = seededPeerAttempts(slug, paper);
  const out: string[] = [];
  for (let at = 0; at < attempts.length; at += CHUNK) {
    const rows = attempts.slice(at, at + CHUNK).map((a) => [peerEmail(slug, a.peer), a.started_at, a.submitted_at, a.score, scoreKey(a.score)]);
    out.push(`INSERT INTO attempts (school_id, user_id, test_id, lesson_id, number, idempotency_key, state, epoch, started_at, deadline_at, remaining_ms,
      section_id, section_deadline_at, submitted_at, submitted_by, score, pending_marks, revaluation_used, updated_at, ranked_key)
      SELECT ${schoolId}, u.id, ${paper.test_id}, ${paper.lesson_id}, 1, 'seed', 'submitted', 1, j.value ->> 1, NULL, 0, NULL, NULL, j.value ->> 2,
        'learner', j.value ->> 3, 0, 0, j.value ->> 2, j.value ->> 4
      FROM json_each(${sqlValue(JSON.stringify(rows))}) j JOIN users u ON u.school_id = ${schoolId} AND u.email = j.value ->> 0;`);
  }
  const topper = topperOf(attempts);
  if (topper) {
    const rows = [...topper.answers].map(([id, a]) => [id, a.response === null ? null : JSON.stringify(a.response), a.time_ms, a.awarded]);
    out.push(`INSERT INTO attempt_answers (attempt_id, question_id, school_id, epoch, seq, response_json, marked, time_ms, visited, awarded, updated_at)
      SELECT a.id, j.value ->> 0, ${schoolId}, 1, j.key + 1, j.value ->> 1, 0, j.value ->> 2, 1, j.value ->> 3, a.submitted_at
      FROM attempts a JOIN users u ON u.id = a.user_id, json_each(${sqlValue(JSON.stringify(rows))}) j
      WHERE a.school_id = ${schoolId} AND a.test_id = ${paper.test_id} AND a.lesson_id = ${paper.lesson_id} AND u.email = ${sqlValue(peerEmail(slug, topper.peer))};`);
  }
  // The sums the averages read, as countStatements would have added them one attempt at a time.
  const sums = new Map<number, { answered: number; correct: number; time: number; awarded: number }>();
  let time = 0;
  for (const a of attempts) {
    for (const c of contributions(paper.questions, { answers: a.answers, scored: scoreAnswers(paper.questions, a.answers, paper.rules.partial_marks) })) {
      const s = sums.get(c.question_id) ?? { answered: 0, correct: 0, time: 0, awarded: 0 };
      sums.set(c.question_id, { answered: s.answered + c.answered, correct: s.correct + c.correct, time: s.time + c.time_ms, awarded: s.awarded + c.awarded });
      time += c.time_ms;
    }
  }
  out.push(...insertRows([{ school_id: schoolId, test_id: paper.test_id, lesson_id: paper.lesson_id, attempts: attempts.length, total_time_ms: time }],
    (r) => db.insertInto('test_stats').values(r)));
  out.push(...insertRows([...sums].map(([question_id, s]) => ({
    school_id: schoolId, test_id: paper.test_id, lesson_id: paper.lesson_id, question_id, answered: s.answered, correct: s.correct,
    total_time_ms: s.time, total_awarded: Math.round(s.awarded * 100) / 100,
  })), (r) => db.insertInto('test_question_stats').values(r)));
  return out;
}
