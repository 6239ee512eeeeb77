import { coreZh } from './core.zh';
import { afterSalesZh } from './after-sales.zh';
import { receiptsZh } from './receipts.zh';
import { dropShippingZh } from './drop-shipping.zh';
import { agreementsZh } from './agreements.zh';
import { merchantZh } from './merchant.zh';
import type { Catalogue } from './en';

export const zh: Catalogue = {
  ...coreZh,
  ...dropShippingZh,
  ...agreementsZh,
  ...afterSalesZh,
  ...merchantZh,
  ...receiptsZh,
};
