import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity({ startWith: 100001 }),
    /** The customer id shown to users and used in customer paths (spec: customerid). */
    customerNo: text('customer_no').generatedAlwaysAs(sql`'C' || id::text`).notNull(),
    mobile: text('mobile').notNull(),
    email: text('email'),
    /** An email given in the profile, not yet verified: not a sign-in name, and it blocks no one. */
    pendingEmail: text('pending_email'),
    passwordHash: text('password_hash').notNull(),
    payPasswordHash: text('pay_password_hash'),
    realName: text('real_name').notNull().default(''),
    avatar: text('avatar'),
    role: text('role', { enum: ['buyer', 'seller', 'operator'] }).notNull(),
    isStore: boolean('is_store').notNull().default(false),
    auditStatus: smallint('audit_status').notNull().default(3),
    status: text('status', { enum: ['active', 'disabled'] }).notNull().default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_mobile_uq').on(t.mobile),
    uniqueIndex('users_email_uq').on(sql`lower(${t.email})`),
    uniqueIndex('users_customer_no_uq').on(t.customerNo),
    check('users_audit_status_ck', sql`${t.auditStatus} in (0, 1, 2, 3)`),
    index('users_role_created_idx').on(t.role, t.createdAt),
  ],
);

/** A token is an opaque random string; only its SHA-256 is stored, so a database leak yields no usable token. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id').notNull().references(() => users.id),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('sessions_token_hash_uq').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);
