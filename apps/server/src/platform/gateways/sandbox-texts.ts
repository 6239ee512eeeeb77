import { fillPlaceholders, type Language } from '@wm/contracts';

// The sandbox gateway's page speaks for itself: its texts are the server's alone, never in the
// catalogue the web downloads (nothing of the sandbox travels with a production page).
const en = {
  title: "Sandbox payment gateway",
  note: "A local test gateway: no real money moves.",
  pending: "Waiting for payment",
  succeeded: "Payment successful. You can close this page.",
  failed: "Payment failed",
  expired: "This payment has expired. Please refresh the order page and pay again.",
  expiresAt: "Pay before {time}",
  pay: "Pay",
  fail: "Fail",
  qrAlt: "Scan to pay",
};

const TEXTS: Record<Language, Record<keyof typeof en, string>> = {
  en,
  zh: {
    title: "沙箱支付网关",
    note: "本地测试网关：不会产生真实资金流动。",
    pending: "等待支付",
    succeeded: "支付成功，您可以关闭此页面。",
    failed: "支付失败",
    expired: "该支付已过期，请刷新订单页面后重新支付。",
    expiresAt: "请在 {time} 前支付",
    pay: "支付",
    fail: "失败",
    qrAlt: "扫码支付",
  },
  ja: {
    title: "サンドボックス決済ゲートウェイ",
    note: "ローカルのテスト用ゲートウェイです。実際のお金は動きません。",
    pending: "お支払い待ち",
    succeeded: "お支払いが完了しました。このページを閉じてください。",
    failed: "お支払いに失敗しました",
    expired: "この支払いは期限切れです。注文ページを更新して、もう一度お支払いください。",
    expiresAt: "{time} までにお支払いください",
    pay: "支払う",
    fail: "失敗させる",
    qrAlt: "スキャンして支払う",
  },
};

export type SandboxText = keyof typeof en;

/** A text of the sandbox page in the language, {name} placeholders filled. */
export const sandboxText = (lang: Language, key: SandboxText, params?: Record<string, string | number>) => fillPlaceholders(TEXTS[lang][key], params);
