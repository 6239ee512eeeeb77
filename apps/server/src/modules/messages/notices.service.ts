import type { AdminNotice, NoticeInput } from '@wm/contracts';
import type { Database, Executor } from '../../db/client';
import { AppError } from '../../platform/errors';
import type { AuthUser } from '../auth/auth.service';
import { inEveryLanguage } from './messages.service';
import { noticesRepository as repo, type NoticeRow } from './notices.repository';

/** The accounts a notice may go to, as the auth module knows them. */
export interface Recipients {
  resolve: (ex: Executor, entries: string[]) => Promise<{ userIds: number[]; unknown: string[] }>;
  countByRole: (ex: Executor, role: 'buyer' | 'seller') => Promise<number>;
  names: (ex: Executor, ids: number[]) => Promise<Map<number, string>>;
}

/** How many unknown entries a refusal names (the rest are summed up by the count). */
const UNKNOWN_SHOWN = 10;

/**
 * Platform notices from the operator console. To every buyer or every seller it is one message
 * with that audience (each reader keeps their own read state in message_states, as for any
 * notice); to a list it is one message per account, written in batches in one transaction with
 * the notice, so a list either gets it whole or not at all.
 */
export function createNoticesService(deps: { database: Database; recipients: Recipients }) {
  const { db } = deps.database;

  const view = (n: NoticeRow, names: Map<number, string>): AdminNotice => ({
    noticeId: n.id,
    title: { en: n.titleEn, zh: n.titleZh, ja: n.titleJa },
    content: { en: n.contentEn, zh: n.contentZh, ja: n.contentJa },
    audience: n.audience,
    recipientCount: n.recipientCount,
    sentBy: names.get(n.sentBy) ?? '',
    sentAt: n.sentAt.toISOString(),
  });

  return {
    async send(user: AuthUser, input: NoticeInput): Promise<AdminNotice> {
      const sender = inEveryLanguage('message.sender.platform');
      const notice = await db.transaction(async (tx) => {
        let userIds: number[] = [];
        let count: number;
        if (input.audience === 'list') {
          const found = await deps.recipients.resolve(tx, input.recipients);
          if (found.unknown.length > 0) {
            const shown = found.unknown.slice(0, UNKNOWN_SHOWN).join(', ') + (found.unknown.length > UNKNOWN_SHOWN ? ` (+${found.unknown.length - UNKNOWN_SHOWN})` : '');
            throw new AppError('VALIDATION_FAILED', { list: shown }, [{ field: 'recipients', message: 'notice.recipientsUnknown' }]);
          }
          userIds = found.userIds;
          count = userIds.length;
        } else {
          count = await deps.recipients.countByRole(tx, input.audience === 'buyers' ? 'buyer' : 'seller');
        }
        const saved = await repo.insert(tx, {
          audience: input.audience,
          titleEn: input.title.en,
          titleZh: input.title.zh,
          titleJa: input.title.ja,
          contentEn: input.content.en,
          contentZh: input.content.zh,
          contentJa: input.content.ja,
          recipientCount: count,
          sentBy: user.id,
        });
        const message = {
          kind: 'notice' as const,
          noticeId: saved.id,
          titleEn: input.title.en,
          titleZh: input.title.zh,
          titleJa: input.title.ja,
          contentEn: input.content.en,
          contentZh: input.content.zh,
          contentJa: input.content.ja,
          senderEn: sender.en,
          senderZh: sender.zh,
          senderJa: sender.ja,
          releasedAt: saved.sentAt,
        };
        await repo.insertMessages(
          tx,
          input.audience === 'list'
            ? userIds.map((recipientUserId) => ({ ...message, recipientUserId }))
            : [{ ...message, audience: input.audience === 'buyers' ? ('buyer' as const) : ('seller' as const) }],
        );
        return saved;
      });
      return view(notice, await deps.recipients.names(db, [user.id]));
    },

    async list(query: { pageIndex: number; pageSize: number }) {
      const { list, total } = await repo.page(db, query.pageSize, (query.pageIndex - 1) * query.pageSize);
      const names = await deps.recipients.names(db, list.map((n) => n.sentBy));
      return { list: list.map((n) => view(n, names)), total, pageIndex: query.pageIndex, pageSize: query.pageSize };
    },
  };
}

export type NoticesService = ReturnType<typeof createNoticesService>;
