import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, numeric, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.tables';

/**
 * One row per attempt to pay: status pending -> succeeded | failed | expired (a gateway's
 * confirmed money still makes a failed or expired payment succeeded). Amounts in USD cents;
 * gateways charging in another currency keep what they charge and the rate used.
 */
export const payments = pgTable(
  'payments',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** Shown to people and sent to gateways; random, so that it cannot be guessed. */
    paymentNo: text('payment_no').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    purpose: text('purpose', { enum: ['purchase-order', 'recharge', 'fee-order'] }).notNull(),
    /** The purchase order numbers, or the recharge record number. */
    refs: text('refs').array().notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    payWay: smallint('pay_way').notNull(),
    /** 'sandbox' (or a real gateway), 'offline' for bank transfers, 'balance' for the wallet. */
    gateway: text('gateway').notNull(),
    status: text('status', { enum: ['pending', 'succeeded', 'failed', 'expired'] }).notNull().default('pending'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    chargedCurrency: text('charged_currency').notNull().default('USD'),
    chargedAmountCents: bigint('charged_amount_cents', { mode: 'number' }).notNull(),
    /** 1 USD in the charged currency at initiation; null when the charge is in USD. */
    chargedRate: numeric('charged_rate', { precision: 18, scale: 8, mode: 'number' }),
    hostedUrl: text('hosted_url'),
    /** The client's Idempotency-Key and a digest of its request: a replay answers this payment. */
    requestKey: text('request_key').notNull(),
    requestDigest: text('request_digest').notNull(),
    /** Where the money of a succeeded payment went: 'purpose' or 'wallet' (could no longer be settled). */
    settledAs: text('settled_as', { enum: ['purpose', 'wallet'] }),
    failureReason: text('failure_reason'),
    reviewerId: integer('reviewer_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payments_payment_no_uq').on(t.paymentNo),
    uniqueIndex('payments_request_uq').on(t.userId, t.requestKey),
    index('payments_user_idx').on(t.userId, t.createdAt),
    index('payments_status_idx').on(t.status, t.payWay, t.createdAt),
    check('payments_amount_ck', sql`${t.amountCents} > 0 and ${t.chargedAmountCents} > 0`),
    check('payments_pay_way_ck', sql`${t.payWay} in (0, 1, 2, 3, 4, 5, 6, 10)`),
    check('payments_paid_ck', sql`${t.status} <> 'succeeded' or (${t.paidAt} is not null and ${t.settledAs} is not null)`),
  ],
);

/** Every gateway notification accepted, once: a replayed notification id changes nothing. */
export const paymentNotifications = pgTable(
  'payment_notifications',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    gateway: text('gateway').notNull(),
    notificationId: text('notification_id').notNull(),
    paymentNo: text('payment_no').notNull(),
    outcome: text('outcome', { enum: ['succeeded', 'failed'] }).notNull(),
    payload: jsonb('payload').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payment_notifications_uq').on(t.gateway, t.notificationId), index('payment_notifications_payment_idx').on(t.paymentNo)],
);

/** A wallet recharge: 'handling' until its payment succeeds, then 'completion' (the wallet is credited). */
export const rechargeRecords = pgTable(
  'recharge_records',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    recordNo: text('record_no').generatedAlwaysAs(sql`'RC' || lpad(id::text, 10, '0')`).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    payWay: smallint('pay_way').notNull(),
    status: text('status', { enum: ['handling', 'completion'] }).notNull().default('handling'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('recharge_records_record_no_uq').on(t.recordNo),
    index('recharge_records_user_idx').on(t.userId, t.createdAt),
    check('recharge_records_amount_ck', sql`${t.amountCents} > 0`),
  ],
);
