import { useQuery } from '@tanstack/react-query';
import { getRegionTree, getUsRegionTree } from '@wm/contracts';
import { call } from '../../../lib/http';
import { currentLanguage } from '../../../lib/i18n';
import { accountKeys } from './account-keys';

// Regions change about never: one load per visit is enough.
const ONE_HOUR = 60 * 60 * 1000;

/** Countries with their states/provinces and cities. */
export function useRegionTree() {
  return useQuery({
    queryKey: accountKeys.regions('world', currentLanguage()),
    queryFn: ({ signal }) => call(getRegionTree, { signal }),
    staleTime: ONE_HOUR,
  });
}

/** The US states (and DC) with their cities: the spec's US region list. */
export function useUsRegionTree(enabled: boolean) {
  return useQuery({
    queryKey: accountKeys.regions('us', currentLanguage()),
    queryFn: ({ signal }) => call(getUsRegionTree, { signal }),
    staleTime: ONE_HOUR,
    enabled,
  });
}
