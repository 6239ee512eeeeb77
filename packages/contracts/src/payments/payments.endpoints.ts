import { z } from 'zod';
import { endpoint } from '../common/endpoint';
import { page } from '../common/envelope';
import {
  AdminPayment,
  AdminPaymentQuery,
  BalancePayBody,
  ExistBalancePay,
  InitiateBody,
  Payment,
  PaymentNoBody,
  PayWays,
  RechargeBody,
  RechargeRecord,
  RechargeRecordQuery,
} from './payments.schema';

const tags = ['payments'];

export const initiatePayment = endpoint({
  method: 'POST', path: '/api/v2/pay/initiate', access: 'buyer', tags, idempotent: true,
  summary:
    'Start a payment of own unpaid purchase orders (approved buyers) or of a wallet recharge: card/Alipay/WeChat answer the hosted page and its QR code (15 minutes), offline transfer answers the bank details. Needs an Idempotency-Key header; a replay answers the first payment.',
  body: InitiateBody, response: Payment,
});
export const balancePay = endpoint({
  method: 'POST', path: '/api/v2/pay/balance-pay', access: 'approvedBuyer', tags, idempotent: true, successMessage: 'payment.success',
  summary: 'Pay own purchase orders from the wallet with the payment password and the reselling-only declaration. Needs an Idempotency-Key header.',
  body: BalancePayBody, response: Payment,
});
export const paymentStatus = endpoint({
  method: 'POST', path: '/api/v2/pay/pay-success', access: 'user', tags,
  summary: 'The current status of an own payment (the result page polls it). It never marks a payment paid: only a verified gateway notification, an operator or the balance does.',
  body: PaymentNoBody, response: Payment,
});
export const existBalancePay = endpoint({
  method: 'GET', path: '/api/v2/customer/exist-balancepay', access: 'user', tags,
  summary: 'Whether the user has set a payment password (needed for balance payment)', response: ExistBalancePay,
});
export const listPayWays = endpoint({
  method: 'GET', path: '/api/v2/pay/ways', access: 'user', tags,
  summary: 'The pay ways this installation offers, in display order: card, Alipay and WeChat only where an online payment gateway is configured',
  response: PayWays,
});
export const recharge = endpoint({
  method: 'POST', path: '/api/v2/customer/customer-recharge', access: 'buyer', tags, idempotent: true,
  summary: 'Recharge the wallet: creates a recharge record and starts its payment (same answer as /pay/initiate). The wallet is credited only when the payment is confirmed. Needs an Idempotency-Key header.',
  body: RechargeBody, response: Payment,
});
export const listRechargeRecords = endpoint({
  method: 'GET', path: '/api/v2/customer/customer-id/recharge-records', access: 'user', tags,
  summary: 'Own recharge records, newest first', query: RechargeRecordQuery, response: page(RechargeRecord),
});

const adminTags = ['admin'];
const PaymentNoParams = z.object({ paymentNo: z.string().max(40) });
export const adminListPayments = endpoint({
  method: 'GET', path: '/api/v2/admin/payments', access: 'operator', tags: adminTags,
  summary: 'Payments by status and pay way (default: pending offline transfers), oldest first', query: AdminPaymentQuery, response: page(AdminPayment),
});
export const confirmOfflinePayment = endpoint({
  method: 'POST', path: '/api/v2/admin/payments/:paymentNo/confirm', access: 'operator', tags: adminTags, idempotent: true,
  summary: 'The bank transfer arrived: the payment succeeds and its orders or recharge are settled (once)', params: PaymentNoParams, response: AdminPayment,
});
export const rejectOfflinePayment = endpoint({
  method: 'POST', path: '/api/v2/admin/payments/:paymentNo/reject', access: 'operator', tags: adminTags, idempotent: true,
  summary: 'No transfer arrived: the payment fails', params: PaymentNoParams,
  body: z.object({ reason: z.string({ error: 'reason.required' }).trim().min(1, { error: 'reason.required' }).max(500, { error: 'field.tooLong' }) }), response: AdminPayment,
});
