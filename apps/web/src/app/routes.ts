import type { ComponentType } from 'react';
import type { PageAccess } from '../lib/access';

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

export interface RouteEntry extends RouteMeta {
  /** Relative to the parent; '' is the parent's own page. */
  path: string;
  page?: () => Promise<PageModule>;
  /** A section without its own page sends its bare path to this child. */
  redirect?: string;
  children?: RouteEntry[];
}

// Screens that later issues build: the shell with the route's title and an empty state.
const titledEmpty = () => import('./pages/titled-empty-page');

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
};
const adminPages = {
  layout: () => import('../features/admin/pages/admin-layout'),
  audits: () => import('../features/admin/pages/audits-page'),
  withdrawals: () => import('../features/admin/pages/withdrawals-page'),
};
const article = () => import('../features/content/pages/article-page');

/** Pages inside the main shell (header, breadcrumb, footer). */
export const mainRoutes: RouteEntry[] = [
  { path: 'home', title: 'routes.home', hideBreadcrumb: true, page: titledEmpty },
  { path: 'newStore', title: 'routes.newStore', page: titledEmpty },
  { path: 'newArrival', title: 'routes.newArrival', page: titledEmpty },
  { path: 'hotspotStore', title: 'routes.hotspotStore', page: titledEmpty },
  { path: 'mySeller', title: 'routes.mySeller', access: 'buyer', page: titledEmpty },
  { path: 'shoppingCart', title: 'routes.shoppingCart', access: 'buyer', hideFooter: true, noCache: true, page: titledEmpty },
  { path: 'goodsDetails', hideBreadcrumb: true, background: 'white', redirect: 'index', children: [
    { path: 'index', title: 'routes.goodsDetails', page: titledEmpty },
  ] },
  { path: 'purchaseOrderManage', title: 'routes.purchaseOrderManage', access: 'buyer', redirect: 'purchaseOrderList', children: [
    { path: 'index', title: 'routes.purchaseOrderConfirm', hideFooter: true, page: titledEmpty },
    { path: 'purchaseOrderList', title: 'routes.purchaseOrderList', noCache: true, page: titledEmpty },
    { path: 'purchaseOrderDetails', title: 'routes.purchaseOrderDetails', page: titledEmpty },
    { path: 'sellingExpenses', title: 'routes.sellingExpenses', page: titledEmpty },
  ] },
  { path: 'salesOrderManage', title: 'routes.salesOrderManage', access: 'buyer', redirect: 'SalesOrderList', children: [
    { path: 'index', title: 'routes.salesOrderCreate', page: titledEmpty },
    { path: 'SalesOrderList', title: 'routes.salesOrderList', page: titledEmpty },
    { path: 'SalesOrderUpload', title: 'routes.salesOrderUpload', page: titledEmpty },
    { path: 'salesOrderDetails', title: 'routes.salesOrderDetails', hideFooter: true, page: titledEmpty },
    { path: 'salesOrderSettle', title: 'routes.salesOrderSettle', hideFooter: true, page: titledEmpty },
    { path: 'salesOrderSettleUp', title: 'routes.salesOrderSettleUp', hideFooter: true, page: titledEmpty },
  ] },
  { path: 'personalCenter', title: 'routes.personalCenter', access: 'buyer', redirect: 'index', children: [
    { path: 'index', page: personalCenter },
  ] },
  // Signed-in accounts still in audit land here, so it must stay open to them.
  { path: 'accountSetting', title: 'routes.accountSetting', access: 'user', redirect: 'index', children: [
    { path: 'index', page: accountSetting },
  ] },
  { path: 'classify', title: 'routes.classify', hideBreadcrumb: true, children: [
    { path: '', page: titledEmpty },
    { path: 'list', title: 'routes.classifyList', page: titledEmpty },
  ] },
  { path: 'buyer', access: 'buyer', redirect: 'homeFavorite', children: [
    { path: 'homeFavorite', title: 'routes.homeFavorite', page: titledEmpty },
  ] },
  { path: 'shop', hideBreadcrumb: true, redirect: 'index', children: [
    { path: 'index', title: 'routes.shop', background: 'white', page: titledEmpty },
    { path: 'disable', title: 'routes.shopDisabled', hideFooter: true, page: titledEmpty },
  ] },
  { path: 'wallet', title: 'routes.wallet', access: 'buyer', redirect: 'index', children: [
    { path: 'index', page: walletPages.index },
    { path: 'recharge', title: 'routes.walletRecharge', page: titledEmpty },
    { path: 'withdraw', title: 'routes.walletWithdraw', page: walletPages.withdraw },
  ] },
  { path: 'inventoryManage', title: 'routes.inventoryManage', access: 'buyer', redirect: 'index', children: [
    { path: 'index', page: titledEmpty },
    { path: 'inventoryQuery', title: 'routes.inventoryQuery', page: titledEmpty },
    { path: 'inventoryRecord', title: 'routes.inventoryRecord', page: titledEmpty },
  ] },
  { path: 'message', title: 'routes.message', access: 'user', redirect: 'index', children: [
    { path: 'index', page: titledEmpty },
  ] },
  { path: 'article', title: 'routes.article', background: 'white', redirect: 'index', children: [
    { path: 'index', page: article },
  ] },
  { path: 'complexTransaction', title: 'routes.complexTransaction', access: 'buyer', redirect: 'index', children: [
    { path: 'index', page: titledEmpty },
  ] },
  { path: 'afterSalesManage', title: 'routes.afterSalesManage', access: 'buyer', redirect: 'index', children: [
    { path: 'index', page: titledEmpty },
    { path: 'afterSalesApplication', title: 'routes.afterSalesApplication', page: titledEmpty },
    { path: 'afterSalesDetails', title: 'routes.afterSalesDetails', page: titledEmpty },
  ] },
  { path: 'coupon', title: 'routes.coupon', access: 'buyer', redirect: 'index', children: [
    { path: 'index', page: titledEmpty },
  ] },
  { path: 'payment', title: 'routes.payment', access: 'buyer', background: 'white', redirect: 'index', children: [
    { path: 'index', page: titledEmpty },
  ] },
  { path: 'activity', hideBreadcrumb: true, redirect: 'newProducts', children: [
    { path: 'newProducts', title: 'routes.activityNewProducts', page: titledEmpty },
    { path: 'springNew', title: 'routes.activitySpringNew', page: titledEmpty },
    { path: 'topSellList', title: 'routes.activityTopSellList', page: titledEmpty },
    { path: 'spaceStyle', title: 'routes.activitySpaceStyle', page: titledEmpty },
  ] },
  { path: '*', title: 'routes.notFound', page: titledEmpty },
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
  { path: 'checkresultpayment', title: 'routes.paymentResult', access: 'user', background: 'white', page: titledEmpty },
  { path: 'admin', title: 'routes.admin', access: 'user', page: adminPages.layout, redirect: 'audits', children: [
    { path: 'audits', title: 'routes.adminAudits', page: adminPages.audits },
    { path: 'withdrawals', title: 'routes.adminWithdrawals', page: adminPages.withdrawals },
  ] },
];
