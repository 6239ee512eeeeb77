import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BASE_COIN, getLatestRate, type Coin } from '@wm/contracts';
import { useEffect } from 'react';
import { BASE_CURRENCY, currencyOption, type CurrencyCode } from './currency';
import { call } from './http';
import { useClientStore } from './store';

const rateKey = (unit: Coin) => ['rate', unit] as const;
const fetchRate = (unit: Coin, signal?: AbortSignal) => call(getLatestRate, { query: { fromCoin: BASE_COIN, toCoin: unit }, signal, noMessage: true });

/**
 * Makes a currency the display currency with its latest rate from USD (and the time that rate
 * took effect). The rate is asked for afresh on every change.
 */
export function useChooseCurrency() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (code: CurrencyCode) => {
      const unit = currencyOption(code).unit;
      const latest = await fetchRate(unit);
      queryClient.setQueryData(rateKey(unit), latest);
      useClientStore.getState().setCurrency(code, latest.rate, latest.effectiveAt);
    },
  });
}

/**
 * Keeps the chosen currency's rate current: asked again when a page opens and every few minutes
 * while it stays open, so that an operator's new rate converts prices without choosing the
 * currency again. USD is never converted and never asked for.
 */
export function useCurrentRate() {
  const currency = useClientStore((state) => state.currency);
  const unit = currencyOption(currency).unit;
  const latest = useQuery({
    queryKey: rateKey(unit),
    queryFn: ({ signal }) => fetchRate(unit, signal),
    enabled: currency !== BASE_CURRENCY,
    staleTime: 60_000,
    refetchInterval: 5 * 60_000,
  });
  useEffect(() => {
    const data = latest.data;
    const state = useClientStore.getState();
    if (!data || state.currency !== currency) return;
    if (data.rate !== state.exchangeRate || data.effectiveAt !== state.rateTime) state.setCurrency(currency, data.rate, data.effectiveAt);
  }, [latest.data, currency]);
}
