import type ExcelJS from 'exceljs';
import type * as FileType from 'file-type';
import type Nodemailer from 'nodemailer';
import type PDFKit from 'pdfkit';
import type Sharp from 'sharp';

// Libraries only a few requests need, loaded at their first use rather than at start: exceljs takes
// ~0.3 s to load and pdfkit ~0.1 s, a fifth of `npm start`'s time to a healthy answer (issue 15);
// sharp and file-type (uploads) ~0.2 s each, nodemailer (email, with an SMTP server configured) ~0.1 s.

/** A CommonJS package's export, whether the import gives it as the default or as the module. */
const exported = <T>(m: unknown) => ((m as { default?: T }).default ?? m) as T;

let excel: Promise<typeof ExcelJS> | undefined;
/** exceljs (reading and writing XLSX files). */
export const loadExcel = () => (excel ??= import('exceljs').then((m) => exported<typeof ExcelJS>(m)));

let pdf: Promise<typeof PDFKit> | undefined;
/** pdfkit's document class (receipts and other PDFs). */
export const loadPdfKit = () => (pdf ??= import('pdfkit').then((m) => exported<typeof PDFKit>(m)));

let sharp: Promise<typeof Sharp> | undefined;
/** sharp (decoding, resizing and encoding images). */
export const loadSharp = () => (sharp ??= import('sharp').then((m) => exported<typeof Sharp>(m)));

let fileType: Promise<typeof FileType> | undefined;
/** file-type (what a file's bytes are). */
export const loadFileType = () => (fileType ??= import('file-type'));

let nodemailer: Promise<typeof Nodemailer> | undefined;
/** nodemailer (email through SMTP). */
export const loadNodemailer = () => (nodemailer ??= import('nodemailer').then((m) => exported<typeof Nodemailer>(m)));
