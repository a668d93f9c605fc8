/**
 * The test report certificate (SPEC.md's testReportCertificate) as a PDF, made in the browser with pdf-lib like the
 * invoice (docs/decisions/0034-invoice-pdf.md): the school, the learner, the test, the score, rank and percentile,
 * and when it was taken. Standard fonts write WinAnsi only, so the certificate is in English.
 */
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import { winAnsi } from '../../lib/pdf-text.ts';

export interface CertificateFacts {
  school: string;
  learner: string;
  test: string;
  score: number;
  maxScore: number;
  rank: number;
  candidates: number;
  percentile: number;
  /** Epoch ms of the submission. */
  takenAt: number;
  attempt: number;
}

const figure = (n: number) => new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }).format(n);

export async function certificatePdf(facts: CertificateFacts): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(winAnsi(`Test report certificate: ${facts.test}`));
  doc.setAuthor(winAnsi(facts.school));
  doc.setCreationDate(new Date(facts.takenAt));
  const [width, height] = [841.89, 595.28]; // A4, landscape
  const page = doc.addPage([width, height]);
  const regular = await doc.embedFont(StandardFonts.TimesRoman);
  const bold = await doc.embedFont(StandardFonts.TimesRomanBold);
  const ink = rgb(0.1, 0.12, 0.2);
  const muted = rgb(0.35, 0.38, 0.45);
  const centred = (text: string, y: number, size: number, font = regular, colour = ink) => {
    let safe = winAnsi(text);
    while (font.widthOfTextAtSize(safe, size) > width - 140 && safe.length > 4) safe = `${safe.slice(0, -4)}...`;
    page.drawText(safe, { x: (width - font.widthOfTextAtSize(safe, size)) / 2, y, size, font, color: colour });
  };
  page.drawRectangle({ x: 28, y: 28, width: width - 56, height: height - 56, borderColor: ink, borderWidth: 2 });
  page.drawRectangle({ x: 38, y: 38, width: width - 76, height: height - 76, borderColor: muted, borderWidth: 0.6 });
  centred(facts.school, 500, 22, bold);
  centred('TEST REPORT CERTIFICATE', 455, 30, bold);
  centred('This certifies that', 400, 14, regular, muted);
  centred(facts.learner, 360, 30, bold);
  centred(`took ${facts.test}`, 320, 16);
  const taken = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long' }).format(new Date(facts.takenAt));
  centred(`on ${taken} (attempt ${facts.attempt}) and scored`, 296, 16);
  centred(`${figure(facts.score)} out of ${figure(facts.maxScore)}`, 250, 28, bold);
  centred(`Rank ${facts.rank} of ${facts.candidates}   |   Percentile ${figure(facts.percentile)}`, 210, 16);
  centred('Rank among every evaluated attempt of this test at the school; percentile as NTA computes it.', 110, 10, regular, muted);
  return doc.save();
}
