import { endpoint } from '../common/endpoint';
import { page } from '../common/envelope';
import {
  AdminAfterSalesListQuery,
  AfterSales,
  AfterSalesApplyInput,
  AfterSalesDetail,
  AfterSalesListQuery,
  AfterSalesNoParams,
  ApproveAfterSalesBody,
  ClaimableOrder,
  ClaimableQuery,
  DecideAfterSalesBody,
  EscalateBody,
  RejectAfterSalesBody,
  ReturnLogisticsBody,
  ShipReissueBody,
} from './after-sales.schema';

const tags = ['after-sales'];

export const claimableAfterSales = endpoint({
  method: 'GET', path: '/api/v2/after-sales/claimable', access: 'buyer', tags,
  summary: 'The lines of an own shipped sales order or ship-mode purchase order, with the units that can still be claimed and what was paid per unit',
  query: ClaimableQuery, response: ClaimableOrder,
});
export const applyAfterSales = endpoint({
  method: 'POST', path: '/api/v2/after-sales', access: 'buyer', tags, idempotent: true,
  summary: 'Apply for after-sales on a line of an own shipped order: refund only, return and refund, or reissue (one open per line; quantity and refund capped). Needs an Idempotency-Key header',
  body: AfterSalesApplyInput, response: AfterSalesDetail,
});
export const listAfterSales = endpoint({
  method: 'GET', path: '/api/v2/after-sales/list', access: 'buyer', tags,
  summary: 'Own after-sales, newest first, by status, type, number and date',
  query: AfterSalesListQuery, response: page(AfterSales),
});
export const getAfterSales = endpoint({
  method: 'GET', path: '/api/v2/after-sales/:afterSalesNo', access: 'buyer', tags,
  summary: "An own after-sales with its timeline and the actions allowed now (another buyer's is 404)",
  params: AfterSalesNoParams, response: AfterSalesDetail,
});
export const cancelAfterSales = endpoint({
  method: 'POST', path: '/api/v2/after-sales/:afterSalesNo/cancel', access: 'buyer', tags, idempotent: true, successMessage: 'afterSales.canceled',
  summary: 'Revoke an own after-sales until its refund or reissue is done',
  params: AfterSalesNoParams, response: AfterSalesDetail,
});
export const fillReturnLogistics = endpoint({
  method: 'POST', path: '/api/v2/after-sales/:afterSalesNo/return-logistics', access: 'buyer', tags, successMessage: 'afterSales.returnFilled',
  summary: 'The return logistics (company and tracking number) of an approved return and refund',
  params: AfterSalesNoParams, body: ReturnLogisticsBody, response: AfterSalesDetail,
});
export const escalateAfterSales = endpoint({
  method: 'POST', path: '/api/v2/after-sales/:afterSalesNo/escalate', access: 'buyer', tags,
  summary: "Ask the platform to decide an after-sales the store rejected",
  params: AfterSalesNoParams, body: EscalateBody, response: AfterSalesDetail,
});

const sellerTags = ['seller'];
export const listSellerAfterSales = endpoint({
  method: 'GET', path: '/api/v2/seller/after-sales/list', access: 'seller', tags: sellerTags,
  summary: "The store's after-sales, oldest waiting first",
  query: AfterSalesListQuery, response: page(AfterSales),
});
export const getSellerAfterSales = endpoint({
  method: 'GET', path: '/api/v2/seller/after-sales/:afterSalesNo', access: 'seller', tags: sellerTags,
  summary: "One of the store's after-sales with its timeline",
  params: AfterSalesNoParams, response: AfterSalesDetail,
});
export const approveAfterSales = endpoint({
  method: 'POST', path: '/api/v2/seller/after-sales/:afterSalesNo/approve', access: 'seller', tags: sellerTags, idempotent: true,
  summary: 'Approve (optionally another refund amount and a message): a refund only is refunded to the wallet at once, charged to the store',
  params: AfterSalesNoParams, body: ApproveAfterSalesBody, response: AfterSalesDetail,
});
export const rejectAfterSales = endpoint({
  method: 'POST', path: '/api/v2/seller/after-sales/:afterSalesNo/reject', access: 'seller', tags: sellerTags,
  summary: 'Reject with a reason (the buyer may escalate it)',
  params: AfterSalesNoParams, body: RejectAfterSalesBody, response: AfterSalesDetail,
});
export const receiveAfterSalesReturn = endpoint({
  method: 'POST', path: '/api/v2/seller/after-sales/:afterSalesNo/receive-return', access: 'seller', tags: sellerTags, idempotent: true,
  summary: "The returned units arrived: they go back to the store's stock and the refund is made",
  params: AfterSalesNoParams, response: AfterSalesDetail,
});
export const shipAfterSalesReissue = endpoint({
  method: 'POST', path: '/api/v2/seller/after-sales/:afterSalesNo/ship-reissue', access: 'seller', tags: sellerTags, idempotent: true,
  summary: "Ship the reissue (logistics company and tracking number): new units leave the store's stock",
  params: AfterSalesNoParams, body: ShipReissueBody, response: AfterSalesDetail,
});

const adminTags = ['admin'];
export const listAdminAfterSales = endpoint({
  method: 'GET', path: '/api/v2/admin/after-sales/list', access: 'operator', tags: adminTags,
  summary: 'After-sales for the operator: escalations by default, any status on request',
  query: AdminAfterSalesListQuery, response: page(AfterSales),
});
export const getAdminAfterSales = endpoint({
  method: 'GET', path: '/api/v2/admin/after-sales/:afterSalesNo', access: 'operator', tags: adminTags,
  summary: 'One after-sales with its timeline',
  params: AfterSalesNoParams, response: AfterSalesDetail,
});
export const decideAfterSales = endpoint({
  method: 'POST', path: '/api/v2/admin/after-sales/:afterSalesNo/decide', access: 'operator', tags: adminTags, idempotent: true,
  summary: "The final decision on an escalation: refund an amount (charged to the store), or 0 to uphold the rejection; logged with its reason",
  params: AfterSalesNoParams, body: DecideAfterSalesBody, response: AfterSalesDetail,
});
