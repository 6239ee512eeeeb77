import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.tables';

/**
 * One USD wallet per account, in cents. `balance` is the sum of the completed ledger
 * records and `frozen` the sum of the handling debits; tests check both after every
 * money movement. The checks make an overdraft impossible even for a buggy caller.
 */
export const wallets = pgTable(
  'wallets',
  {
    userId: integer('user_id').primaryKey().references(() => users.id),
    balanceCents: bigint('balance_cents', { mode: 'number' }).notNull().default(0),
    frozenCents: bigint('frozen_cents', { mode: 'number' }).notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // A store's balance may go below zero (a charge it could not cover; see the merchant console's credit limit): then nothing is frozen.
  (t) => [check('wallets_frozen_ck', sql`${t.frozenCents} >= 0 and ${t.frozenCents} <= greatest(${t.balanceCents}, 0)`)],
);

/** The append-only ledger: rows are added, and only a handling row's status ever changes. */
export const walletLedger = pgTable(
  'wallet_ledger',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    recordNo: text('record_no').generatedAlwaysAs(sql`'R' || lpad(id::text, 10, '0')`).notNull(),
    userId: integer('user_id').notNull().references(() => users.id),
    flowType: smallint('flow_type').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    /** The balance right after this record completed; null while handling or when canceled. */
    balanceAfterCents: bigint('balance_after_cents', { mode: 'number' }),
    relatedId: text('related_id'),
    status: text('status', { enum: ['handling', 'completion', 'canceled'] }).notNull(),
    remark: text('remark').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('wallet_ledger_record_no_uq').on(t.recordNo),
    index('wallet_ledger_user_idx').on(t.userId, t.createdAt),
    index('wallet_ledger_related_idx').on(t.relatedId),
    check('wallet_ledger_flow_type_ck', sql`${t.flowType} between 1 and 13`),
  ],
);

export const bankCards = pgTable(
  'bank_cards',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').notNull().references(() => users.id),
    cardholder: text('cardholder').notNull(),
    accountNumber: text('account_number').notNull(),
    bankName: text('bank_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Deleted cards stay for the withdrawals that named them. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('bank_cards_user_idx').on(t.userId)],
);

export const withdrawals = pgTable(
  'withdrawals',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    recordNo: text('record_no').generatedAlwaysAs(sql`'W' || lpad(id::text, 10, '0')`).notNull(),
    userId: integer('user_id').notNull().references(() => users.id),
    cardId: integer('card_id').notNull().references(() => bankCards.id),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    feeCents: bigint('fee_cents', { mode: 'number' }).notNull(),
    status: text('status', { enum: ['handling', 'completion', 'rejected'] }).notNull().default('handling'),
    /** The client's Idempotency-Key: a retried application finds its first answer. */
    requestKey: text('request_key').notNull(),
    rejectReason: text('reject_reason'),
    reviewerId: integer('reviewer_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('withdrawals_request_uq').on(t.userId, t.requestKey),
    index('withdrawals_status_idx').on(t.status, t.createdAt),
    check('withdrawals_amount_ck', sql`${t.amountCents} > 0 and ${t.feeCents} >= 0 and ${t.feeCents} < ${t.amountCents}`),
  ],
);
