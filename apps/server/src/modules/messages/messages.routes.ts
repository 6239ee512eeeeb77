import { listMessages, markMessage, readAllMessages, readMessage, unmarkMessage, unreadMessageCount } from '@wm/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/http';
import type { MessagesService } from './messages.service';

export function messagesRoutes(app: FastifyInstance, messages: MessagesService) {
  route(app, listMessages, ({ user, lang, query }) => messages.list(user, lang, query));
  route(app, unreadMessageCount, async ({ user }) => ({ unread: await messages.unreadCount(user.id) }));
  route(app, readAllMessages, ({ user }) => messages.readAll(user));
  route(app, readMessage, ({ user, lang, params }) => messages.read(user, lang, params.messageId));
  route(app, markMessage, ({ user, lang, params }) => messages.mark(user, lang, params.messageId, true));
  route(app, unmarkMessage, ({ user, lang, params }) => messages.mark(user, lang, params.messageId, false));
}
