import {
  acceptAgreement,
  applyAgreement,
  approveAgreement,
  cancelAgreement,
  countAgreements,
  counterAgreement,
  declineAgreement,
  getAgreement,
  getSellerAgreement,
  goodsAgreements,
  listAgreements,
  listSellerAgreements,
  reapplyAgreement,
  rejectAgreement,
} from '@wm/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/http';
import type { AgreementsService } from './agreements.service';

export function agreementsRoutes(app: FastifyInstance, agreements: AgreementsService) {
  route(app, applyAgreement, ({ requestKey, user, lang, body }) => agreements.apply(user, lang, body, requestKey));
  route(app, listAgreements, ({ user, lang, query }) => agreements.list(user, lang, query));
  route(app, countAgreements, ({ user }) => agreements.counts(user));
  route(app, goodsAgreements, ({ user, lang, params }) => agreements.forGoods(user, lang, params.goodsId));
  route(app, getAgreement, ({ user, lang, params }) => agreements.detail(user, lang, params.agreementNo));
  route(app, cancelAgreement, ({ user, lang, params, body }) => agreements.cancel(user, lang, params.agreementNo, body?.message));
  route(app, acceptAgreement, ({ user, lang, params, body }) => agreements.accept(user, lang, params.agreementNo, body?.message));
  route(app, declineAgreement, ({ user, lang, params, body }) => agreements.decline(user, lang, params.agreementNo, body?.message));
  route(app, reapplyAgreement, ({ user, lang, params, body }) => agreements.reapply(user, lang, params.agreementNo, body ?? {}));

  route(app, listSellerAgreements, ({ user, lang, query }) => agreements.sellerList(user, lang, query));
  route(app, getSellerAgreement, ({ user, lang, params }) => agreements.sellerDetail(user, lang, params.agreementNo));
  route(app, approveAgreement, ({ user, lang, params, body }) => agreements.approve(user, lang, params.agreementNo, body?.message));
  route(app, counterAgreement, ({ user, lang, params, body }) => agreements.counter(user, lang, params.agreementNo, body));
  route(app, rejectAgreement, ({ user, lang, params, body }) => agreements.reject(user, lang, params.agreementNo, body.reason));
}
