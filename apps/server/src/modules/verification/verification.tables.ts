import { bigint, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** One-time codes sent to a mobile or an email, for a scene (register, reset, bank-card ...). */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    destination: text('destination').notNull(),
    scene: text('scene').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('verification_codes_dest_idx').on(t.destination, t.scene, t.createdAt)],
);
