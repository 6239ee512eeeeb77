import { describe, expect, it } from 'vitest';
import { loginRoutes, mainRoutes, standaloneRoutes, type RouteEntry, type RouteMeta } from './routes';

interface FlatRoute extends RouteMeta {
  path: string;
  shell: 'main' | 'login' | 'none';
  hasPage: boolean;
}

function flatten(entries: RouteEntry[], shell: FlatRoute['shell'], parent = '', inherited: RouteMeta = {}): FlatRoute[] {
  return entries.flatMap(({ path, page, children, redirect: _redirect, ...meta }) => {
    const full = path ? `${parent}/${path}` : parent;
    const merged = { ...inherited, ...meta };
    const own: FlatRoute[] = page ? [{ ...merged, path: full, shell, hasPage: true }] : [];
    return [...own, ...flatten(children ?? [], shell, full, merged)];
  });
}

const routes = [...flatten(mainRoutes, 'main'), ...flatten([loginRoutes], 'login'), ...flatten(standaloneRoutes, 'none')];
const byPath = new Map(routes.map((route) => [route.path, route]));

// The route table of the spec, section 2.
const SPEC_PATHS = [
  '/home', '/newStore', '/newArrival', '/hotspotStore', '/mySeller', '/shoppingCart',
  '/checkresultpayment',
  '/login/index', '/login/forgetPassword', '/login/merchantRegister',
  '/goodsDetails/index',
  '/purchaseOrderManage/index', '/purchaseOrderManage/purchaseOrderList', '/purchaseOrderManage/purchaseOrderDetails', '/purchaseOrderManage/sellingExpenses',
  '/salesOrderManage/index', '/salesOrderManage/SalesOrderList', '/salesOrderManage/SalesOrderUpload', '/salesOrderManage/salesOrderDetails',
  '/salesOrderManage/salesOrderSettle', '/salesOrderManage/salesOrderSettleUp',
  '/personalCenter/index', '/accountSetting/index', '/classify', '/classify/list', '/buyer/homeFavorite', '/shop/index', '/shop/disable',
  '/wallet/index', '/wallet/recharge', '/wallet/withdraw',
  '/inventoryManage/index', '/inventoryManage/inventoryQuery', '/inventoryManage/inventoryRecord',
  '/message/index', '/article/index', '/complexTransaction/index',
  '/afterSalesManage/index', '/afterSalesManage/afterSalesApplication', '/afterSalesManage/afterSalesDetails',
  '/coupon/index', '/payment/index',
  '/activity/newProducts', '/activity/springNew', '/activity/topSellList', '/activity/spaceStyle',
];

describe('route table', () => {
  it('registers every route of the spec with a page', () => {
    expect(SPEC_PATHS.filter((path) => !byPath.get(path)?.hasPage)).toEqual([]);
  });

  it('gives every page a title', () => {
    expect(routes.filter((route) => !route.title).map((route) => route.path)).toEqual([]);
  });

  it('puts the payment result outside any shell and the sign-in pages in the login shell', () => {
    expect(byPath.get('/checkresultpayment')?.shell).toBe('none');
    expect(byPath.get('/login/merchantRegister')?.shell).toBe('login');
    expect(byPath.get('/home')?.shell).toBe('main');
  });

  it('hides the footer where the spec says', () => {
    const hidden = routes.filter((route) => route.hideFooter).map((route) => route.path);
    expect(hidden).toEqual(
      expect.arrayContaining(['/shoppingCart', '/purchaseOrderManage/index', '/salesOrderManage/salesOrderDetails', '/salesOrderManage/salesOrderSettle', '/salesOrderManage/salesOrderSettleUp', '/shop/disable']),
    );
  });

  it('hides the breadcrumb in the classify, goods details, shop and activity sections', () => {
    for (const route of routes.filter((r) => /^\/(classify|goodsDetails|shop|activity)(\/|$)/.test(r.path))) {
      expect(route.hideBreadcrumb, route.path).toBe(true);
    }
    expect(byPath.get('/wallet/recharge')?.hideBreadcrumb).toBeFalsy();
  });

  it('asks for sign-in on account pages and keeps browsing public', () => {
    expect(byPath.get('/accountSetting/index')?.access).toBe('user');
    expect(byPath.get('/wallet/index')?.access).toBe('buyer');
    expect(byPath.get('/shoppingCart')?.access).toBe('buyer');
    expect(byPath.get('/home')?.access).toBeUndefined();
    expect(byPath.get('/goodsDetails/index')?.access).toBeUndefined();
  });
});
