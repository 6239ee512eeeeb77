import { useCallback, useEffect } from 'react';
import { createSearchParams, useLocation, useSearchParams, type NavigateOptions, type URLSearchParamsInit } from 'react-router';

export type QueryChange = (now: URLSearchParams) => URLSearchParamsInit;

/**
 * The query last asked for, until the address has it. A change of query is a navigation: the
 * router first runs the page's loaders (the access guard), then changes the address, then renders
 * the new page in a transition. Until all that is done the page still shows the old query.
 */
let asked: { path: string; search: string } | null = null;

if (typeof window !== 'undefined') window.addEventListener('popstate', () => (asked = null));

/** The query as it is about to be: the one last asked for on this page, else the address's. */
function currentQuery(): URLSearchParams {
  const { pathname, search } = window.location;
  return new URLSearchParams(asked?.path === pathname ? asked.search : search);
}

/**
 * A page's query (its tab, filters and page number live in the address) and a way to change it
 * that builds on the query as it is about to be, not as the page last rendered it: a second change
 * made before the first has been shown (a pay way picked just after a tab, ~200 ms on a busy
 * machine) builds on the first instead of sending the old tab back.
 */
export function useAddressQuery(): [URLSearchParams, (change: QueryChange, options?: NavigateOptions) => void] {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  useEffect(() => {
    // The address has what was asked for, or the page has gone elsewhere: the address is the query again.
    if (asked && (asked.search === location.search || asked.path !== location.pathname)) asked = null;
  }, [location]);
  const change = useCallback(
    (build: QueryChange, options?: NavigateOptions) => {
      const next = createSearchParams(build(currentQuery()));
      const search = next.size ? `?${next}` : '';
      asked = { path: window.location.pathname, search };
      setParams(next, options);
    },
    [setParams],
  );
  return [params, change];
}

/**
 * A change that sets the values given (an empty or missing one removes its key) and goes back to
 * the first page, as a new filter starts there, unless one of `keepPageWith` is among them.
 */
export function patchQuery(next: Record<string, string | number | undefined>, keepPageWith: readonly string[] = ['page']): QueryChange {
  return (now) => {
    const query = new URLSearchParams(now);
    for (const [key, value] of Object.entries(next)) {
      if (value !== undefined && value !== '') query.set(key, String(value));
      else query.delete(key);
    }
    if (!keepPageWith.some((key) => key in next)) query.delete('page');
    return query;
  };
}
