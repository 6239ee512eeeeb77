import { useMemo } from 'react';
import { useMatches } from 'react-router';
import type { RouteMeta } from './routes';

export interface Crumb {
  title: string;
  pathname: string;
}

interface ResolvedMeta extends Omit<RouteMeta, 'title' | 'access'> {
  /** Every matched route with a title, outermost first. */
  trail: Crumb[];
}

/** The current route's meta: each matched route overrides its section, titles add up. */
export function useRouteMeta(): ResolvedMeta {
  const matches = useMatches();
  return useMemo(() => {
    const meta: ResolvedMeta = { trail: [] };
    for (const match of matches) {
      const handle = match.handle as RouteMeta | undefined;
      if (!handle) continue;
      const { title, ...rest } = handle;
      Object.assign(meta, rest);
      if (title) meta.trail.push({ title, pathname: match.pathname });
    }
    return meta;
  }, [matches]);
}
