import type ExcelJS from 'exceljs';
import type PDFKit from 'pdfkit';

// Libraries only a few requests need, loaded at their first use rather than at start: exceljs takes
// ~0.3 s to load and pdfkit ~0.1 s, a fifth of `npm start`'s time to a healthy answer (issue 15).

let excel: Promise<typeof ExcelJS> | undefined;
/** exceljs (reading and writing XLSX files). */
export const loadExcel = () => (excel ??= import('exceljs').then((m) => ((m as { default?: typeof ExcelJS }).default ?? m) as typeof ExcelJS));

let pdf: Promise<typeof PDFKit> | undefined;
/** pdfkit's document class (receipts and other PDFs). */
export const loadPdfKit = () => (pdf ??= import('pdfkit').then((m) => ((m as { default?: typeof PDFKit }).default ?? m) as typeof PDFKit));
