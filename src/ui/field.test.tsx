import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Field, fieldIds } from './field.tsx';

describe('fieldIds', () => {
  it('describes the input by its hint and its error, in that order, only when they are there', () => {
    expect(fieldIds('email', { hint: false, error: false })).toEqual({ hintId: 'email-hint', errorId: 'email-error', describedBy: undefined });
    expect(fieldIds('email', { hint: true, error: false }).describedBy).toBe('email-hint');
    expect(fieldIds('email', { hint: false, error: true }).describedBy).toBe('email-error');
    expect(fieldIds('email', { hint: true, error: true }).describedBy).toBe('email-hint email-error');
  });
});

describe('Field', () => {
  const render = (error?: string) =>
    renderToStaticMarkup(
      <Field id="phone" label="Phone" hint="10 digits" error={error} errorTestId="phone-error">
        {(input) => <input {...input} />}
      </Field>,
    );

  it('ties the label to the input and keeps an empty alert region while valid', () => {
    const html = render();
    expect(html).toContain('<label for="phone"');
    expect(html).toMatch(/<input id="phone"[^>]*aria-describedby="phone-hint"/);
    expect(html).not.toContain('aria-invalid');
    expect(html).toMatch(/<p id="phone-error" role="alert"[^>]*data-testid="phone-error"><\/p>/);
  });

  it('marks the input invalid and says why, with an icon that screen readers skip', () => {
    const html = render('This is invalid number.');
    expect(html).toMatch(/<input id="phone"[^>]*aria-invalid="true"[^>]*aria-describedby="phone-hint phone-error"/);
    expect(html).toMatch(/<p id="phone-error" role="alert"[^>]*><svg[^>]*aria-hidden="true"[^>]*>.*<span>This is invalid number\.<\/span><\/p>/);
  });
});
