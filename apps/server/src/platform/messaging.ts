import { desc, inArray } from 'drizzle-orm';
import { maskPhone } from '@wm/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../db/client';
import { outboxMessages } from './platform.tables';

export type Channel = 'sms' | 'email';

/** An SMS, or an email with its subject. */
export type OutboundMessage = { channel: 'sms'; destination: string; body: string } | { channel: 'email'; destination: string; subject: string; body: string };

/**
 * Sends SMS and email. Each message is written to the outbox table (and the log) in the
 * caller's transaction, so a message exists exactly when the business change that caused it
 * committed. The delivery worker (platform/delivery.ts) then sends it through the channel's provider.
 */
export interface MessageSender {
  send(ex: Executor, message: OutboundMessage): Promise<void>;
}

export function outboxSender(log: FastifyBaseLogger): MessageSender {
  return {
    async send(ex, message) {
      await ex.insert(outboxMessages).values({ channel: message.channel, destination: message.destination, subject: message.channel === 'email' ? message.subject : null, body: message.body });
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
