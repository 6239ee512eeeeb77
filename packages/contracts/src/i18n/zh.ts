import { coreZh } from './core.zh';
import { afterSalesZh } from './after-sales.zh';
import { receiptsZh } from './receipts.zh';
import { dropShippingZh } from './drop-shipping.zh';
import { agreementsZh } from './agreements.zh';
import { merchantZh } from './merchant.zh';
import { notificationsZh } from './notifications.zh';
import { marketingZh } from './marketing.zh';
import { consoleZh } from './console.zh';
import { contentConsoleZh } from './content-console.zh';
import type { Catalogue } from './en';

export const zh: Catalogue = {
  ...coreZh,
  ...dropShippingZh,
  ...agreementsZh,
  ...afterSalesZh,
  ...merchantZh,
  ...notificationsZh,
  ...marketingZh,
  ...consoleZh,
  ...contentConsoleZh,
  ...receiptsZh,
};
