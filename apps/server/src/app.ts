import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { health, type Language } from '@wm/contracts';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import helmet from 'helmet';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import { framedPages, languageOfCookie, listFirstViewTemplates, pageEncoding, webPageChooser, type FirstView } from './platform/web-pages';
import type { Database, Executor } from './db/client';
import { maintenanceTasks } from './db/maintenance';
import { accountRoutes } from './modules/account/account.routes';
import { agreementsRoutes } from './modules/agreements/agreements.routes';
import { createAgreementsService, type AgreementsService } from './modules/agreements/agreements.service';
import { createAccountService, type AccountService } from './modules/account/account.service';
import { createCenterService } from './modules/account/center.service';
import { createContractService } from './modules/account/contract.service';
import { authRoutes } from './modules/auth/auth.routes';
import { createAuthService, type AuthService } from './modules/auth/auth.service';
import { catalogRoutes } from './modules/catalog/catalog.routes';
import { createCatalogService, type CatalogService } from './modules/catalog/catalog.service';
import { favoritesRoutes } from './modules/catalog/favorites.routes';
import { createFavoritesService, type FavoritesService } from './modules/catalog/favorites.service';
import { GOODS_PAGE_PATH } from './modules/catalog/goods-first-view';
import { GOODS_LIST_PATH, HOME_PATH, categoryOfListAddress } from './modules/catalog/list-first-view';
import { contentRoutes } from './modules/content/content.routes';
import { createContentService, type ContentService } from './modules/content/content.service';
import { paymentsRoutes } from './modules/payments/payments.routes';
import { createPaymentsService, type PaymentsService } from './modules/payments/payments.service';
import { purchaseOrdersRoutes } from './modules/purchase-orders/purchase-orders.routes';
import { createReceiptService } from './modules/purchase-orders/receipt.service';
import { createPurchaseOrdersService, type PurchaseOrdersService } from './modules/purchase-orders/purchase-orders.service';
import { createSalesFigures } from './modules/purchase-orders/sales-figures.service';
import { purchaseOrdersRepository } from './modules/purchase-orders/purchase-orders.repository';
import { cartRoutes } from './modules/cart/cart.routes';
import { createCartService, type CartService } from './modules/cart/cart.service';
import { createStockService } from './modules/catalog/stock.service';
import { couponsRoutes } from './modules/coupons/coupons.routes';
import { createCouponsService, type CouponsService } from './modules/coupons/coupons.service';
import { createInventoryService, type InventoryService } from './modules/inventory/inventory.service';
import { inventoryRoutes } from './modules/inventory/inventory.routes';
import { messagesRoutes } from './modules/messages/messages.routes';
import { salesOrdersRoutes } from './modules/sales-orders/sales-orders.routes';
import { sellerRoutes } from './modules/seller/seller.routes';
import { createSellerService, type SellerService } from './modules/seller/seller.service';
import { afterSalesRoutes } from './modules/after-sales/after-sales.routes';
import { adminUsersRoutes } from './modules/admin-users/admin-users.routes';
import { createAdminUsersService } from './modules/admin-users/admin-users.service';
import { createAuditLogService } from './modules/audit-log/audit-log.service';
import { createAfterSalesService, type AfterSalesService } from './modules/after-sales/after-sales.service';
import { salesOrderImportRoutes } from './modules/sales-orders/import.routes';
import { createSalesOrderImportService } from './modules/sales-orders/import.service';
import { createSalesOrdersService, type SalesOrdersService } from './modules/sales-orders/sales-orders.service';
import { createMessagesService, type MessagesService } from './modules/messages/messages.service';
import { createBroadcast } from './platform/broadcast';
import { startSweeper } from './platform/sweeper';
import { ratesRoutes } from './modules/rates/rates.routes';
import { createRatesService, type RatesService } from './modules/rates/rates.service';
import { httpRateProvider } from './modules/rates/rate-provider';
import { accountDirectory } from './modules/auth/directory';
import { couponTemplatesRoutes } from './modules/coupons/coupon-templates.routes';
import { createCouponTemplatesService } from './modules/coupons/coupon-templates.service';
import { noticesRoutes } from './modules/messages/notices.routes';
import { createNoticesService } from './modules/messages/notices.service';
import { regionsRoutes } from './modules/regions/regions.routes';
import { createRegionsService, type RegionsService } from './modules/regions/regions.service';
import { walletRoutes } from './modules/wallet/wallet.routes';
import { createWalletService, type WalletService } from './modules/wallet/wallet.service';
import { createVerificationService } from './modules/verification/verification.service';
import { sandboxGateway } from './platform/gateways/sandbox';
import { AppError } from './platform/errors';
import { createIdempotencyStore } from './platform/idempotency';
import { openApiOptions } from './platform/openapi';
import { malformedRequest, frameworkError, notFound, registerHttpConventions, route, validatorCompiler } from './platform/http';
import { loggerOptions, requestId } from './platform/logging';
import { createMetrics, registerOperations } from './platform/operations';
import { outboxSender } from './platform/messaging';
import { configuredTransports, createDeliveryWorker } from './platform/delivery';
import { fileSigner, localStorage, s3Storage, thumbnailKey } from './platform/storage';
import { createPdfRenderer } from './platform/pdf';

export interface AppOptions {
  config: Config;
  database: Database;
  logger?: FastifyServerOptions['logger'];
}

export interface Services {
  account: AccountService;
  auth: AuthService;
  wallets: WalletService;
  content: ContentService;
  regions: RegionsService;
  rates: RatesService;
  purchaseOrders: PurchaseOrdersService;
  catalog: CatalogService;
  favorites: FavoritesService;
  payments: PaymentsService;
  cart: CartService;
  coupons: CouponsService;
  inventory: InventoryService;
  messages: MessagesService;
  salesOrders: SalesOrdersService;
  agreements: AgreementsService;
  seller: SellerService;
  afterSales: AfterSalesService;
}

// Spelled out rather than inferred: a Fastify instance is itself awaitable, so Awaited<> of
// buildApp's result would unwrap it to a bare FastifyInstance and lose `services`.
export type App = FastifyInstance & { services: Services };

/** Builds the whole app (API, docs, web) without listening; tests use it with inject. */
export async function buildApp({ config, database, logger }: AppOptions): Promise<App> {
  const app = Fastify({
    logger: logger ?? loggerOptions(config.logLevel),
    genReqId: requestId,
    trustProxy: config.trustProxy,
    bodyLimit: 2 * 1024 * 1024,
    clientErrorHandler: malformedRequest,
    frameworkErrors: frameworkError,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerHttpConventions(app);

  // Security headers on every answer. One helmet middleware, made once: @fastify/helmet made a new
  // one on every request (parsing its policy each time: ~2% of the CPU of an uncached list).
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"], // antd writes its CSS-in-JS into <style> tags
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        // Plain-HTTP installs (a LAN address, a laptop) must keep loading their own assets.
        upgradeInsecureRequests: null,
      },
    },
    // The same as the CSP's frame-ancestors 'none', for browsers that only know this header.
    frameguard: { action: 'deny' },
    // Sent on HTTPS answers only (platform/http.ts): on plain HTTP it would be meaningless or wrong.
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', (req, reply, done) => securityHeaders(req.raw, reply.raw, (error?: unknown) => done(error as Error | undefined)));
  // A generous per-address limit on the API, against floods (sign-in and codes have tighter limits of their own).
  if (config.rateLimitPerMinute > 0) {
    await app.register(fastifyRateLimit, {
      max: config.rateLimitPerMinute,
      timeWindow: 60_000,
      allowList: (req) => !req.url.startsWith('/api/'),
      errorResponseBuilder: (_req, context) => new AppError('TOO_MANY_REQUESTS', { seconds: Math.max(1, Math.ceil(context.ttl / 1000)) }),
    });
  }

  // The API description, made from the contracts (platform/openapi.ts). Operator endpoints are left out unless asked for (API_DOCS_ADMIN); they stay access-checked either way.
  await app.register(fastifySwagger, openApiOptions({ includeAdmin: config.apiDocsAdmin, servers: [{ url: '/', description: 'This server: every path starts with /api' }] }));
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  await app.register(fastifyMultipart);

  const metrics = createMetrics(database);
  registerOperations(app, { database, metrics, production: config.production, metricsToken: config.metricsToken, started: Date.now() });

  // Services, composed once; modules call each other only through these.
  const sender = outboxSender(app.log);
  const { cacheTtlSeconds } = config;
  // The catalog (made below) counts a category's goods and forgets its cached lists when categories change.
  const content = createContentService({
    database,
    cacheTtlSeconds,
    catalog: { goodsInCategory: (ex, categoryId) => catalog.goodsInCategory(ex, categoryId), categoriesChanged: () => catalog.invalidate() },
  });
  // Event messages (messages/events.ts): every module tells people through this one service.
  const messages = createMessagesService({ database });
  // One-time codes, for auth and for the wallet's bank cards.
  const codes = createVerificationService({ database, config, sender });
  const signer = fileSigner(config.appSecret);
  // The avatar a user card shows is its 42x42 thumbnail, by a signed link. A new account opens its wallet (made just below).
  const auth = createAuthService({ database, config, codes, onRegistered: (tx, userId) => wallets.open(tx, userId), avatarUrl: (key) => signer.url(thumbnailKey(key)) });
  const wallets = createWalletService({ database, settings: () => content.operateConfig(), auth, codes, messages });
  app.decorate('resolveToken', auth.resolveToken);
  app.decorate('idempotency', createIdempotencyStore(database.db));
  const regions = createRegionsService({ database, cacheTtlSeconds });
  // How the console names an operator: their name, or their mobile.
  const accountNames = async (ex: Executor, ids: number[]) => new Map([...(await accountDirectory.cards(ex, ids))].map(([id, card]) => [id, card.realName || card.mobile] as const));
  const rates = createRatesService({
    database,
    cacheTtlSeconds,
    operatorNames: accountNames,
    // The scheduled refresh: only with a provider configured (never in tests unless one asks).
    refresh: config.rateProvider ? { provider: httpRateProvider(config.rateProvider), intervalMinutes: config.rateProvider.intervalMinutes, log: app.log } : null,
  });
  const storage = config.s3 ? s3Storage(config.s3) : localStorage(config.uploadDir);
  const account = createAccountService({ database, auth, regions, storage, signer, messages });
  // Stock per warehouse: units a move finds out of place are put right and reported (a rolling deploy's older release, a hand edit).
  const stock = createStockService({
    database,
    onReconciled: (goodsId, units) => {
      metrics.observeStockReconciled(units);
      app.log.warn({ goodsId, units }, 'stock per warehouse reconciled: units out of place');
    },
    // A goods sold out by a checkout (once per goods, not once per order), or whose units came back or left for a
    // reissue, shows so on every instance's lists at once, as a seller's stock change does.
    onMoved: (goodsIds) => void catalog.invalidate({ goodsIds }).catch((error: unknown) => app.log.warn({ err: error, goodsIds }, 'catalog: goods whose units moved were not read again')),
  });
  const inventory = createInventoryService({ database });
  // Coupons expand their categories with the catalog's tree, made just below.
  const coupons = createCouponsService({ database, categorySubtree: async () => (await catalog.categoryIndex('en')).subtree, orderNos: purchaseOrdersRepository.orderNos });
  const purchaseOrders = createPurchaseOrdersService({
    database,
    ordering: { stock, cart: () => cart, coupons, inventory, account, messages, settings: () => content.operateConfig(), agreements: () => agreements.checkout },
  });
  const agreements = createAgreementsService({
    database,
    stock,
    messages,
    settings: () => content.operateConfig(),
    customerNo: async (ex, userId) => (await auth.findUser(ex, userId))?.customerNo ?? '',
  });
  // Instances on one PostgreSQL database tell each other what they keep in memory has changed (LISTEN / NOTIFY).
  const broadcast = createBroadcast(database, app.log, { reopened: metrics.observeBroadcastReopened });
  metrics.watchBroadcast(() => broadcast.listening());
  app.addHook('onClose', () => broadcast.close());
  const catalog = createCatalogService({ database, content, sales: createSalesFigures({ database }), cacheTtlSeconds: config.catalogCacheTtlSeconds, log: app.log, broadcast });
  const favorites = createFavoritesService({ database, catalog });
  const cart = createCartService({ database, stock, favorites });
  const payments = createPaymentsService({
    database,
    wallets,
    auth: () => auth,
    rates,
    settings: () => content.operateConfig(),
    // Never in production, whatever the configuration says (loadConfig refuses it there too).
    sandbox: config.paymentGateway === 'sandbox' && !config.production ? sandboxGateway(config.appSecret) : null,
    messages,
  });
  const salesOrders = createSalesOrdersService({ database, stock, inventory, wallets, messages, purchaseOrders, settings: () => content.operateConfig() });
  // Payment purposes: 'recharge' is the payments module's own; purchase and fee orders register theirs here.
  payments.register('purchase-order', purchaseOrders.purpose);
  payments.register('fee-order', salesOrders.purpose);
  // The merchant console: a completed purchase order pays its store (revenue less commission).
  const seller = createSellerService({
    database,
    catalog,
    stock,
    wallets,
    messages,
    purchaseOrders,
    ordersToShip: async (user) => (await salesOrders.shipments(user, 'en', { state: 'toShip', pageIndex: 1, pageSize: 1 })).total,
    restocked: (goodsIds) => stock.restocked(goodsIds),
  });
  purchaseOrders.onComplete(seller.settle);
  seller.registerPending({ kind: 'afterSales', path: '/merchant/after-sales', count: (storeId) => afterSales.waitingForStore(storeId) });
  const afterSales = createAfterSalesService({ database, stock, salesOrders, purchaseOrders, wallets, messages, coupons, storage, signer, settings: () => content.operateConfig(), afterStoreCharged: (tx, storeId) => seller.enforceCreditLimit(tx, storeId) });
  // The merchant dashboard's "waiting for you": agreements the store must answer.
  seller.registerPending({ kind: 'agreements', path: '/merchant/agreements', count: async (_storeId, user) => (await agreements.sellerList(user, 'en', { status: 'pendingReview', pageIndex: 1, pageSize: 1 })).total });
  // Time-based rules: unpaid orders past their payment window cancel themselves; gateway
  // payments past their expiry are expired (both are also applied when a row is read).
  const stopSweeper = startSweeper(
    [
      { name: 'expire-unpaid-orders', run: () => purchaseOrders.expireOverdue() },
      { name: 'expire-pending-payments', run: () => payments.expireOverdue() },
      { name: 'auto-complete-sales-orders', run: () => salesOrders.autoComplete() },
      { name: 'erase-old-consignees', run: () => salesOrders.eraseOldConsignees() },
      { name: 'auto-approve-after-sales', run: () => afterSales.autoApprove() },
      { name: 'accrue-storage-fees', run: () => inventory.accrueStorage() },
      { name: 'auto-confirm-shipped-purchase-orders', run: () => purchaseOrders.autoConfirmReceipts() },
      { name: 'agreement-windows', run: () => agreements.expireOverdue() },
      // Asks the rate provider once its interval has passed (checked on each pass; a no-op without one).
      { name: 'refresh-exchange-rates', run: () => rates.refreshFromProvider() },
      // A retry comes within minutes; a week of answered keys is plenty.
      { name: 'forget-old-idempotency-keys', run: () => app.idempotency.forgetOlderThan(7) },
      // The counts kept per category and store gain a row per change; folded here.
      { name: 'compact-listed-counts', run: () => catalog.compactListedCounts() },
      // The embedded database runs no autovacuum: this pass takes its place (last, after the passes that change rows).
      ...maintenanceTasks(database),
    ],
    30_000,
    app.log,
    metrics.observeSweep,
  );
  app.addHook('onClose', stopSweeper);
  app.addHook('onClose', async () => auth.close());
  // A load of the catalog's listed set that is running stops, and ends before the database closes.
  app.addHook('onClose', () => catalog.close());
  // Outbound SMS and email: with a provider configured, every instance drains the outbox (safely
  // together). Without one its messages stay there (demo mode reads them at /api/dev/outbox).
  for (const warning of config.warnings) app.log.warn(warning);
  const transports = configuredTransports(config.delivery);
  if (Object.keys(transports).length > 0) {
    const delivery = createDeliveryWorker({ database, transports, options: config.delivery, log: app.log, observe: metrics.observeDelivery });
    const stopDelivery = startSweeper([{ name: 'deliver-outbox', run: () => delivery.drain() }], config.delivery.intervalMs, app.log, metrics.observeSweep);
    app.addHook('onClose', async () => {
      delivery.stop();
      await stopDelivery();
      delivery.close();
    });
  }

  const started = Date.now();
  route(app, health, async ({ reply }) => {
    const up = await database.ping();
    if (!up) reply.code(503);
    return { database: up ? ('up' as const) : ('down' as const), uptimeSeconds: Math.round((Date.now() - started) / 1000) };
  });
  authRoutes(app, auth, config, database);
  walletRoutes(app, wallets);
  const center = createCenterService({ account, wallets, purchaseOrderCounts: purchaseOrders.countsFor, favorites, coupons, messages });
  accountRoutes(app, account, auth, createContractService({ database, storage, signer, pdf: createPdfRenderer(config.pdf) }), center);
  contentRoutes(app, content, cacheTtlSeconds);
  regionsRoutes(app, regions, cacheTtlSeconds);
  ratesRoutes(app, rates, cacheTtlSeconds);
  catalogRoutes(app, catalog, cacheTtlSeconds);
  favoritesRoutes(app, favorites);
  paymentsRoutes(app, payments);
  cartRoutes(app, cart);
  purchaseOrdersRoutes(app, purchaseOrders, createReceiptService({ database, orders: purchaseOrders, pdf: createPdfRenderer(config.pdf) }));
  couponsRoutes(app, coupons);
  // The operator console's coupon templates: categories and goods named by a template must exist.
  couponTemplatesRoutes(
    app,
    createCouponTemplatesService({
      database,
      knownCategories: async (ids) => {
        const index = await catalog.categoryIndex('en');
        return ids.filter((id) => index.subtree(id).length > 0);
      },
      knownGoods: async (ids) => [...(await stock.facts('en', ids)).keys()],
      accounts: accountDirectory.cards,
      orderNos: purchaseOrdersRepository.orderNos,
    }),
  );
  messagesRoutes(app, messages);
  noticesRoutes(app, createNoticesService({ database, recipients: { resolve: accountDirectory.resolve, countByRole: accountDirectory.countByRole, names: accountNames } }));
  inventoryRoutes(app, inventory);
  salesOrdersRoutes(app, salesOrders);
  agreementsRoutes(app, agreements);
  salesOrderImportRoutes(app, createSalesOrderImportService({ salesOrders }));
  sellerRoutes(app, seller, storage);
  afterSalesRoutes(app, afterSales);
  // The console's users, stores and home page; its audit log is written by the route binder for every operator change.
  const auditLog = createAuditLogService({ database });
  app.decorate('recordOperatorAction', auditLog.record);
  adminUsersRoutes(app, createAdminUsersService({ database, auth, account, wallets, payments, seller, afterSales }), auditLog);

  const hasWeb = existsSync(join(config.webDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: config.webDist,
      wildcard: false,
      index: false,
      // The build writes a Brotli and a gzip copy of each text file (apps/web/vite.config.ts): the
      // one the browser accepts is sent as it is, the plain file to one that accepts neither.
      preCompressed: true,
      // Those copies are found beside the file asked for: no route of their own (a route per file
      // is made at start, and they would triple the count).
      globIgnore: ['**/*.br', '**/*.gz'],
      setHeaders: (reply, path) => {
        reply.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  const webPage = hasWeb ? webPageChooser(config.webDist) : null;
  const framedPage = hasWeb ? framedPages(config.webDist) : null;
  const listTemplates = hasWeb ? listFirstViewTemplates(config.webDist) : {};
  /** What a storefront page shows first that the server can write in: the home's newest goods, a category's goods list, the goods page's name and pictures. */
  const firstViewOf = async (path: string, url: string, language: Language): Promise<FirstView | null> => {
    const search = url.split('?')[1] ?? '';
    if (path === HOME_PATH) {
      const template = listTemplates[language];
      return template?.home ? catalog.homeFirstView(template, language) : null;
    }
    if (path === GOODS_LIST_PATH) {
      const categoryId = categoryOfListAddress(search);
      const template = listTemplates[language];
      return categoryId !== null && template ? catalog.listFirstView(template, language, categoryId) : null;
    }
    if (path !== GOODS_PAGE_PATH) return null;
    const goodsId = new URLSearchParams(search).get('goodsId') ?? '';
    return /^[1-9]\d{0,9}$/.test(goodsId) ? catalog.goodsFirstView(language, Number(goodsId)) : null;
  };
  app.setNotFoundHandler(async (req, reply) => {
    // The React app owns every non-API path (client-side routes). A missing built file
    // (an asset of a newer build, a typo) is a 404, never the app page served as a script.
    const path = req.url.split('?')[0] ?? '';
    const isFile = path.startsWith('/assets/') || /\.[a-z0-9]+$/i.test(path);
    if (webPage && (req.method === 'GET' || req.method === 'HEAD') && !req.url.startsWith('/api/') && !isFile) {
      // The storefront's pages come with their frame in the cookie's language (platform/web-pages.ts),
      // and the site's logo written in.
      const file = webPage(path, req.headers.cookie);
      reply.header('cache-control', 'no-cache').header('vary', 'cookie');
      if (file === 'index.html' || !framedPage) return reply.sendFile(file);
      const language = languageOfCookie(req.headers.cookie);
      // Without the settings or the goods (the database away), the page goes out as built: the app fills them in.
      const [websiteIcon, firstView] = await Promise.all([
        content.websiteConfig(language).then(
          (config) => config.websiteIcon,
          (error: unknown) => {
            req.log.warn({ err: error }, 'the site logo was not read for the page');
            return '';
          },
        ),
        firstViewOf(path, req.url, language).catch((error: unknown) => {
          req.log.warn({ err: error }, "the page's first view was not made");
          return null;
        }),
      ]);
      const encoding = pageEncoding(req.headers['accept-encoding']);
      const page = await framedPage(file, websiteIcon, encoding, firstView);
      reply.header('vary', 'cookie, accept-encoding').type('text/html; charset=utf-8');
      if (encoding !== 'identity') reply.header('content-encoding', encoding);
      return reply.send(req.method === 'HEAD' ? '' : page);
    }
    return notFound(req, reply);
  });

  const services: Services = { account, auth, wallets, content, regions, rates, purchaseOrders, catalog, favorites, payments, cart, coupons, inventory, messages, salesOrders, agreements, afterSales, seller };
  return Object.assign(app, { services }) as unknown as App;
}
