/** The buyer's list of agreements (spec: Complex Transactions list). */
export const AGREEMENT_LIST_PATH = '/complexTransaction/index';

/** The checkout of units of an approved agreement at its agreed price. */
export const agreementCheckoutPath = (agreementNo: string, quantity?: number) =>
  `/purchaseOrderManage/index?agreementNo=${encodeURIComponent(agreementNo)}${quantity ? `&quantity=${quantity}` : ''}`;

/** "1d 02:03:04" (or "02:03:04") until `deadline`; "00:00:00" once passed. */
export function timeLeft(deadline: string, now: number): string {
  const ms = Math.max(0, new Date(deadline).getTime() - now);
  const s = Math.floor(ms / 1000);
  const days = Math.floor(s / 86_400);
  const pad = (n: number) => String(n).padStart(2, '0');
  const clock = `${pad(Math.floor((s % 86_400) / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
  return days > 0 ? `${days}d ${clock}` : clock;
}
