import { hasReceipt, translate, type Language, type PurchaseOrderDetail } from '@wm/contracts';
import type { Database } from '../../db/client';
import { AppError } from '../../platform/errors';
import type { PdfBlock, PdfRenderer } from '../../platform/pdf';
import { accountRepository } from '../account/account.repository';
import type { AuthUser } from '../auth/auth.service';
import type { PurchaseOrdersService } from './purchase-orders.service';

const LOCALES: Record<Language, string> = { en: 'en-US', zh: 'zh-CN', ja: 'ja-JP' };

/** Money and times as the receipt's language writes them: US dollars, UTC. */
export function receiptFormats(lang: Language) {
  const money = new Intl.NumberFormat(LOCALES[lang], { style: 'currency', currency: 'USD' });
  const time = new Intl.DateTimeFormat(LOCALES[lang], { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
  return { money: (amount: number) => money.format(amount), time: (iso: string) => time.format(new Date(iso)) };
}

/** The lines of a receipt for a paid order, in `lang`. */
export function receiptBlocks(order: PurchaseOrderDetail, lang: Language, buyer: { name: string; company: string | null }, issuedAt: Date): PdfBlock[] {
  const t = (key: string, params?: Record<string, string | number>) => translate(lang, key, params);
  const { money, time } = receiptFormats(lang);
  const field = (key: string, value: string): PdfBlock => ({ kind: 'field', text: t(key), value });
  const blocks: PdfBlock[] = [
    { kind: 'title', text: t('receipt.title') },
    field('receipt.orderNo', order.orderNo),
    field('receipt.store', order.storeName),
    field('receipt.buyer', buyer.name),
    ...(buyer.company ? [field('receipt.company', buyer.company)] : []),
    field('receipt.orderedAt', time(order.createdAt)),
    ...(order.paidAt ? [field('receipt.paidAt', time(order.paidAt))] : []),
    ...(order.completedAt ? [field('receipt.completedAt', time(order.completedAt))] : []),
    ...(order.payWay !== null ? [field('receipt.payWay', t(`receipt.payWay.${order.payWay}`))] : []),
    ...(order.paymentNo ? [field('receipt.paymentNo', order.paymentNo)] : []),
    field(
      'receipt.delivery',
      order.deliveryMode === 'ship' && order.consignee ? t('receipt.delivery.ship', { consignee: `${order.consignee.name}, ${order.consignee.address}` }) : t('receipt.delivery.inventory'),
    ),
    { kind: 'heading', text: t('receipt.items') },
    ...order.items.map(
      (item): PdfBlock => ({
        kind: 'text',
        text: t('receipt.line', { name: item.name, itemCode: item.itemCode, quantity: item.quantity, unitPrice: money(item.unitPrice), amount: money(item.amount) }),
      }),
    ),
    { kind: 'heading', text: '' },
    field('receipt.goodsAmount', money(order.goodsAmount)),
  ];
  if (order.discount > 0) blocks.push(field('receipt.discount', `-${money(order.discount)}`));
  if (order.freight > 0) blocks.push(field('receipt.freight', money(order.freight)));
  if (order.fees > 0) blocks.push(field('receipt.fees', money(order.fees)));
  blocks.push({ kind: 'heading', text: `${t('receipt.total')}: ${money(order.total)}` });
  blocks.push({ kind: 'text', text: '' }, { kind: 'text', text: t('receipt.note', { issuedAt: time(issuedAt.toISOString()) }) });
  return blocks;
}

/**
 * Receipts of purchase orders: the own order (another buyer's is 404, as its details are) once
 * paid, rendered afresh in the buyer's language (English without a CJK font) on every download.
 */
export function createReceiptService(deps: { database: Database; orders: PurchaseOrdersService; pdf: PdfRenderer }) {
  return {
    async render(user: AuthUser, requested: Language, orderNo: string): Promise<{ data: Buffer; filename: string }> {
      const lang = deps.pdf.languageFor(requested);
      const order = await deps.orders.detail(user, lang, orderNo);
      if (!hasReceipt(order.status)) throw new AppError('ORDER_INVALID_TRANSITION');
      const company = await accountRepository.findCompany(deps.database.db, user.id);
      const issuedAt = new Date();
      const blocks = receiptBlocks(order, lang, { name: `${user.realName || user.mobile} (${user.customerNo})`, company: company?.company || null }, issuedAt);
      const title = `${translate(lang, 'receipt.title')} ${order.orderNo}`;
      const data = await deps.pdf.render(lang, { title, subject: order.storeName, createdAt: issuedAt }, blocks);
      return { data, filename: `receipt-${order.orderNo}.pdf` };
    },
  };
}

export type ReceiptService = ReturnType<typeof createReceiptService>;
