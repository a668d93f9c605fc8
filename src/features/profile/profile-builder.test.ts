import { describe, expect, it } from 'vitest';
import type { ProfileStatus } from '../../contract/auth.ts';
import { canSkip, changedValues, chooseTab, fieldsOfTab, initialValues, isRequiredMessage, needsCompletion, skipsLeft, tabsOf } from './profile-builder.ts';

const city = { key: 'city', label: 'City', mandatory: true, value: null };
const exam = { key: 'target_exam', label: 'Target exam', mandatory: false, value: 'JEE' };

const status = (over: Partial<ProfileStatus> = {}): ProfileStatus => ({
  fields: [city, exam],
  missing: ['city'],
  skips_used: 0,
  skip_limit: 2,
  completion_forced: false,
  ...over,
});

describe('profile sections', () => {
  it('puts mandatory fields in personal and optional ones in additional', () => {
    expect(fieldsOfTab([city, exam], 'personal')).toEqual([city]);
    expect(fieldsOfTab([city, exam], 'additional')).toEqual([exam]);
    expect(tabsOf([city, exam])).toEqual(['personal', 'additional']);
    expect(tabsOf([exam])).toEqual(['additional']);
    expect(tabsOf([])).toEqual([]);
  });

  it('opens the requested section, else the one with missing fields, else the first', () => {
    expect(chooseTab('additional', status())).toBe('additional');
    expect(chooseTab(null, status())).toBe('personal');
    expect(chooseTab('bogus', status({ missing: [] }))).toBe('personal');
    expect(chooseTab('personal', status({ fields: [exam], missing: [] }))).toBe('additional');
    expect(chooseTab(null, status({ fields: [], missing: [] }))).toBeNull();
  });
});

describe('skipping (SPEC.md section 5)', () => {
  it('allows skipping while mandatory fields are missing and the limit is not reached', () => {
    expect(canSkip(status())).toBe(true);
    expect(skipsLeft(status({ skips_used: 1 }))).toBe(1);
    expect(canSkip(status({ skips_used: 2, completion_forced: true }))).toBe(false);
    expect(skipsLeft(status({ skips_used: 5 }))).toBe(0);
  });

  it('has nothing to skip once the profile is complete', () => {
    const done = status({ fields: [{ ...city, value: 'Pune' }, exam], missing: [] });
    expect(needsCompletion(done)).toBe(false);
    expect(canSkip(done)).toBe(false);
  });
});

describe('the update request', () => {
  it('sends only changed values, trimmed, and an emptied field as ""', () => {
    expect(changedValues([city, exam], { city: ' Pune ', target_exam: 'JEE' })).toEqual({ city: 'Pune' });
    expect(changedValues([city, exam], { city: '', target_exam: '' })).toEqual({ target_exam: '' });
    expect(changedValues([city, exam], {})).toEqual({ target_exam: '' });
  });

  it('starts the form from the stored values', () => {
    expect(initialValues([city, exam])).toEqual({ city: '', target_exam: 'JEE' });
  });

  it("recognises the contract's required message of a field", () => {
    expect(isRequiredMessage(city, 'City is required')).toBe(true);
    expect(isRequiredMessage(city, 'Maximum 200 characters allowed')).toBe(false);
  });
});
