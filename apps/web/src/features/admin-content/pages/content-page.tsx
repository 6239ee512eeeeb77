import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAddressQuery } from '../../../lib/address-query';
import { ArticlesTab } from '../components/articles-tab';
import { CategoriesTab } from '../components/categories-tab';
import { FooterTab } from '../components/footer-tab';
import { HotWordsTab } from '../components/hot-words-tab';
import { SiteTab } from '../components/site-tab';
import '../admin-content.css';

const TABS = ['categories', 'articles', 'footer', 'hotWords', 'site'] as const;
type Tab = (typeof TABS)[number];
const PANES: Record<Tab, () => React.JSX.Element> = { categories: CategoriesTab, articles: ArticlesTab, footer: FooterTab, hotWords: HotWordsTab, site: SiteTab };

/**
 * /admin/content: what the storefront shows that no seller owns: product categories, help
 * articles and the footer, hot search words, site settings. A save shows on the storefront at once.
 */
export default function ContentPage() {
  const { t } = useTranslation('admin-content');
  const [params, changeQuery] = useAddressQuery();
  const asked = params.get('tab');
  const tab: Tab = (TABS as readonly string[]).includes(asked ?? '') ? (asked as Tab) : 'categories';
  return (
    <section className="admin-page admin-content">
      <h1 className="admin-page__title">{t('title')}</h1>
      <Tabs
        activeKey={tab}
        onChange={(key) => changeQuery(() => ({ tab: key }), { replace: true })}
        destroyOnHidden
        items={TABS.map((key) => {
          const Pane = PANES[key];
          return { key, label: t(`tabs.${key}`), children: <Pane /> };
        })}
      />
    </section>
  );
}
