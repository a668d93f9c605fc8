import { describe, expect, it } from 'vitest';
import { descriptionBlocks } from './description.ts';

describe('descriptionBlocks', () => {
  it('splits paragraphs on blank lines and turns "- " lines into lists', () => {
    expect(descriptionBlocks('Intro line.\n\nThis includes:\n- One\n- Two\nAfter.')).toEqual([
      { kind: 'p', text: 'Intro line.' },
      { kind: 'p', text: 'This includes:' },
      { kind: 'ul', items: ['One', 'Two'] },
      { kind: 'p', text: 'After.' },
    ]);
  });
});
