import type { QueryOf, listRechargeRecords } from '@wm/contracts';

export const paymentKeys = {
  all: ['payments'] as const,
  payment: (paymentNo: string) => ['payments', 'payment', paymentNo] as const,
  existBalancePay: ['payments', 'exist-balancepay'] as const,
  rechargeRecords: (query: QueryOf<typeof listRechargeRecords>) => ['payments', 'recharge-records', query] as const,
};
