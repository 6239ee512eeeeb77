import { z } from 'zod';
import { endpoint } from '../common/endpoint';
import { AddCartBody, BatchAddCartBody, BatchAddCartResult, CartChanged, CartIdParams, CartIdsBody, CartLine, CartListBody, CartView, SelectCartBody, UpdateCartBody } from './cart.schema';

const tags = ['cart'];

export const listCart = endpoint({
  method: 'POST', path: '/api/v2/shop-cart/list', access: 'approvedBuyer', tags,
  summary: 'Own cart grouped by store, each line priced at the current step for its quantity; lines that cannot be bought are flagged',
  body: CartListBody, response: CartView,
});
export const addToCart = endpoint({
  method: 'POST', path: '/api/v2/shop-cart', access: 'approvedBuyer', tags,
  summary: "Add a goods (quantity defaults to its MOQ; adds to an existing line). 400 'insufficient inventory in the store' beyond the available units; 400 when not on sale",
  body: AddCartBody, response: CartLine,
});
export const updateCart = endpoint({
  method: 'PUT', path: '/api/v2/shop-cart', access: 'approvedBuyer', tags,
  summary: 'Change a line: quantity (at least the MOQ, at most the available units) and/or selected. Another buyer\'s line is 404',
  body: UpdateCartBody, response: CartLine,
});
export const selectCart = endpoint({
  method: 'PUT', path: '/api/v2/shop-cart/select', access: 'approvedBuyer', tags,
  summary: 'Select or unselect all lines, a store\'s lines (storeId) or the named lines (cartIds); lines that cannot be bought stay unselected',
  body: SelectCartBody, response: CartView,
});
export const batchAddToCart = endpoint({
  method: 'POST', path: '/api/v2/shop-cart/batch', access: 'approvedBuyer', tags,
  summary: 'Add several goods (e.g. from favourites): those that can be bought are added, the others are reported with the reason',
  body: BatchAddCartBody, response: BatchAddCartResult,
});
export const batchDeleteCart = endpoint({
  method: 'DELETE', path: '/api/v2/shop-cart/batch', access: 'approvedBuyer', tags, successMessage: 'cart.deleted',
  summary: 'Delete own lines; all or none (a line that is not own is 404)', body: CartIdsBody, response: CartChanged,
});
export const deleteCartLine = endpoint({
  method: 'DELETE', path: '/api/v2/shop-cart/:cartId', access: 'approvedBuyer', tags, successMessage: 'cart.deleted',
  summary: 'Delete an own line', params: CartIdParams, response: CartChanged,
});
export const moveCartToFavorites = endpoint({
  method: 'POST', path: '/api/v2/shop-cart/move-to-favorites', access: 'approvedBuyer', tags, successMessage: 'cart.movedToFavorites',
  summary: 'Save the goods of own lines to favourites and remove the lines', body: CartIdsBody, response: CartChanged,
});
export const cartCount = endpoint({
  method: 'GET', path: '/api/v2/shop-cart/count', access: 'buyer', tags,
  summary: 'Number of lines in the own cart (the badge shows 99+ above 99)', response: z.number().int(),
});
