import { z } from 'zod';
import { PageQuery } from '../common/envelope';
import { Money } from '../common/money';
import { numeric, rules } from '../common/validation';

/** Purchase order status (spec section 4): 0 to be paid, 1 paid, 2 completed, 3 canceled. */
export const PURCHASE_ORDER_STATUS = { toBePaid: 0, paid: 1, completed: 2, canceled: 3 } as const;
export const PurchaseOrderStatus = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]);
export type PurchaseOrderStatus = z.infer<typeof PurchaseOrderStatus>;

/** Orders whose goods count as sold (rankings, quantity sold): paid or completed, never canceled. */
export const SOLD_PURCHASE_ORDER_STATUSES: readonly PurchaseOrderStatus[] = [PURCHASE_ORDER_STATUS.paid, PURCHASE_ORDER_STATUS.completed];

/** Orders that have been paid (paid or completed) have a receipt; orders to be paid or canceled have none. */
export const RECEIPT_PURCHASE_ORDER_STATUSES: readonly PurchaseOrderStatus[] = SOLD_PURCHASE_ORDER_STATUSES;
export const hasReceipt = (status: PurchaseOrderStatus) => RECEIPT_PURCHASE_ORDER_STATUSES.includes(status);

/** DOMAIN.md: to be paid -> paid -> completed; to be paid -> canceled (buyer, or the payment window). */
export const purchaseOrderTransitions = {
  0: { pay: 1, cancel: 3, expire: 3 },
  1: { complete: 2 },
  2: {},
  3: {},
} as const satisfies Record<PurchaseOrderStatus, Record<string, PurchaseOrderStatus>>;

// ---- checkout and purchase orders

/** 'inventory' (default): the goods go to the buyer's warehouse inventory on payment; 'ship': shipped to a consignee (address required). */
export const DELIVERY_MODES = ['inventory', 'ship'] as const;
export const DeliveryMode = z.enum(DELIVERY_MODES, { error: 'field.invalid' });
export type DeliveryMode = z.infer<typeof DeliveryMode>;

/** Ship mode sub-state, the detail page's texts: on hold (to be paid), in prep (paid), in transit (shipped). */
export const SHIP_STATES = ['onHold', 'inPrep', 'inTransit'] as const;
export const ShipState = z.enum(SHIP_STATES);
export type ShipState = z.infer<typeof ShipState>;

/** Ship mode: paid orders are prepared, then shipped (seller), then received (buyer: the order completes). */
export const shipStateTransitions = {
  onHold: { pay: 'inPrep' },
  inPrep: { ship: 'inTransit' },
  inTransit: { confirmReceipt: null },
} as const satisfies Record<ShipState, Record<string, ShipState | null>>;

/** What the buyer may do with an order, for the buttons; the server refuses the same with the same tables. */
export const PURCHASE_ORDER_ACTIONS = ['pay', 'cancel', 'confirmReceipt', 'buyAgain', 'applyAfterSales'] as const;
export const PurchaseOrderAction = z.enum(PURCHASE_ORDER_ACTIONS);
export type PurchaseOrderAction = z.infer<typeof PurchaseOrderAction>;

export function purchaseOrderActions(order: { status: PurchaseOrderStatus; deliveryMode: DeliveryMode; shipState: ShipState | null }): PurchaseOrderAction[] {
  const actions: PurchaseOrderAction[] = [];
  const next = purchaseOrderTransitions[order.status] as Record<string, PurchaseOrderStatus>;
  if ('pay' in next) actions.push('pay');
  if ('cancel' in next) actions.push('cancel');
  if ('complete' in next && order.deliveryMode === 'ship' && order.shipState === 'inTransit') actions.push('confirmReceipt');
  actions.push('buyAgain');
  // Shipped units of a ship-mode order may be claimed (after-sales).
  if (order.deliveryMode === 'ship' && order.shipState === 'inTransit' && order.status !== 3) actions.push('applyAfterSales');
  return actions;
}

const remark = z.string().trim().max(500, { error: 'field.tooLong' });

/**
 * The coupon one store's order of a checkout takes: an own unused coupon, valid now, whose range
 * covers goods of that order and whose threshold that order's goods amount (before freight) reaches.
 */
export const OrderCoupon = z.object({ storeId: rules.id, couponId: rules.id });
export type OrderCoupon = z.infer<typeof OrderCoupon>;

/**
 * A checkout (preview, coupons that fit, submit). The lines are either the named cart lines
 * (`cartIds`; absent: the selected lines of the cart) or a "buy now" of one goods (`goodsId` +
 * `quantity`). One purchase order per store.
 *
 * Coupons (spec: one per order): `coupons` names a coupon for each store's order that takes one,
 * `[{ storeId, couponId }]`: at most one per store, a coupon at most once, each must fit its own
 * order (else COUPON_NOT_APPLICABLE; used, expired or not yet valid: COUPON_UNAVAILABLE; not the
 * buyer's: 404) and nothing is placed. `couponId` is the single-coupon form kept for one-store
 * checkouts and older callers: the one coupon goes on the order it takes most off. Give one form
 * or the other, not both.
 */
export const CheckoutBody = z
  .object({
    cartIds: z.array(rules.id).max(100, { error: 'cart.tooMany' }).optional(),
    goodsId: z.number().int().min(1).max(2_147_483_647).optional(),
    quantity: z.number().int().min(1, { error: 'cart.quantityInvalid' }).max(999_999, { error: 'cart.quantityInvalid' }).optional(),
    /** Several goods bought at once without the cart (a sales orders' procurement list). */
    items: z
      .array(z.object({ goodsId: z.number().int().min(1).max(2_147_483_647), quantity: z.number().int().min(1, { error: 'cart.quantityInvalid' }).max(999_999, { error: 'cart.quantityInvalid' }) }))
      .min(1, { error: 'cart.selectItem' })
      .max(100, { error: 'cart.tooMany' })
      .optional(),
    deliveryMode: DeliveryMode.default('inventory'),
    /** Ship mode: an own shipping address (required then). */
    addressId: rules.id.optional(),
    /** One coupon for the checkout, on the order it takes most off (single-coupon form). */
    couponId: rules.id.optional(),
    /** A coupon per store's order (the order of `storeId` takes `couponId`). */
    coupons: z.array(OrderCoupon).max(100, { error: 'cart.tooMany' }).optional(),
    remark: remark.optional(),
    /** Buy through an approved agreement (protocol number): its goods at the agreed unit price, up to the quantity it has left. */
    agreementNo: z.string().trim().min(1).max(40).optional(),
  })
  .refine((b) => b.agreementNo === undefined || (b.cartIds === undefined && b.items === undefined), { error: 'checkout.oneSource', path: ['agreementNo'] })
  .refine((b) => [b.goodsId, b.cartIds, b.items].filter((v) => v !== undefined).length <= 1, { error: 'checkout.oneSource', path: ['goodsId'] })
  .refine((b) => b.deliveryMode !== 'ship' || b.addressId !== undefined, { error: 'checkout.addressRequired', path: ['addressId'] })
  .refine((b) => b.couponId === undefined || b.coupons === undefined, { error: 'checkout.oneCouponForm', path: ['coupons'] })
  .superRefine((b, ctx) => {
    const stores = new Set<number>();
    const coupons = new Set<number>();
    for (const [index, c] of (b.coupons ?? []).entries()) {
      if (stores.has(c.storeId)) ctx.addIssue({ code: 'custom', message: 'checkout.couponOnePerOrder', path: ['coupons', index, 'storeId'] });
      if (coupons.has(c.couponId)) ctx.addIssue({ code: 'custom', message: 'checkout.couponOnce', path: ['coupons', index, 'couponId'] });
      stores.add(c.storeId);
      coupons.add(c.couponId);
    }
  });
export type CheckoutBody = z.infer<typeof CheckoutBody>;

export const CheckoutLine = z.object({
  /** The cart line (null for "buy now"). */
  cartId: z.number().int().nullable(),
  goodsId: z.number().int(),
  itemCode: z.string(),
  name: z.string(),
  image: z.string(),
  quantity: z.number().int(),
  unitPrice: Money,
  amount: Money,
});

/** Amounts of an order or a whole checkout: total = goodsAmount - discount + freight + fees. */
export const OrderAmounts = z.object({
  goodsAmount: Money,
  /** Coupon reduction (never on freight or fees). */
  discount: Money,
  /** Ship mode: the goods' logistics fee x quantity; 0 for inventory. */
  freight: Money,
  /** Ship mode: the goods' operating fee x quantity; 0 for inventory. */
  fees: Money,
  total: Money,
});

/** A coupon as a checkout applies it: what it takes off one order. */
export const AppliedCoupon = z.object({ couponId: z.number().int(), name: z.string(), discount: Money });

export const CheckoutOrder = OrderAmounts.extend({
  storeId: z.number().int(),
  storeCode: z.string(),
  storeName: z.string(),
  lines: z.array(CheckoutLine),
  /** A coupon applies to this order. */
  couponApplied: z.boolean(),
  /** The coupon this order takes (its discount is this order's), or null. */
  coupon: AppliedCoupon.nullable(),
  /** How many own coupons fit this order (whatever the other orders take); with none, couponMessage is 'No Coupon Available'. */
  usableCouponCount: z.number().int(),
  couponMessage: z.string().nullable(),
});

export const Consignee = z.object({ name: z.string(), phone: z.string(), email: z.string().nullable(), address: z.string() });
export type Consignee = z.infer<typeof Consignee>;

export const CheckoutPreview = z.object({
  deliveryMode: DeliveryMode,
  /** Ship mode: who receives the goods. */
  consignee: Consignee.nullable(),
  orders: z.array(CheckoutOrder),
  summary: OrderAmounts.extend({ quantity: z.number().int() }),
  /** The single-coupon form (`couponId`): that coupon, where it applies. Null with `coupons`: each order carries its own `coupon`. */
  coupon: AppliedCoupon.nullable(),
  /** How many own coupons fit some order of this checkout; with none, couponMessage is 'No Coupon Available'. */
  usableCouponCount: z.number().int(),
  couponMessage: z.string().nullable(),
  /** Unpaid orders cancel themselves this many minutes after submit. */
  paymentWindowMinutes: z.number().int(),
});
export type CheckoutPreview = z.infer<typeof CheckoutPreview>;

/** What submit answers (and answers again for a replay of the same Idempotency-Key). */
export const CheckoutResult = z.object({
  orders: z.array(z.object({ orderNo: z.string(), storeName: z.string(), total: Money })),
  /** The order numbers, for /api/v2/pay/initiate (refs). */
  orderNos: z.array(z.string()),
  totalAmount: Money,
  payDeadline: z.string(),
});
export type CheckoutResult = z.infer<typeof CheckoutResult>;

/** Date filters of the order list (spec section 9): previous week, month, 3 months, year. */
export const ORDER_PERIODS = ['week', 'month', '3months', 'year'] as const;
export const OrderPeriod = z.enum(ORDER_PERIODS, { error: 'field.invalid' });

export const PurchaseOrderListQuery = PageQuery.extend({
  /** Status tab: 0 to be paid, 1 paid, 2 completed, 3 canceled; absent: all. */
  status: numeric(z.number()).pipe(PurchaseOrderStatus).optional(),
  period: OrderPeriod.optional(),
  /** Order number, or part of one. */
  orderNo: z.string().trim().max(40, { error: 'field.tooLong' }).optional(),
});

export const PurchaseOrderItem = z.object({
  goodsId: z.number().int(),
  /** B2B item code. */
  itemCode: z.string(),
  name: z.string(),
  image: z.string(),
  unitPrice: Money,
  quantity: z.number().int(),
  amount: Money,
});

export const PurchaseOrderSummary = OrderAmounts.extend({
  orderNo: z.string(),
  storeId: z.number().int(),
  storeName: z.string(),
  status: PurchaseOrderStatus,
  /** The status (with the ship sub-state when there is one) in the request language. */
  statusText: z.string(),
  deliveryMode: DeliveryMode,
  shipState: ShipState.nullable(),
  createdAt: z.string(),
  /** To be paid: pay before this. */
  payDeadline: z.string().nullable(),
  quantity: z.number().int(),
  items: z.array(PurchaseOrderItem),
  actions: z.array(PurchaseOrderAction),
});
export type PurchaseOrderSummary = z.infer<typeof PurchaseOrderSummary>;

export const PurchaseOrderDetail = PurchaseOrderSummary.extend({
  /** Payment method code (spec: 0 online ... 5 account balance ...), once paid. */
  payWay: z.number().int().nullable(),
  paymentNo: z.string().nullable(),
  paidAt: z.string().nullable(),
  canceledAt: z.string().nullable(),
  cancelReason: z.enum(['buyer', 'expired']).nullable(),
  completedAt: z.string().nullable(),
  logisticsCompany: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  /** Delivery time: when the seller shipped. */
  deliveryTime: z.string().nullable(),
  consignee: Consignee.nullable(),
  remark: z.string(),
  coupon: z.object({ couponId: z.number().int(), name: z.string() }).nullable(),
});
export type PurchaseOrderDetail = z.infer<typeof PurchaseOrderDetail>;

export const OrderNoParams = z.object({ orderNo: z.string().trim().min(1).max(40) });

/** Seller ships a ship-mode order. */
export const ShipOrderBody = z.object({
  logisticsCompany: z.string().trim().min(1, { error: 'logistics.required' }).max(100, { error: 'field.tooLong' }),
  trackingNumber: z.string().trim().min(1, { error: 'tracking.required' }).max(60, { error: 'field.tooLong' }),
});
