import { endpoint } from '../common/endpoint';
import { LatestRate, LatestRateQuery } from './rates.schema';

export const getLatestRate = endpoint({
  method: 'GET', path: '/api/v1/changerate/latest-rate', access: 'public', tags: ['rates'],
  summary: 'The latest effective rate from USD to GBP, EUR, JPY or CNY (USD to USD is 1)',
  query: LatestRateQuery, response: LatestRate,
});
