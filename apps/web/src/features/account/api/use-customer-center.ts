import { useQuery } from '@tanstack/react-query';
import { getCustomerCenter } from '@wm/contracts';
import { call } from '../../../lib/http';
import { accountKeys } from './account-keys';

/** Buyer central in one call: the user card, audit state, wallet, order counts, favourites and followed stores. */
export function useCustomerCenter() {
  return useQuery({ queryKey: accountKeys.center, queryFn: ({ signal }) => call(getCustomerCenter, { signal }) });
}
