import { describe, expect, it } from 'vitest';
import { RICH_TEXT_TAGS } from './rich-text.ts';
import { checkTemplate, renderEscaped, renderTemplate, TemplateError } from './template.ts';
import { templateContext } from './template-context.ts';

const HOSTILE = '<script>alert("pwned")</script><img src=x onerror=alert(1)>';

const context = {
  school: { name: `Nova ${HOSTILE}`, support_email: 'help@nova.example' },
  support: { email: 'help@nova.example', mobile: '+91 80 4718 2200' },
  courses: [
    { title: 'Physics <b>Complete</b>', url: '/learn/physics' },
    { title: 'Maths & "More"', url: '/learn/maths' },
  ],
  links: { store: '/learn', forms: '/learn/embed-forms' },
};

/** Every tag name in an HTML string. */
const tags = (html: string): string[] => [...html.matchAll(/<\/?([a-zA-Z][a-zA-Z0-9-]*)/g)].map((m) => m[1]!.toLowerCase());

describe('renderTemplate', () => {
  it('prints variables escaped: markup in the school data comes out as text', () => {
    const html = renderTemplate('Welcome to {{school.name}}.', context);
    expect(html).toBe('<p>Welcome to Nova &lt;script&gt;alert(&quot;pwned&quot;)&lt;/script&gt;&lt;img src&#x3D;x onerror&#x3D;alert(1)&gt;.</p>');
    expect(tags(html)).toEqual(['p', 'p']);
  });

  it("escapes the template's own text too: a body cannot carry markup", () => {
    const html = renderTemplate(`Hello ${HOSTILE} <a href="javascript:alert(1)">x</a> <style>body{display:none}</style>`, context);
    expect(tags(html)).toEqual(['p', 'p']);
    expect(html).toContain('&lt;script&gt;');
    expect(html).toContain('&lt;a href&#x3D;&quot;javascript:alert(1)&quot;&gt;');
  });

  it('walks #each, #if, #unless and #with, and lays the result out as headings, lists and links', () => {
    const source = [
      '## Courses at {{school.name}}',
      '{{#each courses}}',
      '- [{{title}}]({{url}}) ({{@index}})',
      '{{/each}}',
      '',
      '{{#if support.email}}Write to [us](mailto:{{support.email}}).{{/if}}{{#unless support.fax}} No fax.{{/unless}}',
      '{{#with links}}[Store]({{store}}){{/with}}',
    ].join('\n');
    const html = renderTemplate(source, context);
    expect(html).toBe(
      '<h2>Courses at Nova &lt;script&gt;alert(&quot;pwned&quot;)&lt;/script&gt;&lt;img src&#x3D;x onerror&#x3D;alert(1)&gt;</h2>' +
        '<ul><li><a href="/learn/physics">Physics &lt;b&gt;Complete&lt;/b&gt;</a> (0)</li><li><a href="/learn/maths">Maths &amp; &quot;More&quot;</a> (1)</li></ul>' +
        '<p>Write to <a href="mailto:help@nova.example">us</a>. No fax.<br><a href="/learn">Store</a></p>',
    );
    expect(new Set(tags(html))).toEqual(new Set(['h2', 'ul', 'li', 'a', 'p', 'br']));
  });

  it('never emits a tag outside the rich-text subset, whatever the template and data', () => {
    const source = `# {{school.name}}\n**${HOSTILE}** [x](javascript:alert(1)) [y](//evil.example) [z](/\\evil.example) [w](https://ok.example/?a=1&b=2)\n1. {{#each courses}}{{title}}{{/each}}\n- <iframe src="https://evil.example">`;
    const html = renderTemplate(source, context);
    for (const tag of tags(html)) expect(RICH_TEXT_TAGS.has(tag), tag).toBe(true);
    expect(html).not.toMatch(/href="(?!https:\/\/ok\.example)/);
    expect(html).toContain('<a href="https://ok.example/?a&#x3D;1&amp;b&#x3D;2">w</a>');
    expect(html).toContain('[x](javascript:alert(1))');
  });
});

describe('the template subset', () => {
  it.each([
    ['triple-stash', '{{{school.name}}}', '{{{…}}} and {{& …}} print markup unescaped and are not allowed: use {{…}} (line 1, column 1)'],
    ['the ampersand form', 'Hi {{& school.name}}', '{{{…}}} and {{& …}} print markup unescaped and are not allowed: use {{…}} (line 1, column 4)'],
    ['a partial', '{{> header}}', 'partials ({{> …}}) are not allowed (line 1, column 1)'],
    ['a partial block', '{{#> layout}}x{{/layout}}', 'partials ({{> …}}) are not allowed (line 1, column 1)'],
    ['a helper call', '{{lookup school "name"}}', 'helper "lookup" is not allowed (only #each, #if, #unless and #with) (line 1, column 1)'],
    ['log', '{{log school}}', 'helper "log" is not allowed (only #each, #if, #unless and #with) (line 1, column 1)'],
    ['a sub-expression', '{{#if (lookup school "name")}}x{{/if}}', '{{#if}} takes exactly one variable, e.g. {{#if courses}} (line 1, column 1)'],
    ['an unknown block', '{{#school}}{{name}}{{/school}}', 'block "school" is not allowed (only #each, #if, #unless and #with) (line 1, column 1)'],
    ['a raw block', '{{{{raw}}}}{{x}}{{{{/raw}}}}', 'block "raw" is not allowed (only #each, #if, #unless and #with) (line 1, column 1)'],
    ['a decorator', '{{* inline}}', 'decorators ({{* …}}) are not allowed (line 1, column 1)'],
    ['a hash argument', '{{#each courses key="x"}}{{/each}}', '{{#each}} takes exactly one variable, e.g. {{#each courses}} (line 1, column 1)'],
    ['a literal', '{{"text"}}', '{{…}} must name a variable (line 1, column 1)'],
    ['broken syntax', 'Hello {{school.name', 'cannot read the template: Parse error on line 1'],
  ])('refuses %s', (_what, source, message) => {
    expect(() => checkTemplate(source)).toThrow(new TemplateError(message));
    expect(() => renderTemplate(source, context)).toThrow(TemplateError);
  });

  it('is strict: a variable the context does not have is an error, not an empty string', () => {
    expect(() => renderEscaped('Hi {{school.nmae}}', context)).toThrow(new TemplateError('unknown variable "nmae" (line 1, column 6)'));
    expect(() => renderEscaped('{{#each courses}}{{titel}}{{/each}}', context)).toThrow('unknown variable "titel"');
  });

  it('keeps prototype properties out of reach: they print nothing and lead nowhere', () => {
    for (const source of ['{{constructor}}', '{{school.constructor}}', '{{school.__proto__}}', '{{__proto__}}']) expect(renderEscaped(source, context), source).toBe('');
    expect(() => renderEscaped('{{constructor.name}}', context)).toThrow(TemplateError);
    expect(renderEscaped('{{#with school}}{{support_email}}{{/with}}', context)).toBe('help@nova.example');
  });
});

describe('templateContext', () => {
  it('gives templates the school, its support contacts, live public courses (newest first, at most 6), categories, teachers, counts and links', () => {
    const course = (id: number, published_at: string, extra: object = {}) => ({
      id, course_type: 1 as const, seo_title: `course-${id}`, title: `Course ${id}`, short_description: `About ${id}.`, display_status: 'live' as const,
      access: 'public_access' as const, published_at, category_ids: [1], ...extra,
    });
    const products = [
      ...Array.from({ length: 8 }, (_, i) => course(i + 1, `2026-0${i + 1}-01`)),
      course(20, '2026-12-01', { display_status: 'expired' }),
      course(21, '2026-12-02', { access: 'private_access' }),
      { ...course(30, '2026-12-03'), course_type: 2 as const },
    ];
    const ctx = templateContext({
      config: { school_name: 'Nova', title: 'Nova Academy', description: 'JEE and NEET.', support_email: 'help@nova.example', support_mobile: '+91 1', base_prefix: 'learn' },
      products,
      categories: [{ id: 1, name: 'JEE', custom_name: 'jee', description: 'Engineering.' }],
      teachers: [{ name: 'Meera', headline: 'Physics' }],
    });
    expect(ctx.courses.map((c) => c.title)).toEqual(['Course 8', 'Course 7', 'Course 6', 'Course 5', 'Course 4', 'Course 3']);
    expect(ctx.courses[0]).toEqual({ title: 'Course 8', short_description: 'About 8.', url: '/learn/course-8' });
    expect(ctx.categories).toEqual([{ name: 'JEE', description: 'Engineering.', url: '/learn/categories/jee', product_count: 11 }]);
    expect(ctx.stats).toMatchObject({ products: 11, courses: 10, tests: 1, teachers: 1, categories: 1 });
    expect(ctx.links).toMatchObject({ store: '/learn', about: '/learn/aboutus', forms: '/learn/embed-forms', legal: '/learn/account/legal-docs' });
    expect(ctx.support).toEqual({ email: 'help@nova.example', mobile: '+91 1' });
  });
});
