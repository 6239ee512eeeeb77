/**
 * Demo exchange-rate history: 1 USD in each currency, by days before the seed ran
 * (the newest row is today's). Close to the market around the time of writing.
 */
export const DEMO_RATES: readonly { toCoin: 'GBP' | 'EUR' | 'JPY' | 'CNY'; daysAgo: number; rate: number }[] = [
  { toCoin: 'GBP', daysAgo: 14, rate: 0.7931 },
  { toCoin: 'GBP', daysAgo: 7, rate: 0.7902 },
  { toCoin: 'GBP', daysAgo: 0, rate: 0.7874 },
  { toCoin: 'EUR', daysAgo: 14, rate: 0.9248 },
  { toCoin: 'EUR', daysAgo: 7, rate: 0.9215 },
  { toCoin: 'EUR', daysAgo: 0, rate: 0.9187 },
  { toCoin: 'JPY', daysAgo: 14, rate: 151.84 },
  { toCoin: 'JPY', daysAgo: 7, rate: 152.37 },
  { toCoin: 'JPY', daysAgo: 0, rate: 151.62 },
  { toCoin: 'CNY', daysAgo: 14, rate: 7.2436 },
  { toCoin: 'CNY', daysAgo: 7, rate: 7.2381 },
  { toCoin: 'CNY', daysAgo: 0, rate: 7.2295 },
];
