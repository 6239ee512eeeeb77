import { endpoint } from '../common/endpoint';
import { z } from 'zod';
import { AdminRates, AdminRatesQuery, LatestRate, LatestRateQuery, RateRecord, SaveRatesBody } from './rates.schema';

export const getLatestRate = endpoint({
  method: 'GET', path: '/api/v1/changerate/latest-rate', access: 'public', tags: ['rates'],
  summary: 'The latest effective rate from USD to GBP, EUR, JPY or CNY (USD to USD is 1)',
  query: LatestRateQuery, response: LatestRate,
});

const adminTags = ['admin', 'rates'];

export const adminRates = endpoint({
  method: 'GET', path: '/api/v2/admin/rates', access: 'operator', tags: adminTags,
  summary: 'The rate in effect for each currency (time, source, operator), the history newest first, and whether the scheduled refresh is on',
  query: AdminRatesQuery, response: AdminRates,
});
export const saveRates = endpoint({
  method: 'PUT', path: '/api/v2/admin/rates', access: 'operator', tags: adminTags, successMessage: 'rate.saved',
  summary: 'Record new rates (1 USD in GBP, EUR, JPY, CNY), effective now, within sane bounds; earlier rates stay in the history',
  body: SaveRatesBody, response: z.array(RateRecord),
});
