import { usd, type MessageEvents, type MessageEventType } from '../messages/events';
import type { MessagesService } from '../messages/messages.service';
import { createHash, randomInt } from 'node:crypto';
import {
  amountToCents,
  centsToAmount,
  CNY_PAY_WAYS,
  FLOW_TYPES,
  GATEWAY_PAY_WAYS,
  PAY_WAYS,
  PAYMENT_TTL_MINUTES,
  type AdminPayment,
  type BalancePayBody,
  type BankTransferDetails,
  type InitiateBody,
  type InitiatePayWay,
  type OperateConfig,
  type Payment,
  type PaymentPurpose,
  type PaymentStatus,
  type PayWayCode,
  type RechargeRecord,
} from '@wm/contracts';
import type { Database, Executor, Tx } from '../../db/client';
import { AppError } from '../../platform/errors';
import type { ChargeMethod, PaymentGateway } from '../../platform/gateways/gateway';
import type { SandboxGateway } from '../../platform/gateways/sandbox';
import { qrPngDataUrl } from '../../platform/qr';
import type { AuthService, AuthUser } from '../auth/auth.service';
import type { RatesService } from '../rates/rates.service';
import type { WalletService } from '../wallet/wallet.service';
import { paymentsRepository as repo, type PaymentRow } from './payments.repository';

/**
 * What a payment pays for. `prepare` runs in the payment's transaction when it starts: it locks
 * the refs (e.g. the buyer's unpaid orders), checks they can be paid and prices them. `settle`
 * runs in the transaction that confirms the money (verified notification, operator, balance):
 * it marks the refs paid. A settle that throws an AppError means "can no longer be paid" (an
 * order canceled after its payment window): the confirmed money then goes to the payer's wallet.
 */
export interface PaymentPurposeHandler {
  prepare(tx: Tx, userId: number, refs: string[]): Promise<{ amountCents: number }>;
  settle(tx: Tx, userId: number, refs: string[], payment: { payWay: number; paymentNo: string }): Promise<void>;
  /** The wallet flow type of a balance payment (transaction spending when absent). */
  balanceFlowType?: number;
}

/** The platform's receiving account for offline bank transfers (the reference is the payment number). */
export const PLATFORM_BANK_ACCOUNT: Omit<BankTransferDetails, 'reference'> = {
  accountName: 'Wholesale Marketplace Ltd.',
  bankName: 'Bank of China (Hong Kong) Limited',
  accountNumber: '012-875-2-046213-9',
  swift: 'BKCHHKHHXXX',
  bankAddress: '1 Garden Road, Central, Hong Kong',
};

const METHOD: Partial<Record<number, ChargeMethod>> = { [PAY_WAYS.online]: 'card', [PAY_WAYS.alipay]: 'alipay', [PAY_WAYS.wechat]: 'wechat' };
/** Balance first, then the online ways, then bank transfers. */
const PAY_WAYS_SHOWN: PayWayCode[] = [PAY_WAYS.balance, PAY_WAYS.online, PAY_WAYS.alipay, PAY_WAYS.wechat, PAY_WAYS.offline, PAY_WAYS.enterpriseBank];
const isGatewayWay = (payWay: number) => (GATEWAY_PAY_WAYS as readonly number[]).includes(payWay);
const chargesInCny = (payWay: number) => (CNY_PAY_WAYS as readonly number[]).includes(payWay);

/** A random payment number: P + date + 12 digits, so that nobody can guess another's and two of a day hardly ever clash. */
function newPaymentNo(now = new Date()) {
  const day = now.toISOString().slice(0, 10).replace(/-/g, '');
  return `P${day}${String(randomInt(0, 1e12)).padStart(12, '0')}`;
}

/** cents x rate (8 decimals), half up, in integers: no float drift even for large amounts. */
export const convertCents = (cents: number, rate: number) => Number((BigInt(cents) * BigInt(Math.round(rate * 1e8)) + 50_000_000n) / 100_000_000n);

const digest = (request: unknown) => createHash('sha256').update(JSON.stringify(request)).digest('hex');

/** Thrown inside a transaction when another request already holds the idempotency key: roll back, answer that one. */
const KEY_TAKEN = Symbol('key taken');

const qrCache = new Map<string, string>();
/** The link as a QR code PNG data URL. */
async function qrPng(text: string): Promise<string> {
  const cached = qrCache.get(text);
  if (cached) return cached;
  const url = await qrPngDataUrl(text, 264);
  if (qrCache.size > 500) qrCache.clear();
  qrCache.set(text, url);
  return url;
}

type Request =
  | { kind: 'initiate'; purpose: 'purchase-order' | 'fee-order'; refs: string[]; payWay: InitiatePayWay }
  | { kind: 'initiate'; purpose: 'recharge'; amountCents: number; payWay: InitiatePayWay };

export function createPaymentsService(deps: {
  database: Database;
  wallets: WalletService;
  auth: () => AuthService;
  rates: RatesService;
  settings: () => Promise<OperateConfig>;
  /** The built-in sandbox gateway, or null where none may run (production): card, Alipay and WeChat are then not offered. */
  sandbox: SandboxGateway | null;
  /** Tells the payer what happened to a payment (absent in tests that need no messages). */
  messages?: MessagesService;
}) {
  const { db } = deps.database;
  const purposes = new Map<PaymentPurpose, PaymentPurposeHandler>();
  const gateways = new Map<string, PaymentGateway>(deps.sandbox ? [[deps.sandbox.name, deps.sandbox]] : []);
  /** The gateway that charges card, Alipay and WeChat payments, if this installation has one. */
  const onlineGateway: PaymentGateway | null = deps.sandbox;
  const offered = (payWay: number) => !isGatewayWay(payWay) || onlineGateway !== null;
  /** Balance payments running in this instance, by user and request key. */
  const inFlight = new Map<string, { requestDigest: string; payment: Promise<Payment> }>();

  async function view(p: PaymentRow): Promise<Payment> {
    return {
      paymentNo: p.paymentNo,
      purpose: p.purpose,
      refs: p.refs,
      payWay: p.payWay as Payment['payWay'],
      status: p.status,
      amount: centsToAmount(p.amountCents),
      currency: 'USD',
      chargedCurrency: p.chargedCurrency,
      chargedAmount: centsToAmount(p.chargedAmountCents),
      rate: p.chargedRate,
      expiresAt: p.expiresAt?.toISOString() ?? null,
      hostedUrl: p.status === 'pending' ? p.hostedUrl : null,
      qrCode: p.status === 'pending' && p.hostedUrl ? await qrPng(p.hostedUrl) : null,
      bankTransfer: p.gateway === 'offline' ? { ...PLATFORM_BANK_ACCOUNT, reference: p.paymentNo } : null,
      settledAs: p.settledAs,
      createdAt: p.createdAt.toISOString(),
      paidAt: p.paidAt?.toISOString() ?? null,
      // The operator's reason for a rejected transfer (a gateway's decline stays internal).
      failureReason: p.status === 'failed' && p.gateway === 'offline' ? p.failureReason : null,
    };
  }

  async function adminView(p: PaymentRow, user: { customerNo: string; realName: string; mobile: string }): Promise<AdminPayment> {
    const { qrCode: _, ...rest } = await view(p);
    return { ...rest, customerid: user.customerNo, realName: user.realName, mobile: user.mobile, failureReason: p.failureReason };
  }

  /** A pending payment past its expiry is expired (conditional update); answers the row as it is now. */
  async function current(ex: Executor, p: PaymentRow): Promise<PaymentRow> {
    if (p.status !== 'pending' || !p.expiresAt || p.expiresAt.getTime() > Date.now()) return p;
    // Expired and told, or neither (a savepoint when already in a transaction).
    const expired = await ex.transaction(async (tx) => {
      const row = await repo.expireIfDue(tx, p.paymentNo);
      if (row) await tell(tx, row.userId, 'paymentExpired', { paymentNo: row.paymentNo, amount: usd(row.amountCents) });
      return row;
    });
    return expired ?? (await repo.findByNo(ex, p.paymentNo))!;
  }

  /** Every pending payment (of one user, or of all) past its expiry expires, and its payer is told; answers how many. */
  const expireOverdue = (userId?: number) =>
    db.transaction(async (tx) => {
      const rows = await repo.expireOverdue(tx, userId);
      for (const row of rows) await tell(tx, row.userId, 'paymentExpired', { paymentNo: row.paymentNo, amount: usd(row.amountCents) });
      return rows.length;
    });

  /** A message to the payer, in the transaction of the change (events.ts says what it says). */
  async function tell<E extends MessageEventType>(tx: Executor, userId: number, type: E, facts: MessageEvents[E]) {
    if (deps.messages) await deps.messages.event(tx, userId, type, facts);
  }

  function replay(previous: PaymentRow, requestDigest: string) {
    if (previous.requestDigest !== requestDigest) throw new AppError('IDEMPOTENCY_KEY_REUSED');
    return previous;
  }

  /**
   * Runs `work` in a transaction that records the payment under the request key. When the key
   * is already taken (a retry, or the same request racing in), the first payment is answered.
   */
  async function once(userId: number, requestKey: string, requestDigest: string, work: (tx: Tx) => Promise<PaymentRow>): Promise<PaymentRow> {
    const previous = await repo.findByKey(db, userId, requestKey);
    if (previous) return replay(previous, requestDigest);
    try {
      return await db.transaction(work);
    } catch (error) {
      // The same key raced in: whatever this attempt ran into, the first one's answer stands.
      const winner = await repo.findByKey(db, userId, requestKey);
      if (winner) return replay(winner, requestDigest);
      if (error === KEY_TAKEN) throw new AppError('IDEMPOTENCY_IN_PROGRESS');
      throw error;
    }
  }

  function handler(purpose: PaymentPurpose) {
    const found = purposes.get(purpose);
    if (!found) throw new AppError('PAYMENT_WAY_UNAVAILABLE');
    return found;
  }

  /**
   * The money of a succeeded payment goes where it belongs: the purpose is settled in a
   * savepoint; if it can no longer be (an AppError), the amount is credited to the payer's
   * wallet as a purchase refund instead. Either way the money is accounted for once.
   */
  async function settleOrRefund(tx: Tx, p: PaymentRow) {
    const facts = { paymentNo: p.paymentNo, amount: usd(p.amountCents), orders: p.refs.join(', ') };
    try {
      await tx.transaction((savepoint) => handler(p.purpose).settle(savepoint, p.userId, p.refs, { payWay: p.payWay, paymentNo: p.paymentNo }));
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      const credited = await deps.wallets.post(tx, { userId: p.userId, flowType: FLOW_TYPES.purchaseRefund, amountCents: p.amountCents, relatedId: p.paymentNo, remark: p.refs.join(',') });
      if (!credited) throw new Error(`could not credit the wallet of ${p.userId} for ${p.paymentNo}`);
      await repo.setSettledAs(tx, p.paymentNo, 'wallet');
      await tell(tx, p.userId, 'paymentCreditedToWallet', facts);
      return;
    }
    if (p.purpose === 'recharge') await tell(tx, p.userId, 'rechargeCredited', { recordNo: p.refs[0] ?? '', amount: facts.amount });
    else await tell(tx, p.userId, 'paymentSucceeded', facts);
  }

  async function start(user: AuthUser, request: Request, requestKey: string | undefined, origin: string): Promise<Payment> {
    if (!requestKey) throw new AppError('IDEMPOTENCY_KEY_REQUIRED');
    if (!offered(request.payWay)) throw new AppError('PAYMENT_WAY_UNAVAILABLE');
    if (request.purpose !== 'recharge' && user.auditStatus !== 2) throw new AppError('NOT_APPROVED');
    if (request.purpose === 'recharge') {
      const { minRechargeAmount } = await deps.settings();
      if (request.amountCents < amountToCents(minRechargeAmount)) throw new AppError('RECHARGE_BELOW_MIN', { min: minRechargeAmount.toFixed(2) });
    }
    const requestDigest = digest(request);
    const { payWay } = request;
    // Read before the transaction (the embedded database has one connection, held by it).
    const cnyRate = chargesInCny(payWay) ? await deps.rates.latest('CNY').catch(() => null) : null;
    if (chargesInCny(payWay) && !cnyRate) throw new AppError('PAYMENT_WAY_UNAVAILABLE');
    const row = await once(user.id, requestKey, requestDigest, async (tx) => {
      let refs: string[];
      if (request.purpose === 'recharge') {
        const record = await repo.insertRecharge(tx, { userId: user.id, amountCents: request.amountCents, payWay });
        refs = [record.recordNo];
      } else refs = request.refs;
      const { amountCents } = await handler(request.purpose).prepare(tx, user.id, refs);
      if (!(amountCents > 0)) throw new AppError('PAYMENT_NOT_PENDING');

      const paymentNo = newPaymentNo();
      let charged = { currency: 'USD', amountCents, rate: null as number | null };
      if (cnyRate) charged = { currency: 'CNY', amountCents: convertCents(amountCents, cnyRate.rate), rate: cnyRate.rate };
      const gateway = isGatewayWay(payWay) ? onlineGateway : null;
      const expiresAt = gateway ? new Date(Date.now() + PAYMENT_TTL_MINUTES * 60_000) : null;
      const charge = gateway
        ? await gateway.createCharge({ paymentNo, amountCents: charged.amountCents, currency: charged.currency, expiresAt: expiresAt!, method: METHOD[payWay]!, origin })
        : null;
      const inserted = await repo.insert(tx, {
        paymentNo,
        userId: user.id,
        purpose: request.purpose,
        refs,
        amountCents,
        payWay,
        gateway: gateway?.name ?? 'offline',
        expiresAt,
        chargedCurrency: charged.currency,
        chargedAmountCents: charged.amountCents,
        chargedRate: charged.rate,
        hostedUrl: charge?.hostedUrl ?? null,
        requestKey,
        requestDigest,
      });
      if (!inserted) throw KEY_TAKEN;
      return inserted;
    });
    return view(await current(db, row));
  }


  /** A balance payment's one run: the payment password, then the debit and the settlement in one transaction. */
  async function payFromBalance(user: AuthUser, body: BalancePayBody, requestKey: string, requestDigest: string): Promise<Payment> {
    await deps.auth().checkPayPassword(user.id, body.payPassword);
    const row = await once(user.id, requestKey, requestDigest, async (tx) => {
      const purpose = handler(body.purpose);
      const { amountCents } = await purpose.prepare(tx, user.id, body.refs);
      if (!(amountCents > 0)) throw new AppError('PAYMENT_NOT_PENDING');
      const paymentNo = newPaymentNo();
      const inserted = await repo.insert(tx, {
        paymentNo,
        userId: user.id,
        purpose: body.purpose,
        refs: body.refs,
        amountCents,
        payWay: PAY_WAYS.balance,
        gateway: 'balance',
        status: 'succeeded',
        chargedAmountCents: amountCents,
        requestKey,
        requestDigest,
        settledAs: 'purpose',
        paidAt: new Date(),
      });
      if (!inserted) throw KEY_TAKEN;
      const paid = await deps.wallets.post(tx, { userId: user.id, flowType: purpose.balanceFlowType ?? FLOW_TYPES.transactionSpending, amountCents: -amountCents, relatedId: body.refs.join(','), remark: paymentNo });
      if (!paid) throw new AppError('BALANCE_INSUFFICIENT');
      await purpose.settle(tx, user.id, body.refs, { payWay: PAY_WAYS.balance, paymentNo });
      return inserted;
    });
    return view(row);
  }

  const service = {
    /** Registers what a purpose does when a payment starts and when its money is confirmed. */
    register(purpose: PaymentPurpose, purposeHandler: PaymentPurposeHandler) {
      purposes.set(purpose, purposeHandler);
    },

    initiate(user: AuthUser, body: InitiateBody, requestKey: string | undefined, origin: string) {
      const request: Request =
        body.purpose === 'recharge'
          ? { kind: 'initiate', purpose: 'recharge', amountCents: amountToCents(body.amount), payWay: body.payWay }
          : { kind: 'initiate', purpose: body.purpose, refs: body.refs, payWay: body.payWay };
      return start(user, request, requestKey, origin);
    },

    /** A wallet recharge: a record and its payment, answered like /pay/initiate. */
    recharge(user: AuthUser, body: { amount: number; payWay: InitiatePayWay }, requestKey: string | undefined, origin: string) {
      return start(user, { kind: 'initiate', purpose: 'recharge', amountCents: amountToCents(body.amount), payWay: body.payWay }, requestKey, origin);
    },

    /**
     * Pays purchase orders from the wallet: the payment password first (wrong ones counted
     * towards the lockout), then in one transaction the orders are locked and priced, the
     * wallet debited by a conditional update (never below what is frozen), the payment
     * recorded as succeeded and the orders settled. Any failure changes nothing.
     */
    async balancePay(user: AuthUser, body: BalancePayBody, requestKey: string | undefined): Promise<Payment> {
      if (!requestKey) throw new AppError('IDEMPOTENCY_KEY_REQUIRED');
      // Purchase orders keep the digest they always had, so that keys sent before fee orders existed still replay.
      const requestDigest = digest(body.purpose === 'purchase-order' ? { kind: 'balance', refs: body.refs } : { kind: 'balance', purpose: body.purpose, refs: body.refs });
      // A retry of a finished request is answered as it was, without another password attempt;
      // copies of one request arriving together share its one run (and its one attempt).
      const previous = await repo.findByKey(db, user.id, requestKey);
      if (previous) return view(replay(previous, requestDigest));
      const flight = `${user.id}:${requestKey}`;
      const running = inFlight.get(flight);
      if (running) {
        if (running.requestDigest !== requestDigest) throw new AppError('IDEMPOTENCY_KEY_REUSED');
        return running.payment;
      }
      const payment = payFromBalance(user, body, requestKey, requestDigest);
      inFlight.set(flight, { requestDigest, payment });
      try {
        return await payment;
      } finally {
        inFlight.delete(flight);
      }
    },

    /** The current status of an own payment; it never changes the status on the caller's word. */
    async status(user: AuthUser, paymentNo: string): Promise<Payment> {
      const found = await repo.findOwned(db, user.id, paymentNo);
      if (!found) throw new AppError('NOT_FOUND');
      return view(await current(db, found));
    },

    existBalancePay: (user: AuthUser) => ({ exist: user.payPasswordHash !== null }),

    async rechargeRecords(user: AuthUser, query: { status?: 'handling' | 'completion' | 'canceled'; pageIndex: number; pageSize: number }) {
      await expireOverdue(user.id);
      const { list, total } = await repo.pageRecharges(db, user.id, query.status, query.pageIndex, query.pageSize);
      const records: RechargeRecord[] = list.map(({ r, paymentNo, paymentStatus, shownStatus }) => ({
        recordNo: r.recordNo,
        amount: centsToAmount(r.amountCents),
        payWay: r.payWay as RechargeRecord['payWay'],
        status: shownStatus,
        paymentNo,
        paymentStatus,
        createdAt: r.createdAt.toISOString(),
        completedAt: r.completedAt?.toISOString() ?? null,
      }));
      return { list: records, total, pageIndex: query.pageIndex, pageSize: query.pageSize };
    },

    /**
     * A gateway's server-to-server notification, verified first (signature, freshness). In one
     * transaction: the notification id is recorded (a replay is acknowledged and changes
     * nothing), the payment row locked, expired if due, and moved by a conditional update; a
     * success settles the purpose or, when it can no longer be, credits the wallet. A 'failed'
     * never undoes a success; confirmed money is credited once, whatever the order of arrival.
     */
    async notify(gatewayName: string, headers: Record<string, string | string[] | undefined>, rawBody: string) {
      const gateway = gateways.get(gatewayName);
      if (!gateway) throw new AppError('NOT_FOUND');
      const n = gateway.verifyNotification(headers, rawBody);
      return db.transaction(async (tx) => {
        const fresh = await repo.recordNotification(tx, { gateway: gateway.name, notificationId: n.notificationId, paymentNo: n.paymentNo, outcome: n.outcome, payload: n.payload });
        if (!fresh) return { duplicate: true };
        const locked = await repo.findByNoForUpdate(tx, n.paymentNo);
        if (!locked || locked.gateway !== gateway.name) throw new AppError('PAYMENT_NOTIFICATION_INVALID');
        const p = await current(tx, locked);
        if (n.outcome === 'failed') {
          const failed = await repo.transition(tx, p.paymentNo, 'fail', { failureReason: 'declined by the gateway' });
          if (failed) await tell(tx, failed.userId, 'paymentFailed', { paymentNo: failed.paymentNo, amount: usd(failed.amountCents), reason: { say: 'message.reason.gatewayDeclined' } });
          return { duplicate: false };
        }
        if (n.amountCents !== p.chargedAmountCents) throw new AppError('PAYMENT_AMOUNT_MISMATCH');
        const succeeded = await repo.transition(tx, p.paymentNo, 'succeed', { paidAt: new Date(), settledAs: 'purpose' });
        if (succeeded) await settleOrRefund(tx, succeeded);
        return { duplicate: false };
      });
    },

    async adminList(query: { status?: PaymentStatus; payWay?: number; pageIndex: number; pageSize: number }) {
      await expireOverdue();
      // The console's queue is the bank transfers: both offline ways unless one way is asked for;
      // pending ones unless a status or a way is asked for.
      const filter = {
        status: query.status ?? (query.payWay === undefined ? ('pending' as const) : undefined),
        payWays: query.payWay === undefined ? [PAY_WAYS.offline, PAY_WAYS.enterpriseBank] : [query.payWay],
      };
      const { list, total } = await repo.pageForOperator(db, filter, query.pageIndex, query.pageSize);
      return { list: await Promise.all(list.map((r) => adminView(r.p, r.user))), total, pageIndex: query.pageIndex, pageSize: query.pageSize };
    },

    /** An operator saw the bank transfer arrive: the payment succeeds and is settled, once. */
    async confirmOffline(operator: AuthUser, paymentNo: string): Promise<AdminPayment> {
      const row = await db.transaction(async (tx) => {
        const p = await repo.findByNoForUpdate(tx, paymentNo);
        if (!p || p.gateway !== 'offline') throw new AppError('NOT_FOUND');
        const succeeded = await repo.transition(tx, paymentNo, 'confirm', { paidAt: new Date(), settledAs: 'purpose', reviewerId: operator.id });
        if (!succeeded) throw new AppError('PAYMENT_NOT_PENDING');
        await settleOrRefund(tx, succeeded);
        return (await repo.findByNo(tx, paymentNo))!;
      });
      return adminView(row, await repo.findUserSummary(db, row.userId));
    },

    /** No transfer arrived: the payment fails (the orders stay unpaid, the recharge is canceled). */
    async rejectOffline(operator: AuthUser, paymentNo: string, reason: string): Promise<AdminPayment> {
      const p = await repo.findByNo(db, paymentNo);
      if (!p || p.gateway !== 'offline') throw new AppError('NOT_FOUND');
      // Rejected and told, or neither.
      const failed = await db.transaction(async (tx) => {
        const row = await repo.transition(tx, paymentNo, 'reject', { failureReason: reason, reviewerId: operator.id });
        if (row) await tell(tx, row.userId, 'transferRejected', { paymentNo, amount: usd(row.amountCents), reason });
        return row;
      });
      if (!failed) throw new AppError('PAYMENT_NOT_PENDING');
      return adminView(failed, await repo.findUserSummary(db, failed.userId));
    },

    /** Every overdue pending payment becomes expired (a sweeper runs it; reads check too). */
    expireOverdue: () => expireOverdue(),

    /** Whether the built-in sandbox gateway runs here (its page and notification routes exist only then). */
    sandboxEnabled: deps.sandbox !== null,

    /** The pay ways this installation offers, in the order a buyer sees them (card, Alipay and WeChat only with a gateway). */
    payWays: (): PayWayCode[] => PAY_WAYS_SHOWN.filter(offered),

    /** The sandbox gateway's page: only with the link's token; another payment number is 404. */
    async sandboxPayment(paymentNo: string, token: unknown) {
      const sandbox = deps.sandbox;
      if (!sandbox || !sandbox.checkPageToken(paymentNo, token)) throw new AppError('NOT_FOUND');
      const found = await repo.findByNo(db, paymentNo);
      if (!found || found.gateway !== sandbox.name) throw new AppError('NOT_FOUND');
      return view(await current(db, found));
    },

    /**
     * The sandbox page's Pay or Fail button: the gateway refuses an expired or finished payment,
     * otherwise answers the signed notification it sends to this server.
     */
    async sandboxComplete(paymentNo: string, token: unknown, outcome: 'succeeded' | 'failed') {
      const p = await service.sandboxPayment(paymentNo, token);
      if (p.status === 'expired') throw new AppError('PAYMENT_EXPIRED');
      if (p.status !== 'pending') throw new AppError('PAYMENT_NOT_PENDING');
      return deps.sandbox!.notification({ paymentNo, outcome, amountCents: amountToCents(p.chargedAmount), currency: p.chargedCurrency });
    },
  };

  // The wallet recharge is this module's own purpose.
  service.register('recharge', {
    async prepare(tx, userId, refs) {
      const record = refs.length === 1 ? await repo.findOwnedRecharge(tx, userId, refs[0]!) : undefined;
      if (!record || record.status !== 'handling') throw new AppError('NOT_FOUND');
      return { amountCents: record.amountCents };
    },
    async settle(tx, userId, refs, payment) {
      const record = await repo.completeRecharge(tx, userId, refs[0] ?? '');
      if (!record) throw new AppError('PAYMENT_NOT_PENDING');
      const credited = await deps.wallets.post(tx, { userId, flowType: FLOW_TYPES.rechargeIncome, amountCents: record.amountCents, relatedId: record.recordNo, remark: payment.paymentNo });
      if (!credited) throw new Error(`could not credit recharge ${record.recordNo}`);
    },
  });

  return service;
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
