import { z } from 'zod';
import { PageQuery } from '../common/envelope';
import { Money } from '../common/money';
import { numeric, rules } from '../common/validation';

/**
 * Payment way codes (spec section 4). Buyers pay with online (card), offline bank transfer,
 * Alipay, WeChat or the account balance; enterprise bank payment is an offline transfer too.
 */
export const PAY_WAYS = {
  online: 0,
  offline: 1,
  personalBankCard: 2,
  alipay: 3,
  wechat: 4,
  balance: 5,
  thirdPartyPayout: 6,
  enterpriseBank: 10,
} as const;
export type PayWayCode = (typeof PAY_WAYS)[keyof typeof PAY_WAYS];
export const PayWay = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5), z.literal(6), z.literal(10)]);

/** Ways a gateway takes the money on a hosted page (QR code, countdown to expiry). */
export const GATEWAY_PAY_WAYS = [PAY_WAYS.online, PAY_WAYS.alipay, PAY_WAYS.wechat] as const;
/** Ways that wait for an operator to confirm that the bank transfer arrived. */
export const OFFLINE_PAY_WAYS = [PAY_WAYS.offline, PAY_WAYS.enterpriseBank] as const;
/** What /pay/initiate and the recharge accept (balance payment has its own call, /pay/balance-pay). */
export const INITIATE_PAY_WAYS = [...GATEWAY_PAY_WAYS, ...OFFLINE_PAY_WAYS] as const;
export const InitiatePayWay = z.union([z.literal(0), z.literal(1), z.literal(3), z.literal(4), z.literal(10)], { error: 'payWay.invalid' });
export type InitiatePayWay = z.infer<typeof InitiatePayWay>;
/** What /pay/ways answers: the ways offered here, in the order shown. */
export const PayWays = z.object({ payWays: z.array(PayWay) });
export type PayWays = z.infer<typeof PayWays>;
/** Gateways that charge in CNY: the USD->CNY rate and the charged amount are fixed at initiation. */
export const CNY_PAY_WAYS = [PAY_WAYS.alipay, PAY_WAYS.wechat] as const;

/** What a payment pays for. Each purpose prepares (locks and prices its refs) and settles (marks them paid). */
/** What a payment pays for: purchase orders, a wallet recharge, or fee orders (selling expenses of sales orders). */
export const PaymentPurpose = z.enum(['purchase-order', 'recharge', 'fee-order'], { error: 'payment.purposeInvalid' });
export type PaymentPurpose = z.infer<typeof PaymentPurpose>;

/**
 * pending -> succeeded | failed | expired. Money that a gateway confirms is never refused: a
 * verified success for a failed or expired payment still makes it succeeded (the purpose is
 * settled if it still can be, otherwise the amount goes to the buyer's wallet).
 */
export const PaymentStatus = z.enum(['pending', 'succeeded', 'failed', 'expired']);
export type PaymentStatus = z.infer<typeof PaymentStatus>;
/**
 * The gateway's verdicts (succeed, fail) and the payment window (expire); the operator's
 * confirm or reject of a bank transfer, only while it is pending (a transfer found after it
 * expired is paid again, or refunded by finance, outside the app).
 */
export const paymentTransitions = {
  pending: { succeed: 'succeeded', fail: 'failed', expire: 'expired', confirm: 'succeeded', reject: 'failed' },
  failed: { succeed: 'succeeded' },
  expired: { succeed: 'succeeded' },
  succeeded: {},
} as const satisfies Record<PaymentStatus, Partial<Record<'succeed' | 'fail' | 'expire' | 'confirm' | 'reject', PaymentStatus>>>;
export type PaymentAction = 'succeed' | 'fail' | 'expire' | 'confirm' | 'reject';
export const canDoPayment = (status: PaymentStatus, action: PaymentAction) => action in paymentTransitions[status];
/** Statuses the result page keeps polling on. */
export const isPaymentFinal = (status: PaymentStatus) => status !== 'pending';

/**
 * Where the money of a succeeded payment went: 'purpose' (the orders are paid, the wallet
 * recharged) or 'wallet' (the orders could no longer be paid, e.g. canceled after the payment
 * window: the amount was credited to the buyer's wallet as a purchase refund).
 */
export const SettledAs = z.enum(['purpose', 'wallet']);

/** The platform's account for offline bank transfers; the reference is the payment number. */
export const BankTransferDetails = z.object({
  accountName: z.string(),
  bankName: z.string(),
  accountNumber: z.string(),
  swift: z.string(),
  bankAddress: z.string(),
  reference: z.string(),
});
export type BankTransferDetails = z.infer<typeof BankTransferDetails>;

/**
 * A payment as its payer sees it: the answer of /pay/initiate, /pay/balance-pay,
 * /customer/customer-recharge and /pay/pay-success.
 * - hostedUrl: the gateway's page (the sandbox page of this server), to open or to scan;
 *   qrCode is the same link as a PNG data URL (null for offline and balance payments).
 * - expiresAt: after it the payment can no longer be paid (null for offline and balance).
 * - chargedCurrency/chargedAmount/rate: what the gateway charges (CNY for Alipay and WeChat at
 *   the USD->CNY rate of the moment; USD otherwise, rate null).
 * - bankTransfer: for offline payments, where to send the money (reference = paymentNo).
 */
export const Payment = z.object({
  paymentNo: z.string(),
  purpose: PaymentPurpose,
  /** The purchase order numbers, or the recharge record number. */
  refs: z.array(z.string()),
  payWay: PayWay,
  status: PaymentStatus,
  amount: Money,
  currency: z.literal('USD'),
  chargedCurrency: z.string(),
  chargedAmount: z.number(),
  rate: z.number().nullable(),
  expiresAt: z.string().nullable(),
  hostedUrl: z.string().nullable(),
  qrCode: z.string().nullable(),
  bankTransfer: BankTransferDetails.nullable(),
  settledAs: SettledAs.nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  /** Why a bank transfer was rejected (the operator's words); null otherwise. */
  failureReason: z.string().nullable(),
});
export type Payment = z.infer<typeof Payment>;

const orderNos = z
  .array(z.string().trim().min(1, { error: 'payment.refsRequired' }).max(40, { error: 'field.tooLong' }), { error: 'payment.refsRequired' })
  .min(1, { error: 'payment.refsRequired' })
  .max(50, { error: 'field.tooLong' });

/** A recharge amount: required, positive, at most two decimals (the minimum is a setting, checked by the server). */
export const RechargeAmount = z
  .number({ error: 'amount.required' })
  // At least a cent: a positive amount below it would be zero cents.
  .min(0.01, { error: 'amount.required' })
  .max(10_000_000, { error: 'field.tooLong' })
  .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, { error: 'amount.invalid' });

/**
 * POST /api/v2/pay/initiate. Pay purchase orders (refs = order numbers, approved buyers) or
 * recharge the wallet (amount), with a gateway way (0 card, 3 Alipay, 4 WeChat) or offline
 * bank transfer (1, 10). Needs an Idempotency-Key header.
 */
export const InitiateBody = z.discriminatedUnion(
  'purpose',
  [
    z.object({ purpose: z.literal('purchase-order'), refs: orderNos, payWay: InitiatePayWay }),
    z.object({ purpose: z.literal('recharge'), amount: RechargeAmount, payWay: InitiatePayWay }),
    z.object({ purpose: z.literal('fee-order'), refs: orderNos, payWay: InitiatePayWay }),
  ],
  { error: 'payment.purposeInvalid' },
);
export type InitiateBody = z.infer<typeof InitiateBody>;

/** POST /api/v2/pay/balance-pay: pay purchase orders from the wallet. Needs an Idempotency-Key header. */
export const BalancePayBody = z.object({
  /** Purchase orders (default) or fee orders. */
  purpose: z.enum(['purchase-order', 'fee-order'], { error: 'payment.purposeInvalid' }).default('purchase-order'),
  refs: orderNos,
  payPassword: rules.payPassword,
  /** The reselling-only declaration (spec section 5): the goods are bought for resale only. */
  declaration: z.literal(true, { error: 'declaration.required' }),
});
export type BalancePayBody = z.infer<typeof BalancePayBody>;

/** POST /api/v2/pay/pay-success: the current status of an own payment (the result page polls it). */
export const PaymentNoBody = z.object({ paymentNo: z.string().trim().min(1, { error: 'field.required' }).max(40, { error: 'field.tooLong' }) });

export const ExistBalancePay = z.object({
  /** The user has a payment password: balance payment is possible. */
  exist: z.boolean(),
});

/** POST /api/v2/customer/customer-recharge. Needs an Idempotency-Key header. */
export const RechargeBody = z.object({ amount: RechargeAmount, payWay: InitiatePayWay });
export type RechargeBody = z.infer<typeof RechargeBody>;

/** A recharge record: 'handling' until its payment succeeds ('completion'); 'canceled' when it failed or expired. */
export const RechargeStatus = z.enum(['handling', 'completion', 'canceled']);
export const RechargeRecord = z.object({
  recordNo: z.string(),
  amount: Money,
  payWay: PayWay,
  status: RechargeStatus,
  paymentNo: z.string(),
  paymentStatus: PaymentStatus,
  createdAt: z.string(),
  completedAt: z.string().nullable(),
});
export type RechargeRecord = z.infer<typeof RechargeRecord>;
export const RechargeRecordQuery = PageQuery.extend({ status: RechargeStatus.optional() });

export const AdminPaymentQuery = PageQuery.extend({
  status: PaymentStatus.optional(),
  payWay: numeric(z.number({ error: 'payWay.invalid' })).pipe(PayWay).optional(),
});
export const AdminPayment = Payment.omit({ qrCode: true }).extend({ customerid: z.string(), realName: z.string(), mobile: z.string(), failureReason: z.string().nullable() });
export type AdminPayment = z.infer<typeof AdminPayment>;

/**
 * The sandbox gateway: a local stand-in for a card/Alipay/WeChat gateway, served by this server.
 * Its page (HTML, not an API envelope) is the payment's hostedUrl:
 * GET {SANDBOX_PAGE_PATH}?sig=... shows the amount, a QR code of the page, a countdown and
 * Pay / Fail buttons, which POST to {SANDBOX_PAGE_PATH}/complete; the gateway then sends its
 * signed notification to {SANDBOX_NOTIFY_PATH}.
 */
export const SANDBOX_PAGE_PATH = '/api/v2/pay/sandbox/:paymentNo';
export const SANDBOX_NOTIFY_PATH = '/api/v2/pay/notify/sandbox';
/** Minutes a gateway payment can be paid after initiation. */
export const PAYMENT_TTL_MINUTES = 15;
