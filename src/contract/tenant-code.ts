/**
 * A school's code challenges as it writes them (`tenants/<slug>/code.json`; issue 45; docs/decisions/0085-code-lab.md):
 * a build- and seed-time schema, apart from the call contracts, so no page's JavaScript carries a hidden test.
 */
import { z } from 'zod';
import { CodeLanguage, CodeTest } from './code-lab.ts';
import { Id } from './common.ts';

export const TenantChallenge = z.object({
  id: Id,
  title: z.string().trim().min(3).max(120),
  language: CodeLanguage,
  difficulty: z.enum(['easy', 'medium', 'hard']),
  statement: z.string().trim().min(10).max(10_000),
  starter: z.string().max(10_000),
  /** JavaScript and Python: the function each test calls with its arguments. */
  entry: z.string().regex(/^[A-Za-z_$][\w$]{0,60}$/, 'must be a function name').optional(),
  /** SQL: the statements that make the challenge's tables and rows. */
  schema: z.string().max(50_000).optional(),
  /** SQL: the rows must come in the expected order (an ORDER BY is part of the answer). */
  ordered: z.boolean().default(false),
  examples: z.array(CodeTest).min(1).max(10),
  hidden: z.array(CodeTest).min(1).max(50),
  /** The school's own answer: the tests submit it to prove the challenge can be solved. Never sent to a learner. */
  solution: z.string().max(20_000).optional(),
  /** The course lesson it is (a `code` lesson); absent: a standalone challenge. */
  lesson: z.object({ course_id: Id, lesson_id: Id }).strict().optional(),
}).strict();
export type TenantChallenge = z.infer<typeof TenantChallenge>;

export const TenantCode = z.object({ challenges: z.array(TenantChallenge).max(500) }).strict();
export type TenantCode = z.infer<typeof TenantCode>;
