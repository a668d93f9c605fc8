/**
 * Embed-form responses in real workerd (wrangler's test harness), on a D1 database migrated from migrations/ and
 * seeded with the two fixture schools. Alpha's configuration gets two forms here (as a school's custom_templates
 * would carry them); Beta has none. Each test uses its own client address, so throttle counters are its own.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VALIDATION_TEXT } from '../contract/auth.ts';
import { ERROR_TEXT } from '../contract/errors.ts';
import { CONTENT_THEME_TYPE, EMBED_FORM_TEXT, EmbedFormResponseCreated, EMBED_FORM_CALLS, type EmbedForm } from '../contract/site-content.ts';
import { THROTTLE } from './lib/throttle.ts';
import { ALPHA, BETA } from './testing/fixtures.ts';
import { apiClient, callUrl, expectError, ok, startApi, type Api } from './testing/harness.ts';

const CALLBACK: EmbedForm = {
  id: 'call-back',
  title: 'Request a call back',
  intro: 'A counsellor calls you within a day.',
  fields: [
    { name: 'full_name', label: 'Your name', kind: 'name', required: true },
    { name: 'email', label: 'E-mail', kind: 'email', required: true },
    { name: 'phone', label: 'Mobile number', kind: 'phone', required: false },
    { name: 'exam', label: 'Exam', kind: 'select', required: true, options: ['JEE Main', 'NEET UG'] },
    { name: 'message', label: 'Anything else?', kind: 'textarea', required: false, max_length: 40 },
    { name: 'consent', label: 'Call me about courses', kind: 'checkbox', required: true },
  ],
  submit_label: 'Request a call',
  success_message: 'Thanks! We will call you soon.',
  allowed_embed_origins: [],
};
const NEWSLETTER: EmbedForm = {
  ...CALLBACK,
  id: 'newsletter',
  title: 'Newsletter',
  fields: [{ name: 'email', label: 'E-mail', kind: 'email', required: true }],
};

const VALID = { full_name: '  Asha Rao ', email: 'Asha@Example.com', phone: '', exam: 'NEET UG', message: '', consent: true };

let api: Api;
beforeAll(async () => {
  api = await startApi('embed-forms');
  // A second, unrelated template and a broken one: neither stops the forms from being found.
  const templates = [
    { theme_type: 'some_future_widget_v3', base_ui_data: { anything: true } },
    { theme_type: CONTENT_THEME_TYPE.embedForm, base_ui_data: CALLBACK },
    { theme_type: CONTENT_THEME_TYPE.embedForm, base_ui_data: { id: 'broken' } },
    { theme_type: CONTENT_THEME_TYPE.embedForm, base_ui_data: NEWSLETTER },
  ];
  await api.school(ALPHA.id).prepare("UPDATE schools SET config_json = json_set(config_json, '$.custom_templates', json(?)) WHERE slug = ?")
    .bind(JSON.stringify(templates), ALPHA.slug)
    .run();
});
afterAll(async () => {
  await api?.close();
});

const respond = (school: string, formId: string, body: unknown) => apiClient(api.server, school).post(callUrl(EMBED_FORM_CALLS.embedFormRespond, { formId: formId }), body);

async function storedResponses(formId: string, schoolId: number = ALPHA.id) {
  const rows = await api.school(schoolId).prepare('SELECT form_id, answers_json, created_at FROM embed_form_responses WHERE school_id = ? AND form_id = ? ORDER BY id')
    .bind(schoolId, formId)
    .all<{ form_id: string; answers_json: string; created_at: number }>();
  return rows.results.map((r) => ({ ...r, answers: JSON.parse(r.answers_json) as Record<string, unknown> }));
}

describe('POST embed form responses', () => {
  it('saves the answers as the form checks them: trimmed, e-mail lower-cased, blank optional answers left out', async () => {
    const before = (await storedResponses('call-back')).length;
    const saved = ok(EmbedFormResponseCreated, await respond(ALPHA.slug, 'call-back', { answers: VALID }));
    expect(saved.form_id).toBe('call-back');
    expect(Date.now() - Date.parse(saved.created_at)).toBeLessThan(60_000);
    const rows = await storedResponses('call-back');
    expect(rows).toHaveLength(before + 1);
    expect(rows.at(-1)!.answers).toEqual({ full_name: 'Asha Rao', email: 'asha@example.com', exam: 'NEET UG', consent: true });
  });

  it.each([
    ['an e-mail address that is not one', { email: 'asha@' }, 'answers.email', VALIDATION_TEXT.emailInvalid],
    ['no name', { full_name: '   ' }, 'answers.full_name', VALIDATION_TEXT.nameRequired],
    ['a name over 25 characters', { full_name: 'A'.repeat(26) }, 'answers.full_name', VALIDATION_TEXT.nameMax],
    ['a phone number without its country code', { phone: '12345' }, 'answers.phone', VALIDATION_TEXT.phoneInvalid],
    ['no choice', { exam: '' }, 'answers.exam', 'Exam is required'],
    ['a choice the form does not offer', { exam: 'UPSC' }, 'answers.exam', EMBED_FORM_TEXT.chooseOption],
    ['too long a message', { message: 'x'.repeat(41) }, 'answers.message', 'Maximum 40 characters allowed'],
    ['the consent box unticked', { consent: false }, 'answers.consent', EMBED_FORM_TEXT.tick],
    ['a field the form does not have', { school: 'Other' }, 'answers.school', EMBED_FORM_TEXT.unknownField],
  ])('refuses %s with 412 naming the field, and writes nothing', async (_what, change, field, message) => {
    const before = (await storedResponses('call-back')).length;
    expectError(await respond(ALPHA.slug, 'call-back', { answers: { ...VALID, ...change } }), 412, message, field);
    expect(await storedResponses('call-back')).toHaveLength(before);
  });

  it('refuses a body that is not JSON answers with 412', async () => {
    expectError(await respond(ALPHA.slug, 'call-back', { answers: 'yes' }), 412, expect.any(String) as unknown as string, 'answers');
    const raw = await apiClient(api.server, ALPHA.slug).request('POST', callUrl(EMBED_FORM_CALLS.embedFormRespond, { formId: 'call-back' }), { headers: { 'content-type': 'text/plain' } });
    expectError(raw, 412, 'Send the body as application/json', '(body)');
  });

  it('answers 404 for a form the school does not have, another school\'s included', async () => {
    expectError(await respond(ALPHA.slug, 'no-such-form', { answers: { email: 'a@b.co' } }), 404, 'Form not found');
    expectError(await respond(ALPHA.slug, 'broken', { answers: {} }), 404, 'Form not found');
    expectError(await respond(BETA.slug, 'call-back', { answers: VALID }), 404, 'Form not found');
    expect(await storedResponses('call-back', BETA.id)).toEqual([]);
  });

  it('keeps each form\'s responses apart', async () => {
    ok(EmbedFormResponseCreated, await respond(ALPHA.slug, 'newsletter', { answers: { email: 'reader@mail.example' } }));
    expect((await storedResponses('newsletter')).map((r) => r.answers)).toContainEqual({ email: 'reader@mail.example' });
    expect((await storedResponses('call-back')).map((r) => r.answers)).not.toContainEqual({ email: 'reader@mail.example' });
  });

  it(`throttles a client after ${THROTTLE.embedForm.ip.max} responses, and bad answers do not count`, async () => {
    const agent = apiClient(api.server, ALPHA.slug);
    for (let i = 0; i < 3; i++) expect((await agent.post(callUrl(EMBED_FORM_CALLS.embedFormRespond, { formId: 'newsletter' }), { answers: { email: 'nope' } })).status).toBe(412);
    for (let i = 0; i < THROTTLE.embedForm.ip.max; i++) {
      expect((await agent.post(callUrl(EMBED_FORM_CALLS.embedFormRespond, { formId: 'newsletter' }), { answers: { email: `fan${i}@mail.example` } })).status).toBe(200);
    }
    const reply = await agent.post(callUrl(EMBED_FORM_CALLS.embedFormRespond, { formId: 'newsletter' }), { answers: { email: 'one-more@mail.example' } });
    expectError(reply, 603, ERROR_TEXT.throttled);
    expect(Number(reply.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
