import {
  currentUser,
  devOutbox,
  login,
  logout,
  registerBuyer,
  registerSeller,
  resetPassword,
  sendVerifyCode,
  setPayPassword,
  phoneCandidates,
  verifyEmail,
} from '@wm/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { route } from '../../platform/http';
import { latestMessages } from '../../platform/messaging';

/** ?to= as typed: an email, or a mobile in any of the forms it may be stored in. */
const outboxDestinations = (to: string) => {
  const value = to.trim().toLowerCase();
  return value.includes('@') ? [value] : [...new Set([value, ...phoneCandidates(value)])];
};
import type { AuthService } from './auth.service';

const client = (req: FastifyRequest) => ({ ip: req.ip, userAgent: req.headers['user-agent'] });

export function authRoutes(app: FastifyInstance, auth: AuthService, config: Config, database: Database) {
  route(app, login, ({ body, req }) => auth.login(body, client(req)));
  route(app, registerBuyer, ({ body, req }) => auth.register(body, 'buyer', client(req)));
  route(app, registerSeller, ({ body, req }) => auth.register(body, 'seller', client(req)));
  route(app, sendVerifyCode, ({ query, user, lang, req }) => auth.sendCode(query, user, lang, client(req)));
  route(app, resetPassword, async ({ body }) => {
    await auth.resetPassword(body);
    return { done: true as const };
  });
  route(app, setPayPassword, async ({ body, user }) => {
    await auth.setPayPassword(user, body);
    return { done: true as const };
  });
  route(app, verifyEmail, async ({ body, user }) => {
    await auth.verifyEmail(user, body.code);
    return { done: true as const };
  });
  route(app, currentUser, async ({ user }) => auth.userInfo(user));
  route(app, logout, async ({ user }) => {
    await auth.logout(user);
    return { done: true as const };
  });

  // Demo mode only: lets a person or a test read the codes the platform "sent". Absent in production.
  if (config.demo && !config.production) {
    route(app, devOutbox, async ({ query }) =>
      (await latestMessages(database.db, outboxDestinations(query.to))).map((m) => ({
        channel: m.channel,
        destination: m.destination,
        body: m.body,
        createdAt: m.createdAt.toISOString(),
      })),
    );
  }
}
