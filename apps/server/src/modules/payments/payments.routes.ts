import { randomBytes } from 'node:crypto';
import {
  adminListPayments,
  balancePay,
  confirmOfflinePayment,
  existBalancePay,
  initiatePayment,
  listPayWays,
  listRechargeRecords,
  paymentStatus,
  recharge,
  rejectOfflinePayment,
  SANDBOX_NOTIFY_PATH,
  SANDBOX_PAGE_PATH,
  translate,
} from '@wm/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors';
import { sandboxPage, sandboxPageCsp } from '../../platform/gateways/sandbox-page';
import { route } from '../../platform/http';
import type { PaymentsService } from './payments.service';

/** Where this server is reached from (behind a proxy with TRUST_PROXY: the forwarded one), for hosted page links. */
const origin = (req: FastifyRequest) => `${req.protocol}://${req.host}`;

export function paymentsRoutes(app: FastifyInstance, payments: PaymentsService) {
  route(app, initiatePayment, async ({ requestKey, user, body, req, reply }) => {
    reply.header('cache-control', 'no-store');
    return payments.initiate(user, body, requestKey, origin(req));
  });
  route(app, balancePay, async ({ requestKey, user, body, req, reply }) => {
    reply.header('cache-control', 'no-store');
    return payments.balancePay(user, body, requestKey);
  });
  route(app, paymentStatus, async ({ user, body, reply }) => {
    reply.header('cache-control', 'no-store');
    return payments.status(user, body.paymentNo);
  });
  route(app, existBalancePay, async ({ user }) => payments.existBalancePay(user));
  route(app, listPayWays, async () => ({ payWays: payments.payWays() }));
  route(app, recharge, async ({ requestKey, user, body, req, reply }) => {
    reply.header('cache-control', 'no-store');
    return payments.recharge(user, body, requestKey, origin(req));
  });
  route(app, listRechargeRecords, ({ user, query }) => payments.rechargeRecords(user, query));

  route(app, adminListPayments, ({ query }) => payments.adminList(query));
  route(app, confirmOfflinePayment, ({ user, params }) => payments.confirmOffline(user, params.paymentNo));
  route(app, rejectOfflinePayment, ({ user, params, body }) => payments.rejectOffline(user, params.paymentNo, body.reason));

  // The sandbox gateway's side exists only where the sandbox runs (never in production).
  if (payments.sandboxEnabled) sandboxRoutes(app, payments);
}

/** The sandbox gateway's HTML pages and raw notifications: not API envelopes for the web app. */
function sandboxRoutes(app: FastifyInstance, payments: PaymentsService) {
  app.register(async (scope) => {
    // Notifications are verified over their exact bytes: keep the body as the raw string.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_req, body, done) => done(null, body));
    scope.post(SANDBOX_NOTIFY_PATH, async (req, reply) => {
      const result = await payments.notify('sandbox', req.headers, typeof req.body === 'string' ? req.body : '');
      return reply.send({ status: 200, message: translate(req.lang, 'success'), data: { received: true, duplicate: result.duplicate } });
    });
  });

  const sendPage = async (req: FastifyRequest, reply: FastifyReply, paymentNo: string, token: string, notice?: string) => {
    const nonce = randomBytes(16).toString('base64');
    const payment = await payments.sandboxPayment(paymentNo, token);
    return reply
      .header('content-security-policy', sandboxPageCsp(nonce))
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(sandboxPage({ payment, token, lang: req.lang, nonce, notice }));
  };

  app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_req, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(typeof body === 'string' ? body : body.toString('utf8')))),
    );
    scope.get<{ Params: { paymentNo: string }; Querystring: { sig?: string } }>(SANDBOX_PAGE_PATH, (req, reply) =>
      sendPage(req, reply, req.params.paymentNo, req.query.sig ?? ''),
    );
    // The Pay / Fail buttons: the gateway sends its signed notification to this server, then shows the outcome.
    scope.post<{ Params: { paymentNo: string }; Body: { sig?: string; outcome?: string } }>(`${SANDBOX_PAGE_PATH}/complete`, async (req, reply) => {
      const { paymentNo } = req.params;
      const token = req.body?.sig ?? '';
      const outcome = req.body?.outcome === 'succeeded' ? 'succeeded' : 'failed';
      let notice: string | undefined;
      try {
        const notification = await payments.sandboxComplete(paymentNo, token, outcome);
        const delivered = await app.inject({ method: 'POST', url: SANDBOX_NOTIFY_PATH, headers: notification.headers, payload: notification.body });
        if (delivered.statusCode !== 200) notice = (delivered.json() as { message: string }).message;
      } catch (error) {
        if (!(error instanceof AppError) || error.code === 'NOT_FOUND') throw error;
        reply.code(error.status);
        notice = translate(req.lang, error.code, error.params);
      }
      return sendPage(req, reply, paymentNo, token, notice);
    });
  });
}
