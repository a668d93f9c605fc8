import { describe, expect, it } from 'vitest';
import { isHonestText } from './public-text.ts';

describe('isHonestText', () => {
  it('keeps names in any script, with the joiners scripts and emoji need', () => {
    for (const name of ['Meera Iyer', 'José Álvarez', 'मीरा अय्यर', 'क्\u200Dष', 'र्\u200Cय', '👩\u200D💻 Asha', 'Zoë 🙂']) expect(isHonestText(name), name).toBe(true);
  });

  it('refuses direction overrides, zero-width characters and unpaired surrogates', () => {
    for (const name of ['Meera \u202Eexe.gnp', 'a\u2066b\u2069', 'Mee\u200Bra', 'Mee\u200Dra', 'Mee\u200Cra', '\uFEFFMeera', 'Meera \uD800', 'Meera \uDC00x']) {
      expect(isHonestText(name), JSON.stringify(name)).toBe(false);
    }
  });
});
