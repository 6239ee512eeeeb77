import Papa from 'papaparse';

type Cell = string | number | null | undefined;

/**
 * A spreadsheet runs a text cell that begins with one of these as a formula (CSV injection):
 * such a cell gets a leading apostrophe, OWASP's advice, whatever follows the first character
 * (a text "-5" too). Only cells that are numbers in the program are written as plain numbers,
 * so a genuine negative quantity stays a number. Checked against the whole text, lines and all.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * CSV files for people to open in a spreadsheet (papaparse): RFC 4180 quoting, CRLF lines,
 * a UTF-8 byte order mark (so that Excel reads Chinese and Japanese right), and every text cell
 * that a spreadsheet would run as a formula defused: names and addresses are untrusted text.
 */
export function toCsv(header: string[], body: Cell[][]): string {
  return '\uFEFF' + Papa.unparse([header, ...body], { newline: '\r\n', escapeFormulae: FORMULA_START }) + '\r\n';
}

/** Sends a CSV file as a download. */
export function csvHeaders(filename: string) {
  return {
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': `attachment; filename="${filename.replace(/[^A-Za-z0-9._-]/g, '_')}"`,
    'cache-control': 'private, no-store',
  };
}
