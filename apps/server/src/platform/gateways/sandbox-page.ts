import type { Language, Payment } from '@wm/contracts';
import { escapeHtml } from '../escape';
import { sandboxText, type SandboxText } from './sandbox-texts';


/** The page's own Content-Security-Policy: inline styles, one inline script by nonce, images from data URLs. */
export const sandboxPageCsp = (nonce: string) =>
  `default-src 'none'; img-src data:; style-src 'unsafe-inline'; script-src 'nonce-${nonce}'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`;

/**
 * The sandbox gateway's hosted page: amount, a QR code of the page itself (to pay from a
 * phone), a countdown to expiry and the Pay / Fail buttons while the payment is pending.
 */
export function sandboxPage(input: { payment: Payment; token: string; lang: Language; nonce: string; notice?: string }): string {
  const { payment: p, lang, nonce } = input;
  const t = (key: SandboxText, params?: Record<string, string | number>) => escapeHtml(sandboxText(lang, key, params));
  const money = (currency: string, amount: number) => `${escapeHtml(currency)} ${amount.toFixed(2)}`;
  const pending = p.status === 'pending';
  const statusText: Record<Payment['status'], string> = {
    pending: t('pending'),
    succeeded: t('succeeded'),
    failed: t('failed'),
    expired: t('expired'),
  };
  const action = `/api/v2/pay/sandbox/${encodeURIComponent(p.paymentNo)}/complete`;
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${t('title')}</title>
<style>
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans CJK SC",sans-serif;background:#f3f4f6;color:#111827}
main{max-width:420px;margin:32px auto;background:#fff;border-radius:12px;padding:28px;box-shadow:0 4px 18px rgba(0,0,0,.08);text-align:center}
h1{font-size:20px;margin:0 0 4px}.note{color:#6b7280;font-size:13px;margin:0 0 20px}
.amount{font-size:32px;font-weight:700;margin:8px 0}.sub{color:#6b7280;font-size:14px}
.status{margin:16px 0;font-weight:600}.status.succeeded{color:#15803d}.status.failed,.status.expired{color:#b91c1c}
.notice{background:#fef2f2;color:#b91c1c;border-radius:6px;padding:8px;margin:12px 0}
img{margin:16px auto;display:block;image-rendering:pixelated}
.countdown{font-variant-numeric:tabular-nums;color:#374151}
form{display:flex;gap:12px;justify-content:center;margin-top:20px}
button{font-size:16px;padding:10px 28px;border-radius:8px;border:1px solid #d1d5db;background:#fff;cursor:pointer}
button.pay{background:#16a34a;border-color:#16a34a;color:#fff}button:disabled{opacity:.45;cursor:not-allowed}
</style>
</head>
<body>
<main>
<h1>${t('title')}</h1>
<p class="note">${t('note')}</p>
<div class="amount" data-testid="sandbox-amount">${money(p.chargedCurrency, p.chargedAmount)}</div>
<div class="sub">${p.chargedCurrency === p.currency ? '' : `${money(p.currency, p.amount)} · `}${escapeHtml(p.paymentNo)}</div>
${input.notice ? `<div class="notice" role="alert">${escapeHtml(input.notice)}</div>` : ''}
<div class="status ${p.status}" data-testid="sandbox-status">${statusText[p.status]}</div>
${
  pending
    ? `${p.qrCode ? `<img src="${p.qrCode}" width="220" height="220" alt="${t('qrAlt')}">` : ''}
<p class="countdown" id="countdown" data-expires="${escapeHtml(p.expiresAt ?? '')}" data-expired-text="${t('expired')}">${t('expiresAt', { time: escapeHtml(p.expiresAt ?? '') })}</p>
<form method="post" action="${action}">
<input type="hidden" name="sig" value="${escapeHtml(input.token)}">
<button class="pay" type="submit" name="outcome" value="succeeded">${t('pay')}</button>
<button type="submit" name="outcome" value="failed">${t('fail')}</button>
</form>
<script nonce="${nonce}">
(function(){var el=document.getElementById('countdown');var end=Date.parse(el.getAttribute('data-expires'));
function tick(){var left=Math.max(0,Math.floor((end-Date.now())/1000));
if(left<=0){el.textContent=el.getAttribute('data-expired-text');document.querySelectorAll('button').forEach(function(b){b.disabled=true});return}
var m=Math.floor(left/60),s=left%60;el.textContent=(m<10?'0':'')+m+':'+(s<10?'0':'')+s;setTimeout(tick,1000)}tick()})();
</script>`
    : ''
}
</main>
</body>
</html>`;
}
