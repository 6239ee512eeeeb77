import { coreEn } from './core.en';
import { afterSalesEn } from './after-sales.en';
import { receiptsEn } from './receipts.en';
import { dropShippingEn } from './drop-shipping.en';
import { agreementsEn } from './agreements.en';
import { merchantEn } from './merchant.en';
import { notificationsEn } from './notifications.en';
import { marketingEn } from './marketing.en';
import { consoleEn } from './console.en';
import { contentConsoleEn } from './content-console.en';
// English server and validation messages. The spec's English texts are used word for word.

export const en = {
  ...coreEn,
  ...dropShippingEn,
  ...agreementsEn,
  ...afterSalesEn,
  ...merchantEn,
  ...notificationsEn,
  ...marketingEn,
  ...consoleEn,
  ...contentConsoleEn,
  ...receiptsEn,
} as const;

export type MessageKey = keyof typeof en;
export type Catalogue = Record<MessageKey, string>;
