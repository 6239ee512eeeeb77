import { createBrowserRouter, redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import type { PageAccess } from '../lib/access';
import { registerNavigate } from '../lib/navigation';
import { SENT_FROM_KEY } from '../lib/paths';
import { loadBackOfficeStrings } from '../lib/i18n';
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

function toRouteObject(entry: RouteEntry, parentPath: string, inheritedAccess: PageAccess): RouteObject {
  const { path, page, redirect: defaultChild, children, access = inheritedAccess, ...meta } = entry;
  const fullPath = join(parentPath, path);
  const handle: RouteMeta = meta;
  const route: RouteObject = path ? { path, handle } : { index: true, handle };
  if (page) {
    // A signed-in page may use the back office's strings, loaded with it (never on public pages).
    route.lazy = access === 'public' ? { Component: async () => (await page()).default } : { Component: async () => (await Promise.all([page(), loadBackOfficeStrings()]))[0].default };
    if (access !== 'public') route.loader = guard(access);
  }
  if (children) {
    const defaultRoute: RouteObject[] = defaultChild ? [{ index: true, loader: toChild(join(fullPath, defaultChild)) }] : [];
    route.children = [...defaultRoute, ...children.map((child) => toRouteObject(child, fullPath, access))];
  }
  return route;
}

/** Created after i18n and the session refresh have started, so guards see both. */
export function createAppRouter() {
  const router = createBrowserRouter([
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
  ]);
  registerNavigate((to) => void router.navigate(to));
  return router;
}
