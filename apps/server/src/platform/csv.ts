/**
 * CSV files for people to open in a spreadsheet: RFC 4180 quoting, CRLF lines, a UTF-8 byte
 * order mark (so that Excel reads Chinese and Japanese right), and cells that a spreadsheet
 * would run as a formula (=, +, -, @, tab, CR at the start) defused with a leading apostrophe:
 * end customers' names and addresses are untrusted text.
 */
export function toCsv(header: string[], body: (string | number | null | undefined)[][]): string {
  const cell = (value: string | number | null | undefined) => {
    if (value === null || value === undefined) return '';
    if (typeof value === 'number') return String(value);
    const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
    return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  return '\uFEFF' + [header, ...body].map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
}

/** Sends a CSV file as a download. */
export function csvHeaders(filename: string) {
  return {
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': `attachment; filename="${filename.replace(/[^A-Za-z0-9._-]/g, '_')}"`,
    'cache-control': 'private, no-store',
  };
}
