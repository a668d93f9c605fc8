import { describe, expect, it } from 'vitest';
import { blocks, inline, isSafeHref, richText } from './rich-text.ts';

describe('richText (on escaped text)', () => {
  it('makes paragraphs of blank-line separated text, keeping single line breaks', () => {
    expect(richText('First line\nsecond line\n\n\nNext paragraph')).toBe('<p>First line<br>second line</p><p>Next paragraph</p>');
  });

  it('makes # and ## level-2 headings and ### level-3 headings, ending the block before them', () => {
    expect(richText('# Title\n## Section ##\nText under it\n### Detail')).toBe('<h2>Title</h2><h2>Section</h2><p>Text under it</p><h3>Detail</h3>');
    expect(richText('#hashtag is text')).toBe('<p>#hashtag is text</p>');
  });

  it('makes lists of - and * items, and numbered lists of 1. and 1) items', () => {
    expect(richText('- one\n* two\n\n1. first\n2) second\nafter')).toBe('<ul><li>one</li><li>two</li></ul><ol><li>first</li><li>second</li></ol><p>after</p>');
    expect(blocks('Intro\n- item\n- item 2')).toEqual([{ kind: 'p', lines: ['Intro'] }, { kind: 'ul', items: ['item', 'item 2'] }]);
    expect(richText('-not a list')).toBe('<p>-not a list</p>');
  });

  it('makes bold and links inline, bold inside a link text too', () => {
    expect(inline('A **bold** word and [a **strong** link](/learn/x)')).toBe('A <strong>bold</strong> word and <a href="/learn/x">a <strong>strong</strong> link</a>');
  });

  it('links only to https, mailto, tel, a path on the site or an anchor', () => {
    for (const url of ['https://x.example/a?b&#x3D;c', 'mailto:help@x.example', 'tel:+91 80 4718', '/learn/aboutus', '/', '#terms']) expect(isSafeHref(url), url).toBe(true);
    for (const url of ['javascript:alert(1)', 'http://x.example', '//evil.example', '/\\evil.example', 'data:text/html,x', 'vbscript:x', 'JaVaScRiPt:alert(1)', 'https://a b']) {
      expect(isSafeHref(url), url).toBe(false);
    }
    expect(inline('[click](javascript:alert(1))')).toBe('[click](javascript:alert(1))');
    expect(inline('[x](//evil.example/**y**)')).toBe('[x](//evil.example/<strong>y</strong>)');
  });

  it('keeps bold out of link targets', () => {
    expect(inline('[ok](https://x.example/**not-bold**)')).toBe('<a href="https://x.example/**not-bold**">ok</a>');
  });
});
