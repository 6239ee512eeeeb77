import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { apiLogin, APPROVED_BUYER, expect, test, TOKEN_KEY_FOR_TESTS } from './support';

// WCAG 2 A/AA with axe-core: no critical or serious violation on the pages a buyer lives in.
test.describe.configure({ timeout: 180_000 });

const PAGES = ['/home', '/classify/list?keyword=chair', '/shoppingCart', '/purchaseOrderManage/purchaseOrderList', '/personalCenter/index', '/accountSetting/index', '/wallet/index', '/login/index?mode=1'];

/** The critical and serious violations on each page, as the approved demo buyer sees them. */
async function scan(page: Page, request: APIRequestContext, paths: string[], account = APPROVED_BUYER, settled: Record<string, (page: Page) => Promise<void>> = {}): Promise<string[]> {
  const token = await apiLogin(request, account);
  await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [TOKEN_KEY_FOR_TESTS, token] as const);
  const found: string[] = [];
  for (const path of paths) {
    await page.goto(path, { waitUntil: 'networkidle' });
    // A page that changes state after loading is scanned once settled (a button fading from its
    // disabled colours to its own would be measured mid-way).
    await settled[path]?.(page);
    const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
    for (const violation of result.violations.filter((v) => v.impact === 'critical' || v.impact === 'serious')) {
      // Where (selector and markup) and why, so that a failure says which element to fix.
      const nodes = violation.nodes.slice(0, 3).map((n) => `${String(n.target[0])} ${n.html.slice(0, 160)} (${n.failureSummary?.split('\n')[1]?.trim() ?? ''})`);
      found.push(`${path} ${violation.id}: ${nodes.join('; ')}${violation.nodes.length > 3 ? ` and ${violation.nodes.length - 3} more` : ''}`);
    }
  }
  return found;
}

test('buyer pages have no critical or serious WCAG 2 A/AA violation', async ({ page, request }) => {
  // A top-up, so that the wallet lists money coming in (its colour is measured too).
  const token = await apiLogin(request, APPROVED_BUYER);
  const recharge = await request.post('/api/v2/customer/customer-recharge', {
    headers: { Authorization: `Bearer ${token}`, 'Idempotency-Key': crypto.randomUUID() },
    data: { amount: 20, payWay: 0 },
  });
  expect(recharge.ok(), await recharge.text()).toBe(true);
  const hosted = new URL(((await recharge.json()) as { data: { hostedUrl: string } }).data.hostedUrl);
  const paid = await request.post(`${hosted.pathname}/complete`, { form: { sig: hosted.searchParams.get('sig') ?? '', outcome: 'succeeded' } });
  expect(paid.ok(), await paid.text()).toBe(true);
  const goods = await request.post('/api/v2/goods/list', { data: { pageSize: 1 } });
  const [first] = ((await goods.json()) as { data: { list: { goodsId: number }[] } }).data.list;
  const settled = { '/wallet/index': (scanned: Page) => expect(scanned.locator('.signed-amount--in').first()).toBeVisible() };
  expect(await scan(page, request, [...PAGES, `/goodsDetails/index?goodsId=${first!.goodsId}`], APPROVED_BUYER, settled)).toEqual([]);
});

test('the operator console has no critical or serious WCAG 2 A/AA violation', async ({ page, request }) => {
  expect(await scan(page, request, ['/admin/audits', '/admin/payments'], '13800000009')).toEqual([]);
});

test('checkout and payment have no critical or serious WCAG 2 A/AA violation', async ({ page, request }) => {
  const token = await apiLogin(request, APPROVED_BUYER);
  const auth = { Authorization: `Bearer ${token}` };
  const goods = await request.post('/api/v2/goods/list', { headers: auth, data: { pageSize: 100, inStock: true } });
  const list = ((await goods.json()) as { data: { list: { goodsId: number; priceMode: string; qtyAvailable: number }[] } }).data.list;
  const spot = list.find((card) => card.priceMode === 'spot' && card.qtyAvailable >= 200) ?? list[0]!;
  // An order waiting for payment, kept in the buyer's inventory (no address needed).
  const placed = await request.post('/api/v2/purchase-order/submit', {
    headers: { ...auth, 'Idempotency-Key': crypto.randomUUID() },
    data: { goodsId: spot.goodsId, deliveryMode: 'inventory' },
  });
  expect(placed.ok(), await placed.text()).toBe(true);
  const { orderNos } = ((await placed.json()) as { data: { orderNos: string[] } }).data;
  const checkout = `/purchaseOrderManage/index?goodsId=${spot.goodsId}`;
  const settled = {
    [checkout]: async (scanned: Page) => {
      await expect(scanned.getByRole('button', { name: 'Submit order' })).toBeEnabled();
      // antd's colour transition (0.2s) from the disabled look.
      await scanned.waitForFunction(() => document.getAnimations().length === 0);
    },
  };
  expect(await scan(page, request, [checkout, `/payment/index?orderNos=${orderNos.join(',')}`, `/purchaseOrderManage/purchaseOrderDetails?orderNo=${orderNos[0]}`], APPROVED_BUYER, settled)).toEqual([]);
});
