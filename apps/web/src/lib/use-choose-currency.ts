import { useMutation } from '@tanstack/react-query';
import { BASE_COIN, getLatestRate } from '@wm/contracts';
import { currencyOption, type CurrencyCode } from './currency';
import { call } from './http';
import { useClientStore } from './store';

/**
 * Makes a currency the display currency with its latest rate from USD. The rate is
 * asked for afresh on every change: prices convert at the rate of the moment it is chosen.
 */
export function useChooseCurrency() {
  return useMutation({
    mutationFn: async (code: CurrencyCode) => {
      const { rate } = await call(getLatestRate, { query: { fromCoin: BASE_COIN, toCoin: currencyOption(code).unit } });
      useClientStore.getState().setCurrency(code, rate);
    },
  });
}
