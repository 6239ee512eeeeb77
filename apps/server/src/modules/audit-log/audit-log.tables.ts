import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.tables';

/**
 * Every successful change made through an operator endpoint: who, which endpoint, on what (its
 * route parameters), with what (the body, secrets left out), from where and when. Written by the
 * route binder (platform/http.ts), so an endpoint added later is covered without a line of its own.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    actorId: integer('actor_id')
      .notNull()
      .references(() => users.id),
    /** "METHOD /path/:template" of the endpoint. */
    action: text('action').notNull(),
    target: jsonb('target').$type<Record<string, string | number>>().notNull().default({}),
    summary: jsonb('summary'),
    ip: text('ip').notNull(),
    requestId: text('request_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_created_idx').on(t.createdAt), index('audit_log_actor_idx').on(t.actorId, t.createdAt), index('audit_log_action_idx').on(t.action, t.createdAt)],
);
