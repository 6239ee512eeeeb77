import type { listLedger, listRechargeRecords, listWithdrawals, QueryOf } from '@wm/contracts';
import { walletBalanceKey } from '../../../lib/wallet-balance';

export const walletKeys = {
  all: ['wallet'] as const,
  balance: walletBalanceKey,
  ledger: (query: QueryOf<typeof listLedger>) => ['wallet', 'ledger', query] as const,
  cards: ['wallet', 'cards'] as const,
  withdrawals: (query: QueryOf<typeof listWithdrawals>) => ['wallet', 'withdrawals', query] as const,
  recharges: (query: QueryOf<typeof listRechargeRecords>) => ['wallet', 'recharges', query] as const,
  operateConfig: ['settings', 'operate-config'] as const,
};
