import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createPdfRenderer } from './pdf';

const info = { title: 'Receipt PO-1', subject: 'Oak & Co', createdAt: new Date('2026-11-24T10:00:00Z') };
const blocks = [{ kind: 'title', text: 'Receipt' }, { kind: 'field', text: 'Order', value: 'PO-1' }] as const;

describe('createPdfRenderer', () => {
  it('writes English in Helvetica when the configured CJK font is not there', async () => {
    const pdf = createPdfRenderer({ cjkFont: '/nonexistent/NotoSansCJK.ttc' });
    expect(pdf.languageFor('zh')).toBe('en');
    expect(pdf.languageFor('ja')).toBe('en');
    const data = await pdf.render('en', info, [...blocks]);
    expect(data.subarray(0, 5).toString()).toBe('%PDF-');
    expect(data.toString('latin1')).toContain('/BaseFont /Helvetica');
  });

  const configured = loadConfig({}).pdf;
  it.skipIf(!existsSync(configured.cjkFont))('writes the language asked for, in the configured CJK face', async () => {
    const pdf = createPdfRenderer(configured);
    expect(pdf.languageFor('ja')).toBe('ja');
    const data = await pdf.render('ja', info, [{ kind: 'text', text: '領収書' }]);
    expect(data.toString('latin1')).toMatch(/NotoSansCJKjp/);
  });
});
