import { z } from 'zod';
import { Done } from '../auth/auth.schema';
import { endpoint } from '../common/endpoint';
import { page } from '../common/envelope';
import { Money } from '../common/money';
import { rules } from '../common/validation';
import { AddCardBody, AdminWithdrawal, BankCard, LedgerQuery, LedgerRecord, Withdrawal, WithdrawalQuery, WithdrawQuery } from './wallet.schema';

export const WalletBalance = z.object({ customerid: z.string(), balance: Money, available: Money, frozen: Money, currency: z.literal('USD') });
export type WalletBalance = z.infer<typeof WalletBalance>;

const tags = ['wallet'];

export const getWallet = endpoint({
  method: 'GET', path: '/api/v2/wallet/:customerid', access: 'user', tags,
  summary: 'Own wallet balance: balance, available (balance minus frozen) and frozen, in USD',
  params: z.object({ customerid: z.string().max(40) }), response: WalletBalance,
});
export const listLedger = endpoint({
  method: 'GET', path: '/api/v2/customer/balance/pages', access: 'user', tags,
  summary: 'Own wallet records, newest first, by flow type, status and date', query: LedgerQuery, response: page(LedgerRecord),
});
export const listCards = endpoint({
  method: 'GET', path: '/api/v2/customer/cards', access: 'user', tags,
  summary: 'Own bank cards (numbers masked)', response: z.array(BankCard),
});
export const addCard = endpoint({
  method: 'POST', path: '/api/v2/customer/card', access: 'user', tags,
  successMessage: 'card.added',
  summary: 'Add a bank card with an SMS code sent to the own mobile (scene bank-card)', body: AddCardBody, response: BankCard,
});
export const deleteCard = endpoint({
  method: 'DELETE', path: '/api/v2/customer/card/:cardId', access: 'user', tags,
  successMessage: 'card.deleted',
  summary: 'Delete an own bank card', params: z.object({ cardId: rules.id }), response: Done,
});
/** The header a withdrawal carries its payment password in (kept out of the URL). */
export const PAY_PASSWORD_HEADER = 'x-pay-password';

export const withdraw = endpoint({
  method: 'GET', path: '/api/v2/wallet/withdraw', access: 'user', tags, idempotent: true, successMessage: 'withdraw.applied',
  summary: 'Apply for a withdrawal to an own bank card (the spec keeps this a GET): the amount is frozen until an operator reviews it. Needs an Idempotency-Key header and the payment password in an X-Pay-Password header.',
  query: WithdrawQuery, response: Withdrawal,
});
export const listWithdrawals = endpoint({
  method: 'GET', path: '/api/v2/customer/customer-id/withdraw-records', access: 'user', tags,
  summary: 'Own withdrawal applications, newest first', query: WithdrawalQuery, response: page(Withdrawal),
});

const adminTags = ['admin'];
export const adminListWithdrawals = endpoint({
  method: 'GET', path: '/api/v2/admin/withdrawals', access: 'operator', tags: adminTags,
  summary: 'Withdrawal applications (default: handling), oldest first', query: WithdrawalQuery, response: page(AdminWithdrawal),
});
export const approveWithdrawal = endpoint({
  method: 'POST', path: '/api/v2/admin/withdrawals/:withdrawId/approve', access: 'operator', tags: adminTags, idempotent: true,
  summary: 'Approve: the frozen amount leaves the wallet', params: z.object({ withdrawId: rules.id }), response: Done,
});
export const rejectWithdrawal = endpoint({
  method: 'POST', path: '/api/v2/admin/withdrawals/:withdrawId/reject', access: 'operator', tags: adminTags, idempotent: true,
  summary: 'Reject with a reason: the frozen amount is released', params: z.object({ withdrawId: rules.id }),
  body: z.object({ reason: rules.required('reason.required').max(500, { error: 'field.tooLong' }) }), response: Done,
});
