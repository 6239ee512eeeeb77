import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, matchRoutes, redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { prefetchShellContent } from '../features/content/api/use-site-content';
import type { PageAccess } from '../lib/access';
import { registerNavigate } from '../lib/navigation';
import { SENT_FROM_KEY } from '../lib/paths';
import { loadBackOfficeStrings, loadFormStrings } from '../lib/i18n';
import { ensureUser } from '../lib/session';
import { MainLayout } from './layouts/main-layout';
import { PageLoading } from './layouts/page-loading';
import { RootLayout } from './layouts/root-layout';
import { loginRoutes, mainRoutes, standaloneRoutes, type RouteEntry, type RouteMeta } from './routes';

const join = (parent: string, path: string) => (path ? `${parent}/${path}` : parent);

/**
 * Keeps visitors and accounts in audit out of the pages they may not use. The rules
 * load with the first guarded page: they read the audit codes from the contracts,
 * whose schema library the public pages do not need.
 */
function guard(access: PageAccess) {
  return async ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    const [{ accessRedirect }, user] = await Promise.all([import('../lib/access'), ensureUser()]);
    const target = accessRedirect(access, user, `${url.pathname}${url.search}`);
    // Account settings say why the buyer was sent there instead of the page asked for.
    if (target && user) sessionStorage.setItem(SENT_FROM_KEY, url.pathname);
    if (target) throw redirect(target);
    return null;
  };
}

/** A section's bare path goes to its default child, keeping the query (/login?mode=0). */
function toChild(target: string) {
  return ({ request }: LoaderFunctionArgs) => redirect(`${target}${new URL(request.url).search}`);
}

/** The public pages' code and what they read, by their route: what app start may load before the router is made. */
const publicPages = new WeakMap<RouteObject, Pick<RouteEntry, 'page' | 'prefetch' | 'statusTextsOnly'>>();

/** What a public page says beyond the first strings: the form pages' strings and the server messages' core, unless it says none of them. */
const publicMessages = (statusTextsOnly: true | undefined) => (statusTextsOnly ? undefined : loadFormStrings());

function toRouteObject(entry: RouteEntry, parentPath: string, inheritedAccess: PageAccess): RouteObject {
  const { path, page, prefetch, statusTextsOnly, redirect: defaultChild, children, access = inheritedAccess, ...meta } = entry;
  const fullPath = join(parentPath, path);
  const handle: RouteMeta = meta;
  const route: RouteObject = path ? { path, handle } : { index: true, handle };
  if (page && access === 'public') publicPages.set(route, { page, prefetch, statusTextsOnly });
  if (page) {
    // A signed-in page may use the back office's strings, loaded with it (never on public pages).
    const strings = () => (access === 'public' ? publicMessages(statusTextsOnly) : loadBackOfficeStrings());
    route.lazy = { Component: async () => (await Promise.all([page(), strings()]))[0].default };
    if (access !== 'public') route.loader = guard(access);
  }
  if (children) {
    const defaultRoute: RouteObject[] = defaultChild ? [{ index: true, loader: toChild(join(fullPath, defaultChild)) }] : [];
    route.children = [...defaultRoute, ...children.map((child) => toRouteObject(child, fullPath, access))];
  }
  return route;
}

/** The app's routes; made once, for the first page's start and for the router. */
export function appRoutes(): RouteObject[] {
  return [
    {
      path: '/',
      Component: RootLayout,
      HydrateFallback: PageLoading,
      children: [
        { index: true, loader: () => redirect('/home') },
        { Component: MainLayout, children: mainRoutes.map((entry) => toRouteObject(entry, '', 'public')) },
        {
          ...toRouteObject(loginRoutes, '', 'public'),
          lazy: { Component: async () => (await import('./layouts/login-layout')).LoginLayout },
        },
        ...standaloneRoutes.map((entry) => toRouteObject(entry, '', 'public')),
      ],
    },
  ];
}

/**
 * Starts what the first page needs while the language files load, instead of after them: the
 * code of a public page at this address, what that page reads (its route's `prefetch`, a module apart), and
 * the storefront shell's content when the page is inside it. The router later finds the code
 * already loaded and the page its answers already asked for. Signed-in pages wait for their guard.
 * Resolves once the first page's answers have come (or failed).
 */
export function startFirstPage(routes: RouteObject[], location: { pathname: string; search: string }, queryClient: QueryClient): Promise<void> {
  const matches = matchRoutes(routes, location.pathname) ?? [];
  if (matches.some(({ route }) => route.Component === MainLayout)) prefetchShellContent(queryClient);
  const search = new URLSearchParams(location.search);
  const data: Promise<unknown>[] = [];
  for (const { route } of matches) {
    const first = publicPages.get(route);
    if (!first) continue;
    // The data's module first: the browser fetches in the order asked, and the page's code is many files.
    if (first.prefetch) data.push(first.prefetch().then((prefetch) => prefetch({ queryClient, search })).catch(() => undefined));
    void first.page?.().catch(() => undefined);
    void publicMessages(first.statusTextsOnly)?.catch(() => undefined);
  }
  return Promise.all(data).then(() => undefined);
}

/** Created after i18n and the session refresh have started, so guards see both. */
export function createAppRouter(routes: RouteObject[] = appRoutes()) {
  const router = createBrowserRouter(routes);
  registerNavigate((to) => void router.navigate(to));
  return router;
}

export type AppRouter = ReturnType<typeof createAppRouter>;

/** Resolves once the router has the first page (its code, its guard's answer) to show. */
export function firstPageReady(router: AppRouter): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}
