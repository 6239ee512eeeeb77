import { Fragment, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { AppFooter } from '../shell/app-footer';
import { AppHeader } from '../shell/app-header';
import { Breadcrumbs } from '../shell/breadcrumbs';
import { useRouteMeta } from '../use-route-meta';

export function MainLayout() {
  const { background = 'grey', hideBreadcrumb, hideFooter, noCache, trail } = useRouteMeta();
  const { key } = useLocation();
  const { t } = useTranslation();
  const main = useRef<HTMLElement>(null);
  return (
    <div className="app-shell">
      {/* The first stop of Tab: past the header's dozens of links to the page itself. */}
      <a
        className="skip-link"
        href="#main-content"
        onClick={(event) => {
          event.preventDefault();
          main.current?.focus();
        }}
      >
        {t('skipToContent')}
      </a>
      <AppHeader />
      <main id="main-content" ref={main} tabIndex={-1} className={`app-main app-main--${background}`}>
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
