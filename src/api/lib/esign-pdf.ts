/**
 * The PDFs of a signed document (docs/decisions/0080-e-signed-documents.md), with pdf-lib: the document as the
 * learner reads it, the same bytes for the same text (no clock, no random id in it), so its SHA-256 names it; and the
 * signed copy, that document with a signature page added, signed PAdES by @signpdf with the school's key.
 */
import { pdflibAddPlaceholder } from '@signpdf/placeholder-pdf-lib';
import { SignPdf } from '@signpdf/signpdf';
import { SUBFILTER_ETSI_CADES_DETACHED } from '@signpdf/utils';
import { Buffer } from 'node:buffer';
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import type { LegalDocument } from '../../contract/esign.ts';
import { winAnsi } from '../../lib/pdf-text.ts';
import { PadesSigner, type KeyAndCertificate } from './esign-crypto.ts';

const A4 = [595.28, 841.89] as const;
const MARGIN = 56;
const WIDTH = A4[0] - 2 * MARGIN;
const INK = rgb(0.11, 0.12, 0.16);
const MUTED = rgb(0.36, 0.38, 0.44);
const KIND_TITLE = { enrolment_agreement: 'Enrolment agreement', parent_consent: "Parent's or guardian's consent" } as const;

/** `text` broken into lines no wider than `width` at `size`; a word too long for a line is cut. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of winAnsi(text).split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) <= width) {
      line = next;
      continue;
    }
    if (line) lines.push(line);
    let rest = word;
    while (font.widthOfTextAtSize(rest, size) > width) {
      let cut = rest.length - 1;
      while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > width) cut--;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    line = rest;
  }
  if (line) lines.push(line);
  return lines;
}

/** Writes lines down the page, starting new pages as they fill. */
class Writer {
  readonly pdf: PDFDocument;
  readonly font: PDFFont;
  readonly bold: PDFFont;
  page: PDFPage;
  y: number;
  constructor(pdf: PDFDocument, font: PDFFont, bold: PDFFont) {
    this.pdf = pdf;
    this.font = font;
    this.bold = bold;
    this.page = pdf.addPage([...A4]);
    this.y = A4[1] - MARGIN;
  }

  room(height: number): void {
    if (this.y - height >= MARGIN + 24) return;
    this.page = this.pdf.addPage([...A4]);
    this.y = A4[1] - MARGIN;
  }

  text(text: string, { size = 11, bold = false, colour = INK, gap = 4 } = {}): void {
    const font = bold ? this.bold : this.font;
    for (const line of wrap(text, font, size, WIDTH)) {
      this.room(size + gap);
      this.y -= size;
      this.page.drawText(line, { x: MARGIN, y: this.y, size, font, color: colour });
      this.y -= gap;
    }
  }

  space(points: number): void {
    this.y -= points;
  }
}

function footers(pdf: PDFDocument, font: PDFFont, left: string): void {
  const pages = pdf.getPages();
  pages.forEach((page, i) => {
    page.drawText(winAnsi(left).slice(0, 90), { x: MARGIN, y: MARGIN - 24, size: 8, font, color: MUTED });
    const number = `Page ${i + 1} of ${pages.length}`;
    page.drawText(number, { x: A4[0] - MARGIN - font.widthOfTextAtSize(number, 8), y: MARGIN - 24, size: 8, font, color: MUTED });
  });
}

export interface DocumentFacts {
  school: string;
  course: string;
  document: LegalDocument;
}

/**
 * The document as the learner reads and signs it. Its metadata dates are the document's version day, not the
 * clock, so rendering the same text again gives the same bytes, and the hash the learner saw still names it.
 */
export async function documentPdf({ school, course, document }: DocumentFacts): Promise<Uint8Array> {
  const pdf = await PDFDocument.create({ updateMetadata: false });
  const day = new Date(`${document.version}T00:00:00Z`);
  pdf.setTitle(winAnsi(document.title));
  pdf.setAuthor(winAnsi(school));
  pdf.setSubject(winAnsi(`${KIND_TITLE[document.kind]}: ${course}`));
  pdf.setProducer('Schoolfront');
  pdf.setCreator('Schoolfront');
  pdf.setCreationDate(day);
  pdf.setModificationDate(day);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const out = new Writer(pdf, font, bold);
  out.text(school, { size: 10, colour: MUTED });
  out.space(6);
  out.text(document.title, { size: 20, bold: true, gap: 6 });
  out.text(`${KIND_TITLE[document.kind]} for ${course}`, { size: 11, colour: MUTED });
  out.text(`In effect from ${document.version}`, { size: 11, colour: MUTED });
  out.space(14);
  for (const paragraph of document.body.replace(/\r\n?/g, '\n').split(/\n\s*\n/)) {
    const text = paragraph.replace(/\s+/g, ' ').trim();
    if (!text) continue;
    out.text(text, { size: 11, gap: 5 });
    out.space(8);
  }
  footers(pdf, font, `${school} - ${document.title} (${document.version})`);
  return pdf.save({ useObjectStreams: false });
}

/** Whether pdf-lib can place the learner's mark: a PNG it decodes, of a sensible size. */
export async function readableMark(png: Uint8Array): Promise<boolean> {
  try {
    const image = await (await PDFDocument.create()).embedPng(png);
    return image.width >= 16 && image.height >= 8 && image.width <= 4000 && image.height <= 4000;
  } catch {
    return false;
  }
}

export interface Signing {
  name: string;
  markPng: Uint8Array;
  markKind: 'typed' | 'drawn';
  documentSha256: string;
  at: Date;
  address: string;
  userAgent: string;
}

/**
 * The signed copy: the document's pages, then a signature page with the learner's mark and the audit trail, the
 * whole file signed PAdES (ETSI.CAdES.detached) with the school's key, its certificate and the CA's in the CMS.
 */
export async function signedPdf(documentBytes: Uint8Array, facts: DocumentFacts, signing: Signing, key: KeyAndCertificate, chain: readonly string[]): Promise<Uint8Array> {
  const pdf = await PDFDocument.load(documentBytes, { updateMetadata: false });
  pdf.setModificationDate(signing.at);
  const mark = await pdf.embedPng(signing.markPng);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const out = new Writer(pdf, font, bold);
  const { document } = facts;
  out.text('Signature', { size: 18, bold: true, gap: 8 });
  out.text(`${signing.name} read "${document.title}" (in effect from ${document.version}) for ${facts.course} at ${facts.school}, and agreed to it by signing below.`, { gap: 5 });
  out.space(16);
  const box = { w: 260, h: 90 };
  const scale = Math.min(box.w / mark.width, box.h / mark.height, 1);
  out.room(box.h + 40);
  out.y -= box.h;
  out.page.drawImage(mark, { x: MARGIN, y: out.y, width: mark.width * scale, height: mark.height * scale });
  out.y -= 4;
  out.page.drawLine({ start: { x: MARGIN, y: out.y }, end: { x: MARGIN + box.w, y: out.y }, thickness: 0.75, color: MUTED });
  out.space(6);
  out.text(`${signing.name} (${signing.markKind === 'drawn' ? 'drawn signature' : 'typed signature'})`, { size: 10, colour: MUTED });
  out.space(16);
  out.text('Audit trail', { size: 13, bold: true, gap: 6 });
  const rows: [string, string][] = [
    ['Signed at (UTC)', signing.at.toISOString()],
    ['From address', signing.address],
    ['User agent', signing.userAgent || 'unknown'],
    ['Document', `${document.title}, version ${document.version} (${document.id})`],
    ['Document SHA-256', signing.documentSha256],
  ];
  for (const [label, value] of rows) {
    out.text(label, { size: 9, bold: true, colour: MUTED, gap: 2 });
    out.text(value, { size: 10, gap: 6 });
  }
  out.space(10);
  out.text(
    `The SHA-256 above is the hash of the document the learner read, as a PDF. ${facts.school} signed this whole file with its key: any change to it breaks that signature, which a PDF reader shows.`,
    { size: 9, colour: MUTED },
  );
  pdflibAddPlaceholder({
    pdfDoc: pdf,
    reason: winAnsi(`${document.title} signed by ${signing.name}`),
    contactInfo: winAnsi(facts.school),
    name: winAnsi(facts.school),
    location: 'Online',
    signingTime: signing.at,
    signatureLength: 8192,
    subFilter: SUBFILTER_ETSI_CADES_DETACHED,
    widgetRect: [0, 0, 0, 0],
    appName: 'Schoolfront',
  });
  // Without object streams the placeholder's dictionary stays plain text, where @signpdf finds the byte range.
  const unsigned = await pdf.save({ useObjectStreams: false });
  const signed = await new SignPdf().sign(Buffer.from(unsigned), new PadesSigner(key, chain), signing.at);
  return new Uint8Array(signed);
}
