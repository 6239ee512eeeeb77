import type { AuditLogEntry, AuditLogQuery } from '@wm/contracts';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import type { OperatorAction } from '../../platform/http';
import { auditLogRepository as repo } from './audit-log.repository';

/** Keys whose values never reach the log: passwords, codes, tokens, secrets, keys. */
const SECRET = /password|passwd|secret|token|^code$|smscode|verifycode|verificationcode|otp$|^pin$|cvv|apikey|privatekey|signature/i;
const MAX_STRING = 200;
const MAX_ITEMS = 20;
const MAX_DEPTH = 4;

/** The body as the log keeps it: secrets replaced, long texts and lists cut, deep objects summarised. */
export function redact(value: unknown, depth = 0): unknown {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value.length > MAX_STRING ? `${value.slice(0, MAX_STRING)}…` : value;
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  if (depth >= MAX_DEPTH) return '…';
  if (Array.isArray(value)) {
    const items = value.slice(0, MAX_ITEMS).map((v) => redact(v, depth + 1));
    return value.length > MAX_ITEMS ? [...items, `… ${value.length - MAX_ITEMS} more`] : items;
  }
  if (typeof value === 'object') {
    return Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, SECRET.test(k) ? '[redacted]' : redact(v, depth + 1)]));
  }
  return String(value);
}


/** A date (YYYY-MM-DD, UTC) or an instant; `end` turns a bare date into the start of the next day. */
function instant(value: string | undefined, end: boolean): Date | undefined {
  if (!value) return undefined;
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const day = new Date(`${value}T00:00:00Z`);
    return end ? new Date(day.getTime() + 86_400_000) : day;
  }
  return new Date(value);
}

export function createAuditLogService(deps: { database: Database }) {
  const { db } = deps.database;
  return {
    /** Writes one entry for a successful console change (called by the route binder). */
    async record(action: OperatorAction): Promise<void> {
      const target: Record<string, string | number> = {};
      if (action.params && typeof action.params === 'object') {
        for (const [k, v] of Object.entries(action.params as Record<string, unknown>)) if (typeof v === 'string' || typeof v === 'number') target[k] = v;
      }
      await repo.insert(db, {
        actorId: action.actorId,
        action: `${action.method} ${action.path}`,
        target,
        summary: action.body === undefined ? null : redact(action.body),
        ip: action.ip,
        requestId: action.requestId,
      });
    },

    async page(q: z.output<typeof AuditLogQuery>): Promise<{ list: AuditLogEntry[]; total: number; pageIndex: number; pageSize: number }> {
      const filter = { actorId: q.actorId, action: q.action || undefined, target: q.target || undefined, from: instant(q.from, false), to: instant(q.to, true) };
      const { list, total } = await repo.page(db, filter, q.pageSize, (q.pageIndex - 1) * q.pageSize);
      return {
        list: list.map(({ entry, actorName, actorMobile }) => ({
          id: entry.id,
          actorId: entry.actorId,
          actorName,
          actorMobile,
          action: entry.action,
          target: entry.target,
          summary: entry.summary ?? null,
          ip: entry.ip,
          at: entry.createdAt.toISOString(),
        })),
        total,
        pageIndex: q.pageIndex,
        pageSize: q.pageSize,
      };
    },
  };
}

export type AuditLogService = ReturnType<typeof createAuditLogService>;
