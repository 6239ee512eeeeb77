import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminRates, saveRates, type RateTarget, type SaveRatesBody } from '@wm/contracts';
import { call } from '../../../lib/http';
import { marketingKeys } from './marketing-keys';

export const RATE_HISTORY_PAGE_SIZE = 10;

/** The rates in effect, a page of the history (one currency or all) and the refresh's settings. */
export const useAdminRates = (pageIndex: number, toCoin: RateTarget | undefined) =>
  useQuery({
    queryKey: marketingKeys.rates(pageIndex, toCoin),
    queryFn: ({ signal }) => call(adminRates, { query: { pageIndex, pageSize: RATE_HISTORY_PAGE_SIZE, ...(toCoin ? { toCoin } : {}) }, signal }),
    placeholderData: keepPreviousData,
  });

export function useSaveRates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveRatesBody) => call(saveRates, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: marketingKeys.ratesAll }),
  });
}
