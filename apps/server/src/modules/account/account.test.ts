import type { RegionNode } from '@wm/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, DEMO, login, registerBuyer, upload, type TestApp } from '../../../test/helpers';
import { pdfDocument } from '../../../test/files';

let t: TestApp;
let png: Buffer;
let jpg: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  png = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#3366cc' } }).png().toBuffer();
  jpg = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#cc6633' } }).jpeg().toBuffer();
});
afterAll(() => t.close());

async function usRegions() {
  const tree = (await call(t.app, 'GET', '/api/v2/region/tree')).body.data as { regionId: number; code?: string; children: { regionId: number; code?: string; children: { regionId: number }[] }[] }[];
  const us = tree.find((c) => c.code === 'US')!;
  const ca = us.children.find((s) => s.code === 'CA')!;
  const ny = us.children.find((s) => s.code === 'NY')!;
  const canada = tree.find((c) => c.code === 'CA')!;
  return { us: us.regionId, ca: ca.regionId, caCity: ca.children[0]!.regionId, ny: ny.regionId, nyCity: ny.children[0]!.regionId, canada: canada.regionId };
}

const creditCode = '12-3456789';

async function companyBody(token: string) {
  const photo = await upload(t.app, token, 'companyPhoto', jpg, 'office.jpg');
  const licence = await upload(t.app, token, 'businessLicence', png, 'licence.png');
  const r = await usRegions();
  return {
    company: 'Acme Resellers LLC',
    companyTel: '(415) 555-0100',
    companyCountry: 'US',
    companyAreaId: r.ca,
    companyPhoto: photo.body.data.key,
    creditCode,
    companyScope: 'Online retail of furniture and home goods',
    companyAddress: '100 Market St, San Francisco',
    businessLicence: licence.body.data.key,
  };
}

describe('uploads', () => {
  it('stores an avatar re-encoded with a 42x42 thumbnail, readable by its signed link only', async () => {
    const { token } = await registerBuyer(t.app);
    const res = await upload(t.app, token, 'avatar', png, 'me.png');
    expect(res.statusCode).toBe(200);
    expect(res.body.data).toMatchObject({ key: expect.stringMatching(/^u\/\d+\/avatar\/[0-9a-f-]{36}\.png$/), contentType: 'image/png', name: 'me.png' });
    const file = await t.app.inject({ method: 'GET', url: res.body.data.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    const thumb = await t.app.inject({ method: 'GET', url: res.body.data.thumbnailUrl });
    expect(await sharp(thumb.rawPayload).metadata()).toMatchObject({ width: 42, height: 42, format: 'jpeg' });
    const tampered = res.body.data.url.replace(/sig=[^&]+/, 'sig=AAAA');
    expect((await t.app.inject({ method: 'GET', url: tampered })).statusCode).toBe(404);
    const otherKey = res.body.data.url.replace(/\/u\/\d+\//, '/u/1/');
    expect((await t.app.inject({ method: 'GET', url: otherKey })).statusCode).toBe(404);
  });

  it('checks the type by content, not by name, with the spec avatar messages', async () => {
    const { token } = await registerBuyer(t.app);
    const disguised = await upload(t.app, token, 'avatar', Buffer.from('<svg onload=alert(1)>'), 'cute.png');
    expect(disguised.statusCode).toBe(400);
    expect(disguised.body.message).toBe('The avatar can only be a JPG or PNG image!');
    const pdf = pdfDocument();
    expect((await upload(t.app, token, 'avatar', pdf, 'a.jpg')).body.message).toBe('The avatar can only be a JPG or PNG image!');
    expect((await upload(t.app, token, 'businessLicence', pdf, 'licence.pdf')).statusCode).toBe(200);
    const broken = Buffer.concat([png.subarray(0, 16), Buffer.alloc(100)]);
    expect((await upload(t.app, token, 'companyPhoto', broken, 'x.png', 'zh-CN')).body.message).toBe('只允许上传 JPG, PNG 文件');
  });

  it('enforces size limits on the server: avatar 2 MB, company photo 10 MB', async () => {
    const { token } = await registerBuyer(t.app);
    const big = Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024)]);
    const avatar = await upload(t.app, token, 'avatar', big, 'big.png');
    expect(avatar.statusCode).toBe(400);
    expect(avatar.body.message).toBe('The avatar cannot exceed 2MB!');
    const huge = Buffer.concat([jpg, Buffer.alloc(10 * 1024 * 1024)]);
    expect((await upload(t.app, token, 'companyPhoto', huge, 'huge.jpg')).body.message).toBe('The file cannot exceed 10MB');
  });

  it('needs a signed-in user and a known kind', async () => {
    expect((await upload(t.app, undefined, 'avatar', png)).statusCode).toBe(401);
    const { token } = await registerBuyer(t.app);
    expect((await upload(t.app, token, 'passport', png)).body.data.errors[0]).toEqual({ field: 'kind', message: 'Unknown upload purpose' });
  });
});

describe('profile', () => {
  it('reads and updates the own profile', async () => {
    const { token, user } = await registerBuyer(t.app);
    const avatar = await upload(t.app, token, 'avatar', png);
    const r = await usRegions();
    const res = await call(t.app, 'PUT', '/api/v2/customer', {
      token,
      body: { realName: 'Dana Smith', email: 'dana@example.com', gender: 2, regionId: r.ny, intro: 'We sell on three marketplaces.', avatar: avatar.body.data.key },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body.data).toMatchObject({
      customerid: user.customerid, buyerId: user.customerid, realName: 'Dana Smith', email: null, pendingEmail: 'dana@example.com', gender: 2, regionId: r.ny, regionName: 'United States / New York', intro: 'We sell on three marketplaces.', auditStatus: 3,
      avatar: { key: avatar.body.data.key },
    });
    const zh = await call(t.app, 'GET', '/api/v2/customer', { token, lang: 'zh-CN' });
    expect(zh.body.data.regionName).toBe('美国 / 纽约州');
    expect((await call(t.app, 'GET', '/api/v2/auth/user', { token })).body.data.realName).toBe('Dana Smith');
    // The header's user card gets the avatar as a link it can load (its thumbnail), not a storage key.
    const card = (await call(t.app, 'GET', '/api/v2/auth/user', { token })).body.data;
    expect(card.avatar).toMatch(/^\/api\/v2\/files\/.+\.thumb\.jpg\?/);
    expect((await t.app.inject({ method: 'GET', url: card.avatar })).statusCode).toBe(200);
  });

  it('refuses bad fields and another user\'s file, changing nothing', async () => {
    const a = await registerBuyer(t.app);
    const b = await registerBuyer(t.app);
    const bAvatar = await upload(t.app, b.token, 'avatar', png);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ realName: '' }, 'realName', 'Please enter your name'],
      [{ email: 'nope' }, 'email', 'The email format is wrong'],
      [{ gender: 7 }, 'gender', 'This value is invalid'],
      [{ avatar: bAvatar.body.data.key }, 'avatar', 'The file could not be found. Please upload it again'],
      [{ email: 'seller@demo.test' }, 'email', 'This email is already registered'],
    ];
    for (const [patch, field, message] of cases) {
      const res = await call(t.app, 'PUT', '/api/v2/customer', { token: a.token, body: { realName: 'Keep Me', ...patch } });
      expect(res.statusCode, JSON.stringify(patch)).toBe(400);
      expect(res.body.data.errors, JSON.stringify(patch)).toContainEqual({ field, message });
    }
    expect((await call(t.app, 'GET', '/api/v2/customer', { token: a.token })).body.data.realName).toBe('');
  });

  it('changes the login password with the current one and signs out other sessions', async () => {
    const { token, mobile, password } = await registerBuyer(t.app);
    const other = await login(t.app, mobile, password);
    const wrong = await call(t.app, 'PUT', '/api/v2/customer/password', { token, body: { oldPassword: 'nope1234', password: 'fresh123', confirmPassword: 'fresh123' } });
    expect(wrong.body.data.errors).toEqual([{ field: 'oldPassword', message: 'The current password is incorrect' }]);
    const ok = await call(t.app, 'PUT', '/api/v2/customer/password', { token, body: { oldPassword: password, password: 'fresh123', confirmPassword: 'fresh123' } });
    expect(ok.statusCode).toBe(200);
    expect((await call(t.app, 'GET', '/api/v2/auth/user', { token })).statusCode).toBe(200);
    expect((await call(t.app, 'GET', '/api/v2/auth/user', { token: other })).statusCode).toBe(401);
    expect(await login(t.app, mobile, 'fresh123')).toBeTruthy();
  });
});

describe('company information and audit', () => {
  it('submit -> under review -> operator rejects with a reason -> fix and resubmit -> approved: the buyer now sees prices', async () => {
    const buyer = await registerBuyer(t.app);
    const body = await companyBody(buyer.token);
    const submitted = await call(t.app, 'PUT', '/api/v2/customer/company', { token: buyer.token, body });
    expect(submitted.statusCode).toBe(200);
    expect(submitted.body.data.auditStatus).toBe(0);
    expect(submitted.body.data.company).toMatchObject({ company: 'Acme Resellers LLC', creditCode, companyCountry: 'US', companyTel: '+14155550100', companyAreaName: 'United States / California', companyPhoto: { key: body.companyPhoto } });
    expect((await call(t.app, 'PUT', '/api/v2/customer/company', { token: buyer.token, body })).body.message).toBe('Your company information is under review and cannot be changed now');

    const operator = await login(t.app, DEMO.operator);
    const queue = await call(t.app, 'GET', '/api/v2/admin/audits', { token: operator });
    const entry = queue.body.data.list.find((e: { userId: number }) => e.userId === buyer.user.id);
    expect(entry).toMatchObject({ company: 'Acme Resellers LLC', companyCountry: 'US', creditCode, auditStatus: 0, customerid: buyer.user.customerid });
    const detail = await call(t.app, 'GET', `/api/v2/admin/audits/${buyer.user.id}`, { token: operator });
    expect(detail.body.data.profile.company.businessLicence.url).toMatch(/^\/api\/v2\/files\//);
    expect((await t.app.inject({ method: 'GET', url: detail.body.data.profile.company.businessLicence.url })).statusCode).toBe(200);

    expect((await call(t.app, 'POST', `/api/v2/admin/audits/${buyer.user.id}/reject`, { token: operator, body: { reason: '' } })).body.data.errors[0].field).toBe('reason');
    await call(t.app, 'POST', `/api/v2/admin/audits/${buyer.user.id}/reject`, { token: operator, body: { reason: 'The licence photo is unreadable' } });
    const rejected = await call(t.app, 'GET', '/api/v2/customer', { token: buyer.token });
    expect(rejected.body.data).toMatchObject({ auditStatus: 1, auditRemark: 'The licence photo is unreadable' });
    expect((await call(t.app, 'POST', `/api/v2/admin/audits/${buyer.user.id}/approve`, { token: operator })).body.message).toBe('This account is not waiting for review');

    const resubmitted = await call(t.app, 'PUT', '/api/v2/customer/company', { token: buyer.token, body: { ...body, company: 'Acme Resellers Inc' } });
    expect(resubmitted.body.data).toMatchObject({ auditStatus: 0, auditRemark: null });
    expect((await call(t.app, 'POST', `/api/v2/admin/audits/${buyer.user.id}/approve`, { token: operator })).statusCode).toBe(200);
    const me = await call(t.app, 'GET', '/api/v2/auth/user', { token: buyer.token });
    expect(me.body.data.auditStatus).toBe(2);
    const history = (await call(t.app, 'GET', `/api/v2/admin/audits/${buyer.user.id}`, { token: operator })).body.data.history;
    expect(history.map((h: { action: string }) => h.action)).toEqual(['approve', 'submit', 'reject', 'submit']);
    expect((await call(t.app, 'PUT', '/api/v2/customer/company', { token: buyer.token, body })).body.data.code).toBe('AUDIT_ALREADY_APPROVED');
  });

  it('refuses bad company fields with the spec rules', async () => {
    const buyer = await registerBuyer(t.app);
    const body = await companyBody(buyer.token);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ creditCode: '91350100M000100Y43' }, 'creditCode', 'Please enter a 9-digit EIN, e.g. 12-3456789'],
      [{ companyCountry: undefined, creditCode: '1234' }, 'creditCode', 'Please enter a 9-digit EIN, e.g. 12-3456789'],
      [{ companyCountry: 'GB', creditCode: '01234567' }, 'companyAreaId', 'Please choose a region in the country of registration'],
      [{ companyTel: '415 555' }, 'companyTel', 'Please enter a valid phone number'],
      [{ company: ' ' }, 'company', 'Please enter the company name'],
      [{ companyAddress: '' }, 'companyAddress', 'Please enter the company address'],
      [{ companyScope: ' ' }, 'companyScope', 'Please enter the business scope'],
      [{ companyTel: 'call me' }, 'companyTel', 'Please enter a valid phone number'],
      [{ companyAreaId: 99999999 }, 'companyAreaId', 'Please choose the country, state and city again'],
      [{ companyPhoto: 'u/1/companyPhoto/x.jpg' }, 'companyPhoto', 'The file could not be found. Please upload it again'],
    ];
    for (const [patch, field, message] of cases) {
      const res = await call(t.app, 'PUT', '/api/v2/customer/company', { token: buyer.token, body: { ...body, ...patch } });
      expect(res.body.data.errors, JSON.stringify(patch)).toContainEqual({ field, message });
    }
    expect((await call(t.app, 'GET', '/api/v2/customer', { token: buyer.token })).body.data.auditStatus).toBe(3);
  });

  it('each country submits its own registration number, checked and written in its usual form', async () => {
    const tree = (await call<RegionNode[]>(t.app, 'GET', '/api/v2/region/tree')).body.data;
    const first = (code: string) => tree.find((c) => c.code === code)!.children[0]!.regionId;
    const cases = [
      { country: 'GB', number: 'sc 123456', stored: 'SC123456', tel: '020 7946 0000', storedTel: '+442079460000' },
      { country: 'JP', number: '7000-01-205-0002', stored: '7000012050002', tel: '03-1234-5678', storedTel: '+81312345678' },
      { country: 'DE', number: '123 456 789', stored: 'DE123456789', tel: '+49 30 123456', storedTel: '+4930123456' },
      { country: 'CN', number: '91350100M000100Y43', stored: '91350100M000100Y43', tel: '021 6123 4567', storedTel: '+862161234567' },
      { country: 'AU', number: 'ABN 51 824 753 556', stored: 'ABN 51 824 753 556', tel: '+61 2 9876 5432', storedTel: '+61298765432' },
    ];
    for (const c of cases) {
      const buyer = await registerBuyer(t.app);
      const body = { ...(await companyBody(buyer.token)), companyCountry: c.country, companyAreaId: first(c.country), creditCode: c.number, companyTel: c.tel };
      const res = await call(t.app, 'PUT', '/api/v2/customer/company', { token: buyer.token, body });
      expect(res.statusCode, `${c.country} ${JSON.stringify(res.body.data)}`).toBe(200);
      expect(res.body.data.company, c.country).toMatchObject({ companyCountry: c.country, creditCode: c.stored, companyTel: c.storedTel });
    }
    const japanese = await registerBuyer(t.app);
    const wrong = await call(t.app, 'PUT', '/api/v2/customer/company', {
      token: japanese.token,
      body: { ...(await companyBody(japanese.token)), companyCountry: 'JP', companyAreaId: first('JP'), creditCode: '8000012050002' },
      lang: 'ja-JP',
    });
    expect(wrong.body.data.errors).toContainEqual({ field: 'creditCode', message: '正しい13桁の法人番号を入力してください' });
  });

  it('the audit console is for operators only', async () => {
    const buyer = await login(t.app, DEMO.approvedBuyer);
    const refused = await call(t.app, 'GET', '/api/v2/admin/audits', { token: buyer });
    expect(refused.statusCode).toBe(403);
    expect(refused.body).toMatchObject({ status: 403, message: 'No permission for this operation' });
    expect((await call(t.app, 'GET', '/api/v2/admin/audits')).statusCode).toBe(401);
    const operator = await login(t.app, DEMO.operator);
    expect((await call(t.app, 'GET', '/api/v2/admin/audits/99999999', { token: operator })).statusCode).toBe(404);
  });
});

describe('shipping addresses', () => {
  it('adds, lists (default first), edits, sets the default and deletes', async () => {
    const { token, user } = await registerBuyer(t.app);
    const r = await usRegions();
    const base = { receiver: 'John Carter', mobile: '+1 212 555 0101', email: 'john@example.com', countryId: r.us, stateId: r.ny, cityId: r.nyCity, zipCode: '10001', address: '350 5th Ave, Apt 12' };
    const first = await call(t.app, 'POST', '/api/v2/customer/address', { token, body: base });
    expect(first.statusCode).toBe(200);
    expect(first.body.data).toMatchObject({ isDefault: true, countryName: 'United States', stateName: 'New York', customerId: user.customerid });
    const second = await call(t.app, 'POST', '/api/v2/customer/address', { token, body: { ...base, receiver: 'Jane Carter', stateId: r.ca, cityId: r.caCity, zipCode: '94105', isDefault: true } });
    expect(second.body.data.isDefault).toBe(true);
    let list = (await call(t.app, 'GET', '/api/v2/customer/addresses', { token })).body.data;
    expect(list.map((a: { receiver: string; isDefault: boolean }) => [a.receiver, a.isDefault])).toEqual([['Jane Carter', true], ['John Carter', false]]);
    await call(t.app, 'PUT', `/api/v2/customer/${user.customerid}/address-default/${first.body.data.addressId}`, { token });
    const edited = await call(t.app, 'PUT', '/api/v2/customer/address', { token, body: { ...base, addressId: first.body.data.addressId, zipCode: '10002', isDefault: true } });
    expect(edited.body.data).toMatchObject({ zipCode: '10002', isDefault: true });
    list = (await call(t.app, 'GET', '/api/v2/customer/addresses', { token })).body.data;
    expect(list.filter((a: { isDefault: boolean }) => a.isDefault)).toHaveLength(1);
    expect((await call(t.app, 'DELETE', `/api/v2/customer/address/${second.body.data.addressId}`, { token })).statusCode).toBe(200);
    expect((await call(t.app, 'GET', '/api/v2/customer/addresses', { token })).body.data).toHaveLength(1);
  });

  it('applies the spec rules: required fields, zip digits only, no Chinese, real region chain', async () => {
    const { token } = await registerBuyer(t.app);
    const r = await usRegions();
    const base = { receiver: 'John Carter', mobile: '2125550101', countryId: r.us, stateId: r.ny, zipCode: '10001', address: '350 5th Ave' };
    const cases: [Record<string, unknown>, string, string][] = [
      [{ receiver: '' }, 'receiver', 'Please enter the receiver'],
      [{ address: '' }, 'address', 'Please enter the detailed address'],
      [{ zipCode: '10001-12' }, 'zipCode', 'The zip code may contain digits only'],
      [{ zipCode: '' }, 'zipCode', 'Please enter the zip code'],
      [{ address: '北京市朝阳区' }, 'address', 'Chinese characters are not allowed here'],
      [{ receiver: '张三' }, 'receiver', 'Chinese characters are not allowed here'],
      [{ stateId: r.ca, cityId: r.nyCity }, 'stateId', 'Please choose the country, state and city again'],
      [{ countryId: r.canada }, 'stateId', 'Please choose the country, state and city again'],
    ];
    for (const [patch, field, message] of cases) {
      const res = await call(t.app, 'POST', '/api/v2/customer/address', { token, body: { ...base, ...patch } });
      expect(res.body.data.errors, JSON.stringify(patch)).toContainEqual({ field, message });
    }
    const zh = await call(t.app, 'POST', '/api/v2/customer/address', { token, lang: 'zh-CN', body: { ...base, zipCode: 'abc' } });
    expect(zh.body.message).toBe('邮编只能包含数字');
    expect((await call(t.app, 'GET', '/api/v2/customer/addresses', { token })).body.data).toEqual([]);
  });

  it('other customers\' addresses are invisible and untouchable (404)', async () => {
    const a = await registerBuyer(t.app);
    const b = await registerBuyer(t.app);
    const r = await usRegions();
    const own = await call(t.app, 'POST', '/api/v2/customer/address', { token: a.token, body: { receiver: 'A', mobile: '2125550101', countryId: r.us, stateId: r.ny, zipCode: '10001', address: '1 A St' } });
    const id = own.body.data.addressId;
    expect((await call(t.app, 'PUT', '/api/v2/customer/address', { token: b.token, body: { receiver: 'B', mobile: '2125550101', countryId: r.us, stateId: r.ny, zipCode: '10001', address: '1 B St', addressId: id } })).statusCode).toBe(404);
    expect((await call(t.app, 'DELETE', `/api/v2/customer/address/${id}`, { token: b.token })).statusCode).toBe(404);
    expect((await call(t.app, 'PUT', `/api/v2/customer/${b.user.customerid}/address-default/${id}`, { token: b.token })).statusCode).toBe(404);
    expect((await call(t.app, 'PUT', `/api/v2/customer/${a.user.customerid}/address-default/${id}`, { token: b.token })).statusCode).toBe(404);
    expect((await call(t.app, 'GET', '/api/v2/customer/addresses', { token: b.token })).body.data).toEqual([]);
    expect((await call(t.app, 'GET', '/api/v2/customer/addresses', { token: a.token })).body.data[0].receiver).toBe('A');
    const seller = await login(t.app, DEMO.seller);
    expect((await call(t.app, 'GET', '/api/v2/customer/addresses', { token: seller })).statusCode).toBe(403);
  });
});
