import type { ComponentType } from 'react';
import type { PageAccess } from '../lib/access';
import type { FirstPageContext } from '../lib/first-page';

/** Route meta (spec section 2). Children inherit what their section sets. */
export interface RouteMeta {
  /** Key in the `app` namespace; the page heading, breadcrumb and document title show it. */
  title?: string;
  /** Light grey unless a page asks for white. */
  background?: 'white' | 'grey';
  hideFooter?: boolean;
  hideBreadcrumb?: boolean;
  /** Not cached: the page is rebuilt on every visit, even to the same path. */
  noCache?: boolean;
  /** Who may open the page; public unless said otherwise. */
  access?: PageAccess;
}

type PageModule = { default: ComponentType };
/**
 * What a public page reads, asked for at app start when it is the first page (router.tsx); kept out
 * of the page's module. Settles when the answers have come (or failed).
 */
type Prefetch = (context: FirstPageContext) => Promise<unknown>;

export interface RouteEntry extends RouteMeta {
  /** Relative to the parent; '' is the parent's own page. */
  path: string;
  page?: () => Promise<PageModule>;
  prefetch?: () => Promise<Prefetch>;
  /**
   * A public page that says none of the server's messages but the status texts (a storefront page
   * with no form): it renders without the messages' core. Any other public page waits for the core
   * (form rules, sign-in and registration texts), loaded beside its code (router.tsx).
   */
  statusTextsOnly?: true;
  /** A section without its own page sends its bare path to this child. */
  redirect?: string;
  children?: RouteEntry[];
}

const authPages = {
  login: () => import('../features/auth/pages/login-page'),
  forgetPassword: () => import('../features/auth/pages/forget-password-page'),
  register: () => import('../features/auth/pages/register-page'),
};
const accountSetting = () => import('../features/account/pages/account-setting-page');
const personalCenter = () => import('../features/account/pages/personal-center-page');
const walletPages = {
  index: () => import('../features/wallet/pages/wallet-page'),
  withdraw: () => import('../features/wallet/pages/withdraw-page'),
  recharge: () => import('../features/wallet/pages/recharge-page'),
};
const paymentPages = {
  index: () => import('../features/payments/pages/payment-page'),
  result: () => import('../features/payments/pages/payment-result-page'),
};
const adminPages = {
  layout: () => import('../features/admin/pages/admin-layout'),
  audits: () => import('../features/admin/pages/audits-page'),
  withdrawals: () => import('../features/admin/pages/withdrawals-page'),
  payments: () => import('../features/admin/pages/payments-page'),
  stores: () => import('../features/admin/pages/stores-page'),
  goods: () => import('../features/admin/pages/goods-page'),
  settings: () => import('../features/admin/pages/settings-page'),
};
const adminContentPage = () => import('../features/admin-content/pages/content-page');
const adminMarketingPages = {
  rates: () => import('../features/admin-marketing/pages/rates-page'),
  coupons: () => import('../features/admin-marketing/pages/coupons-page'),
  notices: () => import('../features/admin-marketing/pages/notices-page'),
};
const adminUsersPages = {
  dashboard: () => import('../features/admin-users/pages/dashboard-page'),
  users: () => import('../features/admin-users/pages/users-page'),
  auditLog: () => import('../features/admin-users/pages/audit-log-page'),
};
const article = () => import('../features/content/pages/article-page');
const cartPage = () => import('../features/cart/pages/cart-page');
const purchaseOrderPages = {
  // The checkout is composed in app/: it offers the account screens' address dialog.
  checkout: () => import('./pages/checkout-page'),
  list: () => import('../features/purchase-orders/pages/purchase-order-list-page'),
  details: () => import('../features/purchase-orders/pages/purchase-order-details-page'),
};
const couponPage = () => import('../features/coupons/pages/coupon-page');
const salesOrderUpload = () => import('../features/sales-orders-import/pages/sales-order-upload-page');
const inventoryPages = {
  overview: () => import('../features/inventory/pages/inventory-overview-page'),
  query: () => import('../features/inventory/pages/inventory-query-page'),
  records: () => import('../features/inventory/pages/inventory-record-page'),
};
const salesOrderPages = {
  form: () => import('../features/sales-orders/pages/sales-order-form-page'),
  list: () => import('../features/sales-orders/pages/sales-order-list-page'),
  details: () => import('../features/sales-orders/pages/sales-order-details-page'),
  settle: () => import('../features/sales-orders/pages/sales-order-settle-page'),
  procurement: () => import('../features/sales-orders/pages/procurement-list-page'),
  sellingExpenses: () => import('../features/sales-orders/pages/selling-expenses-page'),
};
const afterSalesPages = {
  list: () => import('../features/after-sales/pages/after-sales-list-page'),
  application: () => import('../features/after-sales/pages/after-sales-application-page'),
  details: () => import('../features/after-sales/pages/after-sales-details-page'),
  merchant: () => import('../features/after-sales/pages/merchant-after-sales-page'),
  admin: () => import('../features/after-sales/pages/admin-after-sales-page'),
};
const agreementPages = {
  list: () => import('../features/agreements/pages/agreement-list-page'),
  merchant: () => import('../features/agreements/pages/merchant-agreements-page'),
};
const merchantPages = {
  layout: () => import('../features/merchant/pages/merchant-layout'),
  orders: () => import('../features/merchant/pages/merchant-orders-page'),
  dashboard: () => import('../features/merchant/pages/merchant-dashboard-page'),
  store: () => import('../features/merchant/pages/merchant-store-page'),
  goods: () => import('../features/merchant/pages/merchant-goods-page'),
  goodsEditor: () => import('../features/merchant/pages/merchant-goods-editor-page'),
  stock: () => import('../features/merchant/pages/merchant-stock-page'),
  wallet: () => import('../features/merchant/pages/merchant-wallet-page'),
};
const catalogPages = {
  home: () => import('../features/catalog/pages/home-page'),
  newStore: () => import('../features/catalog/pages/new-store-page'),
  newArrival: () => import('../features/catalog/pages/new-arrival-page'),
  hotspotStore: () => import('../features/catalog/pages/hotspot-store-page'),
  mySeller: () => import('../features/catalog/pages/my-seller-page'),
  goodsDetails: () => import('./pages/goods-detail-page'),
  classify: () => import('../features/catalog/pages/classify-page'),
  classifyList: () => import('../features/catalog/pages/goods-list-page'),
  homeFavorite: () => import('../features/catalog/pages/favorites-page'),
  shop: () => import('../features/catalog/pages/shop-page'),
  shopDisabled: () => import('../features/catalog/pages/shop-disabled-page'),
  newProducts: () => import('../features/catalog/pages/activity-new-products-page'),
  springNew: () => import('../features/catalog/pages/activity-spring-new-page'),
  topSellList: () => import('../features/catalog/pages/top-sell-page'),
  spaceStyle: () => import('../features/catalog/pages/activity-space-style-page'),
};

/*
 * What the catalog's first pages read, each in a module apart from its page (features/catalog/first-page):
 * a page's module runs only once every module it imports has loaded (its components, antd's parts ...),
 * so a prefetch exported from it asked for the goods list ~400 ms after the app started, when the
 * page was about to ask anyway. Apart, the request leaves once the query definitions have loaded.
 */
const catalogPrefetch = {
  home: async () => (await import('../features/catalog/first-page/home')).prefetch,
  goodsList: async () => (await import('../features/catalog/first-page/goods-list')).prefetch,
  goodsDetail: async () => (await import('../features/catalog/first-page/goods-detail')).prefetch,
};

/** Pages inside the main shell (header, breadcrumb, footer). */
export const mainRoutes: RouteEntry[] = [
  { path: 'home', title: 'routes.home', hideBreadcrumb: true, page: catalogPages.home, statusTextsOnly: true, prefetch: catalogPrefetch.home },
  { path: 'newStore', title: 'routes.newStore', page: catalogPages.newStore, statusTextsOnly: true },
  { path: 'newArrival', title: 'routes.newArrival', page: catalogPages.newArrival, statusTextsOnly: true },
  { path: 'hotspotStore', title: 'routes.hotspotStore', page: catalogPages.hotspotStore, statusTextsOnly: true },
  { path: 'mySeller', title: 'routes.mySeller', access: 'buyer', page: catalogPages.mySeller },
  { path: 'shoppingCart', title: 'routes.shoppingCart', access: 'buyer', hideFooter: true, noCache: true, page: cartPage },
  { path: 'goodsDetails', hideBreadcrumb: true, background: 'white', redirect: 'index', children: [
    { path: 'index', title: 'routes.goodsDetails', page: catalogPages.goodsDetails, statusTextsOnly: true, prefetch: catalogPrefetch.goodsDetail },
  ] },
  { path: 'purchaseOrderManage', title: 'routes.purchaseOrderManage', access: 'buyer', redirect: 'purchaseOrderList', children: [
    { path: 'index', title: 'routes.purchaseOrderConfirm', hideFooter: true, page: purchaseOrderPages.checkout },
    { path: 'purchaseOrderList', title: 'routes.purchaseOrderList', noCache: true, page: purchaseOrderPages.list },
    { path: 'purchaseOrderDetails', title: 'routes.purchaseOrderDetails', page: purchaseOrderPages.details },
    { path: 'sellingExpenses', title: 'routes.sellingExpenses', noCache: true, page: salesOrderPages.sellingExpenses },
  ] },
  { path: 'salesOrderManage', title: 'routes.salesOrderManage', access: 'buyer', redirect: 'SalesOrderList', children: [
    { path: 'index', title: 'routes.salesOrderCreate', noCache: true, page: salesOrderPages.form },
    { path: 'SalesOrderList', title: 'routes.salesOrderList', noCache: true, page: salesOrderPages.list },
    { path: 'SalesOrderUpload', title: 'routes.salesOrderUpload', page: salesOrderUpload },
    { path: 'salesOrderDetails', title: 'routes.salesOrderDetails', hideFooter: true, page: salesOrderPages.details },
    { path: 'salesOrderSettle', title: 'routes.salesOrderSettle', hideFooter: true, page: salesOrderPages.settle },
    { path: 'salesOrderSettleUp', title: 'routes.salesOrderSettleUp', hideFooter: true, page: salesOrderPages.procurement },
  ] },
  { path: 'personalCenter', title: 'routes.personalCenter', access: 'buyer', redirect: 'index', children: [
    { path: 'index', page: personalCenter },
  ] },
  // Signed-in accounts still in audit land here, so it must stay open to them.
  { path: 'accountSetting', title: 'routes.accountSetting', access: 'user', redirect: 'index', children: [
    { path: 'index', page: accountSetting },
  ] },
  { path: 'classify', title: 'routes.classify', hideBreadcrumb: true, children: [
    { path: '', page: catalogPages.classify, statusTextsOnly: true },
    { path: 'list', title: 'routes.classifyList', page: catalogPages.classifyList, statusTextsOnly: true, prefetch: catalogPrefetch.goodsList },
  ] },
  { path: 'buyer', access: 'buyer', redirect: 'homeFavorite', children: [
    { path: 'homeFavorite', title: 'routes.homeFavorite', page: catalogPages.homeFavorite },
  ] },
  { path: 'shop', hideBreadcrumb: true, redirect: 'index', children: [
    { path: 'index', title: 'routes.shop', background: 'white', page: catalogPages.shop, statusTextsOnly: true },
    { path: 'disable', title: 'routes.shopDisabled', hideFooter: true, page: catalogPages.shopDisabled, statusTextsOnly: true },
  ] },
  { path: 'wallet', title: 'routes.wallet', access: 'buyer', redirect: 'index', children: [
    { path: 'index', page: walletPages.index },
    { path: 'recharge', title: 'routes.walletRecharge', page: walletPages.recharge },
    // Open to sellers too: the same page is the console's withdrawal page (/merchant/wallet/withdraw).
    { path: 'withdraw', title: 'routes.walletWithdraw', access: 'user', page: walletPages.withdraw },
  ] },
  { path: 'inventoryManage', title: 'routes.inventoryManage', access: 'buyer', redirect: 'index', children: [
    { path: 'index', page: inventoryPages.overview },
    { path: 'inventoryQuery', title: 'routes.inventoryQuery', page: inventoryPages.query },
    { path: 'inventoryRecord', title: 'routes.inventoryRecord', page: inventoryPages.records },
  ] },
  { path: 'message', title: 'routes.message', access: 'user', redirect: 'index', children: [
    { path: 'index', page: () => import('../features/messages/pages/message-page') },
  ] },
  { path: 'article', title: 'routes.article', background: 'white', redirect: 'index', children: [
    { path: 'index', page: article, statusTextsOnly: true },
  ] },
  { path: 'complexTransaction', title: 'routes.complexTransaction', access: 'buyer', redirect: 'index', children: [
    { path: 'index', page: agreementPages.list },
  ] },
  { path: 'afterSalesManage', title: 'routes.afterSalesManage', access: 'buyer', redirect: 'index', children: [
    { path: 'index', page: afterSalesPages.list },
    { path: 'afterSalesApplication', title: 'routes.afterSalesApplication', page: afterSalesPages.application },
    { path: 'afterSalesDetails', title: 'routes.afterSalesDetails', page: afterSalesPages.details },
  ] },
  { path: 'coupon', title: 'routes.coupon', access: 'buyer', redirect: 'index', children: [
    { path: 'index', page: couponPage },
  ] },
  { path: 'payment', title: 'routes.payment', access: 'buyer', background: 'white', redirect: 'index', children: [
    { path: 'index', page: paymentPages.index },
  ] },
  { path: 'activity', hideBreadcrumb: true, redirect: 'newProducts', children: [
    { path: 'newProducts', title: 'routes.activityNewProducts', page: catalogPages.newProducts, statusTextsOnly: true },
    { path: 'springNew', title: 'routes.activitySpringNew', page: catalogPages.springNew, statusTextsOnly: true },
    { path: 'topSellList', title: 'routes.activityTopSellList', page: catalogPages.topSellList, statusTextsOnly: true },
    { path: 'spaceStyle', title: 'routes.activitySpaceStyle', page: catalogPages.spaceStyle, statusTextsOnly: true },
  ] },
  { path: '*', title: 'routes.notFound', page: () => import('./pages/not-found-page'), statusTextsOnly: true },
];

/** Pages inside the login shell; /login itself goes to /login/index keeping its query (mode). */
export const loginRoutes: RouteEntry = {
  path: 'login', background: 'white', redirect: 'index', children: [
    { path: 'index', title: 'routes.login', page: authPages.login },
    { path: 'forgetPassword', title: 'routes.forgetPassword', page: authPages.forgetPassword },
    { path: 'merchantRegister', title: 'routes.register', page: authPages.register },
  ],
};

/**
 * Pages with no storefront shell. The operator console has a frame of its own: signing in
 * is asked of visitors here, and the frame tells anyone but staff that they may not enter.
 */
export const standaloneRoutes: RouteEntry[] = [
  { path: 'checkresultpayment', title: 'routes.paymentResult', access: 'user', background: 'white', page: paymentPages.result },
  { path: 'admin', title: 'routes.admin', access: 'user', page: adminPages.layout, children: [
    { path: '', title: 'routes.adminHome', page: adminUsersPages.dashboard },
    { path: 'users', title: 'routes.adminUsers', page: adminUsersPages.users },
    { path: 'audit-log', title: 'routes.adminAuditLog', page: adminUsersPages.auditLog },
    { path: 'audits', title: 'routes.adminAudits', page: adminPages.audits },
    { path: 'withdrawals', title: 'routes.adminWithdrawals', page: adminPages.withdrawals },
    { path: 'payments', title: 'routes.adminPayments', page: adminPages.payments },
    { path: 'stores', title: 'routes.adminStores', page: adminPages.stores },
    { path: 'goods', title: 'routes.adminGoods', page: adminPages.goods },
    { path: 'after-sales', title: 'routes.adminAfterSales', page: afterSalesPages.admin },
    { path: 'content', title: 'routes.adminContent', page: adminContentPage },
    { path: 'settings', title: 'routes.adminSettings', page: adminPages.settings },
    { path: 'rates', title: 'routes.adminRates', page: adminMarketingPages.rates },
    { path: 'coupons', title: 'routes.adminCoupons', page: adminMarketingPages.coupons },
    { path: 'notices', title: 'routes.adminNotices', page: adminMarketingPages.notices },
  ] },
  // The merchant console: a frame of its own for sellers (visitors are asked to sign in; the frame tells buyers they may not enter).
  { path: 'merchant', title: 'routes.merchant', access: 'user', page: merchantPages.layout, redirect: 'dashboard', children: [
    { path: 'dashboard', title: 'routes.merchantDashboard', page: merchantPages.dashboard },
    { path: 'store', title: 'routes.merchantStore', page: merchantPages.store },
    { path: 'goods', title: 'routes.merchantGoods', page: merchantPages.goods },
    { path: 'goods/:goodsId', title: 'routes.merchantGoodsEditor', page: merchantPages.goodsEditor },
    { path: 'stock', title: 'routes.merchantStock', page: merchantPages.stock },
    { path: 'wallet', title: 'routes.merchantWallet', page: merchantPages.wallet },
    // The store withdraws its revenue without leaving the console: the wallet's own withdrawal page, in the console's frame.
    { path: 'wallet/withdraw', title: 'routes.walletWithdraw', page: walletPages.withdraw },
    { path: 'orders', title: 'routes.merchantOrders', page: merchantPages.orders },
    { path: 'after-sales', title: 'routes.merchantAfterSales', page: afterSalesPages.merchant },
    { path: 'agreements', title: 'routes.merchantAgreements', page: agreementPages.merchant },
  ] },
];
