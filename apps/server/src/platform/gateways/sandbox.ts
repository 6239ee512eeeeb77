import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { AppError } from '../errors';
import type { Charge, ChargeRequest, PaymentGateway, VerifiedNotification } from './gateway';

/** How far a notification's timestamp may be from now (replays of old notifications are refused). */
export const SANDBOX_MAX_SKEW_SECONDS = 300;
export const SANDBOX_HEADERS = { timestamp: 'x-sandbox-timestamp', signature: 'x-sandbox-signature' } as const;

const Notification = z.object({
  notificationId: z.string().min(1).max(100),
  paymentNo: z.string().min(1).max(40),
  outcome: z.enum(['succeeded', 'failed']),
  amountCents: z.number().int().positive(),
  currency: z.string().min(3).max(3),
});
export type SandboxNotification = z.infer<typeof Notification>;

const hmac = (key: string | Buffer, text: string) => createHmac('sha256', key).update(text).digest();

const sameBytes = (a: Buffer, b: Buffer) => a.length === b.length && timingSafeEqual(a, b);

/**
 * The built-in sandbox gateway: a real local stand-in for a card/Alipay/WeChat gateway. Its
 * hosted page is served by this server (GET /api/v2/pay/sandbox/:paymentNo?sig=...); its
 * notifications are signed with HMAC-SHA256 over `timestamp.body` with a secret derived from
 * APP_SECRET, refused when the signature is wrong or the timestamp more than 5 minutes off.
 */
export function sandboxGateway(appSecret: string, now: () => number = Date.now) {
  const secret = hmac(appSecret, 'sandbox-gateway-v1');
  /** A per-payment token in the hosted page link: only whoever was given the link can pay or fail it. */
  const pageToken = (paymentNo: string) => hmac(secret, `page:${paymentNo}`).toString('base64url').slice(0, 32);

  const gateway = {
    name: 'sandbox',

    async createCharge(request: ChargeRequest): Promise<Charge> {
      const hostedUrl = `${request.origin}/api/v2/pay/sandbox/${encodeURIComponent(request.paymentNo)}?sig=${pageToken(request.paymentNo)}`;
      return { hostedUrl, qrContent: hostedUrl };
    },

    verifyNotification(headers: Record<string, string | string[] | undefined>, rawBody: string): VerifiedNotification {
      const timestamp = headers[SANDBOX_HEADERS.timestamp];
      const signature = headers[SANDBOX_HEADERS.signature];
      if (typeof timestamp !== 'string' || typeof signature !== 'string' || !/^\d{1,13}$/.test(timestamp)) throw new AppError('PAYMENT_NOTIFICATION_INVALID');
      if (Math.abs(now() / 1000 - Number(timestamp)) > SANDBOX_MAX_SKEW_SECONDS) throw new AppError('PAYMENT_NOTIFICATION_INVALID');
      if (!sameBytes(Buffer.from(signature, 'utf8'), Buffer.from(gateway.sign(timestamp, rawBody), 'utf8'))) throw new AppError('PAYMENT_NOTIFICATION_INVALID');
      let parsed: SandboxNotification;
      try {
        parsed = Notification.parse(JSON.parse(rawBody));
      } catch {
        throw new AppError('PAYMENT_NOTIFICATION_INVALID');
      }
      return { notificationId: parsed.notificationId, paymentNo: parsed.paymentNo, outcome: parsed.outcome, amountCents: parsed.amountCents, payload: parsed };
    },

    /** Hex HMAC-SHA256 of `timestamp.body`. */
    sign: (timestamp: string, rawBody: string) => hmac(secret, `${timestamp}.${rawBody}`).toString('hex'),

    checkPageToken: (paymentNo: string, token: unknown) => typeof token === 'string' && sameBytes(Buffer.from(token), Buffer.from(pageToken(paymentNo))),

    /** The notification the gateway sends when its page is paid or failed: body and headers. */
    notification(content: Omit<SandboxNotification, 'notificationId'> & { notificationId?: string }) {
      const body = JSON.stringify({ ...content, notificationId: content.notificationId ?? randomUUID() });
      const timestamp = String(Math.floor(now() / 1000));
      return { body, headers: { 'content-type': 'application/json', [SANDBOX_HEADERS.timestamp]: timestamp, [SANDBOX_HEADERS.signature]: gateway.sign(timestamp, body) } };
    },
  };
  return gateway satisfies PaymentGateway;
}

export type SandboxGateway = ReturnType<typeof sandboxGateway>;
