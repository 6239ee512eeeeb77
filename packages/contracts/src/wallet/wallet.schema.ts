import { z } from 'zod';
import { PageQuery } from '../common/envelope';
import { Money, roundHalfUp } from '../common/money';
import { numeric, rules } from '../common/validation';

/** Wallet flow types, in the spec's order (section 4); the number is the stored code. */
export const FLOW_TYPES = {
  rechargeIncome: 1,
  transactionRevenue: 2,
  transactionSpending: 3,
  transactionRefund: 4,
  withdrawalExpense: 5,
  withdrawalServiceFee: 6,
  merchantAdjustment: 7,
  expenseItem: 8,
  afterSaleRefund: 9,
  rebateExpense: 10,
  rebateIncome: 11,
  settlementExpense: 12,
  purchaseRefund: 13,
} as const;
export type FlowTypeName = keyof typeof FLOW_TYPES;
export const FlowType = z.number().int().min(1).max(13);

/** A record is 'handling' while its money is frozen for review, then 'completion'; a refused one is 'canceled'. */
export const LedgerStatus = z.enum(['handling', 'completion', 'canceled']);
export type LedgerStatus = z.infer<typeof LedgerStatus>;

export const LedgerRecord = z.object({
  recordNo: z.string(),
  relatedId: z.string().nullable(),
  flowType: FlowType,
  amount: Money,
  balanceAfter: Money.nullable(),
  status: LedgerStatus,
  remark: z.string(),
  occurredAt: z.string(),
});
export type LedgerRecord = z.infer<typeof LedgerRecord>;

export const LedgerQuery = PageQuery.extend({
  flowType: numeric(z.number()).pipe(FlowType).optional(),
  status: LedgerStatus.optional(),
  from: z.iso.date({ error: 'date.invalid' }).optional(),
  to: z.iso.date({ error: 'date.invalid' }).optional(),
});

/** Luhn check digit rule, used by payment cards. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** IBAN: country, check digits, account; the mod-97 rule of ISO 13616. */
export function isIban(value: string): boolean {
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(value)) return false;
  const moved = value.slice(4) + value.slice(0, 4);
  const numeric = moved.replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  let rest = 0;
  for (const ch of numeric) rest = (rest * 10 + Number(ch)) % 97;
  return rest === 1;
}

/** A bank card (13-19 digits passing Luhn) or an IBAN. Spaces and hyphens are ignored. */
export const normaliseAccountNumber = (value: string) => value.replace(/[\s-]/g, '').toUpperCase();
export const isBankAccountNumber = (value: string) => {
  const v = normaliseAccountNumber(value);
  return (/^\d{13,19}$/.test(v) && passesLuhn(v)) || isIban(v);
};

export const AddCardBody = z.object({
  cardholder: rules.required('cardholder.required').max(80, { error: 'field.tooLong' }),
  accountNumber: rules.required('cardNumber.required').refine(isBankAccountNumber, { error: 'cardNumber.invalid' }),
  bankName: rules.required('bankName.required').max(100, { error: 'field.tooLong' }),
  code: rules.smsCode,
});
export type AddCardBody = z.infer<typeof AddCardBody>;

export const BankCard = z.object({
  cardId: z.number().int(),
  cardholder: z.string(),
  /** Only the last four characters are ever shown. */
  accountNumber: z.string(),
  bankName: z.string(),
  createdAt: z.string(),
});
export type BankCard = z.infer<typeof BankCard>;

/** The service fee of a withdrawal: the rate in basis points, rounded half up to a cent. */
export const withdrawalFeeCents = (amountCents: number, feeBasisPoints: number) => roundHalfUp((amountCents * feeBasisPoints) / 10_000);

export const WithdrawQuery = z.object({
  cardId: rules.id,
  amount: numeric(z.number({ error: 'amount.required' }).positive({ error: 'amount.required' }).max(10_000_000, { error: 'field.tooLong' })),
});

export const WithdrawalStatus = z.enum(['handling', 'completion', 'rejected']);
export const Withdrawal = z.object({
  withdrawId: z.number().int(),
  recordNo: z.string(),
  cardId: z.number().int(),
  bankName: z.string(),
  accountNumber: z.string(),
  amount: Money,
  fee: Money,
  actualAmount: Money,
  status: WithdrawalStatus,
  rejectReason: z.string().nullable(),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
});
export type Withdrawal = z.infer<typeof Withdrawal>;
export const AdminWithdrawal = Withdrawal.extend({ customerid: z.string(), realName: z.string(), mobile: z.string(), cardholder: z.string() });
export const WithdrawalQuery = PageQuery.extend({ status: WithdrawalStatus.optional() });
