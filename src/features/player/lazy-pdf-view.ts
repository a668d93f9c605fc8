/**
 * The PDF viewer (pdf.js), loaded when a page first shows a PDF: the feed's pdf posts read in it too. Its own
 * module, so the feature's entry imports nothing lazily but its prerendered pages and additions (the store sheet's
 * walk, src/styles/store-sheet.ts, reads those), and nothing imports pdf.js on the server (it warns under Node).
 */
export const loadPdfView = () => import('./pdf-view.tsx').then((m) => ({ default: m.PdfView }));
