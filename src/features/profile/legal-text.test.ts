import { describe, expect, it } from 'vitest';
import { paragraphs } from './legal-text.ts';

describe('legal text paragraphs', () => {
  it('splits on blank lines and keeps line breaks inside a paragraph', () => {
    expect(paragraphs('One.\r\n\r\nTwo, line a\nline b\n\n\n  \nThree.')).toEqual([['One.'], ['Two, line a', 'line b'], ['Three.']]);
  });

  it('keeps markup as text', () => {
    expect(paragraphs('<script>alert(1)</script>')).toEqual([['<script>alert(1)</script>']]);
  });

  it('gives nothing for blank text', () => {
    expect(paragraphs(' \n \n')).toEqual([]);
  });
});
