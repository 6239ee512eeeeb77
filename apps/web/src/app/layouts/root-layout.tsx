import { useEffect, useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { useWebsiteConfig } from '../../features/content/api/use-site-content';
import { useShownPageText } from '../../lib/page-title';
import { useRouteMeta } from '../use-route-meta';

/** Around every page: scroll to the top on each navigation and keep the document title ("<page> - <site>") and description current. */
export function RootLayout() {
  const { key } = useLocation();
  const { trail } = useRouteMeta();
  const { t } = useTranslation();
  const title = trail.at(-1)?.title;
  // A page that names itself (the goods page) wins over its route's title and the site's description.
  const own = useShownPageText();
  // The site's name comes from its settings (websiteTitle); the app's own name until they load.
  const site = useWebsiteConfig().data?.websiteTitle || t('brand');

  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [key]);

  useEffect(() => {
    const name = own.title || (title ? t(title) : '');
    document.title = name ? `${name} - ${site}` : site;
  }, [own.title, title, site, t]);

  // What search engines show under the title, in the page's language.
  useEffect(() => {
    document.querySelector('meta[name="description"]')?.setAttribute('content', own.description || t('metaDescription'));
  }, [own.description, t]);

  return <Outlet />;
}
