import { desc, inArray } from 'drizzle-orm';
import { maskPhone } from '@wm/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../db/client';
import { outboxMessages } from './platform.tables';

export type Channel = 'sms' | 'email';

/**
 * Sends SMS and email. The built-in provider writes each message to the outbox table
 * (and the log) in the caller's transaction, so a message exists exactly when the
 * business change that caused it committed. A real provider drains the outbox.
 */
export interface MessageSender {
  send(ex: Executor, message: { channel: Channel; destination: string; body: string }): Promise<void>;
}

export function outboxSender(log: FastifyBaseLogger): MessageSender {
  return {
    async send(ex, message) {
      await ex.insert(outboxMessages).values(message);
      log.info({ channel: message.channel, destination: mask(message.destination) }, 'message queued');
    },
  };
}

/** The latest messages to any of the destinations (one person's number may be written several ways). */
export async function latestMessages(ex: Executor, destinations: string[], limit = 20) {
  return ex
    .select()
    .from(outboxMessages)
    .where(inArray(outboxMessages.destination, destinations))
    .orderBy(desc(outboxMessages.id))
    .limit(limit);
}

/** +86 138****0001, a***@example.com */
export function mask(destination: string): string {
  const at = destination.indexOf('@');
  if (at > 0) return `${destination[0]}***${destination.slice(at)}`;
  return maskPhone(destination);
}
