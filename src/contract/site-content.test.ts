import { describe, expect, it } from 'vitest';
import { VALIDATION_TEXT } from './auth.ts';
import { CONTENT_THEME_TYPE as T, EMBED_FORM_TEXT, embedFormAnswers, parseSiteContent, type EmbedForm } from './site-content.ts';

const page = (page_name: string) => ({ page_name, title: `Title of ${page_name}`, description: 'What it is about.', body: 'Hello {{school.name}}.' });
const form = (id: string, fields: unknown[] = [{ name: 'email', label: 'E-mail', kind: 'email', required: true }]) => ({
  id, title: 'Call me', intro: '', fields, submit_label: 'Send', success_message: 'Thanks!',
});

describe('parseSiteContent', () => {
  it('reads each known template by theme_type and ignores the others', () => {
    const { content, problems } = parseSiteContent([
      { theme_type: 'store_v1', base_ui_data: { show_recent: true } },
      { theme_type: T.customPage, base_ui_data: page('refund-policy') },
      { theme_type: T.aboutUs, base_ui_data: { headline: 'Since 2016', body: 'We teach.' } },
      { theme_type: T.appLinks, base_ui_data: { app_name: 'App', android_url: 'https://play.google.com/store/apps/details?id=x', ios_url: null } },
      { theme_type: T.segments, base_ui_data: { segments: [{ id: 1, slug: 'jee', name: 'JEE', description: 'Engineering.', category_names: ['jee-main'] }] } },
      { theme_type: T.freeResources, base_ui_data: { resources: [{ id: 1, title: 'Sheet', description: '', kind: 'pdf', url: '/learner/v1/media/sheet.pdf' }] } },
      { theme_type: T.embedForm, base_ui_data: form('call-back') },
      { theme_type: T.customPage, base_ui_data: page('scholarships') },
      { theme_type: 'a_later_widget_v7', base_ui_data: 'anything at all' },
    ]);
    expect(problems).toEqual([]);
    expect(content.pages.map((p) => p.page_name)).toEqual(['refund-policy', 'scholarships']);
    expect(content.about).toEqual({ headline: 'Since 2016', body: 'We teach.', highlights: [], show_teachers: true });
    expect(content.apps).toMatchObject({ app_name: 'App', tagline: '', features: [], ios_url: null });
    expect(content.segments).toEqual([{ id: 1, slug: 'jee', name: 'JEE', description: 'Engineering.', category_names: ['jee-main'], product_ids: [] }]);
    expect(content.freeResources.map((r) => r.kind)).toEqual(['pdf']);
    expect(content.embedForms.map((f) => [f.id, f.allowed_embed_origins])).toEqual([['call-back', []]]);
  });

  it('has nothing for a school without content templates', () => {
    expect(parseSiteContent([])).toEqual({
      content: { pages: [], about: null, apps: null, segments: [], freeResources: [], embedForms: [] },
      problems: [],
    });
  });

  it.each([
    ['a page name that is not a slug', [{ theme_type: T.customPage, base_ui_data: page('Refund Policy') }], 'custom_templates[0].base_ui_data.page_name', 'must be lower-case letters, digits and single hyphens'],
    ['a missing body', [{ theme_type: T.aboutUs, base_ui_data: { headline: 'x' } }], 'custom_templates[0].base_ui_data.body', 'required field missing (expected string)'],
    ['app links without a store', [{ theme_type: T.appLinks, base_ui_data: { app_name: 'A', android_url: null, ios_url: null } }], 'custom_templates[0].base_ui_data.android_url', 'needs android_url or ios_url'],
    ['an http store link', [{ theme_type: T.appLinks, base_ui_data: { app_name: 'A', android_url: 'http://play.google.com/x', ios_url: null } }], 'custom_templates[0].base_ui_data.android_url', 'must be an https URL'],
    ['a segment that selects nothing', [{ theme_type: T.segments, base_ui_data: { segments: [{ id: 1, slug: 'a', name: 'A', description: 'A.' }] } }], 'custom_templates[0].base_ui_data.segments[0].category_names', 'needs category_names or product_ids'],
    ['a free resource of an unknown kind', [{ theme_type: T.freeResources, base_ui_data: { resources: [{ id: 1, title: 'x', description: '', kind: 'podcast', url: 'https://x.example' }] } }], 'custom_templates[0].base_ui_data.resources[0].kind', 'Invalid option: expected one of "pdf"|"link"|"video"'],
    ['a select field without options', [{ theme_type: T.embedForm, base_ui_data: form('f', [{ name: 'exam', label: 'Exam', kind: 'select', required: true }]) }], 'custom_templates[0].base_ui_data.fields[0].options', 'required field missing (expected array)'],
    ['a framing origin with a path', [{ theme_type: T.embedForm, base_ui_data: { ...form('f'), allowed_embed_origins: ['https://x.example/page'] } }], 'custom_templates[0].base_ui_data.allowed_embed_origins[0]', 'must be an https origin such as https://www.example.edu'],
  ])('reports %s with its path and reason, and leaves the template out', (_what, templates, path, message) => {
    const { content, problems } = parseSiteContent(templates);
    expect(problems.map((p) => [p.path.join('.').replace(/\.(\d+)/g, '[$1]'), p.message])).toEqual([[path, message]]);
    expect(content.pages.length + content.segments.length + content.freeResources.length + content.embedForms.length).toBe(0);
    expect(content.about ?? content.apps).toBeNull();
  });

  it('refuses what must be unique: page names, form ids, field names, segment ids, one about-us', () => {
    const { content, problems } = parseSiteContent([
      { theme_type: T.customPage, base_ui_data: page('faq') },
      { theme_type: T.customPage, base_ui_data: page('faq') },
      { theme_type: T.embedForm, base_ui_data: form('a', [{ name: 'x', label: 'X', kind: 'text', required: true }, { name: 'x', label: 'Y', kind: 'name', required: true }]) },
      { theme_type: T.embedForm, base_ui_data: form('b') },
      { theme_type: T.embedForm, base_ui_data: form('b') },
      { theme_type: T.segments, base_ui_data: { segments: [{ id: 1, slug: 'a', name: 'A', description: 'A.', product_ids: [1] }, { id: 1, slug: 'b', name: 'B', description: 'B.', product_ids: [1] }] } },
      { theme_type: T.aboutUs, base_ui_data: { headline: 'One', body: 'x' } },
      { theme_type: T.aboutUs, base_ui_data: { headline: 'Two', body: 'y' } },
    ]);
    expect(problems.map((p) => p.message)).toEqual([
      'duplicate field name "x"',
      'duplicate segment id 1',
      'only one about_us_v1 template is allowed (first at custom_templates[6])',
      'duplicate page_name "faq" (first at custom_templates[0])',
      'duplicate form id "b" (first at custom_templates[3])',
    ]);
    expect(content.pages).toHaveLength(1);
    expect(content.embedForms.map((f) => f.id)).toEqual(['b']);
    expect(content.segments).toEqual([]);
    expect(content.about?.headline).toBe('One');
  });
});

describe('embedFormAnswers', () => {
  const callBack: Pick<EmbedForm, 'fields'> = {
    fields: [
      { name: 'full_name', label: 'Your name', kind: 'name', required: true },
      { name: 'email', label: 'E-mail', kind: 'email', required: true },
      { name: 'phone', label: 'Mobile', kind: 'phone', required: false },
      { name: 'goal', label: 'Preparing for', kind: 'select', required: true, options: ['JEE', 'NEET'] },
      { name: 'company', label: 'Company', kind: 'text', required: false, max_length: 5 },
      { name: 'consent', label: 'Call me', kind: 'checkbox', required: true },
      { name: 'news', label: 'Newsletter', kind: 'checkbox', required: false },
    ],
  };
  const schema = embedFormAnswers(callBack);
  const issues = (answers: unknown) => {
    const result = schema.safeParse(answers);
    return result.success ? [] : result.error.issues.map((i) => [i.path.join('.'), i.message]);
  };

  it('accepts good answers, trimmed, e-mail lower-cased, blank optional answers dropped', () => {
    expect(schema.parse({ full_name: ' Asha ', email: 'ASHA@Mail.example', phone: '  ', goal: 'NEET', company: '', consent: true, news: false })).toEqual({
      full_name: 'Asha', email: 'asha@mail.example', goal: 'NEET', consent: true, news: false,
    });
  });

  it("says SPEC.md section 5's words for the name, e-mail and phone fields", () => {
    expect(issues({ full_name: '', email: 'nope', phone: '123', goal: 'JEE', consent: true })).toEqual([
      ['full_name', VALIDATION_TEXT.nameRequired],
      ['email', VALIDATION_TEXT.emailInvalid],
      ['phone', VALIDATION_TEXT.phoneInvalid],
    ]);
    expect(issues({ full_name: 'A'.repeat(26), email: '', goal: 'JEE', consent: true })).toEqual([
      ['full_name', VALIDATION_TEXT.nameMax],
      ['email', VALIDATION_TEXT.emailInvalid],
    ]);
  });

  it('names the field a required answer is missing from, and refuses choices, lengths and keys the form does not allow', () => {
    expect(issues({})).toEqual([
      ['full_name', VALIDATION_TEXT.nameRequired],
      ['email', VALIDATION_TEXT.emailInvalid],
      ['goal', 'Preparing for is required'],
      ['consent', EMBED_FORM_TEXT.tick],
    ]);
    expect(issues({ full_name: 'A', email: 'a@b.co', goal: 'UPSC', company: 'Harbor', consent: false, extra: 'x' })).toEqual([
      ['goal', EMBED_FORM_TEXT.chooseOption],
      ['company', 'Maximum 5 characters allowed'],
      ['consent', EMBED_FORM_TEXT.tick],
      ['', EMBED_FORM_TEXT.unknownField],
    ]);
  });

  it("takes the page's own texts, keeping the placeholders' values", () => {
    const hindi = embedFormAnswers(callBack, { ...EMBED_FORM_TEXT, required: '{label} आवश्यक है', tooLong: 'अधिकतम {max} अक्षर' });
    const result = hindi.safeParse({ full_name: 'A', email: 'a@b.co', company: 'Harbor Code', consent: true });
    expect(result.error?.issues.map((i) => i.message)).toEqual(['Preparing for आवश्यक है', 'अधिकतम 5 अक्षर']);
  });
});
