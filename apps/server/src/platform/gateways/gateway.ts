/**
 * What the payments module needs from a payment gateway (card, Alipay, WeChat...). An adapter
 * creates a charge the payer completes on the gateway's hosted page, and verifies the
 * gateway's server-to-server notifications: a payment is credited only on a verified one.
 */
export type ChargeMethod = 'card' | 'alipay' | 'wechat';

export interface ChargeRequest {
  paymentNo: string;
  /** In the charged currency's cents. */
  amountCents: number;
  currency: string;
  expiresAt: Date;
  method: ChargeMethod;
  /** The public origin of this server (scheme://host), for gateways that call back or serve pages here. */
  origin: string;
}

export interface Charge {
  /** Where the payer pays (opened in a browser). */
  hostedUrl: string;
  /** What the payer scans with a phone (shown as a QR code). */
  qrContent: string;
}

export interface VerifiedNotification {
  /** The gateway's id of this notification: each is applied once. */
  notificationId: string;
  paymentNo: string;
  outcome: 'succeeded' | 'failed';
  /** What the gateway charged, in the charged currency's cents. */
  amountCents: number;
  /** The notification as received, kept with the payment. */
  payload: unknown;
}

export interface PaymentGateway {
  readonly name: string;
  createCharge(request: ChargeRequest): Promise<Charge>;
  /** Verifies the signature, the freshness and the shape of a notification; throws when any is wrong. */
  verifyNotification(headers: Record<string, string | string[] | undefined>, rawBody: string): VerifiedNotification;
}
