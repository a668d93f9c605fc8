import { describe, expect, it } from 'vitest';
import { contrastProblems, contrastRatio } from './contrast.ts';
import { loadTenants } from './load.ts';

describe('contrastRatio', () => {
  it('matches the WCAG reference values', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  it('reports a pair below AA', () => {
    const scheme = { primary: '#777777', onPrimary: '#ffffff', accent: '#000000', background: '#ffffff', surface: '#ffffff', text: '#000000', mutedText: '#000000', border: '#cccccc' };
    expect(contrastProblems(scheme)).toEqual([
      'onPrimary on primary: 4.48:1 (needs 4.5:1)',
      'primary on background: 4.48:1 (needs 4.5:1)',
      'primary on surface: 4.48:1 (needs 4.5:1)',
    ]);
  });
});

const tenants = await loadTenants();

describe('every school theme', () => {
  it.each(tenants.flatMap((t) => (['light', 'dark'] as const).map((mode) => [t.slug, mode, t] as const)))('%s %s is readable (WCAG AA)', (_slug, mode, tenant) => {
    expect(contrastProblems(tenant.config.theme_config.base_ui_data[mode])).toEqual([]);
  });
});
