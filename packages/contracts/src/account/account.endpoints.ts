import { z } from 'zod';
import { Done } from '../auth/auth.schema';
import { endpoint } from '../common/endpoint';
import { page } from '../common/envelope';
import { rules } from '../common/validation';
import {
  Address,
  AddressBody,
  AuditDetail,
  AuditListItem,
  AuditQuery,
  ChangePasswordBody,
  CompanyInfoBody,
  CustomerCenter,
  Profile,
  RejectBody,
  UpdateAddressBody,
  UpdateProfileBody,
  Uploaded,
} from './account.schema';

const tags = ['account'];

export const getProfile = endpoint({
  method: 'GET', path: '/api/v2/customer', access: 'user', tags,
  summary: 'The signed-in customer: profile, audit state and company information', response: Profile,
});
export const getCustomerCenter = endpoint({
  method: 'GET', path: '/api/v2/customer/center', access: 'buyer', tags,
  summary: 'Buyer central: user card, audit state, wallet, purchase order counts by status, favourites and followed stores', response: CustomerCenter,
});
export const updateProfile = endpoint({
  method: 'PUT', path: '/api/v2/customer', access: 'user', tags,
  summary: 'Update the profile (name, email, gender, region, intro, avatar)', body: UpdateProfileBody, response: Profile,
});
export const submitCompany = endpoint({
  method: 'PUT', path: '/api/v2/customer/company', access: 'user', tags,
  summary: 'Submit company information for audit (the account goes under review)', body: CompanyInfoBody, response: Profile,
});
export const changePassword = endpoint({
  method: 'PUT', path: '/api/v2/customer/password', access: 'user', tags,
  summary: 'Change the login password; signs out the other sessions', body: ChangePasswordBody, response: Done,
});
export const listAddresses = endpoint({
  method: 'GET', path: '/api/v2/customer/addresses', access: 'buyer', tags,
  summary: 'Own shipping addresses, the default first', response: z.array(Address),
});
export const createAddress = endpoint({
  method: 'POST', path: '/api/v2/customer/address', access: 'buyer', tags,
  summary: 'Add a shipping address', body: AddressBody, response: Address,
});
export const updateAddress = endpoint({
  method: 'PUT', path: '/api/v2/customer/address', access: 'buyer', tags,
  summary: 'Change an own shipping address', body: UpdateAddressBody, response: Address,
});
export const deleteAddress = endpoint({
  method: 'DELETE', path: '/api/v2/customer/address/:addressId', access: 'buyer', tags,
  summary: 'Delete an own shipping address', params: z.object({ addressId: rules.id }), response: Done,
});
export const setDefaultAddress = endpoint({
  method: 'PUT', path: '/api/v2/customer/:customerId/address-default/:addressId', access: 'buyer', tags,
  summary: 'Make an own address the default', params: z.object({ customerId: z.string().max(40), addressId: rules.id }), response: Done,
});
/** multipart/form-data with fields `kind` (avatar, companyPhoto, businessLicence, afterSales) and `file`. */
export const uploadFile = endpoint({
  method: 'POST', path: '/api/v2/upload', access: 'user', tags,
  summary: 'Upload a file (multipart: kind, file); type checked by content, images re-encoded', response: Uploaded,
});

const adminTags = ['admin'];
export const listAudits = endpoint({
  method: 'GET', path: '/api/v2/admin/audits', access: 'operator', tags: adminTags,
  summary: 'Accounts by audit state (default: under review), oldest submission first', query: AuditQuery, response: page(AuditListItem),
});
export const getAudit = endpoint({
  method: 'GET', path: '/api/v2/admin/audits/:userId', access: 'operator', tags: adminTags,
  summary: 'An account with its company information, documents and audit history', params: z.object({ userId: rules.id }), response: AuditDetail,
});
export const approveAudit = endpoint({
  method: 'POST', path: '/api/v2/admin/audits/:userId/approve', access: 'operator', tags: adminTags,
  summary: 'Approve an account under review', params: z.object({ userId: rules.id }), response: Done,
});
export const rejectAudit = endpoint({
  method: 'POST', path: '/api/v2/admin/audits/:userId/reject', access: 'operator', tags: adminTags,
  summary: 'Reject an account under review, with the reason the customer will read', params: z.object({ userId: rules.id }), body: RejectBody, response: Done,
});
