import { describe, expect, it } from 'vitest';
import { createI18n } from '../../i18n/index.ts';
import { accessRows, accessStatus, expiryText, inLibraryTab, isExpired, libraryTab, libraryTabs, progressState, progressText } from './enrolment.ts';
import type { EnrolledCourse } from '../../contract/learning.ts';
import type { Invoice } from '../../contract/checkout.ts';

const t = createI18n({ language: 'en', languages: ['en'] }).t;
const hi = createI18n({ language: 'hi', languages: ['en', 'hi'] }).t;
const NOW = Date.parse('2026-11-20T10:00:00Z');

describe('progress', () => {
  it('says where the learner stands', () => {
    expect(progressState({ progress_percent: 0 })).toBe('not_started');
    expect(progressState({ progress_percent: 1 })).toBe('in_progress');
    expect(progressState({ progress_percent: 100 })).toBe('completed');
    expect(progressText({ progress_percent: 0 }, t)).toBe('Not started');
    expect(progressText({ progress_percent: 40 }, t)).toBe('40% complete');
    expect(progressText({ progress_percent: 100 }, t)).toBe('Completed');
    expect(progressText({ progress_percent: 40 }, hi)).toMatch(/40/);
  });
});

describe('expiry', () => {
  it('is "Expired" once the end has passed, the end date before, and none without an end', () => {
    expect(isExpired({ expires_at: '2026-11-20T09:59:59Z' }, NOW)).toBe(true);
    expect(isExpired({ expires_at: '2026-11-20T10:00:01Z' }, NOW)).toBe(false);
    expect(isExpired({ expires_at: null }, NOW)).toBe(false);
    expect(expiryText({ expires_at: '2026-01-03' }, NOW, 'en-IN', t)).toBe('Expired');
    expect(expiryText({ expires_at: '2027-03-31' }, NOW, 'en-IN', t)).toBe('Valid till 31 Mar 2027');
    expect(expiryText({ expires_at: null }, NOW, 'en-IN', t)).toBe('No expiry');
  });
});

describe('library tabs', () => {
  it('follow the school product order after "all"', () => {
    expect(libraryTabs([1, 4, 2, 3])).toEqual(['all', 'courses', 'testSeries', 'tests', 'bundles', 'downloads']);
    expect(libraryTabs([2, 2, 1])).toEqual(['all', 'tests', 'courses', 'downloads']);
  });

  it('take tabId from the address when it names a tab, else the first', () => {
    const tabs = libraryTabs([1, 2, 3, 4]);
    expect(libraryTab('?tabId=tests', tabs)).toBe('tests');
    expect(libraryTab('?tabId=downloads', tabs)).toBe('downloads');
    expect(libraryTab('?tabId=nope', tabs)).toBe('all');
    expect(libraryTab('', tabs)).toBe('all');
    expect(libraryTab('?tabId=bundles', libraryTabs([1]))).toBe('all');
  });

  it('hold the products of their type', () => {
    expect(inLibraryTab({ course_type: 4 }, 'testSeries')).toBe(true);
    expect(inLibraryTab({ course_type: 4 }, 'tests')).toBe(false);
    expect(inLibraryTab({ course_type: 3 }, 'all')).toBe(true);
  });
});

describe('access and purchases', () => {
  const now = Date.parse('2026-11-24T12:00:00.000Z');
  const owned = (id: number, expires_at: string | null) => ({ id, enrolment: { expires_at, enrolled_at: '2026-01-01T00:00:00.000Z' } }) as unknown as EnrolledCourse;
  const invoice = (number: number, productId: number, issued_at: string) => ({ number, issued_at, order: { product: { id: productId } } }) as unknown as Invoice;

  it('calls access ending within 30 days ending soon, in whole days left', () => {
    expect(accessStatus({ expires_at: null }, now)).toEqual({ status: 'unlimited', daysLeft: null });
    expect(accessStatus({ expires_at: '2026-11-25T11:00:00.000Z' }, now)).toEqual({ status: 'ending', daysLeft: 1 });
    expect(accessStatus({ expires_at: '2026-12-24T12:00:00.000Z' }, now)).toEqual({ status: 'ending', daysLeft: 30 });
    expect(accessStatus({ expires_at: '2026-12-24T12:00:01.000Z' }, now)).toEqual({ status: 'active', daysLeft: 31 });
    expect(accessStatus({ expires_at: '2026-11-24T12:00:00.000Z' }, now)).toEqual({ status: 'ended', daysLeft: 0 });
  });

  it('lists ending access first and ended access last, each with the invoice of its latest purchase', () => {
    const rows = accessRows(
      [owned(1, '2027-06-01T00:00:00.000Z'), owned(2, '2026-01-01T00:00:00.000Z'), owned(3, '2026-12-01T00:00:00.000Z'), owned(4, null)],
      [invoice(7, 3, '2026-01-01T00:00:00.000Z'), invoice(9, 3, '2026-06-01T00:00:00.000Z'), invoice(8, 1, '2026-02-01T00:00:00.000Z')],
      now,
    );
    expect(rows.map((r) => [r.course.id, r.status, r.invoice?.number ?? null])).toEqual([
      [3, 'ending', 9],
      [1, 'active', 8],
      [4, 'unlimited', null],
      [2, 'ended', null],
    ]);
  });
});
