import type { Handler } from 'hono';
import type { SchoolConfigResponse } from '../../contract/school-config.ts';
import {
  EmbedFormIdParam, EmbedFormResponseRequest, embedFormAnswers, parseSiteContent, type EmbedFormResponseCreated,
} from '../../contract/site-content.ts';
import { notFound } from '../lib/errors.ts';
import { noStore } from '../lib/respond.ts';
import { throttle } from '../lib/throttle.ts';
import { issueError, parseBody, parseInput } from '../lib/validate.ts';
import type { AppEnv } from '../types.ts';

/**
 * `CALLS.embedFormRespond` (no session; EmbedFormResponseRequest ->
 * EmbedFormResponseCreated): saves one response to one of the school's embed forms. The form comes from the
 * school's configuration (custom_templates, embed_form_v1); its answers are checked with the schema the page's
 * form uses. 404 'Form not found' for a form the school does not have; 412 naming `answers.<field>` for a bad
 * answer; nothing is written (throttle counters included) unless the answers pass.
 */
export const embedFormResponse: Handler<AppEnv> = async (c) => {
  const { formId } = parseInput(EmbedFormIdParam, c.req.param());
  const school = c.var.school;
  const db = c.var.db;
  const row = await db.selectFrom('schools').select('config_json').where('id', '=', school.id).executeTakeFirst();
  const config = row ? (JSON.parse(row.config_json) as SchoolConfigResponse) : null;
  const form = config && parseSiteContent(config.custom_templates).content.embedForms.find((f) => f.id === formId);
  if (!form) throw notFound('Form');

  const body = await parseBody(c, EmbedFormResponseRequest);
  const answers = embedFormAnswers(form).safeParse(body.answers);
  if (!answers.success) throw issueError(answers.error.issues[0]!, ['answers']);
  await throttle(c, 'embedForm');

  const now = Date.now();
  const saved = await db
    .insertInto('embed_form_responses')
    .values({ school_id: school.id, form_id: form.id, answers_json: JSON.stringify(answers.data), created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  const response: EmbedFormResponseCreated = { id: saved.id, form_id: form.id, created_at: new Date(now).toISOString() };
  return noStore(c, response);
};
