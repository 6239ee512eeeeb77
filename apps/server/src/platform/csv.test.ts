import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

/** Reads a CSV the way a spreadsheet import would: BOM off, CRLF rows, RFC 4180 quotes. */
const parse = (csv: string) => Papa.parse<string[]>(csv.replace(/^\ufeff/, ''), { skipEmptyLines: true }).data;

describe('toCsv', () => {
  it('parses back to the same cells: quotes, commas, lines, Chinese and Japanese', () => {
    const body = [
      ['Oak "console", 2 drawers', 'line one\r\nline two', '橡木玄关桌', 'オーク材'],
      ['plain', '', ' padded ', 'a;b'],
    ];
    const csv = toCsv(['a', 'b', 'c', 'd'], body);
    expect(csv.startsWith('\ufeffa,b,c,d\r\n')).toBe(true);
    expect(csv.endsWith('\r\n')).toBe(true);
    expect(parse(csv)).toEqual([['a', 'b', 'c', 'd'], ...body]);
  });

  it('defuses every text cell a spreadsheet would run as a formula, and the text reads back behind the apostrophe', () => {
    const attacks = ['=HYPERLINK("http://evil.example","x")', '+1+cmd|\' /C calc\'!A0', '-2+3', '@SUM(A1:A9)', '\t=1', '\r=1', '=1\n=2', '-abc'];
    const csv = toCsv(['cell'], attacks.map((a) => [a]));
    const back = parse(csv).slice(1).map((r) => r[0]);
    expect(back).toEqual(attacks.map((a) => `'${a}`));
    for (const line of csv.split('\r\n').slice(1)) expect(line).not.toMatch(/^[=+\-@]/);
  });

  it('leaves harmless text alone and writes numbers as numbers, negative ones too', () => {
    const csv = toCsv(['text', 'number', 'empty'], [['a=b', -12, null], ['12.50', 3.5, undefined], ['mail@example.com', 0, '']]);
    expect(parse(csv).slice(1)).toEqual([['a=b', '-12', ''], ['12.50', '3.5', ''], ['mail@example.com', '0', '']]);
    expect(csv).toContain('\r\na=b,-12,\r\n');
  });
});
