import {
  addCard,
  adminListWithdrawals,
  approveWithdrawal,
  deleteCard,
  getWallet,
  listCards,
  listLedger,
  listWithdrawals,
  PAY_PASSWORD_HEADER,
  rejectWithdrawal,
  withdraw,
} from '@wm/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/http';
import type { WalletService } from './wallet.service';

const done = { done: true as const };

export function walletRoutes(app: FastifyInstance, wallets: WalletService) {
  route(app, getWallet, ({ params, user }) => wallets.balance(user, params.customerid));
  route(app, listLedger, ({ user, query }) => wallets.ledger(user, query));
  route(app, listCards, ({ user }) => wallets.cards(user));
  route(app, addCard, ({ user, body }) => wallets.addCard(user, body));
  route(app, deleteCard, async ({ user, params }) => {
    await wallets.deleteCard(user, params.cardId);
    return done;
  });
  route(app, withdraw, async ({ requestKey, user, query, reply, req }) => {
    reply.header('cache-control', 'no-store');
    // The payment password travels in a header, never in the URL (which proxies and logs keep).
    const payPassword = req.headers[PAY_PASSWORD_HEADER];
    return wallets.withdraw(user, query, requestKey, typeof payPassword === 'string' ? payPassword : undefined);
  });
  route(app, listWithdrawals, ({ user, query }) => wallets.withdrawals(user, query));

  route(app, adminListWithdrawals, ({ query }) => wallets.adminWithdrawals(query));
  route(app, approveWithdrawal, async ({ user, params }) => {
    await wallets.approveWithdrawal(user, params.withdrawId);
    return done;
  });
  route(app, rejectWithdrawal, async ({ user, params, body }) => {
    await wallets.rejectWithdrawal(user, params.withdrawId, body.reason);
    return done;
  });
}
