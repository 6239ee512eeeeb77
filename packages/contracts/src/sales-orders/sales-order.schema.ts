import { z } from 'zod';
import { PageQuery } from '../common/envelope';
import { Money } from '../common/money';
import { actionsIn, type TransitionTable } from '../common/transitions';
import { rules } from '../common/validation';

// Sales orders (DOMAIN.md "Sales order"): a buyer's end-customer order, drop-shipped by the
// warehouse from the buyer's own inventory and paid for by a fee order (selling expenses).

export const SALES_ORDER_STATUSES = ['onHold', 'toBePaid', 'inPrep', 'inTransit', 'completed', 'canceled'] as const;
export const SalesOrderStatus = z.enum(SALES_ORDER_STATUSES, { error: 'field.invalid' });
export type SalesOrderStatus = z.infer<typeof SalesOrderStatus>;

/**
 * on hold (a draft; edit) -> submit -> to be paid (inventory blocked, fee order made) -> pay
 * the fee order -> in prep -> the store ships -> in transit -> confirm receipt (or N days
 * after shipping) -> completed. Cancel until shipped. Change address until shipped.
 */
export const salesOrderTransitions = {
  onHold: { edit: 'onHold', submit: 'toBePaid', changeAddress: 'onHold', cancel: 'canceled' },
  toBePaid: { pay: 'inPrep', changeAddress: 'toBePaid', cancel: 'canceled' },
  inPrep: { ship: 'inTransit', changeAddress: 'inPrep', cancel: 'canceled' },
  inTransit: { confirmReceipt: 'completed', autoComplete: 'completed' },
  completed: {},
  canceled: {},
} as const satisfies TransitionTable<SalesOrderStatus>;
export type SalesOrderTransition = { [S in SalesOrderStatus]: keyof (typeof salesOrderTransitions)[S] }[SalesOrderStatus];

/** What the buyer may do (the buttons); 'ship' is the store's, 'autoComplete' the clock's, 'orderAgain' always. */
export const SALES_ORDER_ACTIONS = ['edit', 'submit', 'pay', 'cancel', 'changeAddress', 'confirmReceipt', 'orderAgain', 'applyAfterSales'] as const;
export const SalesOrderAction = z.enum(SALES_ORDER_ACTIONS);
export type SalesOrderAction = z.infer<typeof SalesOrderAction>;
const BUYER_ACTIONS = new Set<string>(SALES_ORDER_ACTIONS);

export function salesOrderActions(status: SalesOrderStatus): SalesOrderAction[] {
  const actions = [...actionsIn(salesOrderTransitions, status).filter((a) => BUYER_ACTIONS.has(a)), 'orderAgain'] as SalesOrderAction[];
  // Shipped units may be claimed (after-sales; the claimable units are checked there).
  if (status === 'inTransit' || status === 'completed') actions.push('applyAfterSales');
  return actions;
}

// ---- fee orders (selling expenses)

export const FEE_ORDER_STATUSES = ['toBePaid', 'paid', 'completed', 'canceled'] as const;
export const FeeOrderStatus = z.enum(FEE_ORDER_STATUSES, { error: 'field.invalid' });
export type FeeOrderStatus = z.infer<typeof FeeOrderStatus>;

/** to be paid -> have paid -> completed (its sales order completed); canceled with its sales order (a paid fee is refunded). */
export const feeOrderTransitions = {
  toBePaid: { pay: 'paid', cancel: 'canceled' },
  paid: { complete: 'completed', cancel: 'canceled' },
  completed: {},
  canceled: {},
} as const satisfies TransitionTable<FeeOrderStatus>;
export type FeeOrderTransition = { [S in FeeOrderStatus]: keyof (typeof feeOrderTransitions)[S] }[FeeOrderStatus];

// ---- input

/** Phones of end customers anywhere: digits with the usual separators and an optional leading +. */
const phone = rules.required('consignee.phoneRequired').regex(/^\+?[0-9][0-9 ()./-]{3,28}[0-9]$/, { error: 'consignee.phoneInvalid' });
const text = (requiredKey: string, max: number) => rules.required(requiredKey).max(max, { error: 'field.tooLong' });
/** Parcel carriers do not deliver to post office boxes. */
const PO_BOX = /\b(p\.?\s*o\.?\s*box|post\s+office\s+box)\b/i;

/** An own order number from the buyer's shop (the import's OrderId). */
export const BuyerOrderNo = z.string().trim().min(1, { error: 'salesOrder.buyerOrderNoInvalid' }).max(40, { error: 'salesOrder.buyerOrderNoInvalid' }).regex(/^[A-Za-z0-9_-]+$/, { error: 'salesOrder.buyerOrderNoInvalid' });

export const SalesConsigneeInput = z
  .object({
    name: text('consignee.nameRequired', 100),
    phone,
    email: z.union([z.literal(''), z.string().trim().max(200, { error: 'field.tooLong' }).pipe(z.email({ error: 'email.invalid' }))]).optional(),
    /** ISO 3166-1 alpha-2, e.g. US. */
    country: z.string({ error: 'consignee.countryRequired' }).trim().toUpperCase().regex(/^[A-Z]{2}$/, { error: 'consignee.countryRequired' }),
    state: text('consignee.stateRequired', 100),
    city: text('consignee.cityRequired', 100),
    address: text('consignee.addressRequired', 300).refine((v) => !PO_BOX.test(v), { error: 'consignee.poBox' }),
    postalCode: text('zipCode.required', 20),
  })
  // US postal codes: 5 digits, or ZIP+4.
  .refine((c) => c.country !== 'US' || /^\d{5}(-\d{4})?$/.test(c.postalCode), { error: 'consignee.postalCodeInvalid', path: ['postalCode'] });
export type SalesConsigneeInput = z.infer<typeof SalesConsigneeInput>;

export const SalesOrderLineInput = z.object({
  goodsId: rules.id,
  quantity: z.number({ error: 'cart.quantityInvalid' }).int({ error: 'cart.quantityInvalid' }).min(1, { error: 'cart.quantityInvalid' }).max(99_999, { error: 'cart.quantityInvalid' }),
});

export const SalesOrderInput = z.object({
  lines: z
    .array(SalesOrderLineInput, { error: 'salesOrder.linesRequired' })
    .min(1, { error: 'salesOrder.linesRequired' })
    .max(50, { error: 'field.tooLong' })
    .refine((lines) => new Set(lines.map((l) => l.goodsId)).size === lines.length, { error: 'salesOrder.duplicateGoods' }),
  consignee: SalesConsigneeInput,
  buyerOrderNo: BuyerOrderNo.optional(),
  /** Where the end customer ordered (the buyer's shop or marketplace). */
  platform: z.string().trim().max(40, { error: 'field.tooLong' }).optional(),
  remark: z.string().trim().max(500, { error: 'field.tooLong' }).optional(),
  /** Submit at once (block inventory, make the fee order) instead of keeping it on hold. */
  submit: z.boolean().default(false),
});
export type SalesOrderInput = z.infer<typeof SalesOrderInput>;

export const SalesOrderNoParams = z.object({ orderNo: z.string().trim().min(1).max(40) });
export const SalesOrderNosBody = z.object({
  orderNos: z.array(z.string().trim().min(1).max(40), { error: 'salesOrder.nothingSelected' }).min(1, { error: 'salesOrder.nothingSelected' }).max(200, { error: 'field.tooLong' }),
});

export const SalesOrderListQuery = PageQuery.extend({
  status: SalesOrderStatus.optional(),
  /** Sales order id, or part of one. */
  orderNo: z.string().trim().max(40, { error: 'field.tooLong' }).optional(),
  buyerOrderNo: z.string().trim().max(40, { error: 'field.tooLong' }).optional(),
  itemCode: z.string().trim().max(40, { error: 'field.tooLong' }).optional(),
  /** Consignee name, phone or email, or part of one. */
  consignee: z.string().trim().max(100, { error: 'field.tooLong' }).optional(),
  /** Created on or after this day (YYYY-MM-DD). */
  dateFrom: z.iso.date({ error: 'field.invalid' }).optional(),
  /** Created on or before this day (YYYY-MM-DD). */
  dateTo: z.iso.date({ error: 'field.invalid' }).optional(),
});
export type SalesOrderListQuery = z.infer<typeof SalesOrderListQuery>;

// ---- output

/** A consignee as lists show it: initial, last four digits of the phone, no email (personal data). */
export const MaskedConsignee = z.object({ name: z.string(), phone: z.string(), country: z.string(), city: z.string() });

export const SalesConsignee = z.object({
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  country: z.string(),
  state: z.string(),
  city: z.string(),
  address: z.string(),
  postalCode: z.string(),
  /** Erased N days after completion (only the order's money and items are kept). */
  erased: z.boolean(),
});
export type SalesConsignee = z.infer<typeof SalesConsignee>;

/** Units an on-hold order lacks in the buyer's inventory, per goods. */
export const Shortfall = z.object({ goodsId: z.number().int(), itemCode: z.string(), needed: z.number().int(), available: z.number().int(), short: z.number().int() });
export type Shortfall = z.infer<typeof Shortfall>;

export const SalesOrderLine = z.object({
  goodsId: z.number().int(),
  itemCode: z.string(),
  name: z.string(),
  image: z.string(),
  storeId: z.number().int(),
  storeName: z.string(),
  quantity: z.number().int(),
  /** Per unit. */
  logisticsFee: Money,
  operatingFee: Money,
  logisticsCompany: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  shippedAt: z.string().nullable(),
});

export const FeeOrderBrief = z.object({
  feeOrderNo: z.string(),
  status: FeeOrderStatus,
  statusText: z.string(),
  logisticsFee: Money,
  operatingFee: Money,
  storageFee: Money,
  total: Money,
});

export const SalesOrderSummary = z.object({
  orderNo: z.string(),
  buyerOrderNo: z.string().nullable(),
  platform: z.string(),
  status: SalesOrderStatus,
  statusText: z.string(),
  consignee: MaskedConsignee,
  quantity: z.number().int(),
  lines: z.array(SalesOrderLine.pick({ goodsId: true, itemCode: true, name: true, image: true, quantity: true })),
  feeOrder: FeeOrderBrief.nullable(),
  /** On hold: what the inventory lacks to submit it now (empty: it can be submitted). */
  shortfall: z.array(Shortfall),
  source: z.enum(['manual', 'import']),
  createdAt: z.string(),
  updatedAt: z.string(),
  actions: z.array(SalesOrderAction),
});
export type SalesOrderSummary = z.infer<typeof SalesOrderSummary>;

export const SalesOrderEvent = z.object({
  action: z.string(),
  /** The action in the request language. */
  actionText: z.string(),
  status: SalesOrderStatus,
  actor: z.enum(['buyer', 'seller', 'system', 'operator']),
  at: z.string(),
  note: z.string(),
});

export const SalesOrderDetail = SalesOrderSummary.omit({ consignee: true, lines: true }).extend({
  consignee: SalesConsignee,
  lines: z.array(SalesOrderLine),
  remark: z.string(),
  submittedAt: z.string().nullable(),
  paidAt: z.string().nullable(),
  shippedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  canceledAt: z.string().nullable(),
  /** In transit: completes by itself at this time unless the buyer confirms receipt before. */
  autoCompleteAt: z.string().nullable(),
  history: z.array(SalesOrderEvent),
});
export type SalesOrderDetail = z.infer<typeof SalesOrderDetail>;

export const SalesOrderCounts = z.object({ all: z.number().int() }).extend(Object.fromEntries(SALES_ORDER_STATUSES.map((s) => [s, z.number().int()])) as Record<SalesOrderStatus, z.ZodNumber>);
export type SalesOrderCounts = z.infer<typeof SalesOrderCounts>;
export const FeeOrderCounts = z.object({ all: z.number().int() }).extend(Object.fromEntries(FEE_ORDER_STATUSES.map((s) => [s, z.number().int()])) as Record<FeeOrderStatus, z.ZodNumber>);
export type FeeOrderCounts = z.infer<typeof FeeOrderCounts>;

/** The answer of a batch action: each order done, or the reason it was not. */
export const SalesOrderBatchResult = z.object({
  done: z.array(z.string()),
  failed: z.array(z.object({ orderNo: z.string(), message: z.string() })),
});
export type SalesOrderBatchResult = z.infer<typeof SalesOrderBatchResult>;

// ---- settle: buy the shortfall of on-hold orders

export const SettleLine = z.object({
  goodsId: z.number().int(),
  itemCode: z.string(),
  name: z.string(),
  image: z.string(),
  storeName: z.string(),
  /** Units the chosen orders need beyond the inventory: what is bought (at least the goods' minimum). */
  short: z.number().int(),
  quantity: z.number().int(),
  unitPrice: Money,
  amount: Money,
  /** Can be bought now (on sale, enough stock). */
  buyable: z.boolean(),
  stockAvailable: z.number().int(),
});
export const SettlePreview = z.object({
  orderNos: z.array(z.string()),
  lines: z.array(SettleLine),
  total: Money,
  /** Nothing is short: the orders can be submitted as they are. */
  nothingShort: z.boolean(),
});
export type SettlePreview = z.infer<typeof SettlePreview>;

// ---- seller: shipping

export const SellerShipBody = z.object({
  logisticsCompany: z.string().trim().min(1, { error: 'logistics.required' }).max(100, { error: 'field.tooLong' }),
  trackingNumber: z.string().trim().min(1, { error: 'tracking.required' }).max(60, { error: 'field.tooLong' }),
  /** Per line, when lines travel separately; lines not named take the order's. */
  lines: z
    .array(
      z.object({
        goodsId: rules.id,
        logisticsCompany: z.string().trim().min(1, { error: 'logistics.required' }).max(100, { error: 'field.tooLong' }),
        trackingNumber: z.string().trim().min(1, { error: 'tracking.required' }).max(60, { error: 'field.tooLong' }),
      }),
    )
    .max(50, { error: 'field.tooLong' })
    .optional(),
});
export type SellerShipBody = z.infer<typeof SellerShipBody>;

/** What a seller ships: paid sales orders and ship-mode purchase orders of its store. */
export const SellerShipment = z.object({
  kind: z.enum(['salesOrder', 'purchaseOrder']),
  orderNo: z.string(),
  status: z.string(),
  statusText: z.string(),
  /** Waiting for the store to ship. */
  toShip: z.boolean(),
  consignee: SalesConsignee,
  lines: z.array(z.object({ goodsId: z.number().int(), itemCode: z.string(), name: z.string(), image: z.string(), quantity: z.number().int() })),
  logisticsCompany: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  paidAt: z.string().nullable(),
  shippedAt: z.string().nullable(),
});
export type SellerShipment = z.infer<typeof SellerShipment>;
export const SellerShipmentQuery = PageQuery.extend({
  /** toShip (default): waiting for the store; shipped: in transit or done. */
  state: z.enum(['toShip', 'shipped'], { error: 'field.invalid' }).default('toShip'),
  orderNo: z.string().trim().max(40, { error: 'field.tooLong' }).optional(),
});
export const SellerBatchShipBody = z.object({
  orders: z
    .array(z.object({ kind: z.enum(['salesOrder', 'purchaseOrder']), orderNo: z.string().trim().min(1).max(40), logisticsCompany: SellerShipBody.shape.logisticsCompany, trackingNumber: SellerShipBody.shape.trackingNumber }))
    .min(1, { error: 'salesOrder.nothingSelected' })
    .max(200, { error: 'field.tooLong' }),
});

// ---- fee orders

export const FeeOrderItem = z.object({
  goodsId: z.number().int(),
  itemCode: z.string(),
  name: z.string(),
  image: z.string(),
  quantity: z.number().int(),
  logisticsFee: Money,
  operatingFee: Money,
  storageFee: Money,
  amount: Money,
});
export const FeeOrder = FeeOrderBrief.extend({
  salesOrderNo: z.string(),
  items: z.array(FeeOrderItem),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  payWay: z.number().int().nullable(),
  paymentNo: z.string().nullable(),
  /** Refunded to the wallet when its sales order was canceled after payment. */
  refunded: Money,
  canceledAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  /** What the buyer may do: pay while to be paid. */
  actions: z.array(z.enum(['pay'])),
  /** The wallet records it made (payment from the balance, refund). */
  walletRecords: z.array(z.object({ flowType: z.number().int(), amount: Money, at: z.string(), remark: z.string() })),
});
export type FeeOrder = z.infer<typeof FeeOrder>;
export const FeeOrderListQuery = PageQuery.extend({
  status: FeeOrderStatus.optional(),
  feeOrderNo: z.string().trim().max(40, { error: 'field.tooLong' }).optional(),
  salesOrderNo: z.string().trim().max(40, { error: 'field.tooLong' }).optional(),
});
export const FeeOrderNoParams = z.object({ feeOrderNo: z.string().trim().min(1).max(40) });
