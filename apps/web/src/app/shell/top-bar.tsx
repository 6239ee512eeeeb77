import { DownOutlined } from '@ant-design/icons';
import { Popover } from 'antd';
import type { WebsiteConfig } from '@wm/contracts';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useFooterArticles, useWebsiteConfig } from '../../features/content/api/use-site-content';
import { articlePath } from '../../features/content/article-links';
import { useClientStore } from '../../lib/store';
import { RegionSettings } from './region-settings';

// Loaded when first opened.
const ContactDialog = lazy(() => import('./contact-dialog'));

/** Visitors are asked to log in before the help site (spec section 6). */
const HELP_LOGIN_PATH = '/login?mode=true';

type GroupSite = WebsiteConfig['groupSites'][number];

function GroupSiteLink({ site }: { site: GroupSite }) {
  const link = (
    <a className="top-bar__link" href={site.url} target="_blank" rel="noopener noreferrer">
      {site.name}
      {site.children.length > 0 && <DownOutlined className="top-bar__caret" aria-hidden />}
    </a>
  );
  if (site.children.length === 0) return link;
  const menu = (
    <ul className="link-menu" aria-label={site.name}>
      {site.children.map((child) => (
        <li key={child.url}>
          <a href={child.url} target="_blank" rel="noopener noreferrer">
            {child.name}
          </a>
        </li>
      ))}
    </ul>
  );
  return (
    <Popover content={menu} placement="bottomLeft" arrow={false}>
      {link}
    </Popover>
  );
}

/** Group sites, Help Center, Contact Us and the region settings, above the main header. */
export function TopBar() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: config } = useWebsiteConfig();
  const signedIn = useClientStore((state) => state.userInfo !== null);
  const [contactOpen, setContactOpen] = useState(false);

  const { data: help } = useFooterArticles();
  // The help articles of the site itself, unless the settings name a help site of its own.
  const firstArticle = help?.find((category) => category.articles.length > 0)?.articles[0];
  const openHelpCenter = () => {
    if (!signedIn) void navigate(HELP_LOGIN_PATH);
    else if (config?.helpCenterUrl) window.open(config.helpCenterUrl, '_blank', 'noopener,noreferrer');
    else if (firstArticle) void navigate(articlePath(firstArticle.id));
  };

  return (
    <div className="top-bar">
      <div className="page-container top-bar__inner">
        {config?.groupSites.length ? (
          <nav className="top-bar__sites" aria-label={t('topBar.groupSites')}>
            {config.groupSites.map((site) => <GroupSiteLink key={site.url} site={site} />)}
          </nav>
        ) : (
          <span />
        )}
        <div className="top-bar__actions">
          <button type="button" className="top-bar__link" onClick={openHelpCenter}>
            {t('topBar.helpCenter')}
          </button>
          <button type="button" className="top-bar__link" aria-haspopup="dialog" onClick={() => setContactOpen(true)}>
            {t('topBar.contactUs')}
          </button>
          <RegionSettings />
        </div>
      </div>
      {contactOpen && (
        <Suspense>
          <ContactDialog onClose={() => setContactOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
