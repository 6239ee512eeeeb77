import { deflateSync } from 'node:zlib';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD, apiLogin, codeSentBy, registerBuyerViaApi } from './support';

export const OPERATOR = '13800000009';
/** The demo seller: owns the first demo store (ST1001). */
export const SELLER = '13800000003';

/** A unified social credit code with a valid check character. */
export const CREDIT_CODE = '91310000MA1FL0000N';
/** A US company's Employer Identification Number. */
export const EIN = '12-3456789';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real PNG image of one colour (the server decodes and re-encodes images). */
export function pngImage(width = 64, height = 48, rgb: [number, number, number] = [21, 84, 209]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(pixels)), chunk('IEND', Buffer.alloc(0))]);
}

/** A small, well-formed one-page PDF. */
export function pdfDocument(text = 'Business licence'): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 200] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${`BT /F1 14 Tf 20 100 Td (${text}) Tj ET`.length} >>\nstream\nBT /F1 14 Tf 20 100 Td (${text}) Tj ET\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(out.length);
    out += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/** The data of an envelope answer, failing the test with the server's message otherwise. */
export async function data<T>(response: { ok(): boolean; json(): Promise<unknown>; text(): Promise<string> }): Promise<T> {
  const text = await response.text();
  expect(response.ok(), text).toBe(true);
  const body = JSON.parse(text) as { status: number; data: T };
  expect(body.status, text).toBe(200);
  return body.data;
}

export const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

export async function uploadViaApi(request: APIRequestContext, token: string, kind: string, file: { name: string; mimeType: string; buffer: Buffer }): Promise<string> {
  const response = await request.post('/api/v2/upload', { headers: auth(token), multipart: { kind, file } });
  return (await data<{ key: string }>(response)).key;
}

export interface CompanyFacts {
  company: string;
  companyAddress: string;
}

/** Submits company information for audit through the API (the form has a journey of its own). */
export async function submitCompanyViaApi(request: APIRequestContext, token: string, facts: CompanyFacts): Promise<void> {
  const companyPhoto = await uploadViaApi(request, token, 'companyPhoto', { name: 'office.png', mimeType: 'image/png', buffer: pngImage() });
  const businessLicence = await uploadViaApi(request, token, 'businessLicence', { name: 'licence.pdf', mimeType: 'application/pdf', buffer: pdfDocument() });
  const response = await request.put('/api/v2/customer/company', {
    headers: auth(token),
    data: { ...facts, companyTel: '+1 212 555 0100', companyCountry: 'US', companyAreaId: 17, companyPhoto, creditCode: EIN, companyScope: 'Home furniture for resale', businessLicence },
  });
  await data(response);
}

/** The operator's id for an account in an audit queue (0 under review, 1 failed, 2 approved). */
async function auditUserId(request: APIRequestContext, operatorToken: string, mobile: string, status = 0): Promise<number> {
  const page = await data<{ list: { userId: number; mobile: string }[] }>(
    await request.get('/api/v2/admin/audits', { headers: auth(operatorToken), params: { status, pageSize: 100 } }),
  );
  // Mobiles are kept in E.164; tests type them as 11 Chinese digits.
  const entry = page.list.find((item) => item.mobile === mobile || item.mobile === `+86${mobile}`);
  expect(entry, `${mobile} in audit queue ${status}`).toBeTruthy();
  return entry!.userId;
}

export async function approveViaApi(request: APIRequestContext, mobile: string): Promise<void> {
  const operatorToken = await apiLogin(request, OPERATOR, DEMO_PASSWORD);
  const userId = await auditUserId(request, operatorToken, mobile);
  await data(await request.post(`/api/v2/admin/audits/${userId}/approve`, { headers: auth(operatorToken) }));
}

/** A fresh buyer with company information on file, approved unless asked otherwise: a wallet and agreement of its own. */
export async function buyerWithCompany(request: APIRequestContext, { approve = true } = {}) {
  const password = 'trade2024';
  const mobile = await registerBuyerViaApi(request, password);
  const token = await apiLogin(request, mobile, password);
  const facts = { company: `Acme Trading ${mobile.slice(-4)}${Math.floor(Math.random() * 900 + 100)}`, companyAddress: '350 Fifth Avenue, New York' };
  await submitCompanyViaApi(request, token, facts);
  if (approve) await approveViaApi(request, mobile);
  return { mobile, password, token, ...facts };
}

/** Picks a path of options in an antd cascader, level by level; the last one closes it. */
export async function chooseInCascader(page: Page, field: Locator, path: string[]): Promise<void> {
  await field.click();
  const menus = page.locator('.ant-cascader-dropdown:visible .ant-cascader-menu');
  for (const [level, label] of path.entries()) {
    const item = menus.nth(level).locator(`.ant-cascader-menu-item[title="${label}"]`);
    if (level === path.length - 1) {
      await item.click();
      break;
    }
    // A click while the dropdown still slides in can be lost: click until the next level opens.
    await expect(async () => {
      await item.click({ timeout: 5_000 });
      await expect(menus.nth(level + 1)).toBeVisible({ timeout: 2_000 });
    }).toPass();
  }
  await expect(page.locator('.ant-cascader-dropdown:visible')).toHaveCount(0);
}

/**
 * The end of the Add bank card dialog: Wells Fargo chosen from the bank suggestions, the SMS
 * code sent and typed, Add; the dialog closes with 'Adding bank card successfully'.
 */
export async function finishBankCard(page: Page, request: APIRequestContext, mobile: string, dialog: Locator): Promise<void> {
  // An option clicked while the suggestions still move in (a busy machine) can miss: try again.
  await expect(async () => {
    await dialog.getByLabel('Bank', { exact: true }).fill('Wells');
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'Wells Fargo' }).click({ timeout: 3_000 });
    await expect(dialog.getByLabel('Bank', { exact: true })).toHaveValue('Wells Fargo', { timeout: 1_000 });
  }).toPass();
  const code = await codeSentBy(request, mobile, () => dialog.getByRole('button', { name: 'Send' }).click());
  await dialog.getByPlaceholder('6-digit code').fill(code);
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText('Adding bank card successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
}

/** The payment password the money journeys set through the API (the Passwords tab has a journey of its own). */
export const JOURNEY_PAY_PASSWORD = '246810';

/** Sets a buyer's payment password through the API: withdrawals and balance payments are confirmed with it. */
export async function setPayPasswordViaApi(request: APIRequestContext, token: string, mobile: string): Promise<string> {
  const code = await codeSentBy(request, mobile, async () => {
    await data(await request.get('/api/v2/auth/verifycode', { params: { scene: 'pay-password' }, headers: auth(token) }));
  });
  await data(await request.post('/api/v2/auth/pay-pwd', { data: { code, payPassword: JOURNEY_PAY_PASSWORD, confirmPayPassword: JOURNEY_PAY_PASSWORD }, headers: auth(token) }));
  return JOURNEY_PAY_PASSWORD;
}
