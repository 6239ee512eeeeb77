import { z } from 'zod';
import { endpoint } from '../common/endpoint';
import { SellerWarehouse, SellerWarehouseInput, WarehouseIdPath } from './warehouses.schema';

const tags = ['seller'];

export const listSellerWarehouses = endpoint({
  method: 'GET', path: '/api/v2/seller/warehouses', access: 'seller', tags,
  summary: "The own store's warehouses, the default first, each with the available units it holds", response: z.array(SellerWarehouse),
});
export const createSellerWarehouse = endpoint({
  method: 'POST', path: '/api/v2/seller/warehouses', access: 'seller', tags,
  summary: 'Add a warehouse to the own store; its code is unique in the store (isDefault: true makes it the default instead of the one before)',
  body: SellerWarehouseInput, response: SellerWarehouse,
});
export const updateSellerWarehouse = endpoint({
  method: 'PUT', path: '/api/v2/seller/warehouses/:warehouseId', access: 'seller', tags,
  summary: "Edit an own warehouse (another store's is 404); the default stays the default until another is made it",
  params: WarehouseIdPath, body: SellerWarehouseInput, response: SellerWarehouse,
});
