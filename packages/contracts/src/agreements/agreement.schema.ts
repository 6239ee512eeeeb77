import { z } from 'zod';
import { PageQuery } from '../common/envelope';
import { Money } from '../common/money';
import { actionsIn, type TransitionTable } from '../common/transitions';

// Complex transactions (DOMAIN.md "Complex transaction (agreement)"): a buyer asks a store for a
// special unit price for a quantity of one goods; the store approves, counters or rejects; once
// approved the buyer buys at the agreed price, up to the agreed quantity, within the buy window.

/**
 * pendingReview: waiting for the store (the approval window, a setting; "pending review")
 * countered: the store made another offer; waiting for the buyer (the same window)
 * approved: "audit passed"; the buyer buys within the buy window (a setting, default 7 days)
 * rejected: "audit failed"; completed; timedOut; canceled
 */
export const AGREEMENT_STATUSES = ['pendingReview', 'countered', 'approved', 'rejected', 'completed', 'timedOut', 'canceled'] as const;
export const AgreementStatus = z.enum(AGREEMENT_STATUSES, { error: 'field.invalid' });
export type AgreementStatus = z.infer<typeof AgreementStatus>;

/**
 * Each offer (the buyer's application, a store's counter, a reapplication) is a version. The
 * store answers an application (approve / counter / reject); the buyer answers a counter
 * (accept / decline). The clock: an unanswered application or counter times out ('expire'); an
 * approved agreement at the end of its buy window completes with what was bought ('complete',
 * also when everything is bought) or times out when nothing was ('expire'). The buyer may cancel
 * before completion and reapply from rejected, timed out or canceled.
 */
export const agreementTransitions = {
  pendingReview: { approve: 'approved', counter: 'countered', reject: 'rejected', cancel: 'canceled', expire: 'timedOut' },
  countered: { accept: 'approved', decline: 'canceled', cancel: 'canceled', expire: 'timedOut' },
  approved: { buy: 'approved', complete: 'completed', cancel: 'canceled', expire: 'timedOut' },
  rejected: { reapply: 'pendingReview' },
  completed: {},
  timedOut: { reapply: 'pendingReview' },
  canceled: { reapply: 'pendingReview' },
} as const satisfies TransitionTable<AgreementStatus>;
export type AgreementTransition = { [S in AgreementStatus]: keyof (typeof agreementTransitions)[S] }[AgreementStatus];

/** The buyer's buttons ('buy' is "go to buy"). */
export const BUYER_AGREEMENT_ACTIONS = ['buy', 'cancel', 'accept', 'decline', 'reapply'] as const;
export const BuyerAgreementAction = z.enum(BUYER_AGREEMENT_ACTIONS);
export type BuyerAgreementAction = z.infer<typeof BuyerAgreementAction>;
/** The store's buttons. */
export const SELLER_AGREEMENT_ACTIONS = ['approve', 'counter', 'reject'] as const;
export const SellerAgreementAction = z.enum(SELLER_AGREEMENT_ACTIONS);
export type SellerAgreementAction = z.infer<typeof SellerAgreementAction>;

const BUYER = new Set<string>(BUYER_AGREEMENT_ACTIONS);
const SELLER = new Set<string>(SELLER_AGREEMENT_ACTIONS);
export const buyerAgreementActions = (status: AgreementStatus) => actionsIn(agreementTransitions, status).filter((a) => BUYER.has(a)) as BuyerAgreementAction[];
export const sellerAgreementActions = (status: AgreementStatus) => actionsIn(agreementTransitions, status).filter((a) => SELLER.has(a)) as SellerAgreementAction[];

/** An agreement's buy window when the operator has not set one. */
export const AGREEMENT_BUY_DAYS_DEFAULT = 7;

// ---- input

const quantity = z.number({ error: 'agreement.quantityInvalid' }).int({ error: 'agreement.quantityInvalid' }).min(1, { error: 'agreement.quantityInvalid' }).max(999_999, { error: 'agreement.quantityInvalid' });
/** A unit price in USD, two decimals at most, above zero. */
const unitPrice = z
  .number({ error: 'agreement.priceInvalid' })
  .min(0.01, { error: 'agreement.priceInvalid' })
  .max(1_000_000, { error: 'agreement.priceInvalid' })
  .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, { error: 'agreement.priceInvalid' });
const message = z.string().trim().max(500, { error: 'field.tooLong' });

export const AgreementApplyBody = z.object({
  goodsId: z.number().int().min(1).max(2_147_483_647),
  quantity,
  unitPrice,
  message: message.optional(),
});
export type AgreementApplyBody = z.infer<typeof AgreementApplyBody>;

/** A reapplication: a new offer; what is left out is taken from the last one. */
export const AgreementReapplyBody = z.object({ quantity: quantity.optional(), unitPrice: unitPrice.optional(), message: message.optional() });
export type AgreementReapplyBody = z.infer<typeof AgreementReapplyBody>;

export const AgreementCounterBody = z.object({ quantity, unitPrice, message: message.min(1, { error: 'agreement.messageRequired' }) });
export type AgreementCounterBody = z.infer<typeof AgreementCounterBody>;
export const AgreementRejectBody = z.object({ reason: message.min(1, { error: 'agreement.reasonRequired' }) });
export type AgreementRejectBody = z.infer<typeof AgreementRejectBody>;
export const AgreementApproveBody = z.object({ message: message.optional() });
export const AgreementMessageBody = z.object({ message: message.optional() });

export const AgreementNoParams = z.object({ agreementNo: z.string().trim().min(1).max(40) });
export const AgreementGoodsParams = z.object({ goodsId: z.coerce.number().int().min(1).max(2_147_483_647) });

export const AgreementListQuery = PageQuery.extend({
  status: AgreementStatus.optional(),
  /** Protocol number, or part of one. */
  agreementNo: z.string().trim().max(40, { error: 'field.tooLong' }).optional(),
});
export type AgreementListQuery = z.infer<typeof AgreementListQuery>;

// ---- output

export const AgreementVersion = z.object({
  version: z.number().int(),
  by: z.enum(['buyer', 'seller']),
  quantity: z.number().int(),
  /** Null when the viewer may not see prices. */
  unitPrice: Money.nullable(),
  message: z.string(),
  /** open (waiting for an answer), accepted (the agreed offer), superseded, declined, rejected, canceled, timedOut. */
  outcome: z.enum(['open', 'accepted', 'superseded', 'declined', 'rejected', 'canceled', 'timedOut']),
  outcomeText: z.string(),
  at: z.string(),
});
export type AgreementVersion = z.infer<typeof AgreementVersion>;

export const AgreementEvent = z.object({
  action: z.string(),
  actionText: z.string(),
  status: AgreementStatus,
  actor: z.enum(['buyer', 'seller', 'system']),
  note: z.string(),
  at: z.string(),
});

export const AgreementSummary = z.object({
  /** The protocol number. */
  agreementNo: z.string(),
  goodsId: z.number().int(),
  itemCode: z.string(),
  goodsName: z.string(),
  image: z.string(),
  storeId: z.number().int(),
  storeName: z.string(),
  /** The goods' minimum order quantity. */
  moq: z.number().int(),
  status: AgreementStatus,
  statusText: z.string(),
  /** The current offer: asked by the buyer, countered by the store, or agreed. */
  quantity: z.number().int(),
  /** Agreed (protocol) unit price; null when the viewer may not see prices. */
  unitPrice: Money.nullable(),
  /** The goods' price for that quantity today; null when masked. */
  originalPrice: Money.nullable(),
  /** Units bought through it (paid orders) and taken by orders waiting for payment. */
  boughtQuantity: z.number().int(),
  reservedQuantity: z.number().int(),
  /** Units that can still be bought at the agreed price (approved only; 0 otherwise). */
  remainingQuantity: z.number().int(),
  buyerMessage: z.string(),
  sellerMessage: z.string(),
  /** The end of the current window (answer, or buy); null in a final state. */
  deadline: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Prices are hidden from this viewer (not an approved buyer). */
  priceMasked: z.boolean(),
});
export type AgreementSummary = z.infer<typeof AgreementSummary>;

export const BuyerAgreement = AgreementSummary.extend({ actions: z.array(BuyerAgreementAction) });
export type BuyerAgreement = z.infer<typeof BuyerAgreement>;
export const SellerAgreement = AgreementSummary.extend({ buyerName: z.string(), actions: z.array(SellerAgreementAction) });
export type SellerAgreement = z.infer<typeof SellerAgreement>;

const detail = { versions: z.array(AgreementVersion), history: z.array(AgreementEvent), orders: z.array(z.object({ orderNo: z.string(), quantity: z.number().int(), state: z.enum(['reserved', 'paid', 'released']) })) };
export const BuyerAgreementDetail = BuyerAgreement.extend(detail);
export type BuyerAgreementDetail = z.infer<typeof BuyerAgreementDetail>;
export const SellerAgreementDetail = SellerAgreement.extend(detail);
export type SellerAgreementDetail = z.infer<typeof SellerAgreementDetail>;

export const AgreementCounts = z.object({ all: z.number().int() }).extend(
  Object.fromEntries(AGREEMENT_STATUSES.map((s) => [s, z.number().int()])) as Record<AgreementStatus, z.ZodNumber>,
);
export type AgreementCounts = z.infer<typeof AgreementCounts>;
