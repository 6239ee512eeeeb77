import { z } from 'zod';

/** Purchase order status (spec section 4): 0 to be paid, 1 paid, 2 completed, 3 canceled. */
export const PURCHASE_ORDER_STATUS = { toBePaid: 0, paid: 1, completed: 2, canceled: 3 } as const;
export const PurchaseOrderStatus = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]);
export type PurchaseOrderStatus = z.infer<typeof PurchaseOrderStatus>;

/** Orders whose goods count as sold (rankings, quantity sold): paid or completed, never canceled. */
export const SOLD_PURCHASE_ORDER_STATUSES: readonly PurchaseOrderStatus[] = [PURCHASE_ORDER_STATUS.paid, PURCHASE_ORDER_STATUS.completed];

/** DOMAIN.md: to be paid -> paid -> completed; to be paid -> canceled (buyer, or the payment window). */
export const purchaseOrderTransitions = {
  0: { pay: 1, cancel: 3, expire: 3 },
  1: { complete: 2 },
  2: {},
  3: {},
} as const satisfies Record<PurchaseOrderStatus, Record<string, PurchaseOrderStatus>>;
