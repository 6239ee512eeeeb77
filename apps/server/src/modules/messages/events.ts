import { centsToAmount, LANGUAGES, translate, type Language, type MessageKey } from '@wm/contracts';

/** An amount as messages write it: $1,234.50 is $1234.50, a debt -$5.00. */
export const usd = (cents: number) => `${cents < 0 ? '-' : ''}$${centsToAmount(Math.abs(cents)).toFixed(2)}`;

/** A text in every language. */
export type Texts = Record<Language, string>;

/**
 * A fact a message shows: the same in every language (a number, an amount, a reason as typed),
 * a text per language (a goods name), or a catalogue key said in each language (a status).
 */
export type Fact = string | number | Texts | { say: string };

/**
 * Every event that sends one user a message, and the facts its text needs. The one place that
 * says what the platform tells people: services call `messages.event(tx, userId, type, facts)`
 * inside the transaction of the state change, so the change and its message commit together.
 */
export interface MessageEvents {
  // Account audit (the operator's review of a buyer's company information)
  auditApproved: Record<string, never>;
  auditRejected: { reason: string };
  // Payments (an asynchronous outcome: a gateway's answer, an operator's check, the clock)
  paymentSucceeded: { paymentNo: string; amount: string; orders: string };
  paymentCreditedToWallet: { paymentNo: string; amount: string; orders: string };
  paymentFailed: { paymentNo: string; amount: string; reason: Fact };
  paymentExpired: { paymentNo: string; amount: string };
  transferRejected: { paymentNo: string; amount: string; reason: string };
  rechargeCredited: { recordNo: string; amount: string };
  // Wallet
  withdrawalApproved: { recordNo: string; amount: string };
  withdrawalRejected: { recordNo: string; amount: string; reason: string };
  // Orders
  orderExpired: { orderNo: string };
  orderShipped: { orderNo: string; logisticsCompany: string; trackingNumber: string };
  salesOrderShipped: { orderNo: string; logisticsCompany: string; trackingNumber: string };
  feeRefunded: { orderNo: string; feeOrderNo: string; amount: string };
  // Merchant
  storeApproved: { storeName: string; reason: string };
  storeRejected: { storeName: string; reason: string };
  goodsViolation: { itemCode: string; reason: string };
  goodsRemoved: { itemCode: string; reason: string };
  creditHold: { balance: string; limit: string; count: number };
  revenue: { orderNo: string; payout: string; amount: string; commission: string };
  // After-sales
  afterSales: { afterSalesNo: string; status: Fact; itemCode: string; quantity: number; action: Fact; note: string };
  afterSalesRefund: { afterSalesNo: string; status: Fact; amount: string };
  afterSalesCharge: { afterSalesNo: string; status: Fact; amount: string; action: Fact };
  // Agreements (the goods named in each language)
  agreementApplied: AgreementFacts;
  agreementApproved: AgreementFacts;
  agreementCountered: AgreementFacts;
  agreementRejected: AgreementFacts;
  agreementAccepted: AgreementFacts;
  agreementDeclined: AgreementFacts;
  agreementCanceled: AgreementFacts;
  agreementTimedOut: AgreementFacts;
  agreementCompleted: AgreementFacts;
}
/** `reason`: the store's, when it rejects ('' otherwise). */
type AgreementFacts = { agreementNo: string; goods: Texts; quantity: number; price: string; deadline: string; bought: number; reason: string };
export type AgreementEvent = Extract<MessageEventType, `agreement${string}`>;

export type MessageEventType = keyof MessageEvents;
export type MessageEvent = { [E in MessageEventType]: { type: E; facts: MessageEvents[E] } }[MessageEventType];

/** The catalogue keys of each event's title and text (most are message.<event>.title / .content). */
const own = <E extends string>(e: E) => ({ title: `message.${e}.title`, content: `message.${e}.content` }) as const;
export const MESSAGE_EVENT_KEYS = {
  auditApproved: own('auditApproved'),
  auditRejected: own('auditRejected'),
  paymentSucceeded: own('paymentSucceeded'),
  paymentCreditedToWallet: own('paymentCreditedToWallet'),
  paymentFailed: own('paymentFailed'),
  paymentExpired: own('paymentExpired'),
  transferRejected: own('transferRejected'),
  rechargeCredited: own('rechargeCredited'),
  withdrawalApproved: own('withdrawalApproved'),
  withdrawalRejected: own('withdrawalRejected'),
  orderExpired: own('orderExpired'),
  orderShipped: own('orderShipped'),
  salesOrderShipped: own('salesOrderShipped'),
  feeRefunded: own('feeRefunded'),
  storeApproved: own('storeApproved'),
  storeRejected: own('storeRejected'),
  goodsViolation: own('goodsViolation'),
  goodsRemoved: own('goodsRemoved'),
  creditHold: own('creditHold'),
  revenue: own('revenue'),
  afterSales: own('afterSales'),
  afterSalesRefund: { title: 'message.afterSales.title', content: 'message.afterSalesRefund.content' },
  afterSalesCharge: { title: 'message.afterSales.title', content: 'message.afterSalesCharge.content' },
  agreementApplied: own('agreementApplied'),
  agreementApproved: own('agreementApproved'),
  agreementCountered: own('agreementCountered'),
  agreementRejected: own('agreementRejected'),
  agreementAccepted: own('agreementAccepted'),
  agreementDeclined: own('agreementDeclined'),
  agreementCanceled: own('agreementCanceled'),
  agreementTimedOut: own('agreementTimedOut'),
  agreementCompleted: own('agreementCompleted'),
} as const satisfies { [E in MessageEventType]: { title: MessageKey; content: MessageKey } };

const isTexts = (f: Fact): f is Texts => typeof f === 'object' && 'en' in f;

/** The facts as one language says them. */
function factsIn(lang: Language, facts: Record<string, Fact>): Record<string, string | number> {
  return Object.fromEntries(Object.entries(facts).map(([k, f]) => [k, typeof f !== 'object' ? f : isTexts(f) ? f[lang] : translate(lang, f.say)]));
}

/** An event's title and text in every language: each reader sees theirs. */
export function eventTexts<E extends MessageEventType>(type: E, facts: MessageEvents[E]): { titles: Texts; contents: Texts } {
  const keys = MESSAGE_EVENT_KEYS[type];
  const per = (key: MessageKey) => Object.fromEntries(LANGUAGES.map((lang) => [lang, translate(lang, key, factsIn(lang, facts as Record<string, Fact>))])) as Texts;
  return { titles: per(keys.title), contents: per(keys.content) };
}
