import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mp4Video, pdfDocument } from '../../../test/files';
import { createTestApp, registerBuyer, upload, type TestApp } from '../../../test/helpers';

// Security probe, issue 18, finding 10: polyglot uploads, and how user files are served.
let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await registerBuyer(t.app)).token;
});
afterAll(() => t.close());

const html = Buffer.from('<html><body><script>alert(document.domain)</script></body></html>');

describe('uploads must parse as their type', () => {
  it('a PDF and an MP4 that hold together are taken', async () => {
    expect((await upload(t.app, token, 'businessLicence', pdfDocument(), 'licence.pdf')).statusCode).toBe(200);
    expect((await upload(t.app, token, 'afterSales', mp4Video(), 'unboxing.mp4')).statusCode).toBe(200);
  });

  it('a "%PDF" page of HTML, a PDF with markup up front, and an MP4 with HTML appended or made of HTML are refused', async () => {
    const pdfHtml = Buffer.concat([Buffer.from('%PDF-1.4\n'), html]);
    const markedPdf = Buffer.from(pdfDocument().toString('latin1').replace('%PDF-1.4\n', '%PDF-1.4\n<html><script>alert(1)</script>\n'), 'latin1');
    for (const [kind, data, name] of [
      ['businessLicence', pdfHtml, 'a.pdf'],
      ['businessLicence', markedPdf, 'b.pdf'],
      ['afterSales', Buffer.concat([mp4Video(), html]), 'c.mp4'],
      ['afterSales', Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(12), html]), 'd.mp4'],
    ] as const) {
      const res = await upload(t.app, token, kind, data, name);
      expect(res.statusCode, name).toBe(400);
      expect(res.body.data.errors[0].field).toBe('file');
    }
  });
});

describe('user files are served as files', () => {
  it('images inline, anything else as an attachment, and never as a page that runs', async () => {
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#336699' } }).png().toBuffer();
    const image = await upload(t.app, token, 'companyPhoto', png, 'office.png');
    const pdf = await upload(t.app, token, 'businessLicence', pdfDocument(), 'licence.pdf');
    const shownImage = await t.app.inject({ method: 'GET', url: image.body.data.url });
    expect(shownImage.statusCode).toBe(200);
    expect(shownImage.headers['content-disposition']).toBe('inline');
    const shownPdf = await t.app.inject({ method: 'GET', url: pdf.body.data.url });
    expect(shownPdf.statusCode).toBe(200);
    expect(shownPdf.headers['content-type']).toBe('application/pdf');
    expect(shownPdf.headers['content-disposition']).toMatch(/^attachment; filename="[\w-]+\.pdf"$/);
    for (const res of [shownImage, shownPdf]) {
      expect(res.headers['content-security-policy']).toContain('sandbox');
      expect(res.headers['content-security-policy']).toContain("default-src 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });
});
