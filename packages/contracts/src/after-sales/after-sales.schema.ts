import { z } from 'zod';
import { PageQuery } from '../common/envelope';
import { Money } from '../common/money';
import { actionsIn, can, fromStates, nextState, type TransitionTable } from '../common/transitions';
import { rules } from '../common/validation';
import { FileRef } from '../account/account.schema';
import { SalesConsigneeInput } from '../sales-orders/sales-order.schema';

// After-sales (DOMAIN.md "After-sales"): a claim on shipped units of one order line, a sales
// order's or a ship-mode purchase order's: refund only, return and refund, or reissue.

export const AFTER_SALES_TYPES = ['refundOnly', 'returnRefund', 'reissue'] as const;
export const AfterSalesType = z.enum(AFTER_SALES_TYPES, { error: 'afterSales.typeRequired' });
export type AfterSalesType = z.infer<typeof AfterSalesType>;

export const AFTER_SALES_STATUSES = [
  'waitingReview',
  'auditFailed',
  'escalated',
  'waitingReturn',
  'pendingReceive',
  'waitingRefund',
  'pendingDelivery',
  'refunded',
  'completed',
  'rejected',
  'canceled',
] as const;
export const AfterSalesStatus = z.enum(AFTER_SALES_STATUSES, { error: 'field.invalid' });
export type AfterSalesStatus = z.infer<typeof AfterSalesStatus>;

/**
 * The machine of each type. Shared by all: waiting for review -> audit failed (the store
 * rejects) | passed; a rejection may be escalated to the operator, whose decision is final
 * (refund an amount, or uphold: rejected). The store's silence past the decision window is
 * an automatic approval at the guarantee floor, paid at once (autoApprove -> waiting for
 * refund -> refund). A refund is made in the transaction that reaches waiting for refund.
 * The buyer may cancel until the refund or reissue is done.
 */
const common = {
  auditFailed: { escalate: 'escalated' },
  escalated: { decide: 'waitingRefund', uphold: 'rejected' },
  waitingRefund: { refund: 'refunded' },
  refunded: {},
  completed: {},
  rejected: {},
  canceled: {},
} as const;

export const afterSalesTransitions = {
  refundOnly: {
    waitingReview: { approve: 'waitingRefund', autoApprove: 'waitingRefund', reject: 'auditFailed', cancel: 'canceled' },
    waitingReturn: {},
    pendingReceive: {},
    pendingDelivery: {},
    ...common,
  },
  returnRefund: {
    waitingReview: { approve: 'waitingReturn', autoApprove: 'waitingRefund', reject: 'auditFailed', cancel: 'canceled' },
    waitingReturn: { fillReturn: 'pendingReceive', cancel: 'canceled' },
    pendingReceive: { fillReturn: 'pendingReceive', receive: 'waitingRefund', cancel: 'canceled' },
    pendingDelivery: {},
    ...common,
  },
  reissue: {
    waitingReview: { approve: 'pendingDelivery', autoApprove: 'waitingRefund', reject: 'auditFailed', cancel: 'canceled' },
    waitingReturn: {},
    pendingReceive: {},
    pendingDelivery: { shipReissue: 'completed', cancel: 'canceled' },
    ...common,
  },
} as const satisfies Record<AfterSalesType, TransitionTable<AfterSalesStatus>>;

export type AfterSalesTransition = 'approve' | 'autoApprove' | 'reject' | 'cancel' | 'fillReturn' | 'receive' | 'shipReissue' | 'escalate' | 'decide' | 'uphold' | 'refund';

const tableOf = (type: AfterSalesType) => afterSalesTransitions[type] as unknown as TransitionTable<AfterSalesStatus, AfterSalesTransition>;
export const afterSalesCan = (type: AfterSalesType, status: AfterSalesStatus, action: AfterSalesTransition) => can(tableOf(type), status, action);
export const afterSalesNext = (type: AfterSalesType, status: AfterSalesStatus, action: AfterSalesTransition) => nextState(tableOf(type), status, action) as AfterSalesStatus | undefined;
/** The states of a type an action may start from: what a conditional update's WHERE lists. */
export const afterSalesFrom = (type: AfterSalesType, action: AfterSalesTransition) => fromStates(tableOf(type), action) as AfterSalesStatus[];

/** Open: holds its order line (one open after-sales per line at a time). */
export const OPEN_AFTER_SALES_STATUSES = ['waitingReview', 'escalated', 'waitingReturn', 'pendingReceive', 'waitingRefund', 'pendingDelivery'] as const satisfies readonly AfterSalesStatus[];
/** Counted against the units of a line: everything but what was rejected or canceled. */
export const CLAIMING_AFTER_SALES_STATUSES = [...OPEN_AFTER_SALES_STATUSES, 'refunded', 'completed'] as const satisfies readonly AfterSalesStatus[];

export const BUYER_AFTER_SALES_ACTIONS = ['cancel', 'fillReturn', 'escalate', 'reapply'] as const;
export const SELLER_AFTER_SALES_ACTIONS = ['approve', 'reject', 'receive', 'shipReissue'] as const;
export const OPERATOR_AFTER_SALES_ACTIONS = ['decide'] as const;
export const AfterSalesAction = z.enum([...BUYER_AFTER_SALES_ACTIONS, ...SELLER_AFTER_SALES_ACTIONS, ...OPERATOR_AFTER_SALES_ACTIONS]);
export type AfterSalesAction = z.infer<typeof AfterSalesAction>;

/** What each side may do now (the buttons), from the type's table; reapply after the store's rejection. */
export function afterSalesActions(type: AfterSalesType, status: AfterSalesStatus, role: 'buyer' | 'seller' | 'operator'): AfterSalesAction[] {
  const allowed = actionsIn(tableOf(type), status) as string[];
  const mine: readonly string[] = role === 'buyer' ? BUYER_AFTER_SALES_ACTIONS : role === 'seller' ? SELLER_AFTER_SALES_ACTIONS : OPERATOR_AFTER_SALES_ACTIONS;
  const actions = allowed.filter((a) => mine.includes(a)) as AfterSalesAction[];
  if (role === 'buyer' && status === 'auditFailed') actions.push('reapply');
  return actions;
}

/** Reasons a buyer picks (the evidence standards: damage, wrong shipment, missing goods, quality). */
export const AFTER_SALES_REASONS = ['damaged', 'wrongItem', 'missingParts', 'qualityProblem', 'notReceived', 'notAsDescribed', 'other'] as const;
export const AfterSalesReason = z.enum(AFTER_SALES_REASONS, { error: 'afterSales.reasonRequired' });
export type AfterSalesReason = z.infer<typeof AfterSalesReason>;

/** The store's guarantees (spec section 9): the floor paid when it does not decide in time, in percent of the line amount. */
export const RETURN_GUARANTEE_PERCENT = { basic: 60, standard: 70 } as const;
export const LOGISTICS_GUARANTEE_PERCENT = 100;
export const AFTER_SALES_MAX_FILES = 8;

export const AfterSalesSource = z.enum(['salesOrder', 'purchaseOrder'], { error: 'field.invalid' });
export type AfterSalesSource = z.infer<typeof AfterSalesSource>;

const amount = z.number({ error: 'afterSales.amountInvalid' }).min(0, { error: 'afterSales.amountInvalid' }).max(10_000_000, { error: 'afterSales.amountInvalid' });
const fileKey = z.string().trim().min(1).max(200).regex(/^[A-Za-z0-9/_.-]+$/, { error: 'FILE_INVALID' });

// ---- input

export const AfterSalesApplyInput = z
  .object({
    source: AfterSalesSource,
    orderNo: z.string({ error: 'field.invalid' }).trim().min(1, { error: 'field.invalid' }).max(40, { error: 'field.tooLong' }),
    goodsId: rules.id,
    type: AfterSalesType,
    quantity: z.number({ error: 'afterSales.quantityRequired' }).int({ error: 'afterSales.quantityRequired' }).min(1, { error: 'afterSales.quantityRequired' }).max(99_999, { error: 'afterSales.quantityRequired' }),
    reason: AfterSalesReason,
    description: rules.required('afterSales.descriptionRequired').max(1000, { error: 'field.tooLong' }),
    /** Keys of files the buyer uploaded (kind afterSales): pictures or a video. */
    pictures: z.array(fileKey, { error: 'afterSales.picturesRequired' }).min(1, { error: 'afterSales.picturesRequired' }).max(AFTER_SALES_MAX_FILES, { error: 'afterSales.tooManyFiles' }),
    /** Asked for refunds; at most what was paid for the units (refunds only). */
    refundAmount: amount.optional(),
    /** Where a reissue goes (reissue only). */
    reissueConsignee: SalesConsigneeInput.optional(),
  })
  .refine((b) => b.type !== 'reissue' || b.reissueConsignee !== undefined, { error: 'afterSales.reissueInvalid', path: ['reissueConsignee'] })
  .refine((b) => b.type === 'reissue' || (b.refundAmount !== undefined && b.refundAmount > 0), { error: 'afterSales.amountInvalid', path: ['refundAmount'] });
export type AfterSalesApplyInput = z.infer<typeof AfterSalesApplyInput>;

export const AfterSalesNoParams = z.object({ afterSalesNo: z.string().trim().min(1).max(40) });

export const ReturnLogisticsBody = z.object({
  logisticsCompany: z.string({ error: 'logistics.required' }).trim().min(1, { error: 'logistics.required' }).max(100, { error: 'field.tooLong' }),
  trackingNumber: z.string({ error: 'tracking.required' }).trim().min(1, { error: 'tracking.required' }).max(60, { error: 'field.tooLong' }),
});
export type ReturnLogisticsBody = z.infer<typeof ReturnLogisticsBody>;
export const EscalateBody = z.object({ reason: rules.required('reason.required').max(500, { error: 'field.tooLong' }) });
export const ApproveAfterSalesBody = z.object({
  /** A refund other than the buyer asked (at most what was paid for the units). */
  refundAmount: amount.optional(),
  message: z.string().trim().max(500, { error: 'field.tooLong' }).optional(),
  /** Return and refund: where the units go back. */
  returnAddress: z.string().trim().max(300, { error: 'field.tooLong' }).optional(),
});
export type ApproveAfterSalesBody = z.infer<typeof ApproveAfterSalesBody>;
export const RejectAfterSalesBody = z.object({ reason: rules.required('reason.required').max(500, { error: 'field.tooLong' }) });
export const ShipReissueBody = ReturnLogisticsBody;
/** The operator's final decision: a refund of `refundAmount` (0 upholds the store's rejection), with the reason. */
export const DecideAfterSalesBody = z.object({ refundAmount: amount, reason: rules.required('reason.required').max(500, { error: 'field.tooLong' }) });
export type DecideAfterSalesBody = z.infer<typeof DecideAfterSalesBody>;

export const AfterSalesListQuery = PageQuery.extend({
  status: AfterSalesStatus.optional(),
  type: AfterSalesType.optional(),
  /** After-sales number or order number, or part of one. */
  keyword: z.string().trim().max(40, { error: 'field.tooLong' }).optional(),
  dateFrom: z.iso.date({ error: 'field.invalid' }).optional(),
  dateTo: z.iso.date({ error: 'field.invalid' }).optional(),
});
export type AfterSalesListQuery = z.infer<typeof AfterSalesListQuery>;
export const AdminAfterSalesListQuery = AfterSalesListQuery.extend({ status: AfterSalesStatus.default('escalated') });

export const ClaimableQuery = z.object({ source: AfterSalesSource, orderNo: z.string().trim().min(1).max(40) });

// ---- output

export const ClaimableLine = z.object({
  goodsId: z.number().int(),
  itemCode: z.string(),
  name: z.string(),
  image: z.string(),
  shipped: z.number().int(),
  /** Units already in an after-sales (open or done). */
  claimed: z.number().int(),
  claimable: z.number().int(),
  /** Paid per unit: goods (less the coupon's share), freight and fees. */
  unitPaid: Money,
  /** An open after-sales holds the line. */
  openAfterSalesNo: z.string().nullable(),
});
export const ClaimableOrder = z.object({
  source: AfterSalesSource,
  orderNo: z.string(),
  storeName: z.string(),
  consignee: z.object({ name: z.string(), phone: z.string(), country: z.string(), state: z.string(), city: z.string(), address: z.string(), postalCode: z.string() }).nullable(),
  lines: z.array(ClaimableLine),
});
export type ClaimableOrder = z.infer<typeof ClaimableOrder>;

export const AfterSalesEvent = z.object({
  action: z.string(),
  actionText: z.string(),
  status: AfterSalesStatus,
  statusText: z.string(),
  actor: z.enum(['buyer', 'seller', 'system', 'operator']),
  actorText: z.string(),
  at: z.string(),
  note: z.string(),
});

const Logistics = z.object({ company: z.string(), trackingNumber: z.string(), at: z.string().nullable() });

export const AfterSales = z.object({
  afterSalesNo: z.string(),
  source: AfterSalesSource,
  salesOrderNo: z.string().nullable(),
  purchaseOrderNo: z.string().nullable(),
  /** The refund's number (the wallet record's related id) once refunded. */
  refundNo: z.string().nullable(),
  type: AfterSalesType,
  typeText: z.string(),
  status: AfterSalesStatus,
  statusText: z.string(),
  storeId: z.number().int(),
  storeName: z.string(),
  buyer: z.object({ customerid: z.string(), name: z.string() }),
  goods: z.object({ goodsId: z.number().int(), itemCode: z.string(), name: z.string(), image: z.string() }),
  quantity: z.number().int(),
  itemsCost: Money,
  logisticsCost: Money,
  storageFee: Money,
  /** The most a refund may be: what was paid for these units. */
  maxRefund: Money,
  /** What the platform pays when the store does not decide in time. */
  guaranteeFloor: Money,
  requestedAmount: Money,
  approvedAmount: Money.nullable(),
  refundAmount: Money,
  reason: AfterSalesReason,
  reasonText: z.string(),
  description: z.string(),
  pictures: z.array(FileRef),
  returnLogistics: Logistics.nullable(),
  returnAddress: z.string(),
  reissueConsignee: z.object({ name: z.string(), phone: z.string(), email: z.string(), country: z.string(), state: z.string(), city: z.string(), address: z.string(), postalCode: z.string() }).nullable(),
  reissueLogistics: Logistics.nullable(),
  sellerMessage: z.string(),
  rejectReason: z.string(),
  escalationReason: z.string(),
  decision: z.object({ refundAmount: Money, reason: z.string(), at: z.string() }).nullable(),
  /** The store must decide by then, or the guarantee pays. */
  decideBy: z.string().nullable(),
  applyTime: z.string(),
  refundTime: z.string().nullable(),
  updatedAt: z.string(),
  actions: z.array(AfterSalesAction),
});
export type AfterSales = z.infer<typeof AfterSales>;
export const AfterSalesDetail = AfterSales.extend({ timeline: z.array(AfterSalesEvent) });
export type AfterSalesDetail = z.infer<typeof AfterSalesDetail>;
