import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BUYER_AGREEMENT_VERSION } from '@wm/contracts';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, registerBuyer, upload, type TestApp } from '../../../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The text a PDF reader extracts (poppler's pdftotext). */
function pdfText(pdf: Buffer): string {
  const file = join(mkdtempSync(join(tmpdir(), 'wm-pdf-')), 'doc.pdf');
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-']).toString('utf8');
}

async function buyerWithCompany(company: string) {
  const buyer = await registerBuyer(t.app);
  const img = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#888888' } }).png().toBuffer();
  const photo = (await upload(t.app, buyer.token, 'companyPhoto', img)).body.data.key;
  const licence = (await upload(t.app, buyer.token, 'businessLicence', img)).body.data.key;
  const tree = (await call(t.app, 'GET', '/api/v2/region/us/tree')).body.data;
  const saved = await call(t.app, 'PUT', '/api/v2/customer/company', {
    token: buyer.token,
    body: { company, companyTel: '2125550100', companyCountry: 'US', companyAreaId: tree[0].regionId, companyPhoto: photo, creditCode: '12-3456789', companyScope: 'Retail', companyAddress: '1 Main St', businessLicence: licence },
  });
  // A fixture that stops fitting the company rules must say so here, not three steps later.
  if (saved.statusCode !== 200) throw new Error(`company not saved: ${JSON.stringify(saved.body)}`);
  return buyer;
}

describe('buyer agreement', () => {
  it('needs company information first', async () => {
    const { token } = await registerBuyer(t.app);
    const res = await call(t.app, 'GET', '/api/v2/fdd/buyer-contract-sign', { token });
    expect(res.body.message).toBe('Please submit your company information before signing the agreement');
    expect((await call(t.app, 'GET', '/api/v2/customer/buyer-contract-file', { token })).body.data).toMatchObject({ signed: false, needsSignature: true, fileUrl: null });
    expect((await t.app.inject({ method: 'GET', url: '/api/v2/fdd/download-contract', headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(404);
  });

  it('signs in the user\'s language: records who, when, IP and hash; the PDF names the company', async () => {
    const buyer = await buyerWithCompany('Sakura Trading Co');
    const signed = await call(t.app, 'GET', '/api/v2/fdd/buyer-contract-sign', { token: buyer.token, lang: 'ja-JP' });
    expect(signed.statusCode).toBe(200);
    expect(signed.body.message).toBe('規約に署名しました');
    expect(signed.body.data).toMatchObject({ signed: true, needsSignature: false, version: BUYER_AGREEMENT_VERSION, documentHash: expect.stringMatching(/^[0-9a-f]{64}$/) });
    const row = ((await t.database.db.execute(sql`select user_id, ip, version, language from contract_signatures where user_id = ${buyer.user.id}`)) as unknown as { rows: Record<string, unknown>[] }).rows[0];
    expect(row).toMatchObject({ user_id: buyer.user.id, ip: '127.0.0.1', version: BUYER_AGREEMENT_VERSION, language: 'ja' });

    const again = await call(t.app, 'GET', '/api/v2/fdd/buyer-contract-sign', { token: buyer.token });
    expect(again.body.data.documentHash).toBe(signed.body.data.documentHash);

    const file = await t.app.inject({ method: 'GET', url: '/api/v2/fdd/download-contract', headers: { authorization: `Bearer ${buyer.token}` } });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe(`attachment; filename="buyer-agreement-${buyer.user.customerid}-${BUYER_AGREEMENT_VERSION}.pdf"`);
    const text = pdfText(file.rawPayload);
    expect(text).toContain('バイヤー規約');
    expect(text).toContain('Sakura Trading Co');
    expect(text).toContain('12-3456789');
    // A US company's number is labelled as an EIN, not as a Chinese credit code.
    expect(text).toContain('雇用者識別番号');
    expect(text).not.toContain('統一社会信用コード');
    expect(text).toContain(signed.body.data.documentHash);
    expect(text.replace(/\s/g, '')).toContain('改定後の継続利用は改定後の規約への同意とみなされます');

    const viaLink = await t.app.inject({ method: 'GET', url: signed.body.data.fileUrl });
    expect(viaLink.rawPayload.equals(file.rawPayload)).toBe(true);
  });

  it('a revision asks for a new signature', async () => {
    const buyer = await buyerWithCompany('Old Version Ltd');
    await call(t.app, 'GET', '/api/v2/fdd/buyer-contract-sign', { token: buyer.token });
    await t.database.db.execute(sql`update contract_signatures set version = '2020.01' where user_id = ${buyer.user.id}`);
    expect((await call(t.app, 'GET', '/api/v2/customer/buyer-contract-file', { token: buyer.token })).body.data).toMatchObject({ signed: false, needsSignature: true, version: '2020.01' });
    const resigned = await call(t.app, 'GET', '/api/v2/fdd/buyer-contract-sign', { token: buyer.token, lang: 'zh-CN' });
    expect(resigned.body.data).toMatchObject({ signed: true, version: BUYER_AGREEMENT_VERSION });
    const file = await t.app.inject({ method: 'GET', url: '/api/v2/fdd/download-contract', headers: { authorization: `Bearer ${buyer.token}` } });
    expect(pdfText(file.rawPayload)).toContain('买家协议');
  });
});
