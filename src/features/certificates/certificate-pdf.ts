/**
 * The course certificate as a PDF, made in the browser with pdf-lib like the invoice and the test certificate
 * (docs/decisions/0034-invoice-pdf.md, 0047-course-certificates.md): landscape A4 in the school's colours, its logo
 * (rasterised by the page, pdf-lib takes no SVG), the learner, the course, the date, and the verification code with
 * a QR code of the verification page. Standard fonts write WinAnsi only, so the certificate is in English.
 */
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import { winAnsi } from '../../lib/pdf-text.ts';

export interface CertificatePdfFacts {
  school: string;
  learner: string;
  course: string;
  /** ISO date of issue. */
  issuedAt: string;
  code: string;
  /** The verification page's full address, which the QR code holds. */
  verifyUrl: string;
  /** `#rrggbb` of the school's theme. */
  primary: string;
  text: string;
  /** PNG bytes of the school's logo and of the QR code. */
  logoPng: Uint8Array | null;
  qrPng: Uint8Array;
}

const colour = (hex: string) => {
  const n = Number.parseInt(hex.replace('#', '').slice(0, 6), 16);
  return rgb(((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255);
};

export async function courseCertificatePdf(facts: CertificatePdfFacts): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(winAnsi(`Certificate: ${facts.course}`));
  doc.setAuthor(winAnsi(facts.school));
  doc.setSubject(winAnsi(`Verification code ${facts.code}`));
  doc.setCreationDate(new Date(facts.issuedAt));
  const [width, height] = [841.89, 595.28]; // A4, landscape
  const page = doc.addPage([width, height]);
  const serif = await doc.embedFont(StandardFonts.TimesRoman);
  const serifBold = await doc.embedFont(StandardFonts.TimesRomanBold);
  const sans = await doc.embedFont(StandardFonts.Helvetica);
  const brand = colour(facts.primary);
  const ink = colour(facts.text);
  const muted = rgb(0.38, 0.4, 0.47);
  const centred = (text: string, y: number, size: number, font = serif, tone = ink) => {
    let safe = winAnsi(text);
    while (font.widthOfTextAtSize(safe, size) > width - 200 && safe.length > 4) safe = `${safe.slice(0, -4)}...`;
    page.drawText(safe, { x: (width - font.widthOfTextAtSize(safe, size)) / 2, y, size, font, color: tone });
  };

  page.drawRectangle({ x: 0, y: 0, width, height: 14, color: brand });
  page.drawRectangle({ x: 0, y: height - 14, width, height: 14, color: brand });
  page.drawRectangle({ x: 30, y: 30, width: width - 60, height: height - 60, borderColor: brand, borderWidth: 2 });
  let top = height - 70;
  if (facts.logoPng) {
    const logo = await doc.embedPng(facts.logoPng);
    const scale = 44 / logo.height;
    page.drawImage(logo, { x: (width - logo.width * scale) / 2, y: top - 44, width: logo.width * scale, height: 44 });
    top -= 56;
  }
  centred(facts.school, top - 14, 18, serifBold);
  centred('CERTIFICATE OF COMPLETION', top - 62, 30, serifBold, brand);
  centred('This certifies that', top - 110, 14, serif, muted);
  centred(facts.learner, top - 152, 32, serifBold);
  centred('has completed the course', top - 188, 14, serif, muted);
  centred(facts.course, top - 222, 22, serifBold);
  const issued = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long' }).format(new Date(facts.issuedAt));
  centred(`Issued on ${issued}`, top - 256, 14);

  const qr = await doc.embedPng(facts.qrPng);
  const size = 92;
  page.drawImage(qr, { x: width - 60 - size, y: 52, width: size, height: size });
  page.drawText(`Verification code: ${facts.code}`, { x: 60, y: 86, size: 12, font: sans, color: ink });
  page.drawText(winAnsi(`Verify at ${facts.verifyUrl}`), { x: 60, y: 68, size: 9, font: sans, color: muted });
  return doc.save();
}
