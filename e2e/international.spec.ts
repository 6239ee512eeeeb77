import { expect, test, clickInDialog } from './support';
import { approveViaApi, auth, chooseInCascader, data, pdfDocument, pngImage, uploadViaApi } from './account-support';
import { apiLogin, chooseCountryCode, codeSentBy, countryCodeSelect, fieldError, logIn, searchAndPick } from './support';

// Resellers from the UK and Japan: their own phone numbers and company numbers, through to
// approval and a first purchase.
test.describe.configure({ timeout: 120_000 });

const digits = (n: number) => String(Math.floor(Math.random() * 10 ** n)).padStart(n, '0');

/** Whether the signed-in buyer's catalogue answers real prices. */
async function seesPrices(request: import('@playwright/test').APIRequestContext, token: string) {
  const list = await data<{ list: { priceVisibility: string }[] }>(await request.post('/api/v2/goods/list', { headers: auth(token), data: { pageSize: 1 } }));
  return list.list[0]?.priceVisibility;
}

test('a UK reseller registers with a +44 mobile and a Companies House number, is approved, sees prices and places a first order paid by bank transfer', async ({ page, request }) => {
  const national = `7400${digits(6)}`;
  const e164 = `+44${national}`;
  const password = 'trade2024';
  await page.goto('/login/merchantRegister?type=buyer');
  await chooseCountryCode(page, page, 'United Kingdom');
  await expect(countryCodeSelect(page)).toHaveText('+44');
  // As a British person writes it: with the trunk 0 and a space.
  await page.getByLabel('Mobile number').fill(`0${national.slice(0, 4)} ${national.slice(4)}`);
  const code = await codeSentBy(request, e164, () => page.getByRole('button', { name: 'Send' }).click());
  await expect(page.getByText(`The verification code was sent to +44 ${national.slice(0, 3)}****${national.slice(-4)}`)).toBeVisible();
  await page.getByPlaceholder('6-digit code').fill(code);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/accountSetting\/index$/);

  await page.getByRole('button', { name: 'Complete company information' }).click();
  await searchAndPick(page, page.getByLabel('Country of registration'), 'United Kingdom');
  // Label, hint and rule follow the country.
  await expect(page.getByText('8 characters: 8 digits, or 2 letters and 6 digits (e.g. SC123456)')).toBeVisible();
  await page.getByLabel('Companies House number').fill('SC12345');
  await expect(fieldError(page, 'Please enter the 8-character Companies House number, e.g. 01234567 or SC123456')).toBeVisible();
  await page.getByLabel('Companies House number').fill('sc123456');
  await expect(page.getByLabel('Companies House number')).toHaveValue('SC123456');
  await expect(fieldError(page, 'Companies House number')).toBeHidden();
  const company = `Thames Home Goods ${national.slice(-4)}`;
  await page.getByLabel('Company name').fill(company);
  await chooseInCascader(page, page.getByLabel('Region'), ['England', 'London']);
  await page.getByLabel('Company address').fill('10 Downing Street, London SW1A 2AA');
  await page.getByLabel('Company telephone').fill('020 7946 0000');
  await page.getByLabel('Business scope').fill('Homeware for resale on Amazon UK and eBay');
  await page.getByTestId('upload-companyPhoto').locator('input[type=file]').setInputFiles({ name: 'office.png', mimeType: 'image/png', buffer: pngImage(320, 200) });
  await expect(page.getByTestId('upload-companyPhoto').locator('img')).toBeVisible();
  await page.getByTestId('upload-businessLicence').locator('input[type=file]').setInputFiles({ name: 'incorporation.pdf', mimeType: 'application/pdf', buffer: pdfDocument('Certificate of incorporation') });
  await expect(page.getByTestId('upload-businessLicence').getByRole('link', { name: /incorporation\.pdf/ })).toBeVisible();
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await clickInDialog(page.getByRole('dialog').filter({ hasText: 'Submit for review?' }), 'Submit');
  await expect(page.getByTestId('audit-banner')).toHaveText('Your account is under review. Prices become visible after approval.');
  const details = page.locator('.company-details');
  await expect(details).toContainText('United Kingdom / England / London');
  await expect(details).toContainText('Companies House number (United Kingdom)');
  await expect(details).toContainText('SC123456');
  await expect(details).toContainText('+44 20 7946 0000');

  await approveViaApi(request, e164);
  // Signs in as typed, without the +.
  await logIn(page, `44 ${national}`, password);
  await expect(page).toHaveURL(/\/home$/);
  const token = await apiLogin(request, e164, password);
  expect(await seesPrices(request, token)).toBe('visible');

  // The first purchase: a goods into the cart, the order placed, paid by bank transfer.
  const { list } = await data<{ list: { goodsId: number; name: string; priceMode: string; qtyAvailable: number }[] }>(
    await request.post('/api/v2/goods/list', { headers: auth(token), data: { pageSize: 50, inStock: true } }),
  );
  const goods = list.find((g) => g.priceMode === 'spot' && g.qtyAvailable >= 10)!;
  await page.goto(`/goodsDetails/index?goodsId=${goods.goodsId}`);
  await expect(page.getByRole('heading', { level: 1, name: goods.name })).toBeVisible();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('Added to cart').first()).toBeVisible();
  await page.goto('/shoppingCart');
  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(page.getByRole('heading', { name: 'Confirm order', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Submit order' }).click();
  await expect(page).toHaveURL(/\/payment\/index\?orderNos=/);
  const orderNo = decodeURIComponent(new URL(page.url()).searchParams.get('orderNos') ?? '');
  await page.getByText('Offline bank transfer', { exact: true }).click();
  await page.getByText('I declare that the goods are purchased for reselling only').click();
  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(page).toHaveURL(/[?&]paymentNo=P\d+/);
  const paymentNo = new URL(page.url()).searchParams.get('paymentNo')!;
  await expect(page.getByRole('region', { name: 'Bank transfer details' })).toContainText(`Payment reference${paymentNo}`);
  // The money arrives; the operator confirms it and the order is paid.
  await data(await request.post(`/api/v2/admin/payments/${paymentNo}/confirm`, { headers: { ...auth(await apiLogin(request, '13800000009')), 'Idempotency-Key': crypto.randomUUID() } }));
  await page.goto(`/purchaseOrderManage/purchaseOrderDetails?orderNo=${orderNo}`);
  await expect(page.getByText('Total paid')).toBeVisible();
});

test('a Japanese reseller: +81 number, corporate number with its check digit, signs in with the national number and places a first order in Japanese', async ({ page, request }) => {
  const national = `90${digits(8)}`;
  const e164 = `+81${national}`;
  const password = 'trade2024';
  const code = await codeSentBy(request, e164, async () => {
    expect((await request.get('/api/v2/auth/verifycode', { params: { mobile: e164 } })).ok()).toBe(true);
  });
  await data(await request.post('/api/v2/auth/register', { data: { mobile: e164, code, password, confirmPassword: password, agree: true } }));
  const token = await apiLogin(request, e164, password);
  type Node = { code?: string; regionId: number; children: Node[] };
  const tree = await data<Node[]>(await request.get('/api/v2/region/tree'));
  const tokyo = tree.find((c) => c.code === 'JP')!.children.find((s) => s.code === '13')!.regionId;
  const companyPhoto = await uploadViaApi(request, token, 'companyPhoto', { name: 'office.png', mimeType: 'image/png', buffer: pngImage() });
  const businessLicence = await uploadViaApi(request, token, 'businessLicence', { name: 'touki.pdf', mimeType: 'application/pdf', buffer: pdfDocument() });
  const body = { company: 'Sakura Trading KK', companyTel: '03-1234-5678', companyCountry: 'JP', companyAreaId: tokyo, companyPhoto, companyScope: 'Kitchenware resale on Rakuten', companyAddress: '1-1 Marunouchi, Chiyoda-ku', businessLicence };
  // A wrong check digit is refused in the buyer's language.
  const wrong = await request.put('/api/v2/customer/company', { headers: { ...auth(token), 'Accept-Language': 'ja-JP' }, data: { ...body, creditCode: '8000012050002' } });
  expect(((await wrong.json()) as { data: { errors: unknown[] } }).data.errors).toContainEqual({ field: 'creditCode', message: '正しい13桁の法人番号を入力してください' });
  await data(await request.put('/api/v2/customer/company', { headers: auth(token), data: { ...body, creditCode: '7000012050002' } }));
  await approveViaApi(request, e164);

  // The Japanese page suggests +81; the number is typed as at home, with its leading 0.
  await page.goto('/login/index?mode=1');
  await page.context().addCookies([{ name: 'language', value: 'ja', url: new URL(page.url()).origin }]);
  await page.reload();
  await expect(countryCodeSelect(page, '国番号')).toHaveText('+81');
  await page.locator('#login-account').fill(`0${national.slice(0, 2)}-${national.slice(2, 6)}-${national.slice(6)}`);
  await page.locator('input[type=password]').fill(password);
  await page.locator('button[type=submit]').click();
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/accountSetting/index?activeComponents=company');
  const details = page.locator('.company-details');
  await expect(details).toContainText('日本 / 東京都');
  await expect(details).toContainText('法人番号');
  await expect(details).toContainText('7000012050002');

  // The first purchase, in Japanese: into the cart, the order placed, paid by bank transfer.
  const { list } = await data<{ list: { goodsId: number; name: string; priceMode: string; qtyAvailable: number }[] }>(
    await request.post('/api/v2/goods/list', { headers: { ...auth(token), 'Accept-Language': 'ja-JP' }, data: { pageSize: 50, inStock: true } }),
  );
  const goods = list.find((g) => g.priceMode === 'spot' && g.qtyAvailable >= 10)!;
  await page.goto(`/goodsDetails/index?goodsId=${goods.goodsId}`);
  await expect(page.getByRole('heading', { level: 1, name: goods.name })).toBeVisible();
  await page.getByRole('button', { name: 'カートに入れる' }).click();
  await expect(page.getByText('カートに追加しました').first()).toBeVisible();
  await page.goto('/shoppingCart');
  await page.getByRole('button', { name: '購入手続きへ' }).click();
  await expect(page.getByRole('heading', { name: '注文の確認', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: '注文を確定' }).click();
  await expect(page).toHaveURL(/\/payment\/index\?orderNos=/);
  const orderNo = decodeURIComponent(new URL(page.url()).searchParams.get('orderNos') ?? '');
  await page.getByText('銀行振込', { exact: true }).click();
  await page.getByText('購入商品は転売目的のみであることを申告します').click();
  await page.getByRole('button', { name: '今すぐ支払う' }).click();
  await expect(page).toHaveURL(/[?&]paymentNo=P\d+/);
  const paymentNo = new URL(page.url()).searchParams.get('paymentNo')!;
  await expect(page.getByRole('region', { name: '振込先' })).toContainText(paymentNo);
  await data(await request.post(`/api/v2/admin/payments/${paymentNo}/confirm`, { headers: { ...auth(await apiLogin(request, '13800000009')), 'Idempotency-Key': crypto.randomUUID() } }));
  await page.goto(`/purchaseOrderManage/purchaseOrderDetails?orderNo=${orderNo}`);
  await expect(page.getByText('支払済み合計')).toBeVisible();
});
