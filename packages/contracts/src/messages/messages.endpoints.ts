import { endpoint } from '../common/endpoint';
import { page } from '../common/envelope';
import { Message, MessageIdParams, MessageListQuery, ReadAllResult, UnreadMessages } from './message.schema';

const tags = ['messages'];

// Every signed-in account has messages (buyers, sellers, operators): platform notices and its own
// event messages. Another account's message is 404, never 403.

export const listMessages = endpoint({
  method: 'GET', path: '/api/v2/message/list', access: 'user', tags,
  summary: 'Own messages (platform notices and own event messages), newest first, filtered by state (read, unread) and marked (true, false)',
  query: MessageListQuery, response: page(Message),
});
export const unreadMessageCount = endpoint({
  method: 'GET', path: '/api/v2/message/unread-count', access: 'user', tags,
  summary: 'How many own messages are unread', response: UnreadMessages,
});
export const readMessage = endpoint({
  method: 'POST', path: '/api/v2/message/:messageId/read', access: 'user', tags,
  summary: "Read a message (unread -> read; reading it again keeps the first read time); another account's message is 404",
  params: MessageIdParams, response: Message,
});
export const readAllMessages = endpoint({
  method: 'POST', path: '/api/v2/message/read-all', access: 'user', tags, successMessage: 'message.allRead',
  summary: 'Mark every own unread message as read', response: ReadAllResult,
});
export const markMessage = endpoint({
  method: 'PUT', path: '/api/v2/message/:messageId/mark', access: 'user', tags,
  summary: "Mark a message (unmarked -> marked); another account's message is 404", params: MessageIdParams, response: Message,
});
export const unmarkMessage = endpoint({
  method: 'DELETE', path: '/api/v2/message/:messageId/mark', access: 'user', tags,
  summary: "Unmark a message (marked -> unmarked); another account's message is 404", params: MessageIdParams, response: Message,
});
