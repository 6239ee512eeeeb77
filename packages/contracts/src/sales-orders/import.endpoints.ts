import { z } from 'zod';
import { endpoint } from '../common/endpoint';
import { ImportTemplateQuery, SalesOrderImportQuery, SalesOrderImportResult } from './import.schema';

const tags = ['sales-orders'];

export const salesOrderImportTemplate = endpoint({
  method: 'GET', path: '/api/v2/sales-order/import-template', access: 'buyer', tags,
  summary:
    'The import template as a file (format xlsx or csv) in the request language: row 1 the column keys (* marks a required one), row 2 the labels, data from row 3',
  query: ImportTemplateQuery, response: z.string(),
});

export const importSalesOrders = endpoint({
  method: 'POST', path: '/api/v2/sales-order/import', access: 'approvedBuyer', tags,
  summary:
    'Import sales orders from an XLSX or CSV file (multipart field `file`, at most 5,000 data rows and 10 MB; the content must be XLSX or UTF-8 text CSV). ' +
    'Every problem of every row is reported at once (row number as in the file, column key, message in the request language). ' +
    'The rows are grouped by OrderId: an order whose rows are all good is made on hold; an order with a bad row is not imported. ' +
    'dryRun=true (query or a form field before the file) only reports. report=csv answers the report as a CSV file (row, column, OrderId, problem) instead of JSON. ' +
    'An OrderId already imported is refused, so the same file imported twice imports nothing the second time',
  query: SalesOrderImportQuery, response: SalesOrderImportResult,
});
