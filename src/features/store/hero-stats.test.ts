import { describe, expect, it } from 'vitest';
import { createI18n } from '../../i18n/index.ts';
import { heroStats } from './store-page.tsx';

describe("the store hero's counts", () => {
  it('puts each count in its own plural, in English and in Hindi', () => {
    const i18n = createI18n({ language: 'en', languages: ['hi'] });
    const en = i18n.getFixedT('en');
    const hi = i18n.getFixedT('hi');
    expect(heroStats(en, 16, 1)).toBe('16 products in 1 category');
    expect(heroStats(en, 1, 3)).toBe('1 product in 3 categories');
    expect(heroStats(hi, 16, 1)).toBe('1 श्रेणी में 16 उत्पाद');
    expect(heroStats(hi, 16, 3)).toBe('3 श्रेणियों में 16 उत्पाद');
  });
});
