import { LANGUAGES, translate, type Language, type Message, type ReadAllResult } from '@wm/contracts';
import type { Database, Executor } from '../../db/client';
import { inLanguage } from '../../db/localized';
import { AppError } from '../../platform/errors';
import type { AuthUser } from '../auth/auth.service';
import { eventTexts, type MessageEvents, type MessageEventType, type Texts } from './events';
import { messagesRepository as repo, type MessageRow } from './messages.repository';

export type { Texts };

/** An event message for one user, as another module sends it. */
export interface EventMessage {
  titles: Texts;
  contents: Texts;
  /** Who it is from; the platform's "System notification" when absent. */
  senders?: Texts;
}

/** A catalogue message in every language, {name} placeholders filled. */
export const inEveryLanguage = (key: string, params?: Record<string, string | number>): Texts =>
  Object.fromEntries(LANGUAGES.map((lang) => [lang, translate(lang, key, params)])) as Texts;

/**
 * Messages: platform notices for every user and event messages for one, each read and marked by
 * its reader. Every query is scoped to the reader in its WHERE: a message they may not see is
 * 404, and nothing changes.
 */
export function createMessagesService(deps: { database: Database }) {
  const { db } = deps.database;

  const view = (m: MessageRow, lang: Language): Message => ({
    messageId: m.id,
    kind: m.kind,
    title: inLanguage(lang, { en: m.titleEn, zh: m.titleZh, ja: m.titleJa }),
    content: inLanguage(lang, { en: m.contentEn, zh: m.contentZh, ja: m.contentJa }),
    sender: inLanguage(lang, { en: m.senderEn, zh: m.senderZh, ja: m.senderJa }),
    releaseTime: m.releasedAt.toISOString(),
    read: m.readAt !== null,
    readAt: m.readAt?.toISOString() ?? null,
    marked: m.marked,
  });
  const found = (m: MessageRow | undefined, lang: Language) => {
    if (!m) throw new AppError('NOT_FOUND');
    return view(m, lang);
  };

  const service = {
    async list(user: AuthUser, lang: Language, query: { pageIndex: number; pageSize: number; state?: 'read' | 'unread'; marked?: boolean }) {
      const { list, total } = await repo.page(db, user.id, { state: query.state, marked: query.marked }, query.pageSize, (query.pageIndex - 1) * query.pageSize);
      return { list: list.map((m) => view(m, lang)), total, pageIndex: query.pageIndex, pageSize: query.pageSize };
    },

    unreadCount: (userId: number) => repo.countUnread(db, userId),

    read: async (user: AuthUser, lang: Language, messageId: number) => found(await repo.read(db, user.id, messageId), lang),

    mark: async (user: AuthUser, lang: Language, messageId: number, marked: boolean) => found(await repo.mark(db, user.id, messageId, marked), lang),

    readAll: async (user: AuthUser): Promise<ReadAllResult> => ({ read: await repo.readAll(db, user.id), unread: 0 }),

    /**
     * Tells one user of an event (events.ts: its texts and facts), inside the transaction of the
     * state change: the change and its message commit together or not at all.
     */
    event: <E extends MessageEventType>(tx: Executor, userId: number, type: E, facts: MessageEvents[E]) => service.notify(tx, userId, eventTexts(type, facts)),

    /** Sends a message of given texts to one user inside the caller's transaction (events use `event`). */
    notify: (tx: Executor, userId: number, message: EventMessage) => {
      const senders = message.senders ?? inEveryLanguage('message.sender.system');
      return repo.insert(tx, {
        kind: 'event',
        recipientUserId: userId,
        titleEn: message.titles.en,
        titleZh: message.titles.zh,
        titleJa: message.titles.ja,
        contentEn: message.contents.en,
        contentZh: message.contents.zh,
        contentJa: message.contents.ja,
        senderEn: senders.en,
        senderZh: senders.zh,
        senderJa: senders.ja,
      });
    },
  };
  return service;
}

export type MessagesService = ReturnType<typeof createMessagesService>;
