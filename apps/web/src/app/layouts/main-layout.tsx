import { Fragment } from 'react';
import { Outlet, useLocation } from 'react-router';
import { AppFooter } from '../shell/app-footer';
import { AppHeader } from '../shell/app-header';
import { Breadcrumbs } from '../shell/breadcrumbs';
import { useRouteMeta } from '../use-route-meta';

export function MainLayout() {
  const { background = 'grey', hideBreadcrumb, hideFooter, noCache, trail } = useRouteMeta();
  const { key } = useLocation();
  return (
    <div className="app-shell">
      <AppHeader />
      <main className={`app-main app-main--${background}`}>
        {!hideBreadcrumb && <Breadcrumbs trail={trail} />}
        {/* A page that is not cached starts afresh on every visit, even to the same path. */}
        <Fragment key={noCache ? key : 'cached'}>
          <Outlet />
        </Fragment>
      </main>
      {!hideFooter && <AppFooter />}
    </div>
  );
}
