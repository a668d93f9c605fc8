import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { certificatePdf } from './certificate-pdf.ts';

const facts = {
  school: 'Nova Academy', learner: 'मीरा Pillai', test: 'NEET UG Full Mock Test 1', score: 512.5, maxScore: 720, rank: 37, candidates: 288,
  percentile: 87.5, takenAt: Date.UTC(2026, 10, 24, 9, 30), attempt: 2,
};

describe('certificatePdf', () => {
  it('writes one landscape A4 page titled with the test, even with a name in another script', async () => {
    const doc = await PDFDocument.load(await certificatePdf(facts));
    expect(doc.getPageCount()).toBe(1);
    const { width, height } = doc.getPage(0).getSize();
    expect(width).toBeGreaterThan(height);
    expect(doc.getTitle()).toBe('Test report certificate: NEET UG Full Mock Test 1');
    expect(doc.getAuthor()).toBe('Nova Academy');
  });

  it('fits a very long test name on the page', async () => {
    const doc = await PDFDocument.load(await certificatePdf({ ...facts, test: 'A very long test name '.repeat(20).trim() }));
    expect(doc.getPageCount()).toBe(1);
  });
});
