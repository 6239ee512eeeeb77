import {
  amountToCents,
  centsToAmount,
  FLOW_TYPES,
  normaliseAccountNumber,
  withdrawalFeeCents,
  type AddCardBody,
  type BankCard,
  type LedgerRecord,
  type OperateConfig,
  type WalletBalance,
  type Withdrawal,
} from '@wm/contracts';
import type { Database, Executor } from '../../db/client';
import { AppError, fieldError } from '../../platform/errors';
import type { AuthService, AuthUser } from '../auth/auth.service';
import { usd } from '../messages/events';
import type { MessagesService } from '../messages/messages.service';
import type { VerificationService } from '../verification/verification.service';
import { walletRepository as repo, type CardRow, type LedgerRow, type WithdrawalRow } from './wallet.repository';

const maskAccount = (number: string) => `**** ${number.slice(-4)}`;

const cardView = (c: CardRow): BankCard => ({
  cardId: c.id,
  cardholder: c.cardholder,
  accountNumber: maskAccount(c.accountNumber),
  bankName: c.bankName,
  createdAt: c.createdAt.toISOString(),
});

const ledgerView = (r: LedgerRow): LedgerRecord => ({
  recordNo: r.recordNo,
  relatedId: r.relatedId,
  flowType: r.flowType,
  amount: centsToAmount(r.amountCents),
  balanceAfter: r.balanceAfterCents === null ? null : centsToAmount(r.balanceAfterCents),
  status: r.status,
  remark: r.remark,
  occurredAt: r.createdAt.toISOString(),
});

const withdrawalView = (w: WithdrawalRow, card: CardRow): Withdrawal => ({
  withdrawId: w.id,
  recordNo: w.recordNo,
  cardId: w.cardId,
  bankName: card.bankName,
  accountNumber: maskAccount(card.accountNumber),
  amount: centsToAmount(w.amountCents),
  fee: centsToAmount(w.feeCents),
  actualAmount: centsToAmount(w.amountCents - w.feeCents),
  status: w.status,
  rejectReason: w.rejectReason,
  createdAt: w.createdAt.toISOString(),
  reviewedAt: w.reviewedAt?.toISOString() ?? null,
});

export function createWalletService(deps: { database: Database; settings: () => Promise<OperateConfig>; auth: Pick<AuthService, 'checkPayPassword'>; codes: VerificationService; messages: MessagesService }) {
  const { db } = deps.database;

  return {
    open: (ex: Executor, userId: number) => repo.insertIfMissing(ex, userId),

    /** Own wallet only: another customer's id answers 404, never revealing that it exists. */
    async balance(owner: { id: number; customerNo: string }, customerid: string): Promise<WalletBalance> {
      if (customerid !== owner.customerNo) throw new AppError('NOT_FOUND');
      const wallet = await repo.findByUser(db, owner.id);
      const balance = wallet?.balanceCents ?? 0;
      const frozen = wallet?.frozenCents ?? 0;
      return { customerid, balance: centsToAmount(balance), available: centsToAmount(balance - frozen), frozen: centsToAmount(frozen), currency: 'USD' };
    },

    /** A user's balance and frozen part in cents (0 without a wallet), read in the caller's executor. */
    async balanceOf(ex: Executor, userId: number) {
      const wallet = await repo.findByUser(ex, userId);
      return { balanceCents: wallet?.balanceCents ?? 0, frozenCents: wallet?.frozenCents ?? 0 };
    },

    /** A user's ledger entries naming these related ids (what a fee order's payment and refund wrote). */
    recordsRelatedTo: (userId: number, relatedIds: string[]) => repo.relatedTo(db, userId, relatedIds),

    /**
     * A completed money movement in the caller's transaction: the balance moves by a
     * conditional update (never below the frozen part) and the ledger records it with the
     * balance after. Answers false, changing nothing, when the money is not there.
     */
    async post(tx: Executor, entry: { userId: number; flowType: number; amountCents: number; relatedId?: string; remark?: string }): Promise<boolean> {
      const values = { userId: entry.userId, flowType: entry.flowType, amountCents: entry.amountCents, relatedId: entry.relatedId ?? null, remark: entry.remark ?? '', completedAt: new Date() };
      // One round trip when the wallet exists; a missing wallet is opened and the move tried once more.
      if ((await repo.postEntry(tx, values)) !== undefined) return true;
      await repo.insertIfMissing(tx, entry.userId);
      return (await repo.postEntry(tx, values)) !== undefined;
    },

    /**
     * A charge that may take the balance below zero (a store paying an after-sales refund it
     * cannot cover; its credit limit is the merchant console's rule), in the caller's transaction.
     * Answers the balance after.
     */
    async charge(tx: Executor, entry: { userId: number; flowType: number; amountCents: number; relatedId?: string; remark?: string }): Promise<number> {
      await repo.insertIfMissing(tx, entry.userId);
      const balance = await repo.charge(tx, entry.userId, entry.amountCents);
      if (balance === undefined) throw new Error(`no wallet for user ${entry.userId}`);
      await repo.insertLedger(tx, {
        userId: entry.userId,
        flowType: entry.flowType,
        amountCents: -entry.amountCents,
        balanceAfterCents: balance,
        relatedId: entry.relatedId ?? null,
        status: 'completion',
        remark: entry.remark ?? '',
        completedAt: new Date(),
      });
      return balance;
    },

    async ledger(user: AuthUser, query: { flowType?: number; status?: string; from?: string; to?: string; pageIndex: number; pageSize: number }) {
      const { list, total } = await repo.pageLedger(db, user.id, query, query.pageIndex, query.pageSize);
      return { list: list.map(ledgerView), total, pageIndex: query.pageIndex, pageSize: query.pageSize };
    },

    /** For tests and audits: the wallet row must equal what its ledger says. */
    async reconcile(userId: number) {
      const [wallet, sums] = await Promise.all([repo.findByUser(db, userId), repo.ledgerSums(db, userId)]);
      return { balanceCents: wallet?.balanceCents ?? 0, frozenCents: wallet?.frozenCents ?? 0, ledgerBalanceCents: sums.completed, ledgerFrozenCents: sums.handling };
    },

    cards: async (user: AuthUser) => (await repo.listCards(db, user.id)).map(cardView),

    addCard: (user: AuthUser, body: AddCardBody) =>
      deps.codes.verifyOwn(user.mobile, 'bank-card', body.code, async (tx) =>
        cardView(await repo.insertCard(tx, { userId: user.id, cardholder: body.cardholder, accountNumber: normaliseAccountNumber(body.accountNumber), bankName: body.bankName })),
      ),

    async deleteCard(user: AuthUser, cardId: number) {
      if (!(await repo.deleteOwnedCard(db, user.id, cardId))) throw new AppError('NOT_FOUND');
    },

    /**
     * A withdrawal application: at least the minimum, at most what is available; the amount
     * is frozen and two handling records (the expense and the service fee) are written, all
     * in one transaction. The request key makes a retry answer the first application.
     */
    async withdraw(user: AuthUser, input: { cardId: number; amount: number }, requestKey: string | undefined, payPassword: string | undefined): Promise<Withdrawal> {
      if (!requestKey) throw new AppError('IDEMPOTENCY_KEY_REQUIRED');
      // Each withdrawal is confirmed with the payment password: a stolen session alone moves no money out.
      if (!payPassword) throw fieldError('payPassword', 'payPassword.required');
      await deps.auth.checkPayPassword(user.id, payPassword);
      const amountCents = amountToCents(input.amount);
      const settings = await deps.settings();
      const minCents = amountToCents(settings.minWithdrawAmount);
      const feeCents = withdrawalFeeCents(amountCents, Math.round(settings.withdrawFeeRate * 10_000));

      return db.transaction(async (tx) => {
        const previous = await repo.findWithdrawalByKey(tx, user.id, requestKey);
        if (previous) return replay(tx, user, previous, input.cardId, amountCents);
        const card = await repo.findOwnedCard(tx, user.id, input.cardId);
        if (!card) throw new AppError('NOT_FOUND');
        if (amountCents < minCents) throw new AppError('WITHDRAW_BELOW_MIN', { min: settings.minWithdrawAmount.toFixed(2) });
        if (feeCents >= amountCents) throw new AppError('WITHDRAW_BELOW_MIN', { min: settings.minWithdrawAmount.toFixed(2) });
        const created = await repo.insertWithdrawal(tx, { userId: user.id, cardId: card.id, amountCents, feeCents, requestKey });
        if (!created) {
          // The same key raced in at the same moment: answer what it made.
          const raced = await repo.findWithdrawalByKey(tx, user.id, requestKey);
          return replay(tx, user, raced!, input.cardId, amountCents);
        }
        if ((await repo.freeze(tx, user.id, amountCents)) === undefined) throw new AppError('WITHDRAW_EXCEEDS');
        const relatedId = created.recordNo;
        await repo.insertLedger(tx, { userId: user.id, flowType: FLOW_TYPES.withdrawalExpense, amountCents: -(amountCents - feeCents), relatedId, status: 'handling', remark: card.bankName });
        if (feeCents > 0)
          await repo.insertLedger(tx, { userId: user.id, flowType: FLOW_TYPES.withdrawalServiceFee, amountCents: -feeCents, relatedId, status: 'handling', remark: card.bankName });
        return withdrawalView(created, card);
      });
    },

    async withdrawals(user: AuthUser, query: { status?: string; pageIndex: number; pageSize: number }) {
      const { list, total } = await repo.pageWithdrawals(db, { userId: user.id, status: query.status }, query.pageIndex, query.pageSize, false);
      return { list: list.map((r) => withdrawalView(r.w, r.card)), total, pageIndex: query.pageIndex, pageSize: query.pageSize };
    },

    async adminWithdrawals(query: { status?: string; pageIndex: number; pageSize: number }) {
      const { list, total } = await repo.pageWithdrawals(db, { status: query.status ?? 'handling' }, query.pageIndex, query.pageSize, true);
      return {
        list: list.map((r) => ({ ...withdrawalView(r.w, r.card), customerid: r.user.customerNo, realName: r.user.realName, mobile: r.user.mobile, cardholder: r.card.cardholder })),
        total,
        pageIndex: query.pageIndex,
        pageSize: query.pageSize,
      };
    },

    /** Approve: the frozen amount leaves the wallet and the records complete. Once only. */
    async approveWithdrawal(operator: AuthUser, withdrawId: number) {
      await db.transaction(async (tx) => {
        const w = await repo.reviewWithdrawal(tx, withdrawId, { status: 'completion', reviewerId: operator.id });
        if (!w) throw new AppError('WITHDRAWAL_NOT_PENDING');
        const balance = await repo.releaseFrozen(tx, w.userId, w.amountCents, true);
        if (balance === undefined) throw new Error(`wallet of ${w.userId} lost its frozen amount for ${w.recordNo}`);
        await repo.settleLedger(tx, w.userId, w.recordNo, 'completion', balance);
        await deps.messages.event(tx, w.userId, 'withdrawalApproved', { recordNo: w.recordNo, amount: usd(w.amountCents) });
      });
    },

    /** Reject: the frozen amount is released and the records are canceled. Once only. */
    async rejectWithdrawal(operator: AuthUser, withdrawId: number, reason: string) {
      await db.transaction(async (tx) => {
        const w = await repo.reviewWithdrawal(tx, withdrawId, { status: 'rejected', reviewerId: operator.id, rejectReason: reason });
        if (!w) throw new AppError('WITHDRAWAL_NOT_PENDING');
        if ((await repo.releaseFrozen(tx, w.userId, w.amountCents, false)) === undefined) throw new Error(`wallet of ${w.userId} lost its frozen amount for ${w.recordNo}`);
        await repo.settleLedger(tx, w.userId, w.recordNo, 'canceled', null);
        await deps.messages.event(tx, w.userId, 'withdrawalRejected', { recordNo: w.recordNo, amount: usd(w.amountCents), reason });
      });
    },
  };

  /** A retried application: the same key with the same request answers the first; with another, it is refused. */
  async function replay(tx: Executor, user: AuthUser, previous: WithdrawalRow, cardId: number, amountCents: number) {
    if (previous.cardId !== cardId || previous.amountCents !== amountCents) throw new AppError('IDEMPOTENCY_KEY_REUSED');
    return withdrawalView(previous, (await repo.findCardEver(tx, user.id, previous.cardId))!);
  }
}

export type WalletService = ReturnType<typeof createWalletService>;
