import { coreEn } from './core.en';
import { afterSalesEn } from './after-sales.en';
import { receiptsEn } from './receipts.en';
import { dropShippingEn } from './drop-shipping.en';
import { agreementsEn } from './agreements.en';
import { merchantEn } from './merchant.en';
// English server and validation messages. The spec's English texts are used word for word.

export const en = {
  ...coreEn,
  ...dropShippingEn,
  ...agreementsEn,
  ...afterSalesEn,
  ...merchantEn,
  ...receiptsEn,
} as const;

export type MessageKey = keyof typeof en;
export type Catalogue = Record<MessageKey, string>;
