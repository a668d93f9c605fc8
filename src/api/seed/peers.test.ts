import { describe, expect, it } from 'vitest';
import { Response } from '../../contract/mock-test.ts';
import { loadTenants } from '../../tenants/load.ts';
import { scoreAnswers } from '../lib/report.ts';
import { attemptResult, responseFits } from '../lib/scoring.ts';
import { peerAttempts, topperOf } from './peers.ts';
import { papersOf } from '../../tenants/question-bank/papers.ts';

const [nova, lingua] = await loadTenants(['nova-academy', 'atelier-lingua']);

describe('peer attempts', () => {
  for (const tenant of [nova!, lingua!]) {
    const papers = papersOf(tenant.catalogue.products, tenant.tests).filter((p) => p.lesson_id === 0);

    it(`${tenant.slug}: answer as the window could, scored by the engine, the same every run`, () => {
      for (const paper of papers.slice(0, 3)) {
        const attempts = peerAttempts(tenant.slug, paper, 250);
        expect(attempts).toHaveLength(250);
        expect(new Set(attempts.map((a) => a.peer)).size).toBe(250);
        for (const a of attempts.slice(0, 40)) {
          for (const q of paper.questions) {
            const given = a.answers.get(q.id)!;
            if (given.response) expect(responseFits(q, Response.parse(given.response)), `${paper.test_id} q${q.id}`).toBe(true);
          }
          const scored = paper.questions.map((question) => ({
            question, response: a.answers.get(question.id)!.response, graded: question.type === 'subjective' ? a.answers.get(question.id)!.awarded : null,
          }));
          expect(attemptResult(paper.sections, scored, paper.rules.partial_marks).score).toBe(a.score);
          expect(scoreAnswers(paper.questions, a.answers, paper.rules.partial_marks).size).toBe(paper.questions.length);
          const time = [...a.answers.values()].reduce((ms, x) => ms + x.time_ms, 0);
          expect(time).toBeLessThanOrEqual(paper.rules.duration_minutes * 60_000);
        }
        // A spread of scores a rank can mean something in, and the same peers next time.
        const scores = attempts.map((a) => a.score);
        expect(new Set(scores).size).toBeGreaterThan(Math.min(20, paper.questions.length));
        expect(Math.max(...scores)).toBeLessThanOrEqual(paper.max_score);
        expect(peerAttempts(tenant.slug, paper, 250).map((a) => a.score)).toEqual(scores);
        expect(topperOf(attempts)!.score).toBe(Math.max(...scores));
      }
    });
  }
});
