import { z } from 'zod';
import { endpoint } from '../common/endpoint';
import { page } from '../common/envelope';
import {
  AgreementApplyBody,
  AgreementApproveBody,
  AgreementCounterBody,
  AgreementCounts,
  AgreementGoodsParams,
  AgreementListQuery,
  AgreementMessageBody,
  AgreementNoParams,
  AgreementReapplyBody,
  AgreementRejectBody,
  BuyerAgreement,
  BuyerAgreementDetail,
  SellerAgreement,
  SellerAgreementDetail,
} from './agreement.schema';

const tags = ['agreements'];

export const applyAgreement = endpoint({
  method: 'POST', path: '/api/v2/agreement', access: 'approvedBuyer', tags, idempotent: true, successMessage: 'agreement.applied',
  summary:
    'Apply for a negotiated price (complex transaction): one goods, a quantity of at least its minimum, the unit price asked and a message. The store answers within the approval window (a setting) or it times out. Needs an Idempotency-Key header',
  body: AgreementApplyBody, response: BuyerAgreementDetail,
});
export const listAgreements = endpoint({
  method: 'GET', path: '/api/v2/agreement/list', access: 'buyer', tags,
  summary: 'Own agreements, last changed first, by status and protocol number; prices masked for a buyer not approved',
  query: AgreementListQuery, response: page(BuyerAgreement),
});
export const countAgreements = endpoint({
  method: 'GET', path: '/api/v2/agreement/counts', access: 'buyer', tags,
  summary: 'Own agreements counted by status (the list tabs)', response: AgreementCounts,
});
export const goodsAgreements = endpoint({
  method: 'GET', path: '/api/v2/agreement/goods/:goodsId', access: 'buyer', tags,
  summary: 'Own agreements on one goods that are still open or approved (the goods page prompts: agreed quantity, bought, price, seller message)',
  params: AgreementGoodsParams, response: z.array(BuyerAgreement),
});
export const getAgreement = endpoint({
  method: 'GET', path: '/api/v2/agreement/:agreementNo', access: 'buyer', tags,
  summary: "An own agreement with every offer (version), its history, its orders and the actions allowed now (another buyer's is 404)",
  params: AgreementNoParams, response: BuyerAgreementDetail,
});
export const cancelAgreement = endpoint({
  method: 'POST', path: '/api/v2/agreement/:agreementNo/cancel', access: 'buyer', tags, successMessage: 'agreement.canceled',
  summary: 'Cancel an own agreement before it completes (orders already placed through it keep their price)',
  params: AgreementNoParams, body: AgreementMessageBody.optional(), response: BuyerAgreementDetail,
});
export const acceptAgreement = endpoint({
  method: 'POST', path: '/api/v2/agreement/:agreementNo/accept', access: 'approvedBuyer', tags,
  summary: "Accept the store's counter offer: the agreement is approved at the countered price and quantity and the buy window starts",
  params: AgreementNoParams, body: AgreementMessageBody.optional(), response: BuyerAgreementDetail,
});
export const declineAgreement = endpoint({
  method: 'POST', path: '/api/v2/agreement/:agreementNo/decline', access: 'buyer', tags,
  summary: "Decline the store's counter offer: the agreement ends (it may be reapplied)",
  params: AgreementNoParams, body: AgreementMessageBody.optional(), response: BuyerAgreementDetail,
});
export const reapplyAgreement = endpoint({
  method: 'POST', path: '/api/v2/agreement/:agreementNo/reapply', access: 'approvedBuyer', tags,
  summary: 'Apply again from rejected, timed out or canceled: a new offer (quantity, price and message; left out, the last offer) waiting for the store',
  params: AgreementNoParams, body: AgreementReapplyBody.optional(), response: BuyerAgreementDetail,
});

const sellerTags = ['seller'];
export const listSellerAgreements = endpoint({
  method: 'GET', path: '/api/v2/seller/agreement/list', access: 'seller', tags: sellerTags,
  summary: "Agreements asked of the seller's store, last changed first, by status and protocol number",
  query: AgreementListQuery, response: page(SellerAgreement),
});
export const getSellerAgreement = endpoint({
  method: 'GET', path: '/api/v2/seller/agreement/:agreementNo', access: 'seller', tags: sellerTags,
  summary: "An agreement of the seller's store with every offer and its history (another store's is 404)",
  params: AgreementNoParams, response: SellerAgreementDetail,
});
export const approveAgreement = endpoint({
  method: 'POST', path: '/api/v2/seller/agreement/:agreementNo/approve', access: 'seller', tags: sellerTags,
  summary: "Approve the buyer's offer as asked: the buy window starts",
  params: AgreementNoParams, body: AgreementApproveBody.optional(), response: SellerAgreementDetail,
});
export const counterAgreement = endpoint({
  method: 'POST', path: '/api/v2/seller/agreement/:agreementNo/counter', access: 'seller', tags: sellerTags,
  summary: 'Counter with another unit price and quantity and a message: the buyer accepts or declines within the approval window',
  params: AgreementNoParams, body: AgreementCounterBody, response: SellerAgreementDetail,
});
export const rejectAgreement = endpoint({
  method: 'POST', path: '/api/v2/seller/agreement/:agreementNo/reject', access: 'seller', tags: sellerTags,
  summary: 'Reject the application with a reason',
  params: AgreementNoParams, body: AgreementRejectBody, response: SellerAgreementDetail,
});
