import { prefetchForFirstPage, type FirstPageContext } from '../../../lib/first-page';
import { viewerKey } from '../api/catalog-keys';
import { homeSectionsQuery } from '../api/use-catalog';

/** /home: the sections. */
export function prefetch({ queryClient }: FirstPageContext) {
  return prefetchForFirstPage(queryClient, homeSectionsQuery(viewerKey()));
}
