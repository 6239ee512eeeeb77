import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * The queries the first page's code asked for at app start (prefetch), while the language files
 * loaded. Their answer is as fresh as the page, so the page's mounts in the next few seconds take
 * it as it is instead of asking again; after that a mount refetches as the query says (a query
 * with no stale time refetches each visit).
 */
const startedEarly = new WeakSet<object>();
const FIRST_PAGE_FRESH_MS = 10_000;

export function prefetchForFirstPage<TData, TKey extends QueryKey>(queryClient: QueryClient, options: FetchQueryOptions<TData, Error, TData, TKey>): Promise<void> {
  const answered = queryClient.prefetchQuery(options);
  const query = queryClient.getQueryCache().find({ queryKey: options.queryKey, exact: true });
  if (query) startedEarly.add(query);
  return answered;
}

/** `refetchOnMount` of a query a first page may have started early (evaluated more than once per mount, so it keeps no count). */
export function refetchUnlessStartedEarly(query: { state: { dataUpdatedAt: number } }): boolean {
  return !(startedEarly.has(query) && Date.now() - query.state.dataUpdatedAt < FIRST_PAGE_FRESH_MS);
}

/** What a page's prefetch reads: the query client and the address's search part. */
export interface FirstPageContext {
  queryClient: QueryClient;
  search: URLSearchParams;
}
