/**
 * Text for pdf-lib's standard fonts, which write WinAnsi only (docs/decisions/0034-invoice-pdf.md): anything else
 * becomes "?", so a name in another script never breaks the file.
 */
export const winAnsi = (text: string): string => text.replace(/[^\x20-\x7e\xa0-\xff]/g, '?');
