import { z } from 'zod';
import { PageQuery } from '../common/envelope';
import { rules } from '../common/validation';

const text = (max: number) => z.string({ error: 'field.invalid' }).trim().max(max, { error: 'field.tooLong' });
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'field.invalid' });

/** Filters: the actor (user id), the action (part of its method and path), a target value (a route parameter), a date range. */
export const AuditLogQuery = PageQuery.extend({
  actorId: rules.id.optional(),
  action: text(200).optional(),
  target: text(100).optional(),
  /** From this instant (inclusive) and before that one; ISO date-times (the operator's own day bounds) or plain dates (UTC). */
  from: z.union([z.iso.datetime({ offset: true }), day], { error: 'field.invalid' }).optional(),
  to: z.union([z.iso.datetime({ offset: true }), day], { error: 'field.invalid' }).optional(),
});
export type AuditLogQuery = z.input<typeof AuditLogQuery>;

export const AuditLogEntry = z.object({
  id: z.number().int(),
  actorId: z.number().int(),
  actorName: z.string(),
  actorMobile: z.string(),
  /** The endpoint: its method and path template, e.g. "POST /api/v2/admin/users/:userId/disable". */
  action: z.string(),
  /** The route parameters (what was acted on). */
  target: z.record(z.string(), z.union([z.string(), z.number()])),
  /** The body, with secrets (passwords, codes, tokens) left out and long values cut. */
  summary: z.unknown().nullable(),
  ip: z.string(),
  at: z.iso.datetime(),
});
export type AuditLogEntry = z.infer<typeof AuditLogEntry>;
