import { z } from 'zod';
import { PageQuery } from '../common/envelope';
import { numeric } from '../common/validation';

// Messages (DOMAIN.md "Messages"): platform notices from the operator, for every user, and event
// notices for one user (order shipped, refund done, agreement approved...). Each user reads and
// marks them on their own: read/unread, marked/unmarked (spec section 4).

/** notice: a platform notice (every user); event: about one user's own business. */
export const MESSAGE_KINDS = ['notice', 'event'] as const;
export const MessageKind = z.enum(MESSAGE_KINDS);
export type MessageKind = z.infer<typeof MessageKind>;

/** The read state a list can be filtered by. */
export const MESSAGE_STATES = ['read', 'unread'] as const;
export const MessageState = z.enum(MESSAGE_STATES, { error: 'field.invalid' });
export type MessageState = z.infer<typeof MessageState>;

/** A message as its reader sees it, in the request language. */
export const Message = z.object({
  messageId: z.number().int(),
  kind: MessageKind,
  title: z.string(),
  content: z.string(),
  sender: z.string(),
  /** When it was released (ISO time). */
  releaseTime: z.string(),
  read: z.boolean(),
  /** When this reader first read it (ISO time). */
  readAt: z.string().nullable(),
  marked: z.boolean(),
});
export type Message = z.infer<typeof Message>;

export const MessageListQuery = PageQuery.extend({
  /** read or unread; absent: both. */
  state: MessageState.optional(),
  /** 'true': marked only; 'false': unmarked only; absent: both. */
  marked: z
    .enum(['true', 'false'], { error: 'field.invalid' })
    .transform((value) => value === 'true')
    .optional(),
});

export const MessageIdParams = z.object({
  messageId: numeric(z.number({ error: 'id.invalid' }).int({ error: 'id.invalid' }).min(1, { error: 'id.invalid' }).max(Number.MAX_SAFE_INTEGER, { error: 'id.invalid' })),
});

export const UnreadMessages = z.object({ unread: z.number().int() });
export type UnreadMessages = z.infer<typeof UnreadMessages>;

/** How many messages "mark all as read" read now, and the unread left (0). */
export const ReadAllResult = z.object({ read: z.number().int(), unread: z.number().int() });
export type ReadAllResult = z.infer<typeof ReadAllResult>;
