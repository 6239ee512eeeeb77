import { coreJa } from './core.ja';
import { afterSalesJa } from './after-sales.ja';
import { receiptsJa } from './receipts.ja';
import { dropShippingJa } from './drop-shipping.ja';
import { agreementsJa } from './agreements.ja';
import { merchantJa } from './merchant.ja';
import { notificationsJa } from './notifications.ja';
import { marketingJa } from './marketing.ja';
import { consoleJa } from './console.ja';
import { contentConsoleJa } from './content-console.ja';
import type { Catalogue } from './en';

export const ja: Catalogue = {
  ...coreJa,
  ...dropShippingJa,
  ...agreementsJa,
  ...afterSalesJa,
  ...merchantJa,
  ...notificationsJa,
  ...marketingJa,
  ...consoleJa,
  ...contentConsoleJa,
  ...receiptsJa,
};
