import { describe, expect, it } from 'vitest';
import { initials } from './initials.ts';

describe('initials', () => {
  it('takes the first and last words of the name', () => {
    expect(initials('Asha Verma')).toBe('AV');
    expect(initials('  asha   k  verma ')).toBe('AV');
    expect(initials('Asha')).toBe('A');
  });

  it('keeps whole characters', () => {
    expect(initials('क्षितिज शर्मा')).toBe('क्षिश');
    expect(initials('Émile Zola')).toBe('ÉZ');
  });

  it("falls back to the e-mail's first letter, else nothing", () => {
    expect(initials('', 'learner@nova.example')).toBe('L');
    expect(initials(null, null)).toBe('');
  });
});
