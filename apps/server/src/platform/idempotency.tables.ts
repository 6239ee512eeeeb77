import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One Idempotency-Key of one user on one endpoint (platform/idempotency.ts). The first request
 * claims the row (status_code null while it runs, leased until lease_until); its answer is kept,
 * and a retry with the same key and the same request gets that answer again.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id').notNull(),
    /** Method and path template of the endpoint: POST /api/v2/purchase-order/:orderNo/cancel */
    route: text('route').notNull(),
    key: text('key').notNull(),
    /** SHA-256 of the validated params, query and body. */
    fingerprint: text('fingerprint').notNull(),
    /** Null while the first request runs. */
    statusCode: integer('status_code'),
    /** The answer as it was sent (the JSON envelope). */
    response: text('response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    leaseUntil: timestamp('lease_until', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.route, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);
